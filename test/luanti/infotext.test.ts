/**
 * The Luanti table infotext (plugin/luanti/src/infotext.ts) for two, three and four seats: the
 * board's line, then a line per seat of the match with its score (table order, whatever the match
 * order), or in the lobby the seated and a count of free seats; every line whole in every language.
 */
import { describe, expect, it } from "vitest";
import { LANGS, msg, render } from "../../src/i18n/index";
import type { Occupant } from "../../src/tables/items/occupant";
import type { PublicTableState, TableInfo } from "../../src/tables/types";
import { infotextLines } from "../../plugin/luanti/src/infotext";

const GIN = msg("game.gin_rummy.name");
const ann: Occupant = { kind: "player", id: "ann" };
const bob: Occupant = { kind: "player", id: "bob" };
const simple: Occupant = { kind: "bot", level: "simple" };

function info(seats: (Occupant | undefined)[], board = "gin_rummy"): TableInfo {
  return { id: "0,0,0", owner: "ann", board, phase: "playing", seatCount: seats.length, seats, present: seats.map((o) => o !== undefined), matchId: "m" };
}

function pub(at: number[], scores: number[]): PublicTableState {
  return { matchId: "m", paused: false, phase: "draw", turn: 0, dealer: 0, at, piles: [], handSizes: at.map(() => 7), scores, handNumber: 1 };
}

const en = (i: TableInfo, p?: PublicTableState): string[] => infotextLines(i, p, GIN).map((m) => render("en", m));

describe("the Luanti table infotext", () => {
  it("gives each seat of a match its own line with its score, for two, three and four seats", () => {
    // Two players on opposite sides of a four-seat table: the empty sides are left out.
    expect(en(info([ann, undefined, bob, undefined]), pub([0, 2], [12, 30]))).toEqual(["Gin Rummy table of ann", "ann: 12", "bob: 30"]);
    expect(en(info([ann, simple, undefined, simple]), pub([0, 1, 3], [5, 0, 41]))).toEqual(["Gin Rummy table of ann", "ann: 5", "Simple bot 1: 0", "Simple bot 2: 41"]);
    expect(en(info([ann, simple, bob, simple]), pub([0, 1, 2, 3], [1, 2, 3, 4]))).toEqual(["Gin Rummy table of ann", "ann: 1", "Simple bot 1: 2", "bob: 3", "Simple bot 2: 4"]);
  });

  it("follows the match's seat map: a player who moved to another side keeps its score", () => {
    // Match seat 0 (ann, 12) now sits at table seat 2.
    expect(en(info([undefined, bob, ann, undefined]), pub([2, 1], [12, 30]))).toEqual(["Gin Rummy table of ann", "bob: 30", "ann: 12"]);
  });

  it("lists the seated and counts the free seats in the lobby; an empty table says to fit a board", () => {
    expect(en(info([ann, undefined, undefined, undefined]))).toEqual(["Gin Rummy table of ann", "ann", "Free seats: 3"]);
    expect(en(info([ann, bob, simple, simple]))).toEqual(["Gin Rummy table of ann", "ann", "bob", "Simple bot 1", "Simple bot 2"]);
    expect(en(info([undefined, undefined, undefined, undefined], ""))).toEqual(["Small Game Table of ann: fit a board to play"]);
  });

  it("reads as whole lines in every language", () => {
    const cases: [TableInfo, PublicTableState | undefined][] = [
      [info([ann, simple, bob, simple]), pub([0, 1, 2, 3], [1, 2, 3, 4])],
      [info([ann, undefined, undefined, undefined]), undefined],
    ];
    for (const lang of LANGS) {
      for (const [i, p] of cases) {
        const lines = infotextLines(i, p, GIN).map((m) => render(lang, m));
        for (const l of lines) {
          expect(l, lang).not.toContain("\n");
          expect(l, lang).not.toMatch(/table\.infotext|tables\.bot/);
        }
        expect(lines.length, lang).toBe(p !== undefined ? 5 : 3);
      }
      const seat = render(lang, infotextLines(info([ann, bob]), pub([0, 1], [7, 9]), GIN)[2]);
      expect(seat, lang).toContain("bob");
      expect(seat, lang).toContain("9");
    }
  });
});
