/**
 * A small game with reaction windows, for testing how the table service times them: the seat to
 * move adds 1 to its count ("add"), which opens a window asking every other seat; each asked seat
 * passes ("pass") or boosts the mover by 1 ("boost"), and a boost asks every other seat again (a
 * new window, as a Here to Slay Modifier does). When all passed, the turn goes on. The first to
 * `target` wins. While the window is open `turn` names the first seat still asked, as Here to
 * Slay's does, so the table must not time the window by it.
 *
 * Bots: "easy" (and "simple") pass every window; "booster" (and "hard") boost once per window
 * they are asked in, then pass; "broken" throws (the table then plays its safe move).
 */
import type { Game } from "../../src/games/game";
import type { LessonsPanel } from "../../src/screen/model";
import { msg } from "../../src/i18n/index";

export interface ReactState {
  n: number;
  /** The seat whose turn it is (the mover of the open window). */
  active: number;
  counts: number[];
  target: number;
  moves: number;
  /** Per seat: asked in the open window (all false: none open). */
  asked: boolean[];
  /** Per seat: boosted in the open window already. */
  boosted: boolean[];
}

export interface ReactAction {
  seat: number;
  do: "add" | "pass" | "boost";
}

export type ReactView = ReactState & { me: number };

function over(s: ReactState): number {
  for (let i = 0; i < s.n; i++) if (s.counts[i] >= s.target) return i;
  return -1;
}

function open(s: ReactState): boolean {
  return s.asked.some((a) => a);
}

function first(s: ReactState): number {
  for (let k = 0; k < s.n; k++) if (s.asked[(s.active + k) % s.n]) return (s.active + k) % s.n;
  return -1;
}

function legal(s: ReactState, seat: number): ReactAction[] {
  if (over(s) >= 0 || seat < 0 || seat >= s.n) return [];
  if (open(s)) return s.asked[seat] ? [{ seat, do: "pass" }, { seat, do: "boost" }] : [];
  return seat === s.active ? [{ seat, do: "add" }] : [];
}

function others(s: ReactState): boolean[] {
  const out: boolean[] = [];
  for (let i = 0; i < s.n; i++) out.push(i !== s.active);
  return out;
}

function apply(s: ReactState, a: ReactAction): ReactState | undefined {
  if (!legal(s, a.seat).some((l) => l.do === a.do)) return undefined;
  const t: ReactState = { ...s, counts: s.counts.slice(), asked: s.asked.slice(), boosted: s.boosted.slice(), moves: s.moves + 1 };
  if (a.do === "add") {
    t.counts[a.seat]++;
    t.asked = others(t);
    t.boosted = new Array<boolean>(s.n).fill(false);
  } else if (a.do === "boost") {
    t.counts[t.active]++;
    t.boosted[a.seat] = true;
    t.asked = others(t);
  } else {
    t.asked[a.seat] = false;
    if (!open(t)) t.active = (t.active + 1) % t.n;
  }
  if (over(t) >= 0) t.asked = new Array<boolean>(s.n).fill(false);
  return t;
}

export function reactGame(target = 30): Game<ReactState, ReactAction, ReactView> {
  const game: Game<ReactState, ReactAction, ReactView> = {
    kind: "react",
    rules: {
      minSeats: 2,
      maxSeats: 4,
      presets: ["plain"],
      presetOf: () => "plain",
      newMatch: (_preset, seats, words) => ({
        n: seats,
        active: (words[0] >>> 0) % seats,
        counts: new Array<number>(seats).fill(0),
        target,
        moves: 0,
        asked: new Array<boolean>(seats).fill(false),
        boosted: new Array<boolean>(seats).fill(false),
      }),
      turn: (s) => (over(s) >= 0 ? -1 : open(s) ? first(s) : s.active),
      reacting: (s) => {
        const out: number[] = [];
        if (over(s) < 0) for (let i = 0; i < s.n; i++) if (s.asked[i]) out.push(i);
        return out;
      },
      dealer: () => 0,
      result: (s) => (over(s) >= 0 ? { winner: over(s), totals: s.counts.slice() } : undefined),
      handOver: () => undefined,
      nextHand: () => undefined,
      scores: (s) => s.counts.slice(),
      legal: (s, seat) => legal(s, seat),
      apply: (s, a) => apply(s, a),
      actionSeat: (a) => a.seat,
      seatView: (s, seat) => ({ ...s, me: seat }),
    },
    table: {
      safeMove: (s, seat) => (open(s) ? { seat, do: "pass" } : { seat, do: "add" }),
      parseAction: (id, seat, s) => legal(s, seat).find((l) => l.do === id),
      accept: (s, seat, answer) => {
        const a = answer as ReactAction;
        return a.seat === seat ? legal(s, seat).find((l) => l.do === a.do) : undefined;
      },
      choiceFor: () => undefined,
      cancelChoice: "cancel",
      moment: (s) => s.moves,
      bots: {
        levels: () => ["easy", "simple", "hard", "booster", "broken"],
        create: (level) => ({
          decide: (v: ReactView): ReactAction => {
            if (level === "broken") throw new Error("broken bot");
            if (!open(v)) return { seat: v.me, do: "add" };
            return { seat: v.me, do: (level === "booster" || level === "hard") && !v.boosted[v.me] ? "boost" : "pass" };
          },
        }),
      },
      codec: {
        encode: (s) => JSON.stringify(s),
        decode: (t) => {
          const s = JSON.parse(t) as ReactState;
          return typeof s === "object" && s !== null && typeof s.n === "number" ? s : "bad react";
        },
        snapshotFields: 1,
        encodeSnapshot: (s) => game.table.codec.encode(s),
        decodeSnapshot: (f) => (f.length === 1 ? game.table.codec.decode(f[0]) : "bad react"),
      },
    },
    presentation: {
      name: msg("game.gin_rummy.name"),
      messages: {},
      decks: {},
      colours: {},
      board: { kind: "react", item: "react_board", displayName: { key: "react" }, hint: { key: "react" }, icon: "", top: "" },
      tabletop: (s) => ({ phase: "react", turn: s.active, dealer: 0, piles: [], handSizes: s.counts.slice(), scores: s.counts.slice(), handNumber: 1 }),
      view: (s, seat, _names, _paused, timeLeft) => ({
        game: { zones: [], counters: [], turn: { seat: over(s) >= 0 ? -1 : open(s) ? first(s) : s.active, timeLeft, direction: 0 }, events: [], controls: [] },
        messages: [],
        buttons: legal(s, seat).map((l) => ({ action: l.do, label: msg("tables.button.start"), style: "normal" as const })),
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
