/**
 * Paired trial of a `hard` variant against an arena level, on the arena's deals:
 *   npx tsx tools/bots/belief-trial.ts --b ginseeker --seed 7 --from 0 --to 300 [--variant '{"belief":1}']
 * `hard` sits in seat 0 with `{ ...HARD, ...variant }`; match i uses matchSeed(seed, i), the bot
 * streams botRng(s, seat) and first dealer i % 2, so with no variant the figures are the arena's.
 * Prints one JSON line: match wins, hands, gins, undercuts and knocks of both sides.
 */
import { createArenaBot, isArenaLevel } from "../../src/games/gin-rummy/bots/index";
import { withKnockMelds } from "../../src/games/gin-rummy/bots/knock-melds";
import { createLookaheadBot, HARD } from "../../src/games/gin-rummy/bots/levels";
import { botRng, emptyTally, playMatches } from "../../src/games/gin-rummy/bots/match-play";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
}

const b = arg("--b", "ginseeker");
if (!isArenaLevel(b)) throw new Error(`unknown level ${b}`);
const seed = Number(arg("--seed", "7"));
const from = Number(arg("--from", "0"));
const to = Number(arg("--to", "300"));
const variant = JSON.parse(arg("--variant", "{}")) as Record<string, unknown>;
const opts = { ...HARD, ...variant };
const t = emptyTally(2);
const started = Date.now();
playMatches(HOUSE_RULES, seed, from, to, (s) => [withKnockMelds(createLookaheadBot("hard", botRng(s, 0), opts)), createArenaBot(b, botRng(s, 1))], t);
console.log(JSON.stringify({ b, seed, from, to, variant, wins: t.matchWins[0], of: t.matches, hands: t.hands, gins: t.gins, undercuts: t.undercuts, knocks: t.knocks, points: t.points, seconds: (Date.now() - started) / 1000 }));
