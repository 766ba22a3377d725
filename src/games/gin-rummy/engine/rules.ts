/**
 * Every number of the game lives here. The defaults are the board's house rules; presets are
 * named overrides. `validateRules` is the one gate for rules from records, configs and screens.
 */
import { isJsonObject } from "../../../util/json";

export type DeadHandPolicy = "redeal" | "reshuffle";
export type NextDealerPolicy = "alternate" | "winner" | "loser";

export interface Rules {
  /** Most deadwood a player may knock with (Oklahoma replaces it by the first upcard's value). */
  knockLimit: number;
  ginBonus: number;
  undercutBonus: number;
  /** Big gin: 11 melded cards after drawing, declared without a discard. */
  bigGin: boolean;
  bigGinBonus: number;
  matchTarget: number;
  /** Oklahoma: the first upcard sets the knock limit (ace: gin only), a spade upcard doubles the hand. */
  oklahoma: boolean;
  /** Straight gin: no knocking, only gin (and big gin when allowed). */
  straightGin: boolean;
  /** At two stock cards: the hand is dead, or the discard pile (less its top) becomes the stock once. */
  deadHand: DeadHandPolicy;
  nextDealer: NextDealerPolicy;
  /** Classic bonuses at match end: game bonus, a line (box) bonus per hand won, doubled game bonus on a shutout. */
  classicBonuses: boolean;
  gameBonus: number;
  lineBonus: number;
  /*
   * The variants below are optional so that rules without them stay the same objects, texts and
   * JSON as ever (stored matches, version-1 records and protocol messages); absent means off.
   */
  /** Hollywood: three games scored at once (a seat's n-th hand won scores in the first n games). */
  hollywood?: boolean;
  /** Tedesco: points added when the hand's winner also won the last hand that had a winner. */
  streakBonus?: number;
  /** Mahjong gin: 13 cards each at two seats, aces high or low in runs (Q-K-A, A-2-3, never K-A-2). */
  mahjong?: boolean;
}

export const HOUSE_RULES: Rules = {
  knockLimit: 10,
  ginBonus: 25,
  undercutBonus: 25,
  bigGin: false,
  bigGinBonus: 31,
  matchTarget: 100,
  oklahoma: false,
  straightGin: false,
  deadHand: "redeal",
  nextDealer: "alternate",
  classicBonuses: false,
  gameBonus: 100,
  lineBonus: 25,
};

export type PresetName = "house" | "classic" | "oklahoma" | "straight" | "hollywood" | "tedesco" | "mahjong";
export const PRESET_NAMES: readonly PresetName[] = ["house", "classic", "oklahoma", "straight", "hollywood", "tedesco", "mahjong"];

/** Tedesco's bonus for a hand won right after a hand the same seat won (docs/rules.md, "Tedesco"). */
export const TEDESCO_STREAK_BONUS = 25;

export function presetRules(name: PresetName): Rules {
  const r = copyRules(HOUSE_RULES);
  if (name === "classic") {
    r.classicBonuses = true;
    r.bigGin = true;
  } else if (name === "oklahoma") {
    r.oklahoma = true;
    r.classicBonuses = true;
    r.matchTarget = 150;
  } else if (name === "straight") {
    r.straightGin = true;
    r.bigGin = true;
  } else if (name === "hollywood") {
    r.hollywood = true;
  } else if (name === "tedesco") {
    r.oklahoma = true;
    r.classicBonuses = true;
    r.matchTarget = 150;
    r.streakBonus = TEDESCO_STREAK_BONUS;
  } else if (name === "mahjong") {
    r.mahjong = true;
  }
  return r;
}

export function copyRules(r: Rules): Rules {
  const out: Rules = {
    knockLimit: r.knockLimit,
    ginBonus: r.ginBonus,
    undercutBonus: r.undercutBonus,
    bigGin: r.bigGin,
    bigGinBonus: r.bigGinBonus,
    matchTarget: r.matchTarget,
    oklahoma: r.oklahoma,
    straightGin: r.straightGin,
    deadHand: r.deadHand,
    nextDealer: r.nextDealer,
    classicBonuses: r.classicBonuses,
    gameBonus: r.gameBonus,
    lineBonus: r.lineBonus,
  };
  // Only when on: rules without the variants copy (and write) exactly as before they existed.
  if (r.hollywood === true) out.hollywood = true;
  if (streakBonusOf(r) > 0) out.streakBonus = r.streakBonus;
  if (r.mahjong === true) out.mahjong = true;
  return out;
}

export function streakBonusOf(r: Rules): number {
  return r.streakBonus !== undefined ? r.streakBonus : 0;
}

const NUMBER_FIELDS: { key: keyof Rules; min: number; max: number }[] = [
  { key: "knockLimit", min: 0, max: 10 },
  { key: "ginBonus", min: 0, max: 1000 },
  { key: "undercutBonus", min: 0, max: 1000 },
  { key: "bigGinBonus", min: 0, max: 1000 },
  { key: "matchTarget", min: 1, max: 10000 },
  { key: "gameBonus", min: 0, max: 10000 },
  { key: "lineBonus", min: 0, max: 1000 },
  { key: "streakBonus", min: 0, max: 1000 },
];
const BOOLEAN_FIELDS: (keyof Rules)[] = ["bigGin", "oklahoma", "straightGin", "classicBonuses", "hollywood", "mahjong"];

export interface RulesError {
  field: string;
  reason: string;
}

/**
 * Applies overrides (a parsed JSON object: unknown shape) to a base. Returns the rules, or the first
 * problem: an unknown key, a wrong type, or a number out of range. Never throws.
 */
export function validateRules(
  overrides: unknown,
  base: Rules = HOUSE_RULES,
): { ok: true; rules: Rules } | { ok: false; error: RulesError } {
  const rules = copyRules(base);
  if (overrides === undefined || overrides === null) return { ok: true, rules };
  if (!isJsonObject(overrides)) {
    return { ok: false, error: { field: "rules", reason: "not an object" } };
  }
  const o = overrides as Record<string, unknown>;
  // Sorted: Lua tables keep no key order, and the first problem named must be the same in both runtimes.
  const keys = Object.keys(o);
  keys.sort();
  for (const key of keys) {
    const value = o[key];
    if (key === "preset") {
      if (typeof value !== "string" || PRESET_NAMES.indexOf(value as PresetName) < 0) {
        return { ok: false, error: { field: key, reason: "unknown preset" } };
      }
      continue;
    }
    const num = NUMBER_FIELDS.find((f) => f.key === key);
    if (num !== undefined) {
      if (typeof value !== "number" || Math.floor(value) !== value || value < num.min || value > num.max) {
        return { ok: false, error: { field: key, reason: `integer ${num.min}..${num.max} expected` } };
      }
      (rules as unknown as Record<string, unknown>)[key] = value;
      continue;
    }
    if (BOOLEAN_FIELDS.indexOf(key as keyof Rules) >= 0) {
      if (typeof value !== "boolean") return { ok: false, error: { field: key, reason: "boolean expected" } };
      (rules as unknown as Record<string, unknown>)[key] = value;
      continue;
    }
    if (key === "deadHand") {
      if (value !== "redeal" && value !== "reshuffle") {
        return { ok: false, error: { field: key, reason: "redeal or reshuffle expected" } };
      }
      rules.deadHand = value;
      continue;
    }
    if (key === "nextDealer") {
      if (value !== "alternate" && value !== "winner" && value !== "loser") {
        return { ok: false, error: { field: key, reason: "alternate, winner or loser expected" } };
      }
      rules.nextDealer = value;
      continue;
    }
    return { ok: false, error: { field: key, reason: "unknown rule" } };
  }
  // A preset sets the base; explicit numbers above still win, so apply the preset first.
  const preset = o["preset"];
  if (typeof preset === "string") {
    const withPreset = validateRules(withoutKey(o, "preset"), presetRules(preset as PresetName));
    return withPreset;
  }
  // A variant set off is the same rules as one never named.
  return { ok: true, rules: copyRules(rules) };
}

function withoutKey(o: Record<string, unknown>, drop: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in o) if (k !== drop) out[k] = o[k];
  return out;
}

/**
 * The highest knock limit at a table of `seats` (docs/rules.md, "Three or four players"): two
 * players' 10; three scale it to their 7 cards; four keep 10, since at 7 their shorter stock (23
 * cards) voided about 2 hands in 5.
 */
export function seatKnockLimit(seats: number): number {
  return seats === 3 ? 7 : 10;
}

/** Rules as `seats` players play them: the knock limit capped for the seats (a copy). */
export function rulesForSeats(rules: Rules, seats: number): Rules {
  const r = copyRules(rules);
  r.knockLimit = Math.min(r.knockLimit, seatKnockLimit(seats));
  return r;
}

/** The knock limit in force for a hand, given its first upcard's points (Oklahoma) and straight gin. */
export function handKnockLimit(rules: Rules, upcardPoints: number): number {
  if (rules.straightGin) return 0;
  if (rules.oklahoma) return upcardPoints === 1 ? 0 : Math.min(upcardPoints, rules.knockLimit);
  return rules.knockLimit;
}
