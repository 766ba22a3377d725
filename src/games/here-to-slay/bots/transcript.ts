/**
 * Whole bot matches as text lines, for the Node = LuaJIT check: every move (its seat and button
 * id, the dice of each roll), every 25th state as its stored text, and the result. Match `i` of a
 * run depends on the seed and `i` only.
 */
import { createRng, nextInt32 } from "../../../util/random";
import type { RngState } from "../../../util/random";
import { encodeHts } from "../codec";
import { applyHts, htsResult, htsTurn, newHtsMatch } from "../engine/rules";
import type { HtsState } from "../engine/types";
import { htsSeatView } from "../engine/view";
import { htsActionId } from "../moves";
import type { HtsBotLevel } from "./index";
import { createHtsBot } from "./index";

/** The moves a bot match may take before it is called stuck (real ones take a few hundred). */
export const MATCH_MOVE_LIMIT = 20000;

/** Match `index` of an arena run as dealt, and the random stream of each seat's bot (the CLI's `cmd:` runs deal alike). */
export function htsArenaDeal(seats: number, seed: number, index: number): { start: HtsState; botRngs: RngState[] } {
  const rng = createRng(seed * 7919 + index);
  const words: number[] = [];
  for (let i = 0; i < 5; i++) words.push(nextInt32(rng));
  const botRngs: RngState[] = [];
  for (let seat = 0; seat < seats; seat++) botRngs.push(createRng(words[3] + seat * 31 + words[4]));
  return { start: newHtsMatch(seats, createRng(words[0] ^ words[1]), (words[2] >>> 1) % seats), botRngs };
}

/** Plays one match of `levels` (one per seat) to its end; `line` gets each move's text when given. */
export function playHtsMatch(levels: readonly HtsBotLevel[], seed: number, index: number, line?: (text: string) => void): HtsState {
  const deal = htsArenaDeal(levels.length, seed, index);
  let s = deal.start;
  const bots = levels.map((level, seat) => createHtsBot(level, deal.botRngs[seat]));
  for (let k = 0; s.phase !== "over"; k++) {
    if (k >= MATCH_MOVE_LIMIT) throw new Error("a bot match ran past " + MATCH_MOVE_LIMIT + " moves");
    const seat = htsTurn(s);
    const a = bots[seat].decide(htsSeatView(s, seat));
    const next = applyHts(s, a);
    if (next === undefined) throw new Error("a bot chose a move that is not legal: " + htsActionId(a));
    if (line !== undefined) {
      let text = k + " " + seat + " " + htsActionId(a);
      if (next.roll.seat >= 0 && s.roll.seat < 0) text += " dice " + next.roll.dice.join("") + next.roll.vsDice.join("");
      line(text);
      if (k % 25 === 0) line(encodeHts(next));
    }
    s = next;
  }
  return s;
}

export function htsTranscript(levels: readonly HtsBotLevel[], seed: number, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push("match " + i);
    const s = playHtsMatch(levels, seed, i, (t) => out.push(t));
    const r = htsResult(s);
    out.push("result " + (r === undefined ? "none" : r.winner + " " + r.totals.join(",")));
    out.push(encodeHts(s));
  }
  return out;
}
