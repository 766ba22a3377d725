/**
 * Everything the content code produces, as lines: lessons for several rule sets in every
 * language, card names, the .tr and .lang files. Node and LuaJIT must print the same.
 */
import { presetRules, type Rules } from "../../../src/games/gin-rummy/engine/rules";
import { bedrockLangFiles } from "../../../src/i18n/bedrock";
import { cardMessage } from "../../../src/games/gin-rummy/card-label";
import { render } from "../../../src/i18n/index";
import { luantiTranslate, luantiTrFiles } from "../../../src/i18n/luanti";
import { LANGS } from "../../../src/i18n/types";
import { itemsFor } from "../../../src/content/items";
import { parseRecipes, resolveRecipes } from "../../../src/content/recipes";
import { lessonsFor } from "../../../src/games/gin-rummy/lessons/lessons";
import { TABLE_LESSON_IDS, withTableLessons } from "../../../src/screen/lessons";

export function ruleVariants(): [string, Rules][] {
  const custom = presetRules("house");
  custom.knockLimit = 7;
  custom.deadHand = "reshuffle";
  custom.nextDealer = "winner";
  custom.matchTarget = 250;
  const ginOnly = presetRules("house");
  ginOnly.knockLimit = 0;
  ginOnly.nextDealer = "loser";
  return [
    ["house", presetRules("house")],
    ["classic", presetRules("classic")],
    ["oklahoma", presetRules("oklahoma")],
    ["straight", presetRules("straight")],
    ["hollywood", presetRules("hollywood")],
    ["tedesco", presetRules("tedesco")],
    ["mahjong", presetRules("mahjong")],
    ["custom", custom],
    ["ginOnly", ginOnly],
  ];
}

export function contentDump(recipesText: string): string[] {
  const out: string[] = [];
  const recipes = parseRecipes(recipesText);
  if (!recipes.ok) out.push("recipes: " + recipes.errors.join("; "));
  else {
    for (const host of ["luanti", "bedrock"] as const) {
      for (const r of resolveRecipes(recipes.value, host)) {
        const rows: string[] = [];
        for (const row of r.grid) rows.push(row.join(","));
        out.push(host + " recipe " + r.output + " x" + r.count + " " + rows.join(" / "));
      }
    }
  }
  for (const lang of LANGS) {
    out.push("== " + lang);
    for (const [name, rules] of ruleVariants()) {
      const pages = lessonsFor(rules);
      for (let i = 0; i < pages.length; i++) {
        const p = pages[i];
        out.push(name + " " + p.id + " [" + p.illustration + "] " + (i + 1) + "/" + pages.length + " " + render(lang, p.title));
        for (const b of p.body) out.push("  " + render(lang, b));
      }
    }
    for (const id of TABLE_LESSON_IDS) {
      const open = withTableLessons({ list: [] }, id).open;
      if (open === undefined) continue;
      out.push("table " + open.id + " [" + open.image + "] " + render(lang, open.title));
      for (const b of open.body) out.push("  " + render(lang, b));
    }
    for (let c = 0; c < 52; c++) out.push("card " + c + " " + render(lang, cardMessage(c)));
    for (const host of ["luanti", "bedrock"] as const) {
      for (const item of itemsFor(host)) out.push(host + " " + item.name + " " + render(lang, item.displayName));
    }
  }
  // Luanti client-side form: nested translate calls, shown as a readable call tree.
  for (const item of itemsFor("luanti")) {
    out.push(luantiTranslate(item.displayName, (source, args) => "S(" + source + (args.length > 0 ? ", " + args.join(", ") : "") + ")"));
  }
  for (const f of luantiTrFiles()) out.push("--- " + f.path, f.text);
  for (const f of bedrockLangFiles()) out.push("--- " + f.path, f.text);
  return out;
}
