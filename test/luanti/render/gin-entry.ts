/**
 * LuaJIT entry for test/luanti/render-gin.test.ts: the Luanti formspec renderer draws Gin Rummy's
 * real screens in which other seats hold cards they took from the discard pile
 * (test/support/gin-screens.ts), four seats then two. Built with the mod's Luanti declarations,
 * so not part of the Node type check.
 */
import { render } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import { renderScreen } from "../../../plugin/luanti/src/formspec";
import { ginTakenScreen } from "../../support/gin-screens";

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
print(renderScreen(ginTakenScreen(4), tr));
print("=== two");
print(renderScreen(ginTakenScreen(2), tr));
