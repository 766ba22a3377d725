/**
 * The signed snapshot a board item carries while its match is paused (docs/tables.md):
 *
 *   GT1.<server>.<match>.<gen>.<seat0>.<seat1>.<escrow>.<the game's match fields>.<mac>
 *   GT2.<server>.<match>.<gen>.<n>.<seat0>...<seat n-1>.<escrow>.<the game's match fields>.<mac>
 *
 * Version 1 is a two-seat match (written by every version, so boards of two-seat matches stay
 * readable by older servers too); version 2 carries a seat count n (3 or 4).
 * <server> and <match> are base64url ids, <gen> the pause generation (a snapshot resumes only
 * while storage's pause record has the same generation), seats are base64url player ids or
 * "~<level>" for a bot, <escrow> is 1 when items are held for the match, and <mac> is the first
 * 16 bytes of HMAC-SHA256(server secret, everything before ".<mac>") in base64url.
 */
import type { GameCodec } from "../../games/game";
import { decodeBase64Url, encodeBase64Url } from "../../util/base64";
import { bytesEqual, hmacSha256 } from "../../util/hmac";
import { stringBytes } from "../../util/sha256";
import { natText, parseNat, splitOn } from "../../util/text";

export const SNAPSHOT_PREFIX = "GT";
/** The newest version this server writes (for 3-4 seats) and reads; 1 is still read and written for two seats. */
export const SNAPSHOT_VERSION = 2;
const MAC_BYTES = 16;
const HEADER_FIELDS = 7;

/** A seat as a snapshot stores it: a player id, or a bot level. */
export interface SeatRef {
  player: string;
  bot: string;
}

export interface Snapshot {
  server: string;
  matchId: string;
  gen: number;
  seats: SeatRef[];
  escrow: boolean;
  /** The board's game's match (its codec writes the match fields). */
  match: unknown;
}

/** Why a snapshot was refused: each has its own player-facing message. */
export type SnapshotError = "malformed" | "truncated" | "tampered" | "foreign" | "outdated" | "unsupported";

function seatText(s: SeatRef): string {
  return s.bot !== "" ? "~" + s.bot : encodeBase64Url(stringBytes(s.player));
}

function textSeat(t: string): SeatRef | undefined {
  if (t.length === 0) return undefined;
  if (t.charAt(0) === "~") return t.length > 1 ? { player: "", bot: t.substring(1) } : undefined;
  const bytes = decodeBase64Url(t);
  if (bytes === undefined || bytes.length === 0 || bytes.length > 64) return undefined;
  const chars: string[] = [];
  for (const b of bytes) chars.push(String.fromCharCode(b));
  return { player: chars.join(""), bot: "" };
}

function mac(secret: readonly number[], body: string): string {
  return encodeBase64Url(hmacSha256(secret, stringBytes(body)).slice(0, MAC_BYTES));
}

export function encodeSnapshot(s: Snapshot, secret: readonly number[], codec: GameCodec<unknown>): string {
  const two = s.seats.length === 2;
  const parts = [SNAPSHOT_PREFIX + natText(two ? 1 : 2), s.server, s.matchId, natText(s.gen)];
  if (!two) parts.push(natText(s.seats.length));
  for (const seat of s.seats) parts.push(seatText(seat));
  parts.push(s.escrow ? "1" : "0", codec.encodeSnapshot(s.match));
  const body = parts.join(".");
  return body + "." + mac(secret, body);
}

/**
 * Reads and verifies a snapshot. Order matters for honest messages: the version first (an old
 * board is "outdated", not "tampered"), then the signature (our server's secret; another server's
 * id means "foreign"), and only then the contents, which a valid signature vouches for.
 */
export function decodeSnapshot(
  text: string,
  server: string,
  secret: readonly number[],
  codec: GameCodec<unknown>,
): { ok: true; snapshot: Snapshot } | { ok: false; error: SnapshotError } {
  const fail = (error: SnapshotError): { ok: false; error: SnapshotError } => ({ ok: false, error });
  if (text.length < 3 || text.substring(0, 2) !== SNAPSHOT_PREFIX) return fail("malformed");
  const fields = splitOn(text, ".");
  const version = parseNat(fields[0].substring(2));
  if (version === undefined) return fail("malformed");
  if (version < 1) return fail("outdated");
  if (version > SNAPSHOT_VERSION) return fail("unsupported");
  const n = version === 1 ? 2 : fields.length > 4 ? parseNat(fields[4]) : undefined;
  if (n === undefined) return fail("truncated");
  if (n < 2 || n > 4) return fail("malformed");
  // Header: version, server, match, gen, [n], the seats, escrow.
  const header = HEADER_FIELDS - 2 + n + (version === 1 ? 0 : 1);
  const matchFields = codec.snapshotFields;
  if (fields.length < header + matchFields + 1) return fail("truncated");
  if (fields.length > header + matchFields + 1) return fail("malformed");
  const tag = fields[fields.length - 1];
  const body = text.substring(0, text.length - tag.length - 1);
  const expected = decodeBase64Url(mac(secret, body));
  const given = decodeBase64Url(tag);
  if (given === undefined || given.length < MAC_BYTES) return fail(fields[1] !== server ? "foreign" : "truncated");
  if (expected === undefined || !bytesEqual(expected, given)) return fail(fields[1] !== server ? "foreign" : "tampered");
  // Signed by us: the contents were written by encodeSnapshot, but check them all the same.
  const gen = parseNat(fields[3]);
  const first = version === 1 ? 4 : 5;
  const seats: SeatRef[] = [];
  for (let i = 0; i < n; i++) {
    const seat = textSeat(fields[first + i]);
    if (seat === undefined) return fail("malformed");
    seats.push(seat);
  }
  const esc = fields[header - 1];
  if (gen === undefined || (esc !== "0" && esc !== "1")) return fail("malformed");
  const match = codec.decodeSnapshot(fields.slice(header, header + matchFields));
  if (typeof match === "string") return fail("malformed");
  return { ok: true, snapshot: { server: fields[1], matchId: fields[2], gen, seats, escrow: esc === "1", match } };
}
