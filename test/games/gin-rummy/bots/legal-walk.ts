// Walks random positions under every rules preset and asks bots to decide at each one.
import { expect } from "vitest";
import type { Bot } from "../../../../src/games/gin-rummy/bots/bot";
import { applyActionInPlace, checkAction } from "../../../../src/games/gin-rummy/engine/hand";
import { dealHand } from "../../../../src/games/gin-rummy/engine/match";
import { createRng, randomFloat, randomInt, RngState } from "../../../../src/util/random";
import { presetRules, Rules, validateRules } from "../../../../src/games/gin-rummy/engine/rules";
import type { Action, Seat } from "../../../../src/games/gin-rummy/engine/types";
import { seatView } from "../../../../src/games/gin-rummy/engine/view";
import { byTier } from "../../../support/tier";

function rulesSets(): Rules[] {
  const reshuffle = validateRules({ deadHand: "reshuffle", knockLimit: 7 });
  if (!reshuffle.ok) throw new Error("rules");
  return [presetRules("house"), presetRules("classic"), presetRules("oklahoma"), presetRules("straight"), reshuffle.rules, presetRules("tedesco"), presetRules("mahjong")];
}

function sameAction(a: Action, b: Action): boolean {
  if (a.seat !== b.seat || a.do !== b.do) return false;
  if (a.do === "discard" && b.do === "discard") return a.card === b.card && (a.knock === true) === (b.knock === true);
  return true;
}

/** The long walks' decision points: 100,000; the fast tier walks the first 2,000 (every rules preset still reached). */
export const LONG_WALK = byTier(100_000, 2_000);

/** Walks hands, asking every bot at every decision point; returns how many points were checked. */
export function checkLegality(bots: Bot[], points: number, seed: number): number {
  const rng: RngState = createRng(seed);
  const all = rulesSets();
  let checked = 0;
  let handIndex = 0;
  while (checked < points) {
    const rules = all[handIndex % all.length];
    const s = dealHand(rules, rng, (handIndex % 2) as Seat);
    // Match scores anywhere below the target (or none, as for a lone hand) reach the bots' match odds.
    const t = rules.matchTarget;
    const scores: [number, number] | undefined = handIndex % 3 === 0 ? undefined : [randomInt(rng, t), randomInt(rng, t)];
    handIndex++;
    while (s.phase !== "over" && checked < points) {
      const view = seatView(s, s.turn, scores);
      let chosen: Action | undefined;
      for (const bot of bots) {
        const a = bot.decide(view);
        const legal = view.legal.some((l) => sameAction(l, a));
        if (!legal || checkAction(s, a) !== undefined) {
          expect.fail(`${bot.level} played ${JSON.stringify(a)}; legal: ${JSON.stringify(view.legal)}`);
        }
        checked++;
        if (chosen === undefined && randomInt(rng, bots.length) === 0) chosen = a;
      }
      // Random legal moves now and then reach states bots would avoid (knocks at once, odd discards).
      const action = chosen === undefined || randomFloat(rng) < 0.3 ? view.legal[randomInt(rng, view.legal.length)] : chosen;
      expect(applyActionInPlace(s, action)).toBeUndefined();
    }
  }
  return checked;
}

