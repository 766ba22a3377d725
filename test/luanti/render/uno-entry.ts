/**
 * LuaJIT entry for test/luanti/render-uno.test.ts: the Luanti formspec renderer draws Uno No
 * Mercy's real screens (test/support/uno-screens.ts) under LuaJIT, as the mod does: the table,
 * the colour choice of a wild, a hand's result. Built with the mod's Luanti declarations, so not
 * part of the Node type check.
 */
import { render } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import { renderScreen } from "../../../plugin/luanti/src/formspec";
import { unoChoiceScreen, unoResultScreen, unoTableScreen } from "../../support/uno-screens";

declare const _G: LuaTable;
declare function print(this: void, ...parts: string[]): void;

// Luanti's formspec_escape: a backslash before each of \ [ ] ; ,
_G.set("minetest", {
  formspec_escape: (s: string) => {
    const [out] = string.gsub(s, "[\\%[%];,]", (c: string) => "\\" + c);
    return out;
  },
});

const tr = (m: Message): string => render("en", m);
print(renderScreen(unoTableScreen(), tr));
print("=== choice");
print(renderScreen(unoChoiceScreen(), tr));
print("=== result");
print(renderScreen(unoResultScreen(), tr));
