/**
 * Where a paused match lives on a board item: one item dynamic property.
 *
 *   game_tables:board = "1|<kind>|<snapshot>"
 *
 * Bedrock allows dynamic properties only on non-stackable items (the board stacks to 1), keeps
 * them with the item wherever it goes (chests, drops, other players) and shows no editor for them:
 * only a world editor outside the game can change one. So the host checks the layout and size
 * before anything else, and the table service checks the snapshot itself: it is signed with the
 * server's secret (HMAC-SHA256, src/tables/persistence/snapshot.ts) and resumes only once. A paused board also
 * gets a lore line in its holder's language, so players can tell it from a plain board.
 */
import { DEFAULT_BOARD_KIND } from "../../../src/games/registry";
import type { GtItem } from "./api";
import type { ItemParts } from "./item-meta";

export const BOARD_PROPERTY = "game_tables:board";
export const LAYOUT_VERSION = 1;
/** The service's snapshots stay under 1 KiB; anything above this was not written by it. */
export const MAX_BOARD_CHARS = 4096;

export type BoardError = "oversized" | "malformed" | "version";

/** The message keys of each refusal (shared with the bdsx host's texts). */
export const BOARD_ERROR_KEYS: Record<BoardError, string> = {
  oversized: "tables.snapshot.tampered",
  malformed: "tables.snapshot.malformed",
  version: "tables.snapshot.unsupported",
};

export type BoardRead = { ok: true; kind: string; snapshot: string } | { ok: false; error: BoardError };

function isKind(s: string): boolean {
  if (s.length < 1 || s.length > 32) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || c === 95)) return false;
  }
  return true;
}

function isPrintableAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 33 || c > 126) return false;
  }
  return true;
}

/** The value of the board property, checked: a plain board has none. */
export function parseBoardValue(value: unknown): BoardRead {
  if (value === undefined) return { ok: true, kind: DEFAULT_BOARD_KIND, snapshot: "" };
  if (typeof value !== "string") return { ok: false, error: "malformed" };
  if (value.length > MAX_BOARD_CHARS) return { ok: false, error: "oversized" };
  const a = value.indexOf("|");
  const b = a < 0 ? -1 : value.indexOf("|", a + 1);
  if (a < 0 || b < 0) return { ok: false, error: "malformed" };
  if (value.substring(0, a) !== String(LAYOUT_VERSION)) return { ok: false, error: "version" };
  const kind = value.substring(a + 1, b);
  const snapshot = value.substring(b + 1);
  if (!isKind(kind) || !isPrintableAscii(snapshot)) return { ok: false, error: "malformed" };
  return { ok: true, kind, snapshot };
}

/** Reads a board item: any other game_tables property is refused like a broken value. */
export function readBoard(item: GtItem): BoardRead {
  for (const id of item.getDynamicPropertyIds()) if (id.startsWith("game_tables:") && id !== BOARD_PROPERTY) return { ok: false, error: "malformed" };
  return parseBoardValue(item.getDynamicProperty(BOARD_PROPERTY));
}

/** The item parts of a board carrying `snapshot` ("" for a plain board), with its lore line. */
export function boardParts(kind: string, snapshot: string, loreLine: string): ItemParts {
  if (snapshot === "") return {};
  return { l: [loreLine], p: [[BOARD_PROPERTY, String(LAYOUT_VERSION) + "|" + kind + "|" + snapshot]] };
}
