// The Bedrock form of a showdown names what was laid off onto which meld, and the melds to choose from.
import { describe, expect, it } from "vitest";
import { screenForm } from "../../plugin/bedrock-common/forms";
import { msg } from "../../src/i18n/index";
import type { Message } from "../../src/i18n/types";
import type { Screen } from "../../src/screen/model";
import type { CardGroup, CardZone, Counter } from "../../src/screen/parts";
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

const DECK = "classic52";
const set = (list: string, laid = ""): CardGroup => ({ tone: "set", cards: [...cards(list).map((face) => ({ face })), ...(laid === "" ? [] : cards(laid).map((face) => ({ face, highlight: true })))] });
const loose = (list: string, label?: Message): CardGroup => ({ tone: "loose", cards: cards(list).map((face) => ({ face })), ...(label === undefined ? {} : { label }) });
const row = (id: string, seat: number, groups: CardGroup[], action?: string): CardZone => ({ id, deck: DECK, layout: "row", seat, groups, hidden: 0, ...(action === undefined ? {} : { action }) });
const deadwood = (seat: number, points: number): Counter => ({ id: "deadwood", text: msg("screen.deadwood", { points }), value: points, seat, tone: "bad" });

describe("bdsx showdown forms", () => {
  it("show layoffs on the knocker's melds and the defender's deadwood as its loose cards", () => {
    const s = screen({
      result: {
        headline: msg("tables.outcome.knock", { name: "Normal bot", points: 17 }),
        outcome: "knock",
        seats: [
          { seat: 0, zone: row("result.0", 0, [set("KC KD KS"), set("2S 3S 4S"), set("6H 7H 8H", "9H TH"), loose("5D")]), notes: [deadwood(0, 5)], points: 54 },
          {
            seat: 1,
            zone: row("result.1", 1, [loose("2C 3D 4H QC QD JS 8S 7S")]),
            notes: [deadwood(1, 59), { id: "laid_off", text: msg("tables.result.laid_off", { cards: "" }), value: 2, seat: 1, tone: "note", cards: { deck: DECK, faces: cards("9H TH") } }],
            points: 0,
          },
        ],
        lines: [msg("screen.match_score", { scores: msg("screen.score_more", { list: msg("screen.score", { name: msg("tables.bot.normal"), score: 54 }), name: "ann", score: 0 }) })],
        winner: -1,
      },
    });
    const content = screenForm("en", s).data.content;
    expect(content).toContain("Normal bot knocked and scores 17.");
    expect(content).toContain("Normal bot: [ King of Clubs, King of Diamonds, King of Spades ]");
    expect(content).toContain("[ Six of Hearts, Seven of Hearts, Eight of Hearts + Nine of Hearts, Ten of Hearts ]");
    expect(content).toContain("Laid off: Nine of Hearts, Ten of Hearts");
    expect(content).toContain("Deadwood: 59\n");
    expect(content).toContain("\n— Two of Clubs, Three of Diamonds, Four of Hearts, Queen of Clubs, Queen of Diamonds, Jack of Spades, Eight of Spades, Seven of Spades");
    expect(content).toContain("Match score: Normal bot 54, ann 0");
  });

  it("number the melds a knocker may lay down as its buttons are", () => {
    const two = msg("screen.deadwood", { points: 2 });
    const s = screen({
      kind: "game",
      choice: {
        rows: [
          row("knock.1", 1, [set("7C 7D 7H"), set("8C 8D 8H"), set("9C 9D 9H"), loose("2S", two)], "knock.25.1"),
          row("knock.0", 1, [set("7C 8C 9C"), set("7D 8D 9D"), set("7H 8H 9H"), loose("2S", two)], "knock.25.0"),
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
    expect(f.data.content).toContain("Deadwood: 2 — Two of Spades");
  });
});
