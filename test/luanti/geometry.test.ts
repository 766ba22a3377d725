/**
 * Table ids in Luanti form names (issue 20, problem 10): one spelling per table. A forged form
 * `game_tables:t|80,0,-0` used to name the table at 80,0,0 under LuaJIT (tonumber("-0") is -0,
 * which prints back as "-0", so the round trip matched) and blank its infotext. Run under LuaJIT,
 * where the mod runs (Node prints -0 as "0").
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildLuaBundle } from "../../tools/lua-bundle";

const ROOT = resolve(import.meta.dirname, "../..");
const VALID: [string, string][] = [
  ["80,0,0", "80 0 0"],
  ["-5,12,-31000", "-5 12 -31000"],
  ["0,-1,31000", "0 -1 31000"],
];
const FORGED = ["80,0,-0", "-0,0,0", "080,0,0", "+80,0,0", "0x50,0,0", "8e1,0,0", " 80,0,0", "80.0,0,0", "80,0", "80,0,0,0", "-,0,0", "", "31001,0,0", "65616,0,0", "80,,0"];

describe("Luanti table ids", () => {
  it("posKey's spelling names its node, any other spelling (-0 included) nothing", () => {
    const bundle = buildLuaBundle("test/luanti/geometry/entry.ts", "luanti_geometry.lua", ROOT, ["plugin/luanti/types/luanti.d.ts"]);
    const keys = [...VALID.map(([k]) => k), ...FORGED];
    const out = execFileSync("luajit", [bundle, ...keys], { encoding: "utf8" }).split("\n").slice(0, keys.length);
    expect(out).toEqual([...VALID.map(([, p]) => p), ...FORGED.map(() => "none")]);
  });
});
