/**
 * What one seat may see of a match (what its bot decides from): its own hand, the others' hand
 * sizes, every Party, the Monsters, the discard pile, the deck's size, the open window, roll and
 * prompt, its legal actions and the log. Never the deck's order, another's hand or the generator.
 */
import { legalHts } from "./rules";
import type { HtsAction, HtsEvent, HtsState, Party, Phase, Prompt, Roll, Window } from "./types";

export interface HtsView {
  seat: number;
  seats: number;
  phase: Phase;
  hand: number[];
  handSizes: number[];
  parties: Party[];
  leadersLeft: number[];
  monsters: number[];
  monsterDeck: number;
  deck: number;
  discard: number[];
  active: number;
  points: number;
  used: number[];
  bonus: number;
  protect: boolean[];
  played: { card: number; seat: number; target: number };
  window: Window;
  roll: Roll;
  prompt: Prompt;
  winner: number;
  legal: HtsAction[];
  events: HtsEvent[];
}

export function htsSeatView(s: HtsState, seat: number): HtsView {
  const sizes: number[] = [];
  for (const h of s.hands) sizes.push(h.length);
  return {
    seat,
    seats: s.seats,
    phase: s.phase,
    hand: seat >= 0 && seat < s.seats ? s.hands[seat].slice() : [],
    handSizes: sizes,
    parties: s.parties.map((p) => ({ leader: p.leader, heroes: p.heroes.slice(), items: p.items.slice(), slain: p.slain.slice() })),
    leadersLeft: s.leadersLeft.slice(),
    monsters: s.monsters.slice(),
    monsterDeck: s.monsterDeck.length,
    deck: s.deck.length,
    discard: s.discard.slice(),
    active: s.active,
    points: s.points,
    used: s.used.slice(),
    bonus: s.bonus,
    protect: s.protect.slice(),
    played: { card: s.played.card, seat: s.played.seat, target: s.played.target },
    window: { kind: s.window.kind, waiting: s.window.waiting.slice() },
    roll: { ...s.roll, dice: s.roll.dice.slice(), vsDice: s.roll.vsDice.slice() },
    prompt: { seat: s.prompt.seat, verb: s.prompt.verb, n: s.prompt.n, source: s.prompt.source },
    winner: s.winner,
    legal: legalHts(s, seat),
    events: s.events.map((e) => ({ seat: e.seat, kind: e.kind, a: e.a, b: e.b })),
  };
}
