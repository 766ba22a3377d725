/**
 * The board a Bedrock table block shows on its top: one string block state listing "none" and
 * every board of src/content/boards.ts, in that order (the packs, both hosts and the tests read
 * this one list). Block states are only the look: the table service's record says which board a
 * table holds, and a host redraws the look from it when they disagree.
 *
 * Worlds from before per-board looks stored one boolean state, `game_tables:board`, true when a
 * board was fitted (only the default board existed then: src/content/boards.ts). The packs keep
 * that state so such blocks still load as they were saved, and draw it as the default board while
 * the new state is "none"; the hosts never set it again (a look they write leaves it at its
 * default, false).
 */
import { BOARDS, DEFAULT_BOARD } from "../../src/content/boards";
import { NAMESPACE } from "../../src/content/items";
import type { ShownLook } from "../../src/tables/world/port";

/** The table's block state naming the board it shows. */
export const LOOK_STATE = `${NAMESPACE}:fitted`;
/** The value of LOOK_STATE on a table without a board (the first value: a placed table's default). */
export const NO_BOARD = "none";
/** Every value of LOOK_STATE: "none", then each board kind in src/content/boards.ts order. */
export const LOOK_VALUES: readonly string[] = [NO_BOARD, ...BOARDS.map((b) => b.kind)];

/** The old boolean state (see above) and the only board it could mean. */
export const LEGACY_STATE = `${NAMESPACE}:board`;
export const LEGACY_KIND = DEFAULT_BOARD.kind;

/** The LOOK_STATE value that draws a board kind ("" for none); undefined when no value draws it. */
export function lookValue(kind: string): string | undefined {
  if (kind === "") return NO_BOARD;
  return kind !== NO_BOARD && LOOK_VALUES.indexOf(kind) >= 0 ? kind : undefined;
}

/** What a table block's states show: a board kind ("" for none), or the value no board has. */
export type Shown = ShownLook;

/** Reads a table block's states (a missing LOOK_STATE is the default, "none"). */
export function shownBoard(states: Record<string, unknown>): Shown {
  const raw = states[LOOK_STATE];
  const value = raw === undefined ? NO_BOARD : raw;
  if (typeof value !== "string" || LOOK_VALUES.indexOf(value) < 0) return { ok: false, value: String(value) };
  if (value !== NO_BOARD) return { ok: true, kind: value };
  // bdsx reads a boolean state as a byte (0 or 1), the Script API as a boolean.
  const legacy = states[LEGACY_STATE];
  return { ok: true, kind: legacy === true || legacy === 1 ? LEGACY_KIND : "" };
}

/** The Molang condition under which a table draws `kind`'s board (the packs' permutations). */
export function lookCondition(kind: string): string {
  const is = (v: string): string => `q.block_state('${LOOK_STATE}') == '${v}'`;
  return kind === LEGACY_KIND ? `${is(kind)} || (${is(NO_BOARD)} && q.block_state('${LEGACY_STATE}'))` : is(kind);
}

/** The log line of a look a host could not draw (`why`: no value for the kind, or the game refused it). */
export function undrawnLine(table: string, kind: string, why: string): string {
  return `game-tables: table ${table}: board "${kind}" cannot be shown (${why}); the table keeps its look, its board is safe in its record`;
}
