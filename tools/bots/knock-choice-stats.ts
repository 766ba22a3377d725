/**
 * How much the knocker's choice of melds matters, measured in play:
 *   npx tsx tools/bots/knock-choice-stats.ts [--matches 200] [--seed 1] [--a hard] [--b normal]
 *
 * Bots a and b play matches. At every knock whose hand melds to its least deadwood more than one
 * way (gin aside), the defender's deadwood after its optimal layoffs is worked out, with its real
 * hand, for the engine's default melds, for the melds the bot named, and for the best and the
 * worst choice a knocker that saw the other hand could make (the old engine took the best). Prints
 * one JSON object: counts, mean defender deadwood and undercuts under each. Seeded: the same
 * arguments give the same figures.
 */
import type { BotLevel } from "../../src/games/gin-rummy/bots/bot";
import { createBot, isBotLevel } from "../../src/games/gin-rummy/bots/index";
import { botRng, matchSeed } from "../../src/games/gin-rummy/bots/match-play";
import type { Card } from "../../src/games/gin-rummy/engine/cards";
import { defaultKnockChoice, knockMeldsChoice } from "../../src/games/gin-rummy/engine/knock-melds";
import { applyMatchAction, newMatch, startNextHand } from "../../src/games/gin-rummy/engine/match";
import { optimalArrangements } from "../../src/games/gin-rummy/engine/melds";
import { createRng } from "../../src/util/random";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";
import { bestDefence } from "../../src/games/gin-rummy/engine/showdown";
import type { Seat } from "../../src/games/gin-rummy/engine/types";
import { seatView } from "../../src/games/gin-rummy/engine/view";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
}

function level(name: string): BotLevel {
  if (!isBotLevel(name)) throw new Error(`unknown bot level ${name}`);
  return name;
}

const matches = Number(arg("--matches", "200"));
const seed = Number(arg("--seed", "1"));
const levels = [level(arg("--a", "hard")), level(arg("--b", "normal"))];

const stats = { knocks: 0, withChoice: 0, botDiffersFromDefault: 0, defender: { default: 0, bot: 0, peekBest: 0, peekWorst: 0 }, undercuts: { default: 0, bot: 0, peekBest: 0 } };

for (let i = 0; i < matches; i++) {
  const s = matchSeed(seed, i);
  const bots = [createBot(levels[0], botRng(s, 0)), createBot(levels[1], botRng(s, 1))];
  let m = newMatch(HOUSE_RULES, createRng(s), (i % 2) as Seat);
  while (m.result === undefined) {
    if (m.hand.phase === "over") {
      const n = startNextHand(m);
      if (!n.ok) break;
      m = n.state;
      continue;
    }
    const seat = m.hand.turn;
    const a = bots[seat].decide(seatView(m.hand, seat, m.scores));
    if (a.do === "discard" && a.knock === true) {
      stats.knocks++;
      const hand: Card[] = m.hand.hands[seat].filter((c) => c !== a.card);
      const all = optimalArrangements(hand);
      if (all.length > 1 && all[0].deadwood > 0) {
        stats.withChoice++;
        const defender = m.hand.hands[seat === 0 ? 1 : 0];
        const kDw = all[0].deadwood;
        const dw = all.map((arr) => bestDefence(defender, arr.melds, true).deadwood);
        const def = defaultKnockChoice(hand, all);
        const chosen = a.melds === undefined ? def : (knockMeldsChoice(hand, a.melds) as number);
        if (chosen !== def) stats.botDiffersFromDefault++;
        const best = Math.max(...dw);
        stats.defender.default += dw[def];
        stats.defender.bot += dw[chosen];
        stats.defender.peekBest += best;
        stats.defender.peekWorst += Math.min(...dw);
        if (dw[def] <= kDw) stats.undercuts.default++;
        if (dw[chosen] <= kDw) stats.undercuts.bot++;
        if (best <= kDw) stats.undercuts.peekBest++;
      }
    }
    const r = applyMatchAction(m, a);
    if (!r.ok) throw new Error(r.error.message);
    m = r.state;
  }
}
const n = Math.max(1, stats.withChoice);
const mean = (x: number): number => Math.round((x / n) * 100) / 100;
console.log(
  JSON.stringify({
    matches,
    seed,
    bots: levels,
    knocks: stats.knocks,
    withChoice: stats.withChoice,
    botDiffersFromDefault: stats.botDiffersFromDefault,
    meanDefenderDeadwood: { default: mean(stats.defender.default), bot: mean(stats.defender.bot), peekBest: mean(stats.defender.peekBest), peekWorst: mean(stats.defender.peekWorst) },
    undercuts: stats.undercuts,
  }),
);
