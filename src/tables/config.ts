/**
 * Operator configuration of the table service, validated in one place. `validateConfig` takes
 * parsed data of unknown shape (a host's settings file) and returns the config or the first
 * problem, naming the field, so a broken config is refused with a clear error and never half-used.
 */
import { isJsonObject, jsonList } from "../util/json";

export type TimeoutPolicy = "auto" | "forfeit";
export type GracePolicy = "pause" | "forfeit";
export type AbsentPolicy = "pause" | "forfeit" | "bot";
export type OverflowPolicy = "mailbox" | "drop";

export interface TableConfig {
  /** Seconds a human has for one turn. */
  turnSeconds: number;
  /**
   * Seconds of a reaction window (every seat may answer a card played or a roll): one timer for
   * all the seats asked; when it runs out each passes. Never a timed-out turn (onTimeout,
   * awayAfterTimeouts do not apply).
   */
  reactionSeconds: number;
  /** Warnings are sent when this many seconds are left (descending). */
  warnSeconds: number[];
  /** What happens when a turn timer runs out: a safe automatic move, or the match is forfeited. */
  onTimeout: TimeoutPolicy;
  /**
   * After this many automatic moves in a row the seat counts as walked away and onGraceExpiry
   * applies (pause, or forfeit) at once; 0: the timer plays on for ever.
   */
  awayAfterTimeouts: number;
  /** Seconds a disconnected (or stood-up) player keeps the seat during a match. */
  graceSeconds: number;
  /** After the grace period the match pauses on the table, or the absent player forfeits. */
  onGraceExpiry: GracePolicy;
  /**
   * After the grace period in a match of 3-4 players: pause it; forfeit (the seat leaves the
   * match, its stake stays in the pot); or bot (a bot plays the seat until its player is back).
   */
  absentPolicy: AbsentPolicy;
  /** Item stakes are allowed when one seat is a bot (the house collects a bot's winnings). */
  stakesVsBots: boolean;
  /** Payouts that do not fit an inventory wait in a claimable mailbox or drop at the player's feet. */
  overflow: OverflowPolicy;
  /** Bot levels players may choose (a subset of what the bot factory offers). */
  botLevels: string[];
  /** Milliseconds a bot waits before moving, so humans can follow. */
  botDelayMs: number;
  /** Seconds between the end of a hand and the next deal unless both players press Next. */
  nextHandSeconds: number;
  /** Most different stacks one player may offer. */
  maxStakeStacks: number;
}

export const DEFAULT_CONFIG: TableConfig = {
  turnSeconds: 60,
  reactionSeconds: 8,
  warnSeconds: [20, 5],
  onTimeout: "auto",
  awayAfterTimeouts: 3,
  graceSeconds: 120,
  onGraceExpiry: "pause",
  absentPolicy: "pause",
  stakesVsBots: false,
  overflow: "mailbox",
  botLevels: ["easy", "simple", "normal", "hard"],
  botDelayMs: 1200,
  nextHandSeconds: 20,
  maxStakeStacks: 8,
};

export interface ConfigError {
  field: string;
  reason: string;
}

function copyConfig(c: TableConfig): TableConfig {
  return {
    turnSeconds: c.turnSeconds,
    reactionSeconds: c.reactionSeconds,
    warnSeconds: c.warnSeconds.slice(),
    onTimeout: c.onTimeout,
    awayAfterTimeouts: c.awayAfterTimeouts,
    graceSeconds: c.graceSeconds,
    onGraceExpiry: c.onGraceExpiry,
    absentPolicy: c.absentPolicy,
    stakesVsBots: c.stakesVsBots,
    overflow: c.overflow,
    botLevels: c.botLevels.slice(),
    botDelayMs: c.botDelayMs,
    nextHandSeconds: c.nextHandSeconds,
    maxStakeStacks: c.maxStakeStacks,
  };
}

const INTEGERS: { key: keyof TableConfig; min: number; max: number }[] = [
  { key: "turnSeconds", min: 10, max: 3600 },
  { key: "reactionSeconds", min: 2, max: 600 },
  { key: "awayAfterTimeouts", min: 0, max: 100 },
  { key: "graceSeconds", min: 0, max: 86400 },
  { key: "botDelayMs", min: 0, max: 10000 },
  { key: "nextHandSeconds", min: 1, max: 600 },
  { key: "maxStakeStacks", min: 1, max: 32 },
];

const CHOICES: { key: keyof TableConfig; values: string[] }[] = [
  { key: "onTimeout", values: ["auto", "forfeit"] },
  { key: "onGraceExpiry", values: ["pause", "forfeit"] },
  { key: "absentPolicy", values: ["pause", "forfeit", "bot"] },
  { key: "overflow", values: ["mailbox", "drop"] },
];

function isInteger(v: unknown): v is number {
  return typeof v === "number" && Math.floor(v) === v;
}

/** Overrides on top of the defaults; unknown keys, wrong types and out-of-range values are errors. */
export function validateConfig(raw: unknown): { ok: true; config: TableConfig } | { ok: false; error: ConfigError } {
  const config = copyConfig(DEFAULT_CONFIG);
  if (raw === undefined || raw === null) return { ok: true, config };
  // isJsonObject, not Array.isArray: in Lua the settings of an operator who set nothing are an
  // empty table, which Array.isArray calls a list (issue 25: no tables with default settings).
  if (!isJsonObject(raw)) return { ok: false, error: { field: "config", reason: "not an object" } };
  const o = raw as Record<string, unknown>;
  const target = config as unknown as Record<string, unknown>;
  const fail = (field: string, reason: string): { ok: false; error: ConfigError } => ({ ok: false, error: { field, reason } });
  for (const key in o) {
    const value = o[key];
    const int = INTEGERS.find((f) => f.key === key);
    if (int !== undefined) {
      if (!isInteger(value) || value < int.min || value > int.max) return fail(key, `integer ${int.min}..${int.max} expected`);
      target[key] = value;
      continue;
    }
    const choice = CHOICES.find((f) => f.key === key);
    if (choice !== undefined) {
      if (typeof value !== "string" || choice.values.indexOf(value) < 0) return fail(key, `one of ${choice.values.join(", ")} expected`);
      target[key] = value;
      continue;
    }
    if (key === "stakesVsBots") {
      if (typeof value !== "boolean") return fail(key, "true or false expected");
      config.stakesVsBots = value;
      continue;
    }
    if (key === "warnSeconds") {
      const given = jsonList(value);
      if (given === undefined || given.length > 5) return fail(key, "a list of at most 5 integers expected");
      const list: number[] = [];
      for (const v of given) {
        if (!isInteger(v) || v < 1 || v > 3600) return fail(key, "integers 1..3600 expected");
        list.push(v);
      }
      list.sort((a, b) => b - a);
      config.warnSeconds = list;
      continue;
    }
    if (key === "botLevels") {
      const given = jsonList(value);
      if (given === undefined || given.length > 10) return fail(key, "a list of at most 10 level names expected");
      const list: string[] = [];
      for (const v of given) {
        if (typeof v !== "string" || !isLevelName(v)) return fail(key, "level names are 1-16 lowercase letters or digits");
        if (list.indexOf(v) < 0) list.push(v);
      }
      config.botLevels = list;
      continue;
    }
    return fail(key, "unknown setting");
  }
  for (const w of config.warnSeconds) {
    if (w >= config.turnSeconds) return fail("warnSeconds", "every warning must come before the turn ends");
  }
  return { ok: true, config };
}

export function isLevelName(v: string): boolean {
  if (v.length < 1 || v.length > 16) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false;
  }
  return true;
}
