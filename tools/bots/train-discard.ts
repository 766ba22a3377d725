/**
 * Fits `hard`'s learned discard (src/games/gin-rummy/bots/discard-model.ts) from play:
 *   npm run train:discard -- [--matches 16000] [--seed 101] [--jobs 2]
 *     [--against simple[,ginseeker...]] [--threat 16] [--replay]
 *
 * `hard`, with the heuristic discard (no model) and no seekerRamp, plays the `--against` levels in
 * turn by match (default `simple`), learning the opponent's style as it does at a table;
 * `--threat N` samples N opponent hands per discard for the threat features (0: they read 0).
 * `--replay`: `hard` reads a player who knocks at once by replaying its rules, as at the table
 * (HARD.replay), so the danger and threat features are the ones it plays with.
 * At 30% of its discards that are not knocks it throws a random one of the heuristic's best
 * DISCARD_CHOICES instead, and records each choice's features. When the hand ends every recorded
 * decision gets the hand's points (ours positive). Least squares on [chosen features minus the
 * choices' average, the choices' average, 1]: thanks to the random choice, the first block's
 * weights are the discard's own effect, while the second soaks up how good the hand was anyway
 * (tools/bots/least-squares.ts; a feature the hands never vary — the threat's without `--threat` —
 * weighs 0).
 * Prints the weights (paste them into DISCARD_WEIGHTS or SEEKER_WEIGHTS) with their standard
 * errors. Runs are seeded: the same arguments give the same weights.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ArenaLevel, createArenaBot, isArenaLevel } from "../../src/games/gin-rummy/bots/index";
import { ginSeekerShare, newOpponentStyle, observeMove, observeView } from "../../src/games/gin-rummy/bots/opponent-style";
import { DISCARD_FEATURES } from "../../src/games/gin-rummy/bots/discard-model";
import { HARD } from "../../src/games/gin-rummy/bots/levels";
import { botRng, matchSeed } from "../../src/games/gin-rummy/bots/match-play";
import { discardChoices, planDecide, PlanOptions } from "../../src/games/gin-rummy/bots/planner";
import { newReplayBelief, updateReplayBelief } from "../../src/games/gin-rummy/bots/replay-belief";
import { applyMatchAction, newMatch, startNextHand } from "../../src/games/gin-rummy/engine/match";
import { createRng, mix32, randomFloat, randomInt } from "../../src/util/random";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";
import type { Action, HandResult } from "../../src/games/gin-rummy/engine/types";
import { seatView } from "../../src/games/gin-rummy/engine/view";
import { fitRows, Row } from "./least-squares";

const EXPLORE = 0.3;
const F = DISCARD_FEATURES.length;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

/** The opponents, by match index in turn (`--against simple,ginseeker`). */
function opponents(): ArenaLevel[] {
  const i = process.argv.indexOf("--against");
  const list: ArenaLevel[] = [];
  for (const b of (i < 0 ? "simple" : process.argv[i + 1]).split(",")) {
    if (!isArenaLevel(b)) throw new Error(`unknown level ${b}`);
    list.push(b);
  }
  return list;
}

/** Plays matches [from, to) of the run and returns the recorded decisions. */
function play(seed: number, from: number, to: number): Row[] {
  const rows: Row[] = [];
  // The heuristic's discard; no ramp (the gin race always on) and no gin seeker's weights.
  const opts: PlanOptions = { ...HARD, discardWeights: undefined, seekerRamp: undefined, seekerWeights: undefined, threatSamples: arg("--threat", 0) };
  const replay = process.argv.includes("--replay") ? HARD.replay : undefined;
  const against = opponents();
  for (let i = from; i < to; i++) {
    const s = matchSeed(seed, i);
    const rng = botRng(s, 0);
    const explore = createRng(mix32(s, 0xe4));
    const opponent = createArenaBot(against[i % against.length], botRng(s, 1));
    // hard learns the opponent's style over the match, as it does at the table (levels.ts).
    const style = newOpponentStyle();
    const belief = newReplayBelief();
    let m = newMatch(HOUSE_RULES, createRng(s), i % 2 === 0 ? 0 : 1);
    for (;;) {
      const hand: [number[], number[]][] = [];
      while (m.hand.phase !== "over") {
        const seat = m.hand.turn;
        const view = seatView(m.hand, seat, m.scores);
        let action: Action;
        if (seat === 1) action = opponent.decide(view);
        else {
          observeView(style, view);
          const share = ginSeekerShare(style, opts.stylePrior);
          const read = replay !== undefined && share < (opts.replayBelow ?? 1) && updateReplayBelief(belief, view, replay, rng);
          action = planDecide(view, opts, rng, share, read ? belief : undefined);
          if (action.do === "discard" && action.knock !== true && randomFloat(explore) < EXPLORE) {
            const choices = discardChoices(view, opts, rng, share, read ? belief : undefined);
            if (choices.length > 1) {
              const pick = choices[randomInt(explore, choices.length)];
              const mean: number[] = [];
              for (let f = 0; f < F; f++) {
                let sum = 0;
                for (const c of choices) sum += c.features[f];
                mean.push(sum / choices.length);
              }
              hand.push([pick.features.map((v, f) => v - mean[f]), mean]);
              action = { ...action, card: pick.card };
            }
          }
          observeMove(style, view, action);
        }
        const r = applyMatchAction(m, action);
        if (!r.ok) throw new Error(r.error.message);
        m = r.state;
      }
      const res = m.hand.result as HandResult;
      const points = res.winner === -1 ? 0 : res.winner === 0 ? res.points[0] : -res.points[1];
      for (const [x, mean] of hand) rows.push([points, x, mean]);
      if (m.result !== undefined) break;
      const next = startNextHand(m);
      if (!next.ok) throw new Error(next.error.message);
      m = next.state;
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const worker = process.argv.indexOf("--worker");
  const seed = arg("--seed", 101);
  if (worker >= 0) {
    const rows = play(seed, arg("--from", 0), arg("--to", 0));
    process.send?.(rows, () => process.exit(0));
    return;
  }
  const matches = arg("--matches", 16000);
  const jobs = Math.max(1, arg("--jobs", 2));
  const self = fileURLToPath(import.meta.url);
  const parts = await Promise.all(
    Array.from({ length: jobs }, (_, j) => {
      const from = Math.floor((matches * j) / jobs);
      const to = Math.floor((matches * (j + 1)) / jobs);
      return new Promise<Row[]>((done, fail) => {
        const child = fork(self, ["--worker", "--seed", String(seed), "--from", String(from), "--to", String(to), "--threat", String(arg("--threat", 0)), "--against", opponents().join(","), ...(process.argv.includes("--replay") ? ["--replay"] : [])], { execArgv: ["--import", "tsx"] });
        child.once("message", (m) => done(m as Row[]));
        child.once("error", fail);
      });
    }),
  );
  const rows = parts.flat();
  const { weights, se, read, sd } = fitRows(rows, F);
  console.log(`${rows.length} decisions from ${matches} matches (seed ${seed}); points per hand sd ${sd.toFixed(1)}`);
  for (let i = 0; i < F; i++) {
    const name = DISCARD_FEATURES[i].padEnd(15);
    console.log(read[i] ? `${name} ${weights[i] >= 0 ? "+" : ""}${weights[i].toFixed(4)}  ± ${se[i].toFixed(4)}` : `${name} 0 (never varied: --threat N samples it)`);
  }
  console.log(`DISCARD_WEIGHTS = [${weights.map((w) => Number(w.toFixed(4))).join(", ")}]`);
}

void main();
