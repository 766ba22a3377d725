/**
 * "hard": a tuned heuristic. Each legal action gets a score from what the seat sees: attack the
 * next player when it is close to going out, push a stack so the next hand reaches the mercy
 * limit (250 for us), keep draw cards and wilds as defence otherwise, shed high-scoring cards,
 * swap (7) or pass (0) hands toward a smaller one, and name the roulette colour most likely to
 * show soon. Deterministic: no sampling, so its effort is one pass over the legal actions.
 */
import type { Card } from "../engine/cards";
import { CARD_COLOUR, CARD_FACE, cardPoints, DISCARD_ALL, drawValue, isWild, REVERSE, SKIP, SKIP_EVERYONE, WILD_ROULETTE } from "../engine/cards";
import type { UnoAction } from "../engine/types";
import type { UnoView } from "../engine/view";
import type { UnoBot } from "./bot";
import { legalOfView, unseenByColour } from "./legal";

function seatAfter(v: UnoView, from: number, dir: number): number {
  let s = from;
  do s = (s + dir + v.seats) % v.seats;
  while (v.out[s]);
  return s;
}

function colourCounts(hand: readonly Card[], without: Card): number[] {
  const n = [0, 0, 0, 0];
  let skipped = false;
  for (const c of hand) {
    if (c === without && !skipped) {
      skipped = true;
      continue;
    }
    if (!isWild(c)) n[CARD_COLOUR[c]]++;
  }
  return n;
}

/**
 * The weights, tuned by arena runs against "simple" (docs/uno-no-mercy.md): keeping a draw card
 * back as defence, staying in a held colour, shedding points, attacking a near-empty next hand
 * with draws or skips, trading toward a smaller hand, and shedding a colour with Discard All.
 */
const HW = { keepDraw: 30, colour: 3, points: 5, threatDraw: 25, threatSkip: 30, swap: 25, discardAll: 12 };
function scorePlay(v: UnoView, a: UnoAction & { do: "play" }): number {
  const c = a.card;
  const face = CARD_FACE[c];
  const next = seatAfter(v, v.seat, v.direction);
  const nextSize = v.handSizes[next];
  const mine = v.hand.length;
  const limit = v.rules.mercyLimit;
  const dv = drawValue(c);
  let score: number;
  if (v.pending > 0) {
    // Stacking beats taking; a stack that knocks the next player out is worth the most.
    score = 200;
    const nextDir = CARD_FACE[c] === 16 ? -v.direction : v.direction;
    const victim = seatAfter(v, v.seat, nextDir);
    if (v.handSizes[victim] + v.pending + dv >= limit) score += 100;
    score -= dv; // else keep the bigger cards for later
  } else {
    score = 50 + cardPoints(c) / HW.points;
    const threat = nextSize <= 2 ? 3 : nextSize <= 4 ? 1 : 0;
    if (dv > 0) score += threat * HW.threatDraw - HW.keepDraw + (nextSize + dv >= limit ? 60 : 0) - (isWild(c) ? 6 : 0);
    else if (face === SKIP || face === SKIP_EVERYONE || (face === REVERSE && v.seats - countOut(v) === 2)) score += threat * HW.threatSkip + (face === SKIP_EVERYONE ? 8 : 0);
    else if (face === WILD_ROULETTE) score += threat * 20 - 10;
    if (face === DISCARD_ALL) score += HW.discardAll * (colourCounts(v.hand, c)[CARD_COLOUR[c]]);
    if (face === 7 && a.target !== undefined) score += (mine - 1 - v.handSizes[a.target]) * HW.swap;
    if (face === 0) {
      const prev = seatAfter(v, v.seat, -v.direction);
      score += (mine - 1 - v.handSizes[prev]) * HW.swap;
    }
    // Stay in a colour we hold: the chosen or played colour should be our strongest.
    const counts = colourCounts(v.hand, c);
    const colour = a.colour !== undefined ? a.colour : CARD_COLOUR[c];
    if (colour >= 0) score += counts[colour] * HW.colour;
  }
  if (a.uno === true) score += 1;
  return score;
}

function countOut(v: UnoView): number {
  let n = 0;
  for (const o of v.out) if (o) n++;
  return n;
}

export function createHardBot(): UnoBot {
  return {
    level: "hard",
    decide(v: UnoView): UnoAction {
      const legal = legalOfView(v);
      const unseen = unseenByColour(v);
      let best = legal[0];
      let bestScore = -1e9;
      for (const a of legal) {
        let score: number;
        if (a.do === "catch") score = 1000;
        else if (a.do === "pick") score = unseen[a.colour];
        else if (a.do === "play") score = scorePlay(v, a);
        else score = 0;
        if (score > bestScore) {
          bestScore = score;
          best = a;
        }
      }
      return best;
    },
  };
}
