/**
 * LuaJIT entry for test/luanti/geometry.test.ts: prints what plugin/luanti/src/geometry.ts's
 * parsePosKey makes of each argument under LuaJIT ("x y z", or "none"), one line each, where
 * numbers read and print differently from Node ("-0" stays "-0"). Not in the Node type check.
 */
import { parsePosKey } from "../../../plugin/luanti/src/geometry";

declare const arg: string[];
declare function print(this: void, ...parts: string[]): void;

for (const key of arg) {
  const p = parsePosKey(key);
  print(p === undefined ? "none" : `${p.x} ${p.y} ${p.z}`);
}
