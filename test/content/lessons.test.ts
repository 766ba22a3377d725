import { describe, expect, it } from "vitest";
import { HOUSE_RULES, presetRules, copyRules } from "../../src/games/gin-rummy/engine/rules";
import { render } from "../../src/i18n/index";
import { LANGS } from "../../src/i18n/types";
import { ILLUSTRATION_IDS, illustrationFile, lessonsFor, type LessonPage } from "../../src/games/gin-rummy/lessons/lessons";
import { ginRummy } from "../../src/games/gin-rummy/game";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./keys";

const text = (pages: LessonPage[], lang: (typeof LANGS)[number] = "en"): string =>
  pages.map((p) => [render(lang, p.title), ...p.body.map((b) => render(lang, b))].join("\n")).join("\n\n");
const page = (pages: LessonPage[], id: string): LessonPage => {
  const p = pages.find((x) => x.id === id);
  if (p === undefined) throw new Error(`no page ${id}`);
  return p;
};

describe("Gin Rummy's lessons follow the table's rules", () => {
  it("teach the house rules with the brief's pages in order", () => {
    const pages = lessonsFor(HOUSE_RULES);
    expect(pages.map((p) => p.id)).toEqual([
      "groups", "take", "deadwood", "knock", "gin", "undercut", "score", "stock",
    ]);
    const en = text(pages);
    expect(en).toContain("Knock at 10");
    expect(en).toContain("10 or less");
    expect(en).toContain("11 is too many");
    expect(en).toContain("you score 25 plus");
    expect(en).toContain("difference plus 25");
    expect(en).toContain("reach 100 wins");
    expect(en).toContain("the same dealer deals again");
    expect(en).not.toContain("Big gin");
    expect(en).not.toContain("{");
  });

  it("explain the rule sets on a page of their own: the one in force, what each changes, in every language (issue 24 #8)", () => {
    for (const preset of ginRummy.rules.presets) {
      const l = ginRummy.presentation.lessons(undefined, preset, "presets");
      // The last of the game's own pages (the frame adds the table's after it).
      expect(l.list[l.list.length - 1].id).toBe("presets");
      const p = l.open!;
      expect(p.id).toBe("presets");
      expect(p.body.length).toBe(1 + ginRummy.rules.presets.length);
      for (const lang of LANGS) {
        expect(render(lang, p.body[0]), lang).toContain(render(lang, ginRummy.presentation.presetLabel(preset)));
        ginRummy.rules.presets.forEach((q, i) => expect(render(lang, p.body[1 + i]).startsWith(render(lang, ginRummy.presentation.presetLabel(q))), `${lang} ${q}`).toBe(true));
        for (const b of p.body) expect(render(lang, b)).not.toContain("{");
      }
      expect(existsSync(join(ROOT, "resources/lessons", p.image)), p.image).toBe(true);
    }
    const en = ginRummy.presentation.lessons(undefined, "oklahoma", "presets").open!;
    expect(render("en", en.body[0])).toContain("This table plays Oklahoma gin.");
    expect(render("en", en.body[1])).toBe("House rules: knock with 10 deadwood or less; the first to 100 points wins.");
    expect(render("en", en.body[3])).toContain("play to 150");
    expect(en.image).toBe(illustrationFile("oklahoma"));
  });

  it("name cards as the card art shows them (A, Q, K) in every language", () => {
    const groups = page(lessonsFor(HOUSE_RULES), "groups");
    for (const lang of LANGS) {
      const aces = render(lang, groups.body[1]);
      expect(aces, lang).toContain("A-2-3");
      expect(aces, lang).toContain("Q-K-A");
    }
  });

  it("show a knock limit of 7 as 7 (and 8 as too many) in every language", () => {
    const rules = copyRules(HOUSE_RULES);
    rules.knockLimit = 7;
    const knock = page(lessonsFor(rules), "knock");
    for (const lang of LANGS) {
      const s = render(lang, knock.title) + " " + render(lang, knock.body[0]);
      expect(s).toContain("7");
      expect(s).toContain("8");
      expect(s).not.toContain("10");
      expect(s).not.toContain("11");
    }
  });

  it("carry the bonuses and target of the rules object", () => {
    const rules = copyRules(HOUSE_RULES);
    rules.ginBonus = 20;
    rules.undercutBonus = 15;
    rules.matchTarget = 250;
    rules.bigGin = true;
    rules.bigGinBonus = 40;
    const pages = lessonsFor(rules);
    for (const lang of LANGS) {
      expect(render(lang, page(pages, "gin").body[0])).toContain("20");
      expect(render(lang, page(pages, "gin").body[1])).toContain("40");
      expect(render(lang, page(pages, "undercut").body[1])).toContain("15");
      expect(render(lang, page(pages, "score").body[0])).toContain("250");
    }
  });

  it("explain Oklahoma instead of a fixed knock limit", () => {
    const pages = lessonsFor(presetRules("oklahoma"));
    const knock = page(pages, "knock");
    expect(knock.illustration).toBe("oklahoma");
    const en = text([knock]);
    expect(en).toContain("first face-up card sets the knock limit");
    expect(en).toContain("spade");
    expect(text(pages)).toContain("reach 150 wins");
    expect(text(pages)).toContain("100 for winning the match");
    expect(text(pages)).toContain("25 for every hand");
  });

  it("drop knocking and undercuts for straight gin, and mention big gin", () => {
    const pages = lessonsFor(presetRules("straight"));
    expect(pages.map((p) => p.id)).not.toContain("undercut");
    expect(text([page(pages, "knock")])).toContain("nobody knocks");
    expect(text([page(pages, "gin")])).toContain("Big gin");
    expect(text([page(pages, "gin")])).toContain("31");
  });

  it("teach each variant: Hollywood's three games, Tedesco's ace and streak bonus, Mahjong's 13 cards and high aces", () => {
    const hollywood = lessonsFor(presetRules("hollywood"));
    expect(hollywood.map((p) => p.id)).toContain("hollywood");
    expect(hollywood.map((p) => p.id)).not.toContain("score");
    expect(text([page(hollywood, "hollywood")])).toContain("second in games 1 and 2");
    expect(text([page(hollywood, "hollywood")])).toContain("all three are decided");
    const tedesco = lessonsFor(presetRules("tedesco"));
    expect(text([page(tedesco, "knock")])).toContain("An ace means gin only");
    expect(text([page(tedesco, "score")])).toContain("you score 25 more");
    const mahjong = lessonsFor(presetRules("mahjong"));
    expect(text([page(mahjong, "groups")])).toContain("Q-K-A are runs, K-A-2 is not");
    expect(text([page(mahjong, "mahjong")])).toContain("13 cards each (three or four keep 7)");
    expect(text([page(lessonsFor(HOUSE_RULES), "groups")])).toContain("Q-K-A is not");
  });

  it("treat a knock limit of 0 as gin only", () => {
    const rules = copyRules(HOUSE_RULES);
    rules.knockLimit = 0;
    const pages = lessonsFor(rules);
    expect(text([page(pages, "knock")])).toContain("knock limit is 0");
    expect(pages.map((p) => p.id)).not.toContain("undercut");
  });

  it("follow the dead hand and next dealer policies", () => {
    const rules = copyRules(HOUSE_RULES);
    rules.deadHand = "reshuffle";
    rules.nextDealer = "winner";
    const stock = text([page(lessonsFor(rules), "stock")]);
    expect(stock).toContain("shuffled into a new stock, once");
    expect(stock).toContain("winner of that hand deals");
    rules.nextDealer = "loser";
    expect(text([page(lessonsFor(rules), "stock")])).toContain("loser of that hand deals");
    expect(text([page(lessonsFor(HOUSE_RULES), "stock")])).toContain("passes to the other player");
  });

  it("have an illustration file for every page of every variant", () => {
    const variants = [HOUSE_RULES, presetRules("classic"), presetRules("oklahoma"), presetRules("straight"), presetRules("hollywood"), presetRules("tedesco"), presetRules("mahjong")];
    for (const rules of variants) {
      for (const p of lessonsFor(rules)) {
        expect(ILLUSTRATION_IDS).toContain(p.illustration);
      }
    }
    for (const id of ILLUSTRATION_IDS) {
      expect(existsSync(join(ROOT, "resources/lessons", illustrationFile(id))), id).toBe(true);
    }
  });
});
