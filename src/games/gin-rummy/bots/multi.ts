/**
 * Bots at a 3–4-player table. `easy`, `simple` and `normal` decide from a two-seat projection of
 * the seat's view: the seat itself is seat 0 and every other player together is seat 1 (their
 * cards counted together, their public moves as one opponent's), so the two-player policies play
 * unchanged; the action picked is mapped back to the real legal list by its place in it. `hard`'s
 * lookahead models one opponent, so it is offered only at two-player tables.
 */
import type { RngState } from "../../../util/random";
import type { Action, PublicEvent } from "../engine/types";
import type { MultiAction, MultiEvent } from "../engine/multi-types";
import type { MultiSeatView } from "../engine/multi-view";
import type { SeatView } from "../engine/view";
import type { BotLevel } from "./bot";
import { createBot } from "./index";

/** The levels that play 3–4 players, weakest first. */
export const MULTI_BOT_LEVELS: readonly BotLevel[] = ["easy", "simple", "normal"];

export function isMultiBotLevel(level: unknown): level is BotLevel {
  return typeof level === "string" && MULTI_BOT_LEVELS.indexOf(level as BotLevel) >= 0;
}

export interface MultiBot {
  level: BotLevel;
  /** One of view.legal (the view must be this bot's turn). */
  decide(view: MultiSeatView): MultiAction;
}

function projectEvent(e: MultiEvent, seat: number): PublicEvent {
  const s = e.seat === seat ? 0 : 1;
  if (e.kind === "stock") return { seat: s, kind: "stock" };
  if (e.kind === "reshuffle") return { seat: s, kind: "reshuffle", stock: e.stock };
  return { seat: s, kind: e.kind, card: e.card };
}

function projectAction(a: MultiAction): Action {
  if (a.do === "discard") {
    if (a.knock === true) return a.melds !== undefined ? { seat: 0, do: "discard", card: a.card, knock: true, melds: a.melds } : { seat: 0, do: "discard", card: a.card, knock: true };
    return { seat: 0, do: "discard", card: a.card };
  }
  return { seat: 0, do: a.do };
}

/** The view as a two-player seat 0 facing one opponent who holds every other player's cards. */
export function twoSeatProjection(v: MultiSeatView): SeatView {
  let others = 0;
  for (let s = 0; s < v.seats; s++) if (s !== v.seat) others += v.handSizes[s];
  const history: PublicEvent[] = [];
  for (const e of v.history) history.push(projectEvent(e, v.seat));
  const legal: Action[] = [];
  for (const a of v.legal) legal.push(projectAction(a));
  return {
    seat: 0,
    rules: v.rules,
    dealer: v.dealer === v.seat ? 0 : 1,
    phase: v.phase,
    turn: v.turn === v.seat ? 0 : 1,
    hand: v.hand,
    opponentCards: others,
    topDiscard: v.topDiscard,
    discardPile: v.discardPile,
    stockCount: v.stockCount,
    upcard: v.upcard,
    knockLimit: v.knockLimit,
    multiplier: v.multiplier,
    stockOnly: v.stockOnly,
    justTaken: v.justTaken,
    justDrawn: v.justDrawn,
    history,
    legal,
    result: undefined,
    scores: undefined,
  };
}

/** A bot of a 3–4-player level, owning `rng`. */
export function createMultiBot(level: BotLevel, rng: RngState): MultiBot {
  if (!isMultiBotLevel(level)) throw new Error(`bot level ${level} plays two-player gin only`);
  const inner = createBot(level, rng);
  return {
    level,
    decide: (view) => {
      const projected = twoSeatProjection(view);
      const chosen = inner.decide(projected);
      const at = projected.legal.indexOf(chosen);
      if (at >= 0) return view.legal[at];
      // A knock with chosen melds is a new object: map it by card, keeping the melds.
      if (chosen.do === "discard" && chosen.knock === true) {
        for (const a of view.legal) {
          if (a.do === "discard" && a.knock === true && a.card === chosen.card) return chosen.melds !== undefined ? { seat: a.seat, do: "discard", card: a.card, knock: true, melds: chosen.melds } : a;
        }
      }
      throw new Error(`${level} bot answered with no legal action`);
    },
  };
}
