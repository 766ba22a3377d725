/**
 * Where a game keeps the cards no seat may see of another (the hands and the face-down pile), and
 * which cards a seat's bot view names. The Game seam has no member for this (nothing but this test
 * needs it), so each game the contract test runs over has an entry here; the test fails for a
 * registered game without one.
 */
import type { MatchState } from "../../../src/games/gin-rummy/engine/match";
import { takenCards } from "../../../src/games/gin-rummy/engine/view";
import type { UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import type { HtsState } from "../../../src/games/here-to-slay/engine/types";
import type { HtsView } from "../../../src/games/here-to-slay/engine/view";
import { eventCards } from "../../../src/games/here-to-slay/engine/state";

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

/** The cards the log names (a Hero returned to a hand, a card searched from the discard pile: everyone saw them go there). */
function htsLogged(s: HtsState): Set<number> {
  const out = new Set<number>();
  for (const e of s.events) for (const c of eventCards(e)) out.add(c);
  return out;
}

const hereToSlay: HiddenCards<HtsState> = {
  hands: (s) => s.hands,
  stock: (s) => s.deck,
  known: (s) => {
    const logged = htsLogged(s);
    return s.hands.map((h) => h.filter((c) => logged.has(c)));
  },
  with: (s, hands, stock) => ({ ...s, hands, deck: stock }),
  viewCards: (view) => {
    const v = view as HtsView;
    const out = [...v.hand, ...v.discard, ...v.monsters, ...v.leadersLeft, v.played.card, v.played.target, v.roll.subject, v.prompt.source];
    for (const p of v.parties) out.push(p.leader, ...p.heroes, ...p.items, ...p.slain);
    for (const e of v.events) out.push(...eventCards(e));
    // A pull's pick names a seat, not a card.
    if (v.prompt.verb !== "pull") for (const a of v.legal) out.push(a.card, a.target);
    return out.filter((c) => c >= 0);
  },
};

/** A game without cards: nothing hidden. */
export const NO_CARDS: HiddenCards<unknown> = { hands: () => [], stock: () => [], known: () => [], with: (s) => s, viewCards: () => [] };

/** By board kind. */
export const HIDDEN_CARDS: Record<string, HiddenCards<unknown>> = {
  gin_rummy: ginRummy as HiddenCards<unknown>,
  uno_no_mercy: unoNoMercy as HiddenCards<unknown>,
  here_to_slay: hereToSlay as HiddenCards<unknown>,
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
