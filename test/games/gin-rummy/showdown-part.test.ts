/**
 * Gin Rummy's showdown as the screens show it (src/games/gin-rummy/showdown-part.ts): what the
 * knocker's row says it did, and a run drawn in rank order with the cards laid off onto it.
 */
import { describe, expect, it } from "vitest";
import { HOUSE_RULES } from "../../../src/games/gin-rummy/engine/rules";
import type { HandResult } from "../../../src/games/gin-rummy/engine/types";
import { resultPart } from "../../../src/games/gin-rummy/showdown-part";
import { render } from "../../../src/i18n/index";
import { LANGS } from "../../../src/i18n/types";
import { cards } from "../../support/cards";
import { counter } from "../../support/parts";

const NAMES = ["ann", "bob"];

/** Ann knocks with 3H 4H 5H, 9S 9C 9D and the loose cards given; Bob lays 2H off below her run. */
function knock(annLoose: string, bobLoose: string, outcome: HandResult["outcome"], winner: number, deadwood: number[]): HandResult {
  return {
    outcome,
    knocker: 0,
    winner,
    deadwood,
    points: winner === 0 ? [deadwood[1] - deadwood[0], 0] : [0, 25 + deadwood[0] - deadwood[1]],
    melds: [[cards("3H 4H 5H"), cards("9S 9C 9D")], [cards("JS JH JD")]],
    layoffs: [{ seat: 1, card: cards("2H")[0], onto: cards("3H 4H 5H") }],
    hands: [cards(`3H 4H 5H 9S 9C 9D ${annLoose}`), cards(`JS JH JD 2H ${bobLoose}`)],
    multiplier: 1,
  };
}

describe("Gin Rummy's showdown on the screen", () => {
  it("draws a card laid off below a run at the run's low end: 2H 3H 4H 5H, not 3H 4H 5H 2H", () => {
    const part = resultPart(NAMES, knock("AC 2C 3D 4S", "AD AS 2S", "knock", 0, [10, 4]), HOUSE_RULES, [6, 0], -1, []);
    const run = part.seats[0].zone.groups[0].cards;
    expect(run.map((c) => c.face)).toEqual(cards("2H 3H 4H 5H"));
    expect(run.map((c) => c.highlight === true)).toEqual([true, false, false, false]);
    // A set keeps its own order.
    expect(part.seats[0].zone.groups[1].cards.map((c) => c.face)).toEqual(cards("9S 9C 9D"));
  });

  it("says the knocker knocked, and was undercut when the hand went to the other seat; 'Went out' only for gin", () => {
    const note = (r: HandResult): string => render("en", counter(resultPart(NAMES, r, HOUSE_RULES, [0, 0], -1, []).seats[0].notes, "knocker")!.text);
    expect(note(knock("AC 2C 3D 4S", "AD AS 2S", "knock", 0, [10, 4]))).toBe("Knocked");
    const undercut = knock("AC 2C 3D 4S", "AD AS", "undercut", 1, [10, 2]);
    expect(note(undercut)).toBe("Knocked and was undercut");
    const row = resultPart(NAMES, undercut, HOUSE_RULES, [0, 0], -1, []).seats[0];
    expect(counter(row.notes, "knocker")!.tone).toBe("bad");
    for (const lang of LANGS) expect(render(lang, counter(row.notes, "knocker")!.text), lang).not.toBe(render(lang, { key: "tables.result.knocker" }));
    expect(note(knock("", "AD AS", "gin", 0, [0, 2]))).toBe("Went out");
  });
});
