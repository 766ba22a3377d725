/**
 * What the LuaJIT render entries share: the one Luanti call the formspec renderer makes
 * (formspec_escape, stubbed as Luanti defines it) and printing screens (in English unless told), separated by
 * "=== <label>" lines the render tests split on.
 */
import { render } from "../../../src/i18n/index";
import type { Lang, Message } from "../../../src/i18n/types";
import type { Screen } from "../../../src/screen/model";
import { renderScreen } from "../../../plugin/luanti/src/formspec";

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

/** Prints the first screen, then each labelled one after its "=== label" line (in English, or in `lang`). */
export function printScreens(first: Screen, ...labelled: [string, Screen, Lang?][]): void {
  print(renderScreen(first, tr));
  for (const [label, screen, lang] of labelled) {
    print("=== " + label);
    print(renderScreen(screen, (m: Message) => render(lang ?? "en", m)));
  }
}
