/**
 * The rule options of an Uno No Mercy table and its presets (docs/uno-no-mercy.md). The default
 * follows the published game; "classic-stacking" is the common house rule that a draw card
 * stacks only on a draw card of the same value.
 */
export interface UnoRules {
  /** A draw card stacks on one of equal or higher value (true) or only equal value (false). */
  stackHigher: boolean;
  /** After drawing until playable, the found card must be played (false: the player may keep it). */
  playDrawn: boolean;
  /** First to this many points wins the match. */
  matchTarget: number;
  /** A player holding this many cards is knocked out of the hand. */
  mercyLimit: number;
  /** What the player who caused a knock-out scores. */
  mercyBonus: number;
  /** Cards a player caught not calling UNO draws. */
  unoPenalty: number;
}

export type UnoPreset = "no-mercy" | "classic-stacking";
export const UNO_PRESETS: readonly UnoPreset[] = ["no-mercy", "classic-stacking"];

export const NO_MERCY_RULES: UnoRules = { stackHigher: true, playDrawn: true, matchTarget: 1000, mercyLimit: 25, mercyBonus: 250, unoPenalty: 2 };

export function unoPresetRules(p: string): UnoRules {
  const r = { ...NO_MERCY_RULES };
  if (p === "classic-stacking") r.stackHigher = false;
  return r;
}

/** The preset whose rules these are ("no-mercy" when none matches exactly). */
export function unoPresetOf(r: UnoRules): UnoPreset {
  for (const p of UNO_PRESETS) {
    const q = unoPresetRules(p);
    if (q.stackHigher === r.stackHigher && q.playDrawn === r.playDrawn && q.matchTarget === r.matchTarget && q.mercyLimit === r.mercyLimit && q.mercyBonus === r.mercyBonus && q.unoPenalty === r.unoPenalty) return p;
  }
  return "no-mercy";
}
