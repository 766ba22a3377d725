/**
 * The screens as forms: card buttons and lesson pages show images that the resource pack really
 * ships, text comes in the player's language, and forged answers to the stake and rules forms are
 * ignored.
 */
import { describe, expect, it } from "vitest";
import type { FormDataSimple } from "bdsx/bds/form";
import { buildPackFiles } from "../../plugin/bdsx/build/bedrock";
import { gatherContent } from "../../plugin/bedrock-common/content";
import { panelFacts, rulesAction, screenForm, stakeFields } from "../../plugin/bedrock-common/forms";
import { msg } from "../../src/i18n/index";
import type { Screen } from "../../src/screen/model";
import type { TablePart } from "../../src/screen/parts";
import { FakeBdsx, FakeItem, type FakePlayer } from "./fake-bdsx";
import { join } from "node:path";

const rp = buildPackFiles(gatherContent(join(__dirname, "../..")).inputs).rp;

function table(lang = "en_US"): { b: FakeBdsx; ann: FakePlayer } {
  const b = new FakeBdsx();
  b.handPack = true;
  b.open();
  const ann = b.join("x-ann", "Ann", lang);
  b.place(ann, 0, 64, 0, "game_tables:small_game_table_spruce");
  b.place(ann, 0, 64, 1, "game_tables:game_chair_spruce");
  ann.inventory.slots[0] = new FakeItem("game_tables:gin_rummy_board", 1);
  b.use(ann, 0, 64, 0);
  b.use(ann, 0, 64, 1);
  return { b, ann };
}

async function latest(b: FakeBdsx, p: FakePlayer): Promise<FormDataSimple> {
  while ((b.forms.get(p.ni) ?? []).length > 1) await b.answer(p, null);
  const f = b.form(p);
  if (f === undefined || f.type !== "form") throw new Error("no table form");
  return f;
}

describe("bdsx forms", () => {
  it("card buttons show card images the resource pack ships", async () => {
    const { b, ann } = table();
    b.use(ann, 0, 64, 0);
    let f = await latest(b, ann);
    await b.answer(ann, f.buttons.findIndex((x) => /alone/i.test(x.text)));
    const images = new Set<string>();
    for (let i = 0; i < 40; i++) {
      f = await latest(b, ann);
      for (const x of f.buttons) if (x.image !== undefined) images.add(x.image.data);
      const move = f.buttons.findIndex((x) => /^(Pass|Draw from the stock|Discard)/.test(x.text));
      if (move >= 0) await b.answer(ann, move);
      else b.tick(1500);
    }
    const cards = [...images].filter((i) => i.includes("/cards/"));
    expect(cards.length).toBeGreaterThan(5);
    for (const img of images) expect(rp.has(`${img}.png`)).toBe(true);
  });

  it("shows the lessons with their illustrations, in the player's language", async () => {
    const { b, ann } = table("fr_FR");
    b.use(ann, 0, 64, 0);
    let f = await latest(b, ann);
    await b.answer(ann, f.buttons.findIndex((x) => /jouer/i.test(x.text) && x.image === undefined && !/seul/i.test(x.text)));
    f = await latest(b, ann);
    const lessons = f.buttons.filter((x) => x.image !== undefined);
    expect(lessons.length).toBeGreaterThanOrEqual(8);
    for (const x of lessons) expect(rp.has(`${(x.image as { data: string }).data}.png`)).toBe(true);
    await b.answer(ann, f.buttons.indexOf(lessons[0]));
    f = await latest(b, ann);
    expect(f.content.length).toBeGreaterThan(40);
    expect(f.title).not.toMatch(/^[a-z_.]+$/); // translated, not a message key
  });

  it("labels the stock, the opponent's hand, deadwood and the turn timer in the player's language", async () => {
    for (const [locale, pattern] of [
      // After the count, the cards the opponent took face up, when it took any (forms-taken.test.ts).
      ["en_US", /^Stock: \d+ · Opponent holds 1[01](?: — [^·]+)? · At most \d+ s left$/m],
      ["de_DE", /^Stapel: \d+ · Karten des Gegners: 1[01](?: — [^·]+)? · Höchstens noch \d+ s$/m],
    ] as const) {
      const { b, ann } = table(locale);
      b.use(ann, 0, 64, 0);
      let f = await latest(b, ann);
      await b.answer(ann, f.buttons.findIndex((x) => /alone|allein/i.test(x.text)));
      let labelled = false;
      for (let i = 0; i < 20 && !labelled; i++) {
        f = await latest(b, ann);
        labelled = pattern.test(f.content);
        if (!labelled) b.tick(1500);
      }
      expect(labelled, f.content).toBe(true);
      expect(f.content).not.toMatch(/\d+ \/ \d+/);
    }
  });

  it("renders the panel labels exactly, leaving out what a bystander or a bot's turn does not have", () => {
    const hand = { id: "hand", deck: "classic52", layout: "hand" as const, seat: 0, hidden: 0, groups: [
      { tone: "set" as const, cards: [{ face: 0 }, { face: 1 }, { face: 2 }] },
      { tone: "loose" as const, cards: [{ face: 25 }, { face: 38 }], label: msg("screen.deadwood", { points: 13 }) },
    ] };
    const other = { id: "hand.1", deck: "classic52", layout: "hand" as const, seat: 1, hidden: 10, groups: [], label: msg("panel.opponent", { count: 10 }) };
    const piles = [
      { id: "stock", deck: "classic52", layout: "pile" as const, seat: -1, hidden: 31, groups: [], label: msg("panel.stock", { count: 31 }) },
      { id: "discard", deck: "classic52", layout: "pile" as const, seat: -1, hidden: 0, groups: [{ tone: "plain" as const, cards: [{ face: 51 }] }] },
    ];
    const g: TablePart = { zones: [other, ...piles, hand], counters: [], turn: { seat: 0, timeLeft: 45, direction: 0 }, events: [], controls: [] };
    expect(panelFacts("en", g, 0)).toEqual(["Stock: 31", "Opponent holds 10", "At most 45 s left"]);
    expect(panelFacts("ru", g, 0)).toEqual(["В колоде: 31", "Карт у соперника: 10", "Осталось не больше 45 с"]);
    // A bystander's table has no other hand in it, a bot's turn no timer.
    expect(panelFacts("fr", { ...g, zones: piles, turn: { seat: 1, timeLeft: -1, direction: 0 } }, -1)).toEqual(["Pioche : 31"]);
    const screen = { title: { key: "tables.title.empty" }, seat: 0, seats: [], messages: [], buttons: [], game: g } as unknown as Screen;
    const en = screenForm("en", screen).data.content;
    expect(en).toContain("Stock: 31 · Opponent holds 10 · At most 45 s left");
    expect(en).toMatch(/^Deadwood: 13 — \S.*, \S/m);
    expect(en).toContain("[ Ace of Clubs, Two of Clubs, Three of Clubs ]");
    expect(en).toContain(">> King of Spades");
    expect(screenForm("es", screen).data.content).toMatch(/^Puntos sueltos: 13 — \S/m);
  });

  it("says in words who is you, ready or away, in the player's language", () => {
    const seats = [
      { seat: 0, name: "Ann", label: { key: "tables.seat.player", params: { name: "Ann" } }, bot: false, present: true, score: 12, handsWon: 1, ready: true },
      { seat: 1, name: "Bob", label: { key: "tables.seat.player", params: { name: "Bob" } }, bot: false, present: false, score: 40, handsWon: 2, ready: false },
    ];
    const screen = { title: { key: "tables.title.empty" }, seat: 0, seats, messages: [], buttons: [] } as unknown as Screen;
    const en = screenForm("en", screen).data.content.split("\n");
    expect(en[0]).toBe("Ann (you): 12 (ready)");
    expect(en[1]).toBe("Bob: 40 (away from the table)");
    const de = screenForm("de", screen).data.content.split("\n");
    expect(de[0]).toBe("Ann (du): 12 (bereit)");
  });

  it("ignores forged or closed stake and rules answers", () => {
    expect(stakeFields(null, 3)).toBeUndefined();
    expect(stakeFields([5, "1"], 3)).toBeUndefined();
    expect(stakeFields([1.5, "1"], 3)).toBeUndefined();
    expect(stakeFields(["0", "1"], 3)).toBeUndefined();
    expect(stakeFields([0, "1234567"], 3)).toBeUndefined();
    expect(stakeFields([2, " 4 "], 3)).toEqual({ slot: "2", count: "4" });
    expect(rulesAction([1], ["house", "classic"])).toBe("rules.classic");
    expect(rulesAction([2], ["house", "classic"])).toBeUndefined();
    expect(rulesAction(null, ["house"])).toBeUndefined();
  });

  it("the owner changes the rules through the rules form before the deal", async () => {
    const { b, ann } = table();
    b.use(ann, 0, 64, 0);
    const f = await latest(b, ann);
    const rules = f.buttons.findIndex((x) => x.text === "House rules");
    expect(rules).toBeGreaterThanOrEqual(0);
    await b.answer(ann, rules);
    const custom = b.form(ann);
    expect(custom?.type).toBe("custom_form");
    const options = (custom as { content: { options: string[] }[] }).content[0].options;
    await b.answer(ann, [options.findIndex((o) => /Oklahoma/.test(o))]);
    const after = await latest(b, ann);
    expect(after.buttons.some((x) => /Oklahoma/.test(x.text))).toBe(true);
  });
});
