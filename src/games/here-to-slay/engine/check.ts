/**
 * What a legal state holds, checked whole: every card of the box in exactly one place and of the
 * kind that place takes, the turn's numbers in range, the window, roll and prompt agreeing with
 * the phase. The codec refuses a text whose state fails it; the fuzz test checks every state.
 */
import { CARDS, CARD_COUNT, THIEF_LEADER } from "./deck";
import type { CardKind } from "./cards";
import { STEP_VERBS } from "./language";
import type { HtsState } from "./types";

function kindOk(card: number, kinds: readonly CardKind[]): boolean {
  return typeof card === "number" && card >= 0 && card < CARD_COUNT && Math.floor(card) === card && kinds.indexOf(CARDS[card].kind) >= 0;
}

const MAIN: CardKind[] = ["hero", "item", "cursed", "magic", "modifier", "challenge"];

/** Why the state is not one a match can be in, or undefined. */
export function checkHts(s: HtsState): string | undefined {
  const n = s.seats;
  if (n < 2 || n > 4) return "seats must be 2..4";
  if (s.hands.length !== n || s.parties.length !== n || s.protect.length !== n || s.window.waiting.length !== n) return "one hand, party, protection and window flag per seat";
  const seen: boolean[] = [];
  let count = 0;
  let bad = "";
  const place = (cards: readonly number[], kinds: readonly CardKind[], where: string): void => {
    for (const c of cards) {
      if (!kindOk(c, kinds)) bad = bad === "" ? `card ${c} cannot be in ${where}` : bad;
      else if (seen[c]) bad = bad === "" ? `card ${c} is in two places` : bad;
      else {
        seen[c] = true;
        count++;
      }
    }
  };
  place(s.deck, MAIN, "the deck");
  place(s.discard, MAIN, "the discard pile");
  for (const h of s.hands) place(h, MAIN, "a hand");
  place(s.leadersLeft, ["leader"], "the leaders left");
  place(s.monsters, ["monster"], "the face-up Monsters");
  place(s.monsterDeck, ["monster"], "the Monster deck");
  if (s.played.card >= 0) place([s.played.card], ["hero", "item", "cursed", "magic"], "play");
  for (const p of s.parties) {
    if (p.leader >= 0) place([p.leader], ["leader"], "a leader's place");
    place(p.heroes, ["hero"], "a Party");
    if (p.items.length !== p.heroes.length) return "one Item place per Hero";
    for (const it of p.items) if (it >= 0) place([it], ["item", "cursed"], "an Item's place");
    place(p.slain, ["monster"], "the slain Monsters");
  }
  if (bad !== "") return bad;
  if (count !== CARD_COUNT) return `expected ${CARD_COUNT} cards, found ${count}`;
  if (s.monsters.length > 3 || (s.monsters.length < 3 && s.monsterDeck.length > 0)) return "three Monsters face up while the Monster deck lasts";
  if (s.active < 0 || s.active >= n) return "bad seat to move";
  if (s.phase === "leaders") {
    // The seats that picked are the ones just before the seat picking now.
    const k = countPicked(s);
    if (k >= n) return "every leader picked, yet still picking";
    for (let j = 0; j < n; j++) if ((s.parties[(s.active - 1 - j + n) % n].leader >= 0) !== j < k) return "leaders picked out of turn";
    if (s.points !== 0 || s.window.kind !== "none" || s.prompt.seat >= 0 || s.tasks.length > 0) return "a turn while leaders are picked";
  } else {
    for (const p of s.parties) if (p.leader < 0) return "a Party without a leader";
  }
  if (n === 2) for (const p of s.parties) if (p.leader === THIEF_LEADER) return "the thief's leader in a two-player match";
  if (s.phase === "over") {
    if (s.winner < -1 || s.winner >= n) return "bad winner";
    if (s.window.kind !== "none" || s.prompt.seat >= 0 || s.tasks.length > 0 || s.played.card >= 0) return "a finished match with something open";
  } else if (s.winner !== -1) return "a winner while the match runs";
  for (const p of s.parties) if (p.slain.length > 3) return "more than three Monsters slain";
  if (s.points < 0 || s.points > 99 || s.bonus < 0 || s.bonus > 99) return "bad points or bonus";
  if (s.phase === "play" && s.window.kind === "none" && s.prompt.seat < 0 && s.tasks.length === 0 && s.points === 0) return "a turn with no points left";
  const open = (s.window.kind !== "none" ? 1 : 0) + (s.prompt.seat >= 0 ? 1 : 0);
  if (open > 1) return "a window and a prompt at once";
  if (s.window.kind !== "none") {
    let any = false;
    for (const w of s.window.waiting) if (w) any = true;
    if (!any) return "an open window no one answers";
    if (s.window.kind === "challenge" && (s.played.card < 0 || s.window.waiting[s.played.seat])) return "a challenge window without a card, or open to its own player";
    if (s.window.kind === "modify" && s.roll.seat < 0) return "a Modifier window without a roll";
  } else for (const w of s.window.waiting) if (w) return "a seat waits on no window";
  if (s.played.card >= 0 && s.window.kind === "none") return "a played card outside its window";
  // Only the seat to move plays a card; a roll is a seat's, a challenge's also its challenger's.
  if (s.played.card >= 0 && s.played.seat !== s.active) return "a played card not of the seat to move";
  if (s.roll.seat >= n || s.roll.vsSeat < -1 || s.roll.vsSeat >= n || (s.roll.seat >= 0 && (s.roll.kind === "challenge") !== (s.roll.vsSeat >= 0))) return "bad roll seat";
  if (s.roll.seat >= 0 && s.window.kind !== "modify") return "a roll outside its window";
  if (s.roll.seat >= 0) {
    if (s.roll.dice.length !== 2 || (s.roll.kind === "challenge") !== (s.roll.vsDice.length === 2)) return "bad dice";
    for (const d of s.roll.dice.concat(s.roll.vsDice)) if (d < 1 || d > 6) return "bad dice";
    if (s.roll.kind === "attack" && s.monsters.indexOf(s.roll.subject) < 0) return "an attack on no face-up Monster";
    if (s.roll.kind === "challenge" && s.roll.subject !== s.played.card) return "a challenge of another card";
  }
  if (s.prompt.seat >= n) return "bad prompt seat";
  if (s.prompt.seat >= 0 && s.prompt.verb !== "roll?" && STEP_VERBS.indexOf(s.prompt.verb) < 0) return "bad prompt";
  for (const t of s.tasks) if (t.seat < 0 || t.seat >= n) return "bad task seat";
  return undefined;
}

function countPicked(s: HtsState): number {
  let k = 0;
  for (const p of s.parties) if (p.leader >= 0) k++;
  return k;
}
