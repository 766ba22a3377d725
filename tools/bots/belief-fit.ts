/**
 * Fits an opponent-hand belief's evidence weights to play, against knowledge.ts's hand-set
 * multipliers (issue 21; docs/benchmarks-history.md, "a belief over the opponent's hand"):
 *   npx tsx tools/bots/belief-fit.ts --b ginseeker --matches 300 --seed 101 --save /tmp/gs.json --iters 0
 *   npx tsx tools/bots/belief-fit.ts --load /tmp/gs.json --iters 600        (fit from zero)
 *   npx tsx tools/bots/belief-fit.ts --load /tmp/gs.json --iters 0 --theta '[...]'  (judge one theta)
 * `hard` (seat 0) plays B; at each of its decisions every unseen card's evidence counts and
 * whether the opponent really holds it are recorded. The model: a card's weight is
 * exp(sum theta_i * n_i), P(opponent holds it) = unknown cards * weight / total weight; theta is fit
 * by gradient descent on the log-loss over the first 80% of decisions and judged on the rest
 * against the current neighbour multipliers (knowledge.ts). Prints one JSON object.
 */
import { createArenaBot, isArenaLevel } from "../../src/games/gin-rummy/bots/index";
import { readKnowledge } from "../../src/games/gin-rummy/bots/knowledge";
import type { Card } from "../../src/games/gin-rummy/engine/cards";
import type { SeatView } from "../../src/games/gin-rummy/engine/view";
import { botRng, matchSeed } from "../../src/games/gin-rummy/bots/match-play";
import { applyMatchAction, newMatch, startNextHand } from "../../src/games/gin-rummy/engine/match";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";
import { seatView } from "../../src/games/gin-rummy/engine/view";
import { createRng } from "../../src/util/random";
import { readFileSync, writeFileSync } from "node:fs";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
}
const b = arg("--b", "ginseeker");
const a = arg("--a", "hard");
if (!isArenaLevel(b) || !isArenaLevel(a)) throw new Error("unknown level");
const matches = Number(arg("--matches", "200"));
const seed = Number(arg("--seed", "101"));
// Per card, the evidence counts: the opponent's discards, declined and taken cards (still held or
// thrown again) by relation (same rank, same suit one or two ranks away), its latest discard again,
// and the card's points / 10 alone and times how late in the hand it is.
const BELIEF_FEATURES = [
  "discarded0", "discarded1", "discarded2",
  "declined0", "declined1", "declined2",
  "takenHeld0", "takenHeld1", "takenHeld2",
  "takenGone0", "takenGone1", "takenGone2",
  "lastDiscard0", "lastDiscard1", "lastDiscard2",
  "points", "pointsLate",
];

const N = BELIEF_FEATURES.length;
const F = N;

function bump(counts: number[][], card: Card, base: number): void {
  const s = Math.floor(card / 13);
  const r = card - s * 13;
  for (let k = 0; k < 4; k++) if (k !== s) counts[k * 13 + r][base]++;
  for (let d = 1; d <= 2; d++) {
    if (r - d >= 0) counts[s * 13 + r - d][base + d]++;
    if (r + d < 13) counts[s * 13 + r + d][base + d]++;
  }
}

/** Per card (0..51), its evidence counts in BELIEF_FEATURES order. */
function beliefCounts(view: SeatView): number[][] {
  const seat = view.seat;
  const counts: number[][] = [];
  for (let c = 0; c < 52; c++) {
    const row: number[] = [];
    for (let j = 0; j < N; j++) row.push(0);
    counts.push(row);
  }
  const discarded: Card[] = [];
  const declined: Card[] = [];
  const taken: Card[] = [];
  const gone: boolean[] = [];
  for (let c = 0; c < 52; c++) gone.push(false);
  const pile: Card[] = [view.upcard];
  let passes = 0;
  for (const e of view.history) {
    const opp = e.seat !== seat;
    if (e.kind === "pass") {
      passes++;
      if (opp) declined.push(e.card);
    } else if (e.kind === "take") {
      pile.pop();
      if (opp) {
        taken.push(e.card);
        gone[e.card] = false;
      }
    } else if (e.kind === "stock") {
      const forced = passes === 2;
      passes = 0;
      if (opp && !forced && pile.length > 0) declined.push(pile[pile.length - 1]);
    } else if (e.kind === "discard") {
      passes = 0;
      pile.push(e.card);
      if (opp) {
        discarded.push(e.card);
        gone[e.card] = true;
      }
    } else {
      pile.splice(0, pile.length - 1);
    }
  }
  for (const c of discarded) bump(counts, c, 0);
  for (const c of declined) bump(counts, c, 3);
  for (const c of taken) bump(counts, c, gone[c] ? 9 : 6);
  if (discarded.length > 0) bump(counts, discarded[discarded.length - 1], 12);
  const late = 1 - view.stockCount / 31;
  for (let c = 0; c < 52; c++) {
    const r = c % 13;
    const pts = (r < 9 ? r + 1 : 10) / 10;
    counts[c][15] = pts;
    counts[c][16] = pts * late;
  }
  return counts;
}



interface Decision {
  unknown: number;
  counts: number[][];
  truth: number[];
  baseP: number[];
}
const load = arg("--load", "");
const data: Decision[] = load !== "" ? (load.split(",").flatMap((f) => JSON.parse(readFileSync(f, "utf8")) as Decision[])) : [];

for (let i = 0; i < (load !== "" ? 0 : matches); i++) {
  const s = matchSeed(seed, i);
  const bots = [createArenaBot(a, botRng(s, 0)), createArenaBot(b, botRng(s, 1))];
  let m = newMatch(HOUSE_RULES, createRng(s), i % 2, 2);
  for (;;) {
    while (m.hand.phase !== "over") {
      const seat = m.hand.turn;
      const view = seatView(m.hand, seat, m.scores);
      if (seat === 0 && view.phase === "discard") {
        const k = readKnowledge(view);
        if (k.oppUnknown > 0 && k.unseen.length > k.oppUnknown) {
          const opp = m.hand.hands[1];
          const counts: number[][] = [];
          const truth: number[] = [];
          const baseP: number[] = [];
          const all = beliefCounts(view);
          for (const c of k.unseen) {
            counts.push(all[c]);
            truth.push(opp.indexOf(c) >= 0 ? 1 : 0);
            baseP.push(k.pOpp[c]);
          }
          data.push({ unknown: k.oppUnknown, counts, truth, baseP });
        }
      }
      const r = applyMatchAction(m, bots[seat].decide(view));
      if (!r.ok) throw new Error(r.error.message);
      m = r.state;
    }
    if (m.result !== undefined) break;
    const next = startNextHand(m);
    if (!next.ok) throw new Error(next.error.message);
    m = next.state;
  }
}
const save = arg("--save", "");
if (save !== "") writeFileSync(save, JSON.stringify(data));

const cut = Math.floor(data.length * 0.8);
const train = data.slice(0, cut);
const test = data.slice(cut);
const clip = (p: number): number => Math.min(0.999, Math.max(1e-4, p));

function probs(d: Decision, theta: number[]): number[] {
  const w = d.counts.map((n) => Math.exp(n.reduce((acc, x, j) => acc + x * theta[j], 0)));
  const total = w.reduce((x, y) => x + y, 0);
  return w.map((x) => (d.unknown * x) / total);
}
function loss(set: Decision[], pOf: (d: Decision) => number[]): { logLoss: number; brier: number } {
  let ll = 0;
  let br = 0;
  let n = 0;
  for (const d of set) {
    const p = pOf(d);
    for (let c = 0; c < p.length; c++) {
      const q = clip(p[c]);
      ll -= d.truth[c] ? Math.log(q) : Math.log(1 - q);
      br += (q - d.truth[c]) ** 2;
      n++;
    }
  }
  return { logLoss: ll / n, brier: br / n };
}

const start = arg("--theta", "");
const theta: number[] = start !== "" ? (JSON.parse(start) as number[]) : new Array(F).fill(0);
const m1: number[] = new Array(F).fill(0);
const m2: number[] = new Array(F).fill(0);
const iters = Number(arg("--iters", "400"));
for (let it = 1; it <= iters; it++) {
  const g: number[] = new Array(F).fill(0);
  let n = 0;
  for (const d of train) {
    const w = d.counts.map((x) => Math.exp(x.reduce((acc, v, j) => acc + v * theta[j], 0)));
    const total = w.reduce((x, y) => x + y, 0);
    const mean: number[] = new Array(F).fill(0);
    for (let c = 0; c < w.length; c++) for (let j = 0; j < F; j++) mean[j] += (w[c] * d.counts[c][j]) / total;
    for (let c = 0; c < w.length; c++) {
      const p = clip((d.unknown * w[c]) / total);
      const dl = d.truth[c] ? -1 / p : 1 / (1 - p);
      for (let j = 0; j < F; j++) g[j] += dl * p * (d.counts[c][j] - mean[j]);
      n++;
    }
  }
  for (let j = 0; j < F; j++) {
    const gj = g[j] / n;
    m1[j] = 0.9 * m1[j] + 0.1 * gj;
    m2[j] = 0.999 * m2[j] + 0.001 * gj * gj;
    theta[j] -= (0.02 * (m1[j] / (1 - 0.9 ** it))) / (Math.sqrt(m2[j] / (1 - 0.999 ** it)) + 1e-8);
  }
}
const prev = loss(train, (d) => probs(d, theta)).logLoss;
const out: Record<string, number> = {};
BELIEF_FEATURES.forEach((name, j) => (out[name] = Math.round(theta[j] * 1000) / 1000));
console.log(JSON.stringify({ a, b, matches, seed, decisions: data.length, theta: out, thetaArray: theta.map((x) => Math.round(x * 10000) / 10000), trainLogLoss: prev, test: { fitted: loss(test, (d) => probs(d, theta)), current: loss(test, (d) => d.baseP), uniform: loss(test, (d) => probs(d, new Array(F).fill(0))) } }));
