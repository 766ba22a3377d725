/**
 * Checks a `decide` message against the rules before a bot thinks about it (docs/bot-protocol.md):
 * a bot trusts its view, so a hand of the wrong size (a 52-card hand takes minutes to search), a
 * card twice, or a `legal` list the rules would not give (only knocks, say) is refused here.
 */
import { Card, cardName, DECK_SIZE } from "../engine/cards";
import { minDeadwood } from "../engine/melds";
import { handSize } from "../engine/hand";
import type { Rules } from "../engine/rules";
import type { Action, Phase } from "../engine/types";

export interface DecideFacts {
  seat: number;
  /** 2, or 3–4 (the 3–4-player game: 7 cards dealt, `handSizes` instead of `opponentCards`). */
  seats: number;
  phase: Exclude<Phase, "over">;
  hand: Card[];
  /** -1 when absent. */
  drawn: Card;
  taken: Card;
  topDiscard: Card;
  stockCount: number;
  /** Two seats: the other hand's size. */
  opponentCards: number;
  /** Three or four seats: every hand's size, by seat. */
  handSizes: number[];
  legal: Action[];
  rules: Rules;
  knockLimit: number;
}

/** Cards dealt to each hand: a hand holds that many when its seat must draw, one more after. */
function dealt(seats: number, rules: Rules): number {
  return handSize(seats, rules.mahjong === true);
}

function actionKey(a: Action): string {
  if (a.do === "discard") return `discard ${cardName(a.card)}${a.knock === true ? " knock" : ""}`;
  return a.do;
}

/** Every action the rules allow in this position, by key. */
function allowed(f: DecideFacts): string[] {
  if (f.phase === "firstUpcard") return ["take", "pass"];
  if (f.phase === "draw") return ["take", "stock"];
  const out: string[] = [];
  for (const card of f.hand) {
    if (card === f.taken) continue;
    out.push(`discard ${cardName(card)}`);
    const rest = f.hand.filter((c) => c !== card);
    if (minDeadwood(rest, f.rules.mahjong === true) <= f.knockLimit) out.push(`discard ${cardName(card)} knock`);
  }
  if (f.rules.bigGin && minDeadwood(f.hand, f.rules.mahjong === true) === 0) out.push("bigGin");
  return out;
}

/** Why the message cannot be a real position, or undefined when it can. */
export function checkDecide(f: DecideFacts): string | undefined {
  const size = dealt(f.seats, f.rules) + (f.phase === "discard" ? 1 : 0);
  if (f.hand.length !== size) return `hand: ${f.hand.length} cards, but the ${f.phase} phase needs ${size}`;
  const seen: boolean[] = [];
  for (const c of f.hand) {
    if (seen[c]) return `hand: ${cardName(c)} twice`;
    seen[c] = true;
  }
  if (f.drawn >= 0 && f.taken >= 0) return "drawn and taken: only one card is drawn in a turn";
  for (const [name, c] of [["drawn", f.drawn], ["taken", f.taken]] as const) {
    if (c < 0) continue;
    if (f.phase !== "discard") return `${name}: no card is drawn yet in the ${f.phase} phase`;
    if (!seen[c]) return `${name}: ${cardName(c)} is not in the hand`;
  }
  if (f.topDiscard >= 0 && seen[f.topDiscard]) return `topDiscard: ${cardName(f.topDiscard)} is also in the hand`;
  // The most cards the stock can hold: a deck less the hands and the face-up card.
  const maxStock = DECK_SIZE - 1 - f.seats * dealt(f.seats, f.rules);
  if (f.stockCount > maxStock) return `stockCount: at most ${maxStock}`;
  if (f.seats === 2 && f.opponentCards !== dealt(2, f.rules)) return `opponentCards: the other hand holds ${dealt(2, f.rules)} cards while this seat acts`;
  if (f.seats > 2) {
    if (f.handSizes.length !== f.seats) return `handSizes: ${f.handSizes.length} entries for ${f.seats} seats`;
    for (let s = 0; s < f.seats; s++) {
      const want = s === f.seat ? size : dealt(f.seats, f.rules);
      if (f.handSizes[s] !== want) return `handSizes[${s}]: ${s === f.seat ? "this hand" : "another hand"} holds ${want} cards while this seat acts`;
    }
  }
  const want = allowed(f);
  const listed: string[] = [];
  for (const a of f.legal) {
    if (a.seat !== f.seat) return `legal: an action for seat ${a.seat}, but the bot sits in seat ${f.seat}`;
    const key = actionKey(a);
    if (listed.indexOf(key) >= 0) return `legal: ${key} twice`;
    if (want.indexOf(key) < 0) return `legal: ${key} is not allowed here`;
    listed.push(key);
  }
  // Drawing from the stock alone is the one shortened list the rules make (both passed the upcard).
  const stockOnly = f.phase === "draw" && listed.length === 1 && listed[0] === "stock";
  if (!stockOnly) for (const key of want) if (listed.indexOf(key) < 0) return `legal: ${key} is missing`;
  if (f.topDiscard < 0 && listed.indexOf("take") >= 0) return "legal: take, but no card is face up";
  return undefined;
}
