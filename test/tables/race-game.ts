/**
 * A trivial game for 2-4 players, for testing the table service with N seats: seats take turns
 * adding 1 or 2 to their own count; the first to `target` wins. Implements the whole Game seam
 * with plain data (no cards), so src/tables sees exactly what it sees of a real game.
 */
import type { Game } from "../../src/games/game";
import type { LessonsPanel } from "../../src/screen/model";
import type { Counter } from "../../src/screen/parts";
import { msg } from "../../src/i18n/index";

export interface RaceState {
  n: number;
  turn: number;
  counts: number[];
  target: number;
  moves: number;
}

export interface RaceAction {
  seat: number;
  step: 1 | 2;
}

function over(s: RaceState): number {
  for (let i = 0; i < s.n; i++) if (s.counts[i] >= s.target) return i;
  return -1;
}

export function raceGame(target = 12): Game<RaceState, RaceAction, RaceState> {
  const game: Game<RaceState, RaceAction, RaceState> = {
    kind: "race",
    rules: {
      minSeats: 2,
      maxSeats: 4,
      presets: ["short"],
      presetOf: () => "short",
      newMatch: (_preset, seats, words) => ({ n: seats, turn: (words[0] >>> 0) % seats, counts: new Array<number>(seats).fill(0), target, moves: 0 }),
      turn: (s) => (over(s) >= 0 ? -1 : s.turn),
      reacting: () => [],
      dealer: () => 0,
      result: (s) => (over(s) >= 0 ? { winner: over(s), totals: s.counts.slice() } : undefined),
      handOver: () => undefined,
      nextHand: () => undefined,
      scores: (s) => s.counts.slice(),
      legal: (s, seat) => (over(s) < 0 && s.turn === seat ? [{ seat, step: 1 }, { seat, step: 2 }] : []),
      apply: (s, a) => {
        if (over(s) >= 0 || a.seat !== s.turn || (a.step !== 1 && a.step !== 2)) return undefined;
        const counts = s.counts.slice();
        counts[a.seat] += a.step;
        return { ...s, counts, turn: (s.turn + 1) % s.n, moves: s.moves + 1 };
      },
      actionSeat: (a) => a.seat,
      seatView: (s) => s,
    },
    table: {
      safeMove: (_s, seat) => ({ seat, step: 1 }),
      parseAction: (id, seat, s) => (s.turn === seat && over(s) < 0 && (id === "add.1" || id === "add.2") ? { seat, step: id === "add.1" ? 1 : 2 } : undefined),
      accept: (s, seat, answer) => {
        const a = answer as RaceAction;
        return a.seat === seat && s.turn === seat && (a.step === 1 || a.step === 2) ? a : undefined;
      },
      choiceFor: () => undefined,
      cancelChoice: "cancel",
      moment: (s) => s.moves,
      bots: {
        levels: () => ["easy", "simple", "hard"],
        create: (level) => ({ decide: (v: RaceState) => ({ seat: v.turn, step: level === "hard" ? 2 : 1 }) }),
      },
      codec: {
        encode: (s) => [s.n, s.turn, s.target, s.moves].concat(s.counts).join("-"),
        decode: (t) => {
          const v = t.split("-").map(Number);
          if (v.length < 6 || v.some((x) => !Number.isInteger(x) || x < 0) || v.length !== 4 + v[0]) return "bad race";
          return { n: v[0], turn: v[1], target: v[2], moves: v[3], counts: v.slice(4) };
        },
        snapshotFields: 1,
        encodeSnapshot: (s) => game.table.codec.encode(s),
        decodeSnapshot: (f) => (f.length === 1 ? game.table.codec.decode(f[0]) : "bad race"),
      },
    },
    presentation: {
      name: msg("game.gin_rummy.name"),
      messages: {},
      decks: {},
      colours: {},
      board: { kind: "race", item: "race_board", displayName: { key: "race" }, hint: { key: "race" }, icon: "", top: "" },
      tabletop: (s) => ({ phase: "race", turn: s.turn, dealer: 0, piles: [], handSizes: s.counts.slice(), scores: s.counts.slice(), handNumber: 1 }),
      view: (s, seat) => ({
        game: { zones: [], counters: s.counts.map((c, i): Counter => ({ id: "count." + i, text: msg("tables.button.start"), value: c, seat: i })), turn: { seat: s.turn, timeLeft: -1, direction: 0 }, events: [], controls: [] },
        messages: [],
        buttons: seat >= 0 && seat === s.turn && over(s) < 0 ? [{ action: "add.1", label: msg("tables.button.start"), style: "normal" }, { action: "add.2", label: msg("tables.button.start"), style: "normal" }] : [],
      }),
      finalResult: () => undefined,
      score: (s, seat) => s.counts[seat] ?? 0,
      handsWon: () => 0,
      rulesSummary: () => [],
      presetLabel: () => msg("tables.button.start"),
      lessons: (): LessonsPanel => ({ list: [] }),
    },
    tooling: {},
  };
  return game;
}
