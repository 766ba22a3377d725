/**
 * Here to Slay's "hard" bot: every choice is the one whose expected worth is highest, worth being
 * how near a Party comes to a win (distinct classes toward six, Monsters slain toward three, the
 * Monsters it can meet and its odds on them). It weighs rolls by their exact 2d6 odds with its own
 * lasting bonuses and the Modifiers it holds, and the odds that someone's Modifier turns them; an
 * opponent's gain counts against it by how near that opponent is to winning, so a seat one class
 * or one Monster from the win is challenged, robbed and rolled down first. It keeps Modifiers and
 * Challenges for the rolls and plays that decide something.
 *
 * Pure and seeded: plain loops and arrays, no sort (Lua's differs), no Math.pow (the last bit may
 * differ between runtimes), so Node and LuaJIT decide alike.
 */
import type { RngState } from "../../../util/random";
import { randomInt } from "../../../util/random";
import { CARDS } from "../engine/deck";
import type { Skills, Step } from "../engine/language";
import { SEARCH_TYPES } from "../engine/language";
import { heroClass, meets } from "../engine/party";
import { rollTotal } from "../engine/state";
import type { HtsAction, Party, Roll } from "../engine/types";
import type { HtsView } from "../engine/view";

/** Ways two dice make each total 2..12, out of 36. */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** Worth of a Party's distinct classes (six: the win at its turn's end) and of its slain Monsters (three: the win). */
const CLASS_VAL = [0, 0, 8, 18, 32, 55, 300];
const SLAIN_VAL = [0, 35, 80, 300];
/** Worth of an action point spent on nothing better, and of keeping a reaction card for later. */
const DRAW_VAL = 4;
const KEEP_MOD = 6;
const KEEP_CHALLENGE = 5;

/** The chance (0..1) that 2d6 + bonus reaches `need`. */
function chance(need: number, bonus: number): number {
  let n = 0;
  for (let t = 2; t <= 12; t++) if (t + bonus >= need) n += WAYS[t];
  return n / 36;
}

/** The chance that two dice plus `a` beat (strictly) two dice plus `b`. */
function beats(a: number, b: number): number {
  let n = 0;
  for (let x = 2; x <= 12; x++) for (let y = 2; y <= 12; y++) if (x + a > y + b) n += WAYS[x] * WAYS[y];
  return n / 1296;
}

function classesOf(p: Party): boolean[] {
  const seen = [false, false, false, false, false, false];
  if (p.leader >= 0) seen[CARDS[p.leader].cls] = true;
  for (let i = 0; i < p.heroes.length; i++) seen[heroClass(p, i)] = true;
  return seen;
}

function countOf(seen: boolean[]): number {
  let n = 0;
  for (const b of seen) if (b) n++;
  return n;
}

/** A Party's lasting skills from its leader and slain Monsters. */
function lasting(p: Party): Skills[] {
  const out: Skills[] = [];
  if (p.leader >= 0) out.push(CARDS[p.leader].skills);
  for (const m of p.slain) out.push(CARDS[m].skills);
  return out;
}

function partyBonus(p: Party, what: "attack" | "effect" | "challenge"): number {
  let b = 0;
  for (const k of lasting(p)) b += k[what];
  return b;
}

/** A slain Monster's skill, as worth. */
function skillWorth(k: Skills): number {
  let w = 4 * k.attack + 3 * k.effect + 2 * k.challenge + 6 * k.turnDraw + 8 * k.points;
  for (const t of k.on) w += 2 * t.length;
  return w;
}

function withoutHero(p: Party, hero: number): Party {
  const heroes: number[] = [];
  const items: number[] = [];
  for (let i = 0; i < p.heroes.length; i++)
    if (p.heroes[i] !== hero) {
      heroes.push(p.heroes[i]);
      items.push(p.items[i]);
    }
  return { leader: p.leader, heroes, items, slain: p.slain };
}

function withHero(p: Party, hero: number, item: number): Party {
  return { leader: p.leader, heroes: p.heroes.concat([hero]), items: p.items.concat([item]), slain: p.slain };
}

function withItem(p: Party, hero: number, item: number): Party {
  const items = p.items.slice();
  const i = p.heroes.indexOf(hero);
  if (i >= 0) items[i] = item;
  return { leader: p.leader, heroes: p.heroes, items, slain: p.slain };
}

/** The table as the bot reads it: its view and what it counted once per decision. */
interface Ctx {
  v: HtsView;
  me: number;
  /** How much each seat's gain counts against the bot (its own: 1). */
  weight: number[];
  /** The chance that some other seat holds a Modifier able to lower a roll by more than m (index m = 0..4). */
  knock: number[];
  /** The chance that some other seat holds a Challenge. */
  challengeHeld: number;
  /** The bot's own positive Modifier options: the best one card gives, the best two give. */
  plusOne: number;
  plusTwo: number;
}

/** The chance that `held` unseen cards out of `pool` include none of `k` wanted ones (hypergeometric, by products). */
function noneAmong(k: number, pool: number, held: number): number {
  let p = 1;
  for (let i = 0; i < held; i++) {
    if (pool - i <= 0) break;
    p *= Math.max(0, pool - k - i) / (pool - i);
  }
  return p;
}

function makeCtx(v: HtsView): Ctx {
  const me = v.seat;
  // Cards whose place the bot cannot see: the deck and the other hands.
  let held = 0;
  for (let seat = 0; seat < v.seats; seat++) if (seat !== me) held += v.handSizes[seat];
  const pool = held + v.deck;
  const seen: number[] = v.discard.concat(v.hand);
  const knock: number[] = [];
  for (let m = 0; m <= 4; m++) {
    let k = 0;
    for (const c of CARDS) {
      if (c.kind !== "modifier" || seen.indexOf(c.id) >= 0) continue;
      let drop = 0;
      for (const o of c.options) if (-o > drop) drop = -o;
      if (drop > m) k++;
    }
    knock.push(1 - noneAmong(k, pool, held));
  }
  let chal = 0;
  for (const c of CARDS) if (c.kind === "challenge" && seen.indexOf(c.id) < 0) chal++;
  let one = 0;
  let two = 0;
  for (const c of v.hand) {
    if (CARDS[c].kind !== "modifier") continue;
    let best = 0;
    for (const o of CARDS[c].options) if (o > best) best = o;
    if (best > one) {
      two = one;
      one = best;
    } else if (best > two) two = best;
  }
  const weight: number[] = [];
  for (let seat = 0; seat < v.seats; seat++) weight.push(seat === me ? 1 : 0.3 + 0.7 * closeness(v, v.parties[seat]));
  return { v, me, weight, knock, challengeHeld: 1 - noneAmong(chal, pool, held), plusOne: one, plusTwo: one + two };
}

/** How near a Party is to a win, 0..1: one class or one Monster away is 1. */
function closeness(v: HtsView, p: Party): number {
  const classes = countOf(classesOf(p));
  let c = classes >= 5 ? 1 : classes === 4 ? 0.45 : classes === 3 ? 0.12 : 0;
  if (p.slain.length >= 2) {
    let meetsOne = false;
    for (const m of v.monsters) if (meets(p, m)) meetsOne = true;
    c = Math.max(c, meetsOne ? 1 : 0.7);
  } else if (p.slain.length === 1) c = Math.max(c, 0.25);
  return c;
}

/** How near a Party is to winning, as worth: classes, Monsters, Heroes, Items, the Monsters it meets. */
function partyScore(c: Ctx, p: Party): number {
  const slain = p.slain.length < 3 ? p.slain.length : 3;
  let s = CLASS_VAL[countOf(classesOf(p))] + SLAIN_VAL[slain] + 3 * p.heroes.length;
  for (const it of p.items) {
    if (it < 0) continue;
    const k = CARDS[it].skills;
    s += CARDS[it].kind === "cursed" ? (k.seal ? -4 : k.roll) : 1 + k.roll + (k.guard ? 2 : 0);
  }
  for (const m of p.slain) s += skillWorth(CARDS[m].skills);
  if (slain < 3) {
    const bonus = partyBonus(p, "attack");
    let best = 0;
    for (const m of c.v.monsters) if (meets(p, m)) best = Math.max(best, chance(CARDS[m].slay, bonus));
    s += 0.3 * best * (SLAIN_VAL[slain + 1] - SLAIN_VAL[slain]);
  }
  return s;
}

/** A Hero's worth to its Party beyond its class (what losing it costs beyond the score). */
function heroExtra(h: number): number {
  return 1 + (10 - CARDS[h].need) * 0.3;
}

/** What a card in the bot's hand is worth keeping. */
function handWorth(c: Ctx, card: number): number {
  const d = CARDS[card];
  const me = c.v.parties[c.me];
  if (d.kind === "hero") return classesOf(me)[d.cls] ? 4 : 9;
  if (d.kind === "modifier") {
    let best = 0;
    for (const o of d.options) best = Math.max(best, o < 0 ? -o : o);
    return KEEP_MOD + (best >= 3 ? 1 : 0);
  }
  if (d.kind === "challenge") return KEEP_CHALLENGE;
  if (d.kind === "magic") return 5;
  if (d.kind === "item") {
    if (d.skills.classIs >= 0 && !classesOf(me)[d.skills.classIs]) return 7;
    return 3;
  }
  return 2;
}

/** The loss to `seat` (worth, weighted against the bot) of losing `hero`, and the bot's gain if it took it. */
function takeWorth(c: Ctx, seat: number, hero: number, steal: boolean): number {
  const p = c.v.parties[seat];
  const loss = partyScore(c, p) - partyScore(c, withoutHero(p, hero)) + heroExtra(hero);
  let w = c.weight[seat] * loss;
  if (steal) {
    const me = c.v.parties[c.me];
    const item = p.items[p.heroes.indexOf(hero)];
    w += partyScore(c, withHero(me, hero, item)) - partyScore(c, me) + heroExtra(hero);
  }
  return w;
}

function guarded(c: Ctx, seat: number, index: number): boolean {
  if (c.v.protect[seat]) return true;
  const it = c.v.parties[seat].items[index];
  return it >= 0 && CARDS[it].skills.guard;
}

/** The best target of a destroy, steal or return by the bot, as worth (0: none). */
function bestTake(c: Ctx, verb: "destroy" | "steal" | "return"): number {
  let best = 0;
  for (let seat = 0; seat < c.v.seats; seat++) {
    if (seat === c.me) continue;
    const p = c.v.parties[seat];
    for (let i = 0; i < p.heroes.length; i++) {
      if (guarded(c, seat, i)) continue;
      const w = takeWorth(c, seat, p.heroes[i], verb === "steal") * (verb === "return" ? 0.6 : 1);
      if (w > best) best = w;
    }
  }
  return best;
}

/** The cheapest Hero the bot could give up, as worth lost (a Party without Heroes loses nothing). */
function cheapestLoss(c: Ctx, seat: number): number {
  const p = c.v.parties[seat];
  let best = -1;
  for (const h of p.heroes) {
    const loss = partyScore(c, p) - partyScore(c, withoutHero(p, h)) + heroExtra(h);
    if (best < 0 || loss < best) best = loss;
  }
  return best < 0 ? 0 : best;
}

/** The best attack the bot can make now (its worth), with `extra` added to the roll. */
function bestAttack(c: Ctx, extra: number): number {
  let best = 0;
  for (const m of c.v.monsters) if (meets(c.v.parties[c.me], m)) best = Math.max(best, attackWorth(c, m, extra));
  return best;
}

/** What the bot's steps are worth to it, run for itself now. */
function stepsWorth(c: Ctx, steps: readonly Step[], source: number): number {
  const v = c.v;
  const mine = v.active === c.me;
  let w = 0;
  for (const st of steps) {
    const n = st.n;
    switch (st.verb) {
      case "draw":
        w += DRAW_VAL * n;
        break;
      case "discard":
        w -= Math.min(n, v.hand.length) * 2.5;
        break;
      case "each-discard":
        for (let seat = 0; seat < v.seats; seat++) if (seat !== c.me) w += Math.min(n, v.handSizes[seat]) * 2.5 * c.weight[seat];
        break;
      case "sacrifice":
        w -= cheapestLoss(c, c.me) * n;
        break;
      case "each-sacrifice":
        for (let seat = 0; seat < v.seats; seat++) if (seat !== c.me) w += cheapestLoss(c, seat) * c.weight[seat] * n;
        break;
      case "destroy":
      case "steal":
      case "return":
        w += bestTake(c, st.verb);
        break;
      case "destroy-item": {
        let best = 0;
        for (let seat = 0; seat < v.seats; seat++) {
          const p = v.parties[seat];
          for (let i = 0; i < p.items.length; i++) if (p.items[i] >= 0) best = Math.max(best, itemLossWorth(c, seat, p.heroes[i]));
        }
        w += best;
        break;
      }
      case "search": {
        let best = 0;
        for (const card of v.discard) {
          if (card === source) continue;
          const kind = CARDS[card].kind;
          const want = SEARCH_TYPES[n];
          if (want === "any" || kind === want || (want === "item" && kind === "cursed")) best = Math.max(best, handWorth(c, card));
        }
        w += best;
        break;
      }
      case "pull": {
        let any = false;
        for (let seat = 0; seat < v.seats; seat++) if (seat !== c.me && v.handSizes[seat] > 0) any = true;
        if (any) w += 3.5 * n;
        break;
      }
      case "protect": {
        let worst = 0;
        for (let seat = 0; seat < v.seats; seat++) if (seat !== c.me) worst = Math.max(worst, c.weight[seat]);
        w += 2 + 4 * worst;
        break;
      }
      case "action":
        if (mine) w += 5 * n;
        break;
      case "bonus":
        // Worth what it adds to an attack still in reach this turn.
        if (mine && v.points >= 2) w += Math.max(0.3 * n, bestAttack(c, n) - bestAttack(c, 0));
        else w += 0.3 * n;
        break;
    }
  }
  return w;
}

/** The worth (to the bot) of the Item on `hero` in `seat`'s Party going to the discard pile. */
function itemLossWorth(c: Ctx, seat: number, hero: number): number {
  const p = c.v.parties[seat];
  const delta = partyScore(c, withItem(p, hero, -1)) - partyScore(c, p);
  return seat === c.me ? delta : -c.weight[seat] * delta;
}

/** An attack's worth: the odds of slaying (own Modifiers to help, others' to spoil) against the fight-back. */
function attackWorth(c: Ctx, m: number, extra: number): number {
  const v = c.v;
  const me = v.parties[c.me];
  const d = CARDS[m];
  const bonus = partyBonus(me, "attack") + (v.active === c.me ? v.bonus : 0) + extra;
  let slay = 0;
  let fight = 0;
  let spent = 0;
  for (let t = 2; t <= 12; t++) {
    const p = WAYS[t] / 36;
    const total = t + bonus;
    if (total >= d.slay) {
      const margin = total - d.slay;
      const k = margin > 4 ? 0 : c.knock[margin];
      slay += p * (1 - k * (c.plusOne > 0 ? 0.5 : 1));
    } else if (d.slay - total <= c.plusOne) {
      slay += p * 0.8;
      spent += p;
    } else if (d.slay - total <= c.plusTwo) {
      slay += p * 0.7;
      spent += 2 * p;
    } else if (total <= d.fightBack) fight += p;
  }
  const n = me.slain.length;
  const gain = SLAIN_VAL[n + 1 > 3 ? 3 : n + 1] - SLAIN_VAL[n] + skillWorth(d.skills);
  let penalty = 0;
  for (const st of d.steps) penalty += st.verb === "sacrifice" ? cheapestLoss(c, c.me) * st.n : 2.5 * st.n;
  return slay * gain - fight * penalty - spent * KEEP_MOD;
}

/** The chance a card the bot plays survives its challenge window. */
function survives(c: Ctx, card: number): number {
  const me = c.v.parties[c.me];
  const kind = CARDS[card].kind;
  const likely = kind === "magic" || me.slain.length >= 2 ? 0.9 : kind === "cursed" ? 0.5 : 0.15;
  let bonus = partyBonus(me, "challenge");
  if (c.plusOne > 0) bonus += 1;
  let worst = 0;
  for (let seat = 0; seat < c.v.seats; seat++) if (seat !== c.me) worst = Math.max(worst, partyBonus(c.v.parties[seat], "challenge"));
  return 1 - c.challengeHeld * likely * (1 - beats(bonus, worst));
}

/** What playing `card` (on `target`) is worth to `seat`'s Party as the bot sees it, from that seat's side. */
function playWorth(c: Ctx, card: number, target: number): number {
  const d = CARDS[card];
  const me = c.v.parties[c.me];
  if (d.kind === "hero") {
    const after = withHero(me, card, -1);
    const odds = chance(d.need, partyBonus(me, "effect") + (c.v.active === c.me ? c.v.bonus : 0));
    return partyScore(c, after) - partyScore(c, me) + heroExtra(card) + odds * stepsWorth(c, d.steps, card);
  }
  if (d.kind === "magic") {
    let w = stepsWorth(c, d.steps, card);
    for (const k of lasting(me)) w += k.on[2].length * DRAW_VAL;
    return w;
  }
  if (d.kind === "item") return partyScore(c, withItem(me, target, card)) - partyScore(c, me);
  for (let seat = 0; seat < c.v.seats; seat++) {
    const p = c.v.parties[seat];
    const i = p.heroes.indexOf(target);
    if (i < 0) continue;
    const extra = d.skills.seal || d.skills.roll < 0 ? (10 - CARDS[target].need) * 0.4 + 1 : 0;
    return c.weight[seat] * (partyScore(c, p) - partyScore(c, withItem(p, target, card)) + extra);
  }
  return 0;
}

/** Worth of each main-phase action (its own points included: an attack is weighed against two 1-point actions). */
function mainDecide(c: Ctx): HtsAction {
  const v = c.v;
  const legal = v.legal;
  const me = v.parties[c.me];
  let end: HtsAction | undefined;
  for (const a of legal) if (a.do === "end") end = a;
  // Six classes: the win comes as the turn ends.
  if (countOf(classesOf(me)) >= 6 && end !== undefined) return end;
  const scores: number[] = [];
  let top1 = DRAW_VAL;
  let top2 = DRAW_VAL;
  for (const a of legal) {
    let s = -1;
    if (a.do === "draw") {
      s = DRAW_VAL;
      for (const k of lasting(me)) s += k.on[3].length * DRAW_VAL;
    } else if (a.do === "play") s = playWorth(c, a.card, a.target) * survives(c, a.card) - 0.2 * handWorth(c, a.card);
    else if (a.do === "roll") {
      const i = me.heroes.indexOf(a.card);
      const item = me.items[i] >= 0 ? CARDS[me.items[i]].skills.roll : 0;
      const odds = chance(CARDS[a.card].need, partyBonus(me, "effect") + v.bonus + item);
      s = odds * (1 - 0.3 * c.knock[0]) * stepsWorth(c, CARDS[a.card].steps, a.card);
    } else if (a.do === "attack") s = attackWorth(c, a.card, 0);
    else if (a.do === "redraw") {
      let kept = 0;
      for (const h of v.hand) kept += handWorth(c, h);
      s = 5 * 4.5 - kept;
    }
    scores.push(s);
    if (a.do !== "attack" && a.do !== "redraw" && a.do !== "end") {
      if (s > top1) {
        top2 = top1;
        top1 = s;
      } else if (s > top2) top2 = s;
    }
  }
  let best: HtsAction | undefined;
  let bestScore = 0;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    let s = scores[i];
    // Points spent at once are weighed against the single actions they push out.
    if (a.do === "attack") s -= v.points >= 3 ? 0 : top1;
    if (a.do === "redraw") s -= top1 + top2;
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best ?? (end as HtsAction);
}

/** What a roll on the table, ending at these totals, is worth to the bot. */
function rollOutcome(c: Ctx, r: Roll, total: number, vs: number): number {
  if (r.kind === "challenge") {
    // The challenger wins ties; the card resolves only when the player beats them.
    if (vs >= total) return 0;
    return playedWorth(c);
  }
  const gainOf = (w: number): number => (r.seat === c.me ? w : -c.weight[r.seat] * w);
  if (r.kind === "effect") {
    if (total < CARDS[r.subject].need) return 0;
    return gainOf(effectFor(c, r.seat, r.subject));
  }
  const m = CARDS[r.subject];
  const p = c.v.parties[r.seat];
  if (total >= m.slay) {
    const n = p.slain.length;
    return gainOf(SLAIN_VAL[n + 1 > 3 ? 3 : n + 1] - SLAIN_VAL[n] + skillWorth(m.skills));
  }
  if (total <= m.fightBack) {
    let penalty = 0;
    for (const st of m.steps) penalty += st.verb === "sacrifice" ? cheapestLoss(c, r.seat) * st.n : 2.5 * st.n;
    return -gainOf(penalty);
  }
  return 0;
}

/** A Hero's effect for `seat`, as worth to that seat (the bot's own steps reckoning, a rougher one for others). */
function effectFor(c: Ctx, seat: number, hero: number): number {
  if (seat === c.me) return stepsWorth(c, CARDS[hero].steps, hero);
  let w = 0;
  for (const st of CARDS[hero].steps) {
    if (st.verb === "destroy" || st.verb === "steal" || st.verb === "return") {
      // Taken from the bot if it leads; the steal adds to the taker.
      w += Math.max(4, cheapestLoss(c, c.me) * 1.5) + (st.verb === "steal" ? 8 : 0);
    } else if (st.verb === "draw" || st.verb === "pull" || st.verb === "search") w += 4 * st.n;
    else if (st.verb === "action") w += 5 * st.n;
    else w += 3;
  }
  return w;
}

/** The card in its challenge window resolving: its worth to the bot (its own play: its worth; another's: against it). */
function playedWorth(c: Ctx): number {
  const pl = c.v.played;
  if (pl.card < 0) return 0;
  if (pl.seat === c.me) return Math.max(0, playWorth(c, pl.card, pl.target));
  const d = CARDS[pl.card];
  const p = c.v.parties[pl.seat];
  const w = c.weight[pl.seat];
  if (d.kind === "hero") {
    const gain = partyScore(c, withHero(p, pl.card, -1)) - partyScore(c, p) + effectFor(c, pl.seat, pl.card) * 0.5;
    return -w * gain;
  }
  if (d.kind === "item") return -w * (partyScore(c, withItem(p, pl.target, pl.card)) - partyScore(c, p) + 2);
  if (d.kind === "cursed") {
    const mine = c.v.parties[c.me].heroes.indexOf(pl.target) >= 0;
    return mine ? -(4 + (10 - CARDS[pl.target].need) * 0.5) : 1;
  }
  // Magic: how much it gives its player, and a destroy, steal or return may well be the bot's Hero.
  let harm = 0;
  for (const st of d.steps) {
    if (st.verb === "destroy" || st.verb === "steal" || st.verb === "return") harm += Math.max(4, cheapestLoss(c, c.me) * 1.5);
    else if (st.verb === "each-sacrifice") harm += cheapestLoss(c, c.me);
    else if (st.verb === "each-discard") harm += 2.5 * st.n;
    else harm += w * 4 * st.n;
  }
  return -harm;
}

/** Play the Modifier whose option gains the most over keeping it, else pass. */
function modifyDecide(c: Ctx): HtsAction {
  const v = c.v;
  const r = v.roll;
  const total = rollTotal(r.dice, r.bonus, r.mods);
  const vs = r.kind === "challenge" ? rollTotal(r.vsDice, r.vsBonus, r.vsMods) : 0;
  const now = rollOutcome(c, r, total, vs);
  let best: HtsAction | undefined;
  let bestGain = 0;
  for (const a of v.legal) {
    if (a.do !== "modify") continue;
    const value = CARDS[a.card].options[a.option];
    const after = a.target === 1 ? rollOutcome(c, r, total, vs + value) : rollOutcome(c, r, total + value, vs);
    // Someone may answer with a Modifier of their own: a small margin is worth less.
    const gain = (after - now) * (1 - 0.3 * c.knock[0]) - handWorth(c, a.card);
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  if (best !== undefined) return best;
  for (const a of v.legal) if (a.do === "pass") return a;
  return v.legal[0];
}

/** Challenge a card when stopping it is worth more than the Challenge kept. */
function challengeDecide(c: Ctx): HtsAction {
  const v = c.v;
  let pass: HtsAction | undefined;
  let chal: HtsAction | undefined;
  for (const a of v.legal) {
    if (a.do === "pass") pass = a;
    if (a.do === "challenge" && chal === undefined) chal = a;
  }
  if (chal !== undefined) {
    const mine = partyBonus(v.parties[c.me], "challenge");
    const theirs = partyBonus(v.parties[v.played.seat], "challenge");
    // The challenger wins ties: it wins unless the player's roll beats it.
    let odds = 1 - beats(theirs, mine + (c.plusOne > 0 ? 1 : 0));
    if (odds > 0.95) odds = 0.95;
    if (-playedWorth(c) * odds > KEEP_CHALLENGE) return chal;
  }
  return pass ?? v.legal[0];
}

/** A prompt's pick: the card or seat worth most (the least lost, for the bot's own losses). */
function promptDecide(c: Ctx): HtsAction {
  const v = c.v;
  const verb = v.prompt.verb;
  const me = v.parties[c.me];
  if (verb === "roll?") return v.legal[0];
  let best = v.legal[0];
  let bestScore = -1e9;
  for (const a of v.legal) {
    let s = 0;
    if (verb === "discard") s = -handWorth(c, a.card);
    else if (verb === "sacrifice") s = -(partyScore(c, me) - partyScore(c, withoutHero(me, a.card)) + heroExtra(a.card));
    else if (verb === "search") s = handWorth(c, a.card);
    else if (verb === "pull") s = v.handSizes[a.card] * (0.5 + c.weight[a.card]);
    else if (verb === "destroy-item") {
      for (let seat = 0; seat < v.seats; seat++) {
        const i = v.parties[seat].items.indexOf(a.card);
        if (i >= 0) s = itemLossWorth(c, seat, v.parties[seat].heroes[i]);
      }
    } else {
      for (let seat = 0; seat < v.seats; seat++) if (v.parties[seat].heroes.indexOf(a.card) >= 0) s = takeWorth(c, seat, a.card, verb === "steal");
    }
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}

/** The leader whose class the hand covers least (a leader is a class the Heroes need not bring). */
function leaderDecide(v: HtsView, rng: RngState): HtsAction {
  const inHand = [0, 0, 0, 0, 0, 0];
  for (const h of v.hand) if (CARDS[h].kind === "hero") inHand[CARDS[h].cls]++;
  let fewest = 99;
  for (const a of v.legal) fewest = Math.min(fewest, inHand[CARDS[a.card].cls]);
  const picks: HtsAction[] = [];
  for (const a of v.legal) if (inHand[CARDS[a.card].cls] === fewest) picks.push(a);
  return picks[randomInt(rng, picks.length)];
}

export function hardDecide(v: HtsView, rng: RngState): HtsAction {
  if (v.phase === "leaders") return leaderDecide(v, rng);
  const c = makeCtx(v);
  if (v.prompt.seat === v.seat) return promptDecide(c);
  if (v.window.kind === "modify") return modifyDecide(c);
  if (v.window.kind === "challenge") return challengeDecide(c);
  return mainDecide(c);
}
