// The Bedrock form of a showdown names what was laid off onto which meld, and the melds to choose from.
import { describe, expect, it } from "vitest";
import { screenForm } from "../../plugin/bdsx/src/forms";
import { msg } from "../../src/i18n/index";
import type { Screen } from "../../src/screen/model";
import { cards } from "../support/cards";

function screen(extra: Partial<Screen>): Screen {
  return {
    kind: "result",
    tableId: "T1",
    token: "1.x",
    title: msg("tables.button.close"),
    seat: 1,
    seats: [
      { seat: 0, name: "", label: msg("tables.bot.normal"), bot: true, present: true, score: 0, handsWon: 0, ready: false },
      { seat: 1, name: "ann", label: msg("tables.seat.player", { name: "ann" }), bot: false, present: true, score: 0, handsWon: 0, ready: false },
    ],
    messages: [],
    buttons: [],
    ...extra,
  };
}

describe("bdsx showdown forms", () => {
  it("show layoffs on the knocker's melds and the defender's deadwood as its loose cards", () => {
    const s = screen({
      result: {
        outcome: "knock",
        outcomeText: msg("tables.outcome.knock", { name: "Normal bot", points: 17 }),
        hands: [cards("6H 7H 8H KC KD KS 2S 3S 4S 5D"), cards("9H TH 2C 3D 4H QC QD JS 8S 7S")],
        melds: [[cards("KC KD KS"), cards("2S 3S 4S"), cards("6H 7H 8H")], []],
        deadwoodCards: [cards("5D"), cards("2C 3D 4H QC QD JS 8S 7S")],
        laidOn: [[[], [], cards("9H TH")], []],
        deadwood: [5, 59],
        layoffs: [
          { card: cards("9H")[0], onto: cards("6H 7H 8H") },
          { card: cards("TH")[0], onto: cards("6H 7H 8H 9H") },
        ],
        points: [54, 0],
        scores: [54, 0],
        matchWinner: -1,
        totals: [54, 0],
      },
    });
    const content = screenForm("en", s).data.content;
    expect(content).toContain("Normal bot: [ King of Clubs, King of Diamonds, King of Spades ]");
    expect(content).toContain("[ Six of Hearts, Seven of Hearts, Eight of Hearts + Nine of Hearts, Ten of Hearts ]");
    expect(content).toContain("Laid off: Nine of Hearts, Ten of Hearts");
    expect(content).toContain("Deadwood 59: Two of Clubs, Three of Diamonds, Four of Hearts, Queen of Clubs, Queen of Diamonds, Jack of Spades, Eight of Spades, Seven of Spades");
  });

  it("number the melds a knocker may lay down as its buttons are", () => {
    const s = screen({
      kind: "game",
      knock: {
        card: cards("KD")[0],
        deadwood: 2,
        options: [
          { index: 1, melds: [cards("7C 7D 7H"), cards("8C 8D 8H"), cards("9C 9D 9H")], deadwoodCards: cards("2S"), suggested: true },
          { index: 0, melds: [cards("7C 8C 9C"), cards("7D 8D 9D"), cards("7H 8H 9H")], deadwoodCards: cards("2S"), suggested: false },
        ],
      },
      buttons: [
        { action: "knock.25.1", label: msg("tables.button.lay_down_suggested", { n: 1 }), style: "primary" },
        { action: "knock.25.0", label: msg("tables.button.lay_down", { n: 2 }), style: "normal" },
        { action: "knock.back", label: msg("tables.button.knock_back"), style: "normal" },
      ],
    });
    const f = screenForm("en", s);
    expect(f.data.buttons.map((b) => b.text)).toEqual(["Lay down groups 1 (suggested)", "Lay down groups 2", "Back to my hand"]);
    expect(f.data.content).toContain("1: [ Seven of Clubs, Seven of Diamonds, Seven of Hearts ]");
    expect(f.data.content).toContain("2: [ Seven of Clubs, Eight of Clubs, Nine of Clubs ]");
  });
});
