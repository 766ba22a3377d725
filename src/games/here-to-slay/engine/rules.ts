/**
 * Here to Slay's rules as pure functions: a new match from seeded words, whose move it is, the
 * legal actions of any seat, and apply (a new state, or undefined for a move that is not legal).
 * Every seat may move inside a reaction window; `turn` names the first still to answer.
 */
import type { RngState } from "../../../util/random";
import { shuffle } from "../../../util/random";
import { CARDS, LEADER_COUNT, MAIN_COUNT, MAIN_FIRST, MONSTER_COUNT, MONSTER_FIRST, THIEF_LEADER } from "./deck";
import { pickStep, runTrigger } from "./effects";
import { closeWindow, endTurn, openChallenge, pickOptions, settle, startChallenge, startRoll, startTurn } from "./flow";
import { itemSkills, meets } from "./party";
import { cloneState, drawCards, log, noPrompt, noRoll, removeCard } from "./state";
import type { HtsAction, HtsState, HtsVerb } from "./types";

export const HTS_PRESETS: readonly string[] = ["standard"];
export const HAND_START = 5;
export const FACE_UP_MONSTERS = 3;

/** A new match: the deck and the Monsters shuffled, five cards each, three Monsters face up; `first` picks a leader first. */
export function newHtsMatch(seats: number, rng: RngState, first: number): HtsState {
  const deck: number[] = [];
  for (let i = 0; i < MAIN_COUNT; i++) deck.push(MAIN_FIRST + i);
  const monsterDeck: number[] = [];
  for (let i = 0; i < MONSTER_COUNT; i++) monsterDeck.push(MONSTER_FIRST + i);
  shuffle(rng, deck);
  shuffle(rng, monsterDeck);
  const hands: number[][] = [];
  const parties: HtsState["parties"] = [];
  const protect: boolean[] = [];
  const waiting: boolean[] = [];
  for (let seat = 0; seat < seats; seat++) {
    hands.push([]);
    parties.push({ leader: -1, heroes: [], items: [], slain: [] });
    protect.push(false);
    waiting.push(false);
  }
  for (let k = 0; k < HAND_START; k++) for (let seat = 0; seat < seats; seat++) hands[seat].push(deck.pop() as number);
  const monsters: number[] = [];
  for (let k = 0; k < FACE_UP_MONSTERS; k++) monsters.push(monsterDeck.pop() as number);
  const leadersLeft: number[] = [];
  for (let i = 0; i < LEADER_COUNT; i++) leadersLeft.push(i);
  return {
    seats,
    rng,
    phase: "leaders",
    deck,
    discard: [],
    hands,
    parties,
    leadersLeft,
    monsters,
    monsterDeck,
    active: first,
    points: 0,
    used: [],
    bonus: 0,
    protect,
    played: { card: -1, seat: -1, target: -1 },
    window: { kind: "none", waiting },
    roll: noRoll(),
    prompt: noPrompt(),
    tasks: [],
    turns: 0,
    moves: 0,
    winner: -1,
    events: [],
  };
}

/** The first seat still to answer the open window, going round from the seat whose turn it is. */
function firstWaiting(s: HtsState): number {
  for (let k = 0; k < s.seats; k++) {
    const seat = (s.active + k) % s.seats;
    if (s.window.waiting[seat]) return seat;
  }
  return -1;
}

/** The seats still to answer an open challenge or Modifier window (none while a prompt waits). */
export function htsReacting(s: HtsState): number[] {
  const out: number[] = [];
  if (s.phase === "over" || s.prompt.seat >= 0 || s.window.kind === "none") return out;
  for (let seat = 0; seat < s.seats; seat++) if (s.window.waiting[seat]) out.push(seat);
  return out;
}

export function htsTurn(s: HtsState): number {
  if (s.phase === "over") return -1;
  if (s.prompt.seat >= 0) return s.prompt.seat;
  if (s.window.kind !== "none") return firstWaiting(s);
  return s.active;
}

function act(seat: number, verb: HtsVerb, card = -1, target = -1, option = -1): HtsAction {
  return { seat, do: verb, card, target, option };
}

function isSeat(s: HtsState, seat: number): boolean {
  return typeof seat === "number" && seat >= 0 && seat < s.seats && Math.floor(seat) === seat;
}

function mainActions(s: HtsState, seat: number): HtsAction[] {
  const out: HtsAction[] = [];
  const party = s.parties[seat];
  if (s.points >= 1 && s.deck.length + s.discard.length > 0) out.push(act(seat, "draw"));
  if (s.points >= 1) {
    for (const c of s.hands[seat]) {
      const kind = CARDS[c].kind;
      if (kind === "hero" || kind === "magic") out.push(act(seat, "play", c));
      else if (kind === "item" || kind === "cursed") {
        for (let other = 0; other < s.seats; other++) {
          if ((kind === "item") !== (other === seat)) continue;
          const p = s.parties[other];
          for (let i = 0; i < p.heroes.length; i++) if (p.items[i] < 0) out.push(act(seat, "play", c, p.heroes[i]));
        }
      }
    }
    for (let i = 0; i < party.heroes.length; i++) {
      const h = party.heroes[i];
      const it = itemSkills(party, i);
      if (s.used.indexOf(h) < 0 && (it === undefined || !it.seal)) out.push(act(seat, "roll", h));
    }
  }
  if (s.points >= 2) for (const m of s.monsters) if (meets(party, m)) out.push(act(seat, "attack", m));
  if (s.points >= 3 && s.deck.length + s.discard.length > 0) out.push(act(seat, "redraw"));
  out.push(act(seat, "end"));
  return out;
}

export function legalHts(s: HtsState, seat: number): HtsAction[] {
  const out: HtsAction[] = [];
  if (!isSeat(s, seat) || s.phase === "over") return out;
  if (s.phase === "leaders") {
    if (seat !== s.active) return out;
    for (const l of s.leadersLeft) if (!(l === THIEF_LEADER && s.seats === 2)) out.push(act(seat, "leader", l));
    return out;
  }
  if (s.prompt.seat >= 0) {
    if (seat === s.prompt.seat) for (const v of pickOptions(s)) out.push(act(seat, "pick", v));
    return out;
  }
  if (s.window.kind !== "none") {
    if (!s.window.waiting[seat]) return out;
    out.push(act(seat, "pass"));
    for (const c of s.hands[seat]) {
      const def = CARDS[c];
      if (s.window.kind === "challenge" && def.kind === "challenge") out.push(act(seat, "challenge", c));
      if (s.window.kind === "modify" && def.kind === "modifier") {
        const rolls = s.roll.kind === "challenge" ? 2 : 1;
        for (let r = 0; r < rolls; r++) for (let o = 0; o < def.options.length; o++) out.push(act(seat, "modify", c, r, o));
      }
    }
    return out;
  }
  if (seat !== s.active) return out;
  return mainActions(s, seat);
}

function sameAction(a: HtsAction, b: HtsAction): boolean {
  return a.seat === b.seat && a.do === b.do && a.card === b.card && a.target === b.target && a.option === b.option;
}

export function isLegalHts(s: HtsState, a: HtsAction): boolean {
  if (typeof a !== "object" || a === null) return false;
  for (const l of legalHts(s, a.seat)) if (sameAction(l, a)) return true;
  return false;
}

function perform(s: HtsState, a: HtsAction): void {
  const seat = a.seat;
  switch (a.do) {
    case "leader": {
      s.parties[seat].leader = a.card;
      removeCard(s.leadersLeft, a.card);
      log(s, seat, "leader", a.card, 0);
      let all = true;
      for (const p of s.parties) if (p.leader < 0) all = false;
      if (!all) {
        s.active = (seat + 1) % s.seats;
        return;
      }
      // Whoever picked last goes first.
      s.phase = "play";
      startTurn(s, seat);
      return;
    }
    case "draw":
      s.points--;
      drawCards(s, seat, 1);
      runTrigger(s, seat, "draw");
      return;
    case "play":
      s.points--;
      removeCard(s.hands[seat], a.card);
      log(s, seat, "play", a.card, a.target);
      openChallenge(s, a.card, seat, a.target);
      return;
    case "roll":
      s.points--;
      s.used.push(a.card);
      startRoll(s, "effect", seat, a.card);
      return;
    case "attack":
      s.points -= 2;
      startRoll(s, "attack", seat, a.card);
      return;
    case "redraw": {
      s.points -= 3;
      const hand = s.hands[seat];
      for (const c of hand) s.discard.push(c);
      s.hands[seat] = [];
      log(s, seat, "redraw", hand.length, 0);
      drawCards(s, seat, HAND_START);
      return;
    }
    case "end":
      s.points = 0;
      endTurn(s);
      return;
    case "pass":
      s.window.waiting[seat] = false;
      for (const w of s.window.waiting) if (w) return;
      closeWindow(s);
      return;
    case "challenge":
      removeCard(s.hands[seat], a.card);
      s.discard.push(a.card);
      startChallenge(s, seat);
      return;
    case "modify": {
      removeCard(s.hands[seat], a.card);
      s.discard.push(a.card);
      const value = CARDS[a.card].options[a.option];
      if (a.target === 1) s.roll.vsMods += value;
      else s.roll.mods += value;
      log(s, seat, "mod", a.card, value);
      // Another Modifier may answer this one: every seat is asked again.
      for (let i = 0; i < s.seats; i++) s.window.waiting[i] = true;
      return;
    }
    case "pick":
      if (s.prompt.verb === "roll?") {
        s.prompt = noPrompt();
        if (a.card >= 0) {
          s.used.push(a.card);
          startRoll(s, "effect", seat, a.card);
        }
        return;
      }
      pickStep(s, a.card);
      return;
  }
}

export function applyHts(s: HtsState, a: HtsAction): HtsState | undefined {
  if (!isLegalHts(s, a)) return undefined;
  const next = cloneState(s);
  perform(next, a);
  next.moves++;
  settle(next);
  return next;
}

export function htsResult(s: HtsState): { winner: number; totals: number[] } | undefined {
  if (s.phase !== "over") return undefined;
  return { winner: s.winner, totals: htsScores(s) };
}

/** Monsters slain, by seat. */
export function htsScores(s: HtsState): number[] {
  const out: number[] = [];
  for (const p of s.parties) out.push(p.slain.length);
  return out;
}

