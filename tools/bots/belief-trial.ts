/**
 * Paired trial of a `hard` variant against an arena level, on the arena's deals:
 *   npx tsx tools/bots/belief-trial.ts --b ginseeker --seed 7 --from 0 --to 300 [--variant '{"ginOutsWeight":160}'] [--oracle [none|draw|discard|knock|throw]]
 * `hard` sits in seat 0 with `{ ...HARD, ...variant }`; match i uses matchSeed(seed, i), the bot
 * streams botRng(s, seat) and first dealer i % 2, so with no variant the figures are the arena's.
 * Prints one JSON line: match wins, hands, gins, undercuts and knocks of both sides.
 * `--oracle`: a cheating ceiling, never a player — `hard`'s view gets the opponent's real hand as
 * cards it took face up before the deal's first move (knowledge.ts then knows every card of it), so
 * its discards, draws and knock samples run on a perfect belief. With a part named, a second `hard`
 * that does not see plays every other decision (both see every view, so their learned styles stay
 * alike). The seer plays: `none` nothing (the parts' paired baseline), `draw` the draws, `discard`
 * the whole discard turn, `knock` whether to knock (its move when either would knock), `throw` the
 * card to wait with (its move when neither knocks).
 */
import { createArenaBot, isArenaLevel } from "../../src/games/gin-rummy/bots/index";
import { withKnockMelds } from "../../src/games/gin-rummy/bots/knock-melds";
import { createLookaheadBot, HARD } from "../../src/games/gin-rummy/bots/levels";
import { botRng, emptyTally, matchSeed, playMatch, playMatches } from "../../src/games/gin-rummy/bots/match-play";
import type { Bot } from "../../src/games/gin-rummy/bots/bot";
import type { Card } from "../../src/games/gin-rummy/engine/cards";
import type { Action } from "../../src/games/gin-rummy/engine/types";
import { HOUSE_RULES } from "../../src/games/gin-rummy/engine/rules";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const b = arg("--b", "ginseeker");
if (!isArenaLevel(b)) fail(`unknown level ${b}`);
const seed = Number(arg("--seed", "7"));
const from = Number(arg("--from", "0"));
const to = Number(arg("--to", "300"));
const variant = JSON.parse(arg("--variant", "{}")) as Record<string, unknown>;
// null in the variant turns an option of HARD off (JSON has no undefined).
for (const key of Object.keys(variant)) if (variant[key] === null) variant[key] = undefined;
const opts = { ...HARD, ...variant };
const PARTS = ["all", "none", "draw", "discard", "knock", "throw"];
const oracleAt = process.argv.indexOf("--oracle");
const nextArg = oracleAt < 0 ? undefined : process.argv[oracleAt + 1];
const part = nextArg !== undefined && !nextArg.startsWith("--") ? nextArg : "all";
if (!PARTS.includes(part)) fail(`--oracle takes one of ${PARTS.join(", ")}`);
const knocks = (a: Action): boolean => a.do === "discard" && a.knock === true;
const t = emptyTally(2);
const started = Date.now();
if (oracleAt >= 0) {
  // playMatch's loop never shows a bot the state, so the other bot reports its hand at each of its
  // views and our turn comes only after one of its moves or the deal (then its dealt hand is in
  // the view's cards count only: the first decision of a hand is taken without the oracle).
  for (let i = from; i < to; i++) {
    const s = matchSeed(seed, i);
    const inner = withKnockMelds(createLookaheadBot("hard", botRng(s, 0), opts));
    // The blind player has a stream of its own; the seer keeps the one it has with no part named.
    const blind = part === "all" ? undefined : withKnockMelds(createLookaheadBot("hard", botRng(s, 2), opts));
    const other = createArenaBot(b, botRng(s, 1));
    let oppHand: readonly Card[] = [];
    let oppAfter: Card[] = [];
    const spy: Bot = {
      level: b,
      decide(view) {
        const a = other.decide(view);
        const hand = view.hand.slice();
        if (a.do === "discard") hand.splice(hand.indexOf(a.card), 1);
        if (a.do === "take") hand.push(view.topDiscard);
        oppAfter = hand;
        return a;
      },
    };
    const seer: Bot = {
      level: "hard",
      decide(view) {
        // A stock draw's card is unknown to the spy: it is seen at the opponent's next view only.
        oppHand = oppAfter.length === 10 ? oppAfter : [];
        const plain = blind?.decide(view);
        // A hand we open: the spy's hand is the last hand's, so the seer decides blind too.
        const fake = oppHand.map((card) => ({ seat: view.seat === 0 ? 1 : 0, kind: "take" as const, card }));
        const known = oppHand.length > 0 && view.history.length > 0;
        const seen = inner.decide(known ? { ...view, history: [...fake, ...view.history] } : view);
        if (plain === undefined) return seen;
        if (part === "none") return plain;
        const drawing = view.phase !== "discard";
        if (part === "draw") return drawing ? seen : plain;
        if (drawing) return plain;
        if (part === "discard") return seen;
        if (part === "knock") return knocks(plain) || knocks(seen) ? seen : plain;
        return knocks(plain) || knocks(seen) ? plain : seen;
      },
    };
    playMatch(HOUSE_RULES, s, i % 2, [seer, spy], t);
  }
} else playMatches(HOUSE_RULES, seed, from, to, (s) => [withKnockMelds(createLookaheadBot("hard", botRng(s, 0), opts)), createArenaBot(b, botRng(s, 1))], t);
console.log(JSON.stringify({ b, seed, from, to, variant, oracle: oracleAt >= 0 ? part : undefined, wins: t.matchWins[0], of: t.matches, hands: t.hands, gins: t.gins, undercuts: t.undercuts, knocks: t.knocks, points: t.points, seconds: (Date.now() - started) / 1000 }));
