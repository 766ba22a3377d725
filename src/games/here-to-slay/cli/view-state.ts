/**
 * A match state that a seat's view stands for: what the seat cannot see (the other hands, the
 * deck's order, the Monster deck, the generator) filled with the cards it does not see, in id order.
 * The rules give such a state the seat's own legal moves, since they depend only on what the seat
 * sees; the engine's check (engine/check.ts) then says whether the view can be a real position at
 * all. `bot serve` checks a `decide` this way, and the host plays its safe move from it.
 */
import { createRng } from "../../../util/random";
import { checkHts } from "../engine/check";
import { cloneState } from "../engine/state";
import { CARDS, CARD_COUNT, LEADER_COUNT, MONSTER_FIRST } from "../engine/deck";
import type { HtsState } from "../engine/types";
import type { HtsView } from "../engine/view";

/** What a view holds (engine/view.ts), without its legal moves and winner (what a `decide` says). */
export type ViewParts = Omit<HtsView, "legal" | "winner">;

/** The state, or why the view cannot be a position of a running match. */
export function htsStateOfView(v: ViewParts): HtsState | string {
  const n = v.seats;
  if (v.seat < 0 || v.seat >= n) return `seat must be 0..${n - 1}`;
  if (v.handSizes.length !== n || v.parties.length !== n || v.protect.length !== n || v.window.waiting.length !== n) return `handSizes, parties, protect and window.waiting: one entry per seat (${n})`;
  if (v.hand.length !== v.handSizes[v.seat]) return `hand: ${v.hand.length} cards, but handSizes says ${v.handSizes[v.seat]}`;
  const seen: boolean[] = [];
  const mark = (cards: readonly number[]): string | undefined => {
    for (const c of cards) {
      if (c < 0 || c >= CARD_COUNT) return `card ${c} is not in the box (0..${CARD_COUNT - 1})`;
      if (seen[c]) return `card ${c} is in two places`;
      seen[c] = true;
    }
    return undefined;
  };
  const places: number[][] = [v.hand, v.discard, v.leadersLeft, v.monsters];
  for (const p of v.parties) {
    places.push(p.heroes, p.slain, p.items.filter((c) => c >= 0));
    if (p.leader >= 0) places.push([p.leader]);
  }
  if (v.played.card >= 0) places.push([v.played.card]);
  for (const cards of places) {
    const why = mark(cards);
    if (why !== undefined) return why;
  }
  const unseen: number[] = [];
  const monsters: number[] = [];
  for (let c = LEADER_COUNT; c < CARD_COUNT; c++) if (seen[c] !== true) (c >= MONSTER_FIRST ? monsters : unseen).push(c);
  let hidden = v.deck;
  for (let i = 0; i < n; i++) if (i !== v.seat) hidden += v.handSizes[i];
  if (hidden !== unseen.length) return `the other hands and the deck hold ${hidden} cards, but ${unseen.length} are out of sight`;
  if (v.monsterDeck !== monsters.length) return `monsterDeck: ${v.monsterDeck}, but ${monsters.length} Monsters are out of sight`;
  const hands: number[][] = [];
  for (let i = 0; i < n; i++) hands.push(i === v.seat ? v.hand.slice() : unseen.splice(0, v.handSizes[i]));
  // The view's own parts, then copied whole (cloneState): the state shares nothing with the view.
  const s = cloneState({ ...v, rng: createRng(0), deck: unseen, hands, monsterDeck: monsters, tasks: [], turns: 0, moves: 0, winner: -1 });
  if (s.phase === "over") return "phase: the match is over";
  for (const h of v.used) if (h < 0 || h >= CARD_COUNT || CARDS[h].kind !== "hero") return `used: ${h} is not a Hero`;
  return checkHts(s) ?? s;
}
