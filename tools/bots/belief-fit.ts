/**
 * Fits the opponent-hand belief's evidence weights (src/games/gin-rummy/bots/belief.ts) to play:
 *   npx tsx tools/bots/belief-fit.ts --b ginseeker --matches 200 --seed 101
 * `hard` (seat 0) plays B; at each of its decisions every unseen card's evidence counts and
 * whether the opponent really holds it are recorded. The model: a card's weight is
 * exp(sum theta_i * n_i), P(opponent holds it) = unknown cards * weight / total weight; theta is fit
 * by gradient descent on the log-loss over the first 80% of decisions and judged on the rest
 * against the current neighbour multipliers (knowledge.ts). Prints one JSON object.
 */
import { createArenaBot, isArenaLevel } from "../../src/games/gin-rummy/bots/index";
import { BELIEF_FEATURES, beliefCounts } from "../../src/games/gin-rummy/bots/belief";
import { readKnowledge, UNSEEN } from "../../src/games/gin-rummy/bots/knowledge";
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
const F = BELIEF_FEATURES.length;

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
void UNSEEN;
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
