/**
 * Here to Slay's bots, deciding from a seat's view only: "easy" plays any legal move (ending its
 * turn seldom), "simple" plays sensibly (attacks a Monster it meets when the odds are fair, plays
 * Heroes of new classes, rolls Heroes whose odds are good, plays a Modifier when it turns a roll,
 * challenges the leader's cards), "hard" weighs every choice by its odds and what it brings a Party
 * toward a win, and what an opponent near a win would gain (hard.ts). Effort is counted in moves, never in time.
 */
import type { GameBot } from "../../game";
import type { RngState } from "../../../util/random";
import { randomInt } from "../../../util/random";
import { CARDS } from "../engine/deck";
import { hardDecide } from "./hard";
import { heroClass, meets } from "../engine/party";
import { rollTotal } from "../engine/state";
import type { HtsAction, Party } from "../engine/types";
import type { HtsView } from "../engine/view";

export const HTS_BOT_LEVELS = ["easy", "simple", "hard"] as const;
export type HtsBotLevel = (typeof HTS_BOT_LEVELS)[number];

export function isHtsBotLevel(level: string): level is HtsBotLevel {
  return level === "easy" || level === "simple" || level === "hard";
}

/** Ways two dice make each total 2..12, out of 36. */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** The chance (in 36ths) that 2d6 + bonus reaches `need`. */
export function oddsAtLeast(need: number, bonus: number): number {
  let n = 0;
  for (let t = 2; t <= 12; t++) if (t + bonus >= need) n += WAYS[t];
  return n;
}

function partyBonus(p: Party, what: "attack" | "effect" | "challenge"): number {
  let b = 0;
  const from = p.slain.slice();
  if (p.leader >= 0) from.push(p.leader);
  for (const c of from) b += CARDS[c].skills[what];
  return b;
}

function classes(p: Party): boolean[] {
  const seen = [false, false, false, false, false, false];
  if (p.leader >= 0) seen[CARDS[p.leader].cls] = true;
  for (let i = 0; i < p.heroes.length; i++) seen[heroClass(p, i)] = true;
  return seen;
}

/** A card's worth in hand, to keep the best and let the rest go. */
function worth(c: number): number {
  const k = CARDS[c].kind;
  return k === "hero" ? 5 : k === "magic" ? 4 : k === "modifier" ? 3 : k === "item" ? 3 : k === "challenge" ? 2 : 1;
}

function pickFirst(legal: readonly HtsAction[], verb: HtsAction["do"]): HtsAction | undefined {
  for (const a of legal) if (a.do === verb) return a;
  return undefined;
}

/** The Modifier that turns the roll the bot's way, or undefined. */
function modify(v: HtsView): HtsAction | undefined {
  const r = v.roll;
  const mine = r.seat === v.seat;
  const total = rollTotal(r.dice, r.bonus, r.mods);
  for (const a of v.legal) {
    if (a.do !== "modify") continue;
    const value = CARDS[a.card].options[a.option];
    if (r.kind === "challenge") {
      const vs = rollTotal(r.vsDice, r.vsBonus, r.vsMods);
      const imPlayer = mine;
      const imChallenger = r.vsSeat === v.seat;
      if (!imPlayer && !imChallenger) continue;
      // Win the challenge: the player needs more than the challenger; the challenger ties or beats.
      const mod = a.target === 1 ? vs + value : total + value;
      const other = a.target === 1 ? total : vs;
      const before = imPlayer ? total > vs : vs >= total;
      const after = imPlayer ? (a.target === 1 ? other > mod : mod > other) : a.target === 1 ? mod >= other : other >= mod;
      if (!before && after) return a;
      continue;
    }
    const need = r.kind === "effect" ? CARDS[r.subject].need : CARDS[r.subject].slay;
    if (mine && total < need && total + value >= need) return a;
    if (!mine && r.kind === "attack" && total >= need && total + value < need) return a;
  }
  return undefined;
}

function simpleDecide(v: HtsView, rng: RngState): HtsAction {
  const legal = v.legal;
  const me = v.parties[v.seat];
  if (v.phase === "leaders") return legal[randomInt(rng, legal.length)];
  if (v.prompt.seat === v.seat) {
    if (v.prompt.verb === "roll?") return legal[0];
    let best = legal[0];
    let bestScore = -999;
    for (const a of legal) {
      let score = 0;
      if (v.prompt.verb === "discard") score = -worth(a.card);
      else if (v.prompt.verb === "sacrifice") score = -CARDS[a.card].need;
      else if (v.prompt.verb === "search") score = worth(a.card);
      else if (v.prompt.verb === "pull") score = v.handSizes[a.card];
      else if (v.prompt.verb === "destroy-item") score = CARDS[a.card].kind === "cursed" && me.items.indexOf(a.card) >= 0 ? 10 : CARDS[a.card].kind === "item" && me.items.indexOf(a.card) < 0 ? 5 : -5;
      else {
        // Hurt the seat nearest to winning.
        for (let seat = 0; seat < v.seats; seat++) if (v.parties[seat].heroes.indexOf(a.card) >= 0) score = v.parties[seat].slain.length * 10 + v.parties[seat].heroes.length;
      }
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  }
  if (v.window.kind === "modify") return modify(v) ?? (pickFirst(legal, "pass") as HtsAction);
  if (v.window.kind === "challenge") {
    const threat = v.parties[v.played.seat].slain.length >= 2 || CARDS[v.played.card].kind === "magic" || (CARDS[v.played.card].kind === "cursed" && me.heroes.indexOf(v.played.target) >= 0);
    const c = pickFirst(legal, "challenge");
    if (threat && c !== undefined) return c;
    return pickFirst(legal, "pass") as HtsAction;
  }
  const have = classes(me);
  let best: HtsAction | undefined;
  let bestScore = 0;
  for (const a of legal) {
    let score = 0;
    if (a.do === "attack") {
      const odds = oddsAtLeast(CARDS[a.card].slay, partyBonus(me, "attack") + v.bonus);
      score = odds >= 15 ? 40 + odds : 0;
    } else if (a.do === "play") {
      const d = CARDS[a.card];
      if (d.kind === "hero") score = have[d.cls] ? 25 : 35;
      else if (d.kind === "magic") score = 20;
      else if (d.kind === "item") score = 18;
      else if (d.kind === "cursed") score = 12;
    } else if (a.do === "roll") {
      const i = me.heroes.indexOf(a.card);
      const item = me.items[i] >= 0 ? CARDS[me.items[i]].skills.roll : 0;
      const odds = oddsAtLeast(CARDS[a.card].need, partyBonus(me, "effect") + v.bonus + item);
      score = odds >= 18 ? 10 + odds / 2 : 0;
    } else if (a.do === "draw") score = 8;
    else if (a.do === "redraw") score = v.hand.length === 0 ? 9 : 0;
    // Meeting a Monster soon counts: a Hero that completes a requirement scores more.
    if (a.do === "play" && CARDS[a.card].kind === "hero") {
      const trial: Party = { leader: me.leader, heroes: me.heroes.concat([a.card]), items: me.items.concat([-1]), slain: me.slain };
      for (const m of v.monsters) if (!meets(me, m) && meets(trial, m)) score += 5;
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? (pickFirst(legal, "end") as HtsAction);
}

function easyDecide(v: HtsView, rng: RngState): HtsAction {
  const legal = v.legal;
  const end = pickFirst(legal, "end");
  if (end !== undefined && legal.length > 1 && randomInt(rng, 5) !== 0) {
    const others = legal.filter((a) => a.do !== "end");
    return others[randomInt(rng, others.length)];
  }
  return legal[randomInt(rng, legal.length)];
}

export function createHtsBot(level: HtsBotLevel, rng: RngState): GameBot<HtsView, HtsAction> {
  return { decide: (v) => (level === "easy" ? easyDecide(v, rng) : level === "hard" ? hardDecide(v, rng) : simpleDecide(v, rng)) };
}
