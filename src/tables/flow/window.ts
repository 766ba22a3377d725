/** Reaction windows (Game.rules.reacting): which seats an open window asks, for timers, play and screens alike. */
import type { AnyGame } from "../../games/game";
import type { TableRecord } from "../persistence/records";

/**
 * The match seats asked in the running match's open reaction window, in the game's order, each
 * once; empty when there is none (no match, a hand or the match over).
 */
export function windowSeats(game: AnyGame, rec: TableRecord): number[] {
  const m = rec.match;
  const out: number[] = [];
  if (m === undefined) return out;
  const rules = game.rules;
  if (rules.result(m.state) !== undefined || rules.handOver(m.state) !== undefined) return out;
  for (const ms of rules.reacting(m.state)) if (ms >= 0 && ms < m.at.length && out.indexOf(ms) < 0) out.push(ms);
  return out;
}
