/**
 * Where a game keeps the cards no seat may see of another (the hands and the face-down pile), and
 * which cards a seat's bot view names. The Game seam has no member for this (nothing but this test
 * needs it), so each game the contract test runs over has an entry here; the test fails for a
 * registered game without one.
 */
import type { MatchState } from "../../../src/games/gin-rummy/engine/match";
import { takenCards } from "../../../src/games/gin-rummy/engine/view";
import type { UnoState } from "../../../src/games/uno-no-mercy/engine/types";

export interface HiddenCards<S> {
  /** Every seat's hand, by seat. */
  hands(state: S): readonly (readonly number[])[];
  /** The face-down pile (stock, draw pile). */
  stock(state: S): readonly number[];
  /** By seat, the cards in its hand everyone saw go there (taken face up), which it may show. */
  known(state: S): readonly (readonly number[])[];
  /** A copy of the state holding these hands and this pile instead. */
  with(state: S, hands: number[][], stock: number[]): S;
  /** Every card a seat's view (Game.rules.seatView) names, in any of its fields. */
  viewCards(view: unknown): number[];
}

/** What Gin Rummy's seat views (two seats, or three and four) hold of cards. */
interface GinViewCards {
  hand: readonly number[];
  topDiscard: number;
  discardPile: readonly number[];
  upcard: number;
  justTaken: number;
  justDrawn: number;
  history: readonly { kind: string; card?: number }[];
  legal: readonly { card?: number }[];
  taken?: readonly (readonly number[])[];
}

/** What an Uno No Mercy seat view holds of cards: a play event's `n` is its card. */
interface UnoViewCards {
  hand: readonly number[];
  discard: readonly number[];
  drawn: number;
  events: readonly { kind: string; n: number }[];
}

const ginRummy: HiddenCards<MatchState> = {
  hands: (m) => m.hand.hands,
  stock: (m) => m.hand.stock,
  known: (m) => takenCards(m.hand.hands.length, m.hand.history),
  with: (m, hands, stock) => ({ ...m, hand: { ...m.hand, hands, stock } }) as MatchState,
  viewCards: (view) => {
    const v = view as GinViewCards;
    const out = [...v.hand, v.topDiscard, ...v.discardPile, v.upcard, v.justTaken, v.justDrawn, ...(v.taken ?? []).flat()];
    for (const e of v.history) if (e.card !== undefined) out.push(e.card);
    for (const a of v.legal) if (a.card !== undefined) out.push(a.card);
    return out;
  },
};

const unoNoMercy: HiddenCards<UnoState> = {
  hands: (s) => s.hands,
  stock: (s) => s.drawPile,
  known: () => [],
  with: (s, hands, stock) => ({ ...s, hands, drawPile: stock }),
  viewCards: (view) => {
    const v = view as UnoViewCards;
    const out = [...v.hand, ...v.discard, v.drawn];
    for (const e of v.events) if (e.kind === "play") out.push(e.n);
    return out;
  },
};

/** A game without cards: nothing hidden. */
export const NO_CARDS: HiddenCards<unknown> = { hands: () => [], stock: () => [], known: () => [], with: (s) => s, viewCards: () => [] };

/** By board kind. */
export const HIDDEN_CARDS: Record<string, HiddenCards<unknown>> = {
  gin_rummy: ginRummy as HiddenCards<unknown>,
  uno_no_mercy: unoNoMercy as HiddenCards<unknown>,
};

/**
 * The state with every card `viewer` may not see moved to another such place (the other seats'
 * hands and the pile, each keeping its size), or undefined when there are fewer than two.
 * `viewer` -1 (a bystander) sees no hand.
 */
export function shuffledHidden<S>(cards: HiddenCards<S>, state: S, viewer: number): S | undefined {
  const hands = cards.hands(state);
  const pool: number[] = [];
  for (let seat = 0; seat < hands.length; seat++) if (seat !== viewer) pool.push(...hands[seat]);
  pool.push(...cards.stock(state));
  if (pool.length < 2) return undefined;
  // Cards are distinct, so turning the pool by one puts another card in every hidden place.
  const turned = pool.slice(1).concat([pool[0]]);
  let at = 0;
  const next: number[][] = [];
  for (let seat = 0; seat < hands.length; seat++) {
    if (seat === viewer) next.push(hands[seat].slice());
    else {
      next.push(turned.slice(at, at + hands[seat].length));
      at += hands[seat].length;
    }
  }
  return cards.with(state, next, turned.slice(at));
}
