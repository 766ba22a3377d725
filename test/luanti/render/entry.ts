/**
 * LuaJIT entry for test/luanti/render.test.ts: the Luanti formspec renderer (plugin/luanti/src/
 * formspec.ts) draws the fake parts-only game (test/support/fake-parts-game.ts) under LuaJIT, as
 * the mod does. Prints the formspec of the table, then of a four-seat showdown, then of a four-seat lobby. Built with the mod's Luanti declarations, so not part of the
 * Node type check.
 */
import { render } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import { renderScreen } from "../../../plugin/luanti/src/formspec";
import { fakeLobbyScreen, fakePartsScreen, fakeResultScreen } from "../../support/fake-parts-game";

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
print(renderScreen(fakePartsScreen(), tr));
print("=== result");
print(renderScreen(fakeResultScreen(), tr));
print("=== lobby");
print(renderScreen(fakeLobbyScreen(), tr));
