/**
 * "simple": a sensible beginner. Catches an uncalled UNO, always calls its own, stacks the lowest
 * draw card it can, else plays the first playable coloured card (a wild last), names its most
 * held colour, swaps a 7 with the smallest hand and draws only when it must.
 */
import type { RngState } from "../../../util/random";
import { randomInt } from "../../../util/random";
import { drawValue, isWild } from "../engine/cards";
import type { UnoAction } from "../engine/types";
import type { UnoView } from "../engine/view";
import type { UnoBot } from "./bot";
import { bestColour, legalOfView } from "./legal";

export function createSimpleBot(rng: RngState): UnoBot {
  return {
    level: "simple",
    decide(v: UnoView): UnoAction {
      const legal = legalOfView(v);
      let best: UnoAction | undefined;
      let bestScore = -1e9;
      const colour = bestColour(v.hand);
      for (const a of legal) {
        let score = 0;
        if (a.do === "catch") score = 1000;
        else if (a.do === "pick") score = a.colour === colour ? 10 : 0;
        else if (a.do === "play") {
          score = v.pending > 0 ? 100 - drawValue(a.card) : isWild(a.card) ? 10 : 50;
          if (a.colour !== undefined && a.colour !== colour) score -= 5;
          if (a.uno === true) score += 1;
          if (a.target !== undefined) score -= v.handSizes[a.target];
        }
        if (score > bestScore) {
          bestScore = score;
          best = a;
        }
      }
      // The roulette colour is a guess: a beginner names one of the four at random half the time.
      if (best !== undefined && best.do === "pick" && randomInt(rng, 2) === 0) return legal[randomInt(rng, legal.length)];
      return best as UnoAction;
    },
  };
}
