// Random hand records for cross-runtime and property tests: random rules, a seeded deal, random
// legal play (knocking whenever a coin says so) and, now and then, an illegal action.
import { cardName } from "../../src/games/gin-rummy/engine/cards";
import { dealHand } from "../../src/games/gin-rummy/engine/match";
import { legalActions, applyActionInPlace } from "../../src/games/gin-rummy/engine/hand";
import { createRng, randomInt, RngState } from "../../src/util/random";
import { HOUSE_RULES, Rules } from "../../src/games/gin-rummy/engine/rules";
import type { Action, HandState, Seat } from "../../src/games/gin-rummy/engine/types";
import { minDeadwood, optimalArrangements } from "../../src/games/gin-rummy/engine/melds";

const VARIANTS: Partial<Rules>[] = [
  {},
  {},
  { knockLimit: 5 },
  { oklahoma: true },
  { bigGin: true },
  { straightGin: true, bigGin: true },
  { deadHand: "reshuffle" },
  { ginBonus: 20, undercutBonus: 10 },
];

export function actionJson(a: Action): Record<string, unknown> {
  if (a.do === "discard") {
    if (a.knock !== true) return { seat: a.seat, do: "discard", card: cardName(a.card) };
    const out: Record<string, unknown> = { seat: a.seat, do: "discard", card: cardName(a.card), knock: true };
    if (a.melds !== undefined) out.melds = a.melds.map((m) => m.map(cardName));
    return out;
  }
  return { seat: a.seat, do: a.do };
}

/** A knock names, half the time, one of the knocker's least-deadwood arrangements (else the default). */
function withMelds(rng: RngState, state: HandState, a: Action): Action {
  if (a.do !== "discard" || a.knock !== true || randomInt(rng, 2) === 0) return a;
  const all = optimalArrangements(state.hands[a.seat].filter((c) => c !== a.card));
  return { ...a, melds: all[randomInt(rng, all.length)].melds };
}

/** Mostly greedy (so hands reach knocks, gins and undercuts), sometimes random. */
function pick(rng: RngState, state: HandState, legal: readonly Action[]): Action {
  const finishing = legal.filter((a) => a.do === "bigGin" || (a.do === "discard" && a.knock === true));
  if (finishing.length > 0 && randomInt(rng, 3) !== 0) return finishing[randomInt(rng, finishing.length)];
  const plain = legal.filter((a) => !(a.do === "discard" && a.knock === true) && a.do !== "bigGin");
  if (randomInt(rng, 4) === 0) return plain[randomInt(rng, plain.length)];
  const hand = state.hands[state.turn];
  if (plain[0].do === "take" || plain[0].do === "pass") {
    const top = state.discard[state.discard.length - 1];
    const takes = minDeadwood(hand.concat([top])) < minDeadwood(hand) - 3;
    const want = takes ? "take" : plain.some((a) => a.do === "stock") ? "stock" : "pass";
    return plain.find((a) => a.do === want) ?? plain[0];
  }
  let best = plain[0];
  let bestD = 1e9;
  for (const a of plain) {
    if (a.do !== "discard") continue;
    const d = minDeadwood(hand.filter((c) => c !== a.card));
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best;
}

function illegal(rng: RngState): Record<string, unknown> {
  const seat = randomInt(rng, 2);
  const kinds = ["pass", "take", "stock", "discard", "bigGin"];
  const kind = kinds[randomInt(rng, kinds.length)];
  if (kind === "discard") {
    const out: Record<string, unknown> = { seat, do: "discard", card: cardName(randomInt(rng, 52)), knock: randomInt(rng, 2) === 0 };
    // Now and then melds that are unlikely to be the knocker's (or a knock at all).
    if (randomInt(rng, 3) === 0) out.melds = [[cardName(randomInt(rng, 52)), cardName(randomInt(rng, 52)), cardName(randomInt(rng, 52))]];
    return out;
  }
  return { seat, do: kind };
}

export function generateRecord(seed: number): Record<string, unknown> {
  const rng = createRng(seed);
  const overrides = VARIANTS[randomInt(rng, VARIANTS.length)];
  const rules: Rules = { ...HOUSE_RULES, ...overrides };
  const dealer = randomInt(rng, 2) as Seat;
  const hand = dealHand(rules, rng, dealer);
  const record = {
    rules: overrides,
    dealer,
    hands: [hand.hands[0].map(cardName), hand.hands[1].map(cardName)],
    upcard: cardName(hand.upcard),
    stock: hand.stock.slice().reverse().map(cardName),
    seed: 0,
    actions: [] as Record<string, unknown>[],
  };
  // Records replay with their own seed's RNG for reshuffles; play with the same one.
  const state = { ...hand, rng: createRng(0) };
  const breakAt = randomInt(rng, 10) === 0 ? randomInt(rng, 60) : -1;
  while (state.phase !== "over") {
    if (record.actions.length === breakAt) {
      record.actions.push(illegal(rng));
      break;
    }
    const a = withMelds(rng, state, pick(rng, state, legalActions(state)));
    const err = applyActionInPlace(state, a);
    if (err !== undefined) throw new Error(`generator played an illegal action: ${err.code}`);
    record.actions.push(actionJson(a));
  }
  return record;
}
