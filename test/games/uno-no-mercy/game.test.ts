/** The Uno No Mercy Game object: seats, bots answer legally, button ids round-trip, views and screens hide hands. */
import { describe, expect, it } from "vitest";
import { render } from "../../../src/i18n/index";
import { LANGS } from "../../../src/i18n/types";
import { createUnoBot } from "../../../src/games/uno-no-mercy/bots/index";
import { unoNoMercy as game } from "../../../src/games/uno-no-mercy/index";
import { unoActionId } from "../../../src/games/uno-no-mercy/moves";
import type { UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import { createRng } from "../../../src/util/random";
import { B, card, G, R, setup } from "./setup";

const WORDS = [11, 22, 33, 44, 55, 66, 77];

describe("the Uno No Mercy game", () => {
  it("deals 2-4 seats under each preset and reports its turn, tabletop and scores", () => {
    expect([game.rules.minSeats, game.rules.maxSeats, game.rules.presets]).toEqual([2, 4, ["no-mercy", "classic-stacking"]]);
    for (const seats of [2, 3, 4]) {
      const s = game.rules.newMatch("classic-stacking", seats, WORDS);
      expect(game.rules.presetOf(s)).toBe("classic-stacking");
      const t = game.presentation.tabletop(s);
      expect(t.handSizes).toEqual(Array(seats).fill(7));
      const [draw, discard] = t.piles;
      expect([draw.id, draw.deck, draw.top, discard.id, discard.top]).toEqual(["draw", "uno_no_mercy", -1, "discard", s.discard[s.discard.length - 1]]);
      expect(draw.count + discard.count + 1 + 7 * seats).toBe(168);
      expect(discard.colour).toBe(["red", "yellow", "green", "blue"][s.colour]);
      expect(game.rules.turn(s)).toBe((game.rules.dealer(s) + 1) % seats);
      expect(game.rules.scores(s)).toEqual(Array(seats).fill(0));
      expect(game.rules.result(s)).toBeUndefined();
    }
  });

  it("bots of every level answer only legal moves through whole matches; ids round-trip; the safe move is legal", () => {
    for (const seats of [2, 4]) {
      let s: UnoState = game.rules.newMatch("no-mercy", seats, [seats, 2, 3, 4, 5, 6, 7]);
      const bots = Array.from({ length: seats }, (_, i) => createUnoBot(i % 2 === 0 ? "hard" : "simple", createRng(i)));
      let hands = 0;
      for (let step = 0; step < 20000 && game.rules.result(s) === undefined; step++) {
        if (game.rules.handOver(s) !== undefined) {
          hands++;
          s = game.rules.nextHand(s) as UnoState;
          continue;
        }
        const seat = game.rules.turn(s);
        const legal = game.rules.legal(s, seat);
        for (const a of legal) expect(game.table.parseAction(unoActionId(a), seat, s)).toEqual(a);
        expect(game.rules.apply(s, game.table.safeMove(s, seat))).toBeDefined();
        const a = bots[seat].decide(game.rules.seatView(s, seat));
        expect(game.table.accept(s, seat, a)).toEqual(a);
        const next = game.rules.apply(s, a);
        expect(next).toBeDefined();
        expect(game.table.moment(next as UnoState)).toBe(game.table.moment(s) + 1);
        s = next as UnoState;
      }
      expect(game.rules.result(s)).toBeDefined();
      expect(hands).toBeGreaterThan(0);
      expect(Math.max(...(game.rules.result(s)?.totals ?? []))).toBeGreaterThanOrEqual(1000);
    }
  });

  it("refuses nonsense answers and ids with no stack trace", () => {
    const s = game.rules.newMatch("no-mercy", 3, WORDS);
    const seat = game.rules.turn(s);
    for (const bad of [null, 7, "x", {}, { seat, do: "play", card: 999 }, { seat, do: "pick", colour: 9 }, { seat: seat + 1, do: "draw" }]) expect(game.table.accept(s, seat, bad)).toBeUndefined();
    for (const id of ["", "play", "play.x", "play.999", "pick.2", "catch", "take"]) expect(game.table.parseAction(id, seat, s)).toBeUndefined();
  });

  it("the codec stores and restores a match; the snapshot has the declared field count", () => {
    const s = game.rules.newMatch("no-mercy", 4, WORDS);
    expect(game.table.codec.decode(game.table.codec.encode(s))).toEqual(s);
    const snap = game.table.codec.encodeSnapshot(s).split(".");
    expect(snap.length).toBe(game.table.codec.snapshotFields);
    expect(game.table.codec.decodeSnapshot(snap)).toEqual(s);
    expect(typeof game.table.codec.decode("nonsense")).toBe("string");
  });

  it("rules summary, preset labels and lessons take the table's numbers", () => {
    expect(game.presentation.rulesSummary("no-mercy").map((m) => render("en", m))).toContain("Mercy: 25 cards or more knocks a player out; whoever caused it scores 250.");
    expect(render("de", game.presentation.presetLabel("classic-stacking"))).toBe("Klassisches Stapeln");
    const l = game.presentation.lessons(undefined, "no-mercy", "mercy");
    expect(l.list.length).toBe(10);
    expect(l.open?.image).toBe("game_tables_lesson_uno_mercy.png");
    expect(render("en", l.open?.body[0] ?? { key: "" })).toContain("25 cards or more");
  });

  it("has a lesson on its rule sets: which one is in force and what each changes, in every language (issue 24 #8)", () => {
    for (const preset of game.rules.presets) {
      const l = game.presentation.lessons(undefined, preset, "presets");
      expect(l.list.map((p) => p.id)).toContain("presets");
      const page = l.open!;
      expect(page.id).toBe("presets");
      expect(page.body.length).toBe(1 + game.rules.presets.length);
      for (const lang of LANGS) {
        expect(render(lang, page.body[0]), lang).toContain(render(lang, game.presentation.presetLabel(preset)));
        game.rules.presets.forEach((p, i) => expect(render(lang, page.body[1 + i]).startsWith(render(lang, game.presentation.presetLabel(p))), `${lang} ${p}`).toBe(true));
      }
    }
    const en = game.presentation.lessons(undefined, "classic-stacking", "presets").open!.body.map((m) => render("en", m));
    expect(en[0]).toContain("This table plays Classic stacking.");
    expect(en[1]).toContain("equal or higher value");
    expect(en[2]).toContain("only be answered with one of the same value");
  });
});

describe("the safe move", () => {
  it("is the seat's own move even when it could catch, and calls UNO", () => {
    const s = setup({ hands: [[card(R, 9), card(R, 8)], [card(R, 1)], [card(G, 2), card(B, 2)]], top: card(R, 5), turn: 1 });
    s.unoOpen = 2;
    expect(game.rules.legal(s, 1)[0]).toEqual({ seat: 1, do: "catch" });
    expect(game.table.safeMove(s, 1)).toEqual({ seat: 1, do: "play", card: card(R, 1) });
    s.turn = 0;
    s.unoOpen = -1;
    expect(game.table.safeMove(s, 0)).toEqual({ seat: 0, do: "play", card: card(R, 9), uno: true });
  });
});
