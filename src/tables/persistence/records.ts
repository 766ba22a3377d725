/**
 * A table as stored under `t/<table>`: owner, board, rules preset, seats, the live match (as its
 * game's codec text) and the last result. JSON through util/json, written key by key in order.
 *
 * Versions: 1 (no "v" field, main up to 29cb03e) had exactly two seats and no seat map; 2 ("v":2)
 * has one seat per side the game allows (2..4) and the table seat of each match seat ("at").
 * readTable reads both; a version 1 record is a two-seat table whose match seats are 0 and 1.
 */
import type { AnyGame, AnyRules } from "../../games/game";
import type { Json } from "../../util/json";
import { isJsonObject, parseJson, writeOut } from "../../util/json";
import type { ItemStack, PlayerId, TableId } from "../ports";
import type { SeatRef } from "./snapshot";
import { readStacks, writeStacks } from "../items/stacks";
import type { BoardKind } from "../types";

export interface SeatState {
  player: PlayerId;
  bot: string;
  ready: boolean;
  /** Clock time the player left (disconnected or stood up) during a match, or -1. */
  away: number;
  offer: ItemStack[];
  /** Kept for a resumed match's player, who must sit down (a reconnect alone does not take it). */
  kept: boolean;
  /** Under the "bot" absent policy: the bot level playing for the absent player, else "". */
  sub: string;
}

export interface LiveMatch {
  id: string;
  /** Pause generation: how many times this match was saved onto a board and resumed. */
  gen: number;
  /** The board's game's match (opaque here: only the Game reads it). */
  state: unknown;
  /** Items are held in escrow record e/<id>. */
  escrow: boolean;
  /** The escrowed pot per match seat, for display. */
  pot: ItemStack[][];
  /** Who must sit where for this match to go on, per match seat. */
  reserved: SeatRef[];
  /** The table seat of each match seat (the occupied seats at the start, in table order). */
  at: number[];
  /** Match seats that forfeited under the "forfeit" absent policy (their stake stays in the pot). */
  out: boolean[];
  /** Paused on the table (a seat's grace ran out, or just resumed from a board). */
  paused: boolean;
  /** Turn timer deadline (clock ms), or -1. */
  deadline: number;
  /** When the last hand ended (clock ms), or -1 while a hand runs. */
  handOverAt: number;
}

/**
 * score: played out; forfeit: a seat of a two-player match abandoned past its grace (stakes
 * refunded); resign; timeout (per config); walkover: every other seat of a 3-4 player match
 * forfeited under the forfeit absent policy (the pot to the last seat in).
 */
export type EndReason = "score" | "forfeit" | "resign" | "timeout" | "walkover";

export interface LastResult {
  matchId: string;
  /** A match seat. */
  winner: number;
  reason: EndReason;
  totals: number[];
  /** The table seat of each match seat. */
  at: number[];
  /** The finished match, for the result screen. */
  match: unknown;
  /**
   * A seat of that match changed hands since (its player got up, a bot left, someone else sat
   * there): no screen shows the result any more; it stays only to settle its pot (stakes.ts).
   */
  off: boolean;
}

/**
 * A board item on its way between a player and this table: written in the same write as the
 * board's change, cleared once the move is in the ledger (or the mailbox). Start-up finishes a
 * move a crash left here (recovery.ts), so the table and the item never both have the board.
 */
export interface BoardTransit {
  player: PlayerId;
  txId: string;
  /** take: the board came off the player into the table; give: it goes from the table to the player. */
  kind: "take" | "give";
  stack: ItemStack;
}

export interface TableRecord {
  id: TableId;
  owner: PlayerId;
  board: BoardKind | "";
  /** One of the board's game's presets. */
  preset: string;
  /** One per seat the board's game allows (at least two). */
  seats: SeatState[];
  match: LiveMatch | undefined;
  last: LastResult | undefined;
  transit?: BoardTransit;
}


export const TABLE_VERSION = 2;

export function emptySeat(): SeatState {
  return { player: "", bot: "", ready: false, away: -1, offer: [], kept: false, sub: "" };
}

/**
 * A seat of the last match changed hands: its result is no one's to see any more (a screen is
 * built from who sits there now; the result stays only to settle its pot).
 */
export function seatChanged(rec: TableRecord, seat: number): void {
  if (rec.last !== undefined && rec.last.at.indexOf(seat) >= 0) rec.last.off = true;
}

/** A table's seats for a game: one per side the game may use, at least two. */
export function seatCount(rules: AnyRules): number {
  return Math.max(2, Math.min(4, rules.maxSeats));
}

export function emptySeats(n: number): SeatState[] {
  const out: SeatState[] = [];
  for (let i = 0; i < n; i++) out.push(emptySeat());
  return out;
}

/** 0..n-1. */
export function range(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}

/**
 * The pieces of the record being written: one list for every write (a table is written after
 * every move, and a tree of [key, value] pairs built only to be printed was a large part of a
 * move's garbage). Keys are written as literal pieces with their punctuation.
 */
const pieces: string[] = [];

function writeSeat(s: SeatState, p: string[]): void {
  p.push('{"p":');
  writeOut(s.player, p);
  p.push(',"b":');
  writeOut(s.bot, p);
  p.push(s.ready ? ',"y":true,"a":' : ',"y":false,"a":');
  writeOut(s.away, p);
  p.push(',"o":');
  writeStacks(s.offer, p);
  p.push(s.kept ? ',"k":true' : ',"k":false');
  if (s.sub !== "") {
    p.push(',"u":');
    writeOut(s.sub, p);
  }
  p.push("}");
}

/** A list of numbers or flags. */
function writeList(xs: readonly (number | boolean)[], p: string[]): void {
  p.push("[");
  for (let i = 0; i < xs.length; i++) {
    if (i > 0) p.push(",");
    writeOut(xs[i], p);
  }
  p.push("]");
}

/** The game a record's board plays: its kind's, else the default (the first). */
export function gameOfBoard(games: readonly AnyGame[], board: BoardKind | ""): AnyGame | undefined {
  if (board === "") return games[0];
  for (const g of games) if (g.kind === board) return g;
  return undefined;
}

/** `game` is the board's (gameOfBoard): it writes the match. */
export function writeTable(t: TableRecord, game: AnyGame): string {
  const m = t.match;
  const l = t.last;
  // The match texts first: a codec may write JSON itself, through util/json's own list.
  const matchText = m !== undefined ? game.table.codec.encode(m.state) : "";
  const lastText = l !== undefined && l.match !== undefined ? game.table.codec.encode(l.match) : "";
  const p = pieces;
  p.length = 0;
  p.push('{"v":');
  writeOut(TABLE_VERSION, p);
  p.push(',"id":');
  writeOut(t.id, p);
  p.push(',"o":');
  writeOut(t.owner, p);
  p.push(',"b":');
  writeOut(t.board, p);
  p.push(',"r":');
  writeOut(t.preset, p);
  p.push(',"s":[');
  for (let i = 0; i < t.seats.length; i++) {
    if (i > 0) p.push(",");
    writeSeat(t.seats[i], p);
  }
  p.push("]");
  if (m !== undefined) {
    p.push(',"m":{"id":');
    writeOut(m.id, p);
    p.push(',"g":');
    writeOut(m.gen, p);
    p.push(',"x":');
    writeOut(matchText, p);
    p.push(m.escrow ? ',"e":true,"pot":[' : ',"e":false,"pot":[');
    for (let i = 0; i < m.pot.length; i++) {
      if (i > 0) p.push(",");
      writeStacks(m.pot[i], p);
    }
    p.push('],"res":[');
    for (let i = 0; i < m.reserved.length; i++) {
      p.push(i > 0 ? ',{"p":' : '{"p":');
      writeOut(m.reserved[i].player, p);
      p.push(',"b":');
      writeOut(m.reserved[i].bot, p);
      p.push("}");
    }
    p.push('],"at":');
    writeList(m.at, p);
    p.push(',"out":');
    writeList(m.out, p);
    p.push(m.paused ? ',"pz":true,"d":' : ',"pz":false,"d":');
    writeOut(m.deadline, p);
    p.push(',"h":');
    writeOut(m.handOverAt, p);
    p.push("}");
  }
  const tr = t.transit;
  if (tr !== undefined) {
    p.push(',"bt":{"p":');
    writeOut(tr.player, p);
    p.push(',"x":');
    writeOut(tr.txId, p);
    p.push(',"k":');
    writeOut(tr.kind, p);
    p.push(',"s":');
    writeStacks([tr.stack], p);
    p.push("}");
  }
  if (l !== undefined) {
    p.push(',"l":{"id":');
    writeOut(l.matchId, p);
    p.push(',"w":');
    writeOut(l.winner, p);
    p.push(',"why":');
    writeOut(l.reason, p);
    p.push(',"tot":');
    writeList(l.totals, p);
    p.push(',"at":');
    writeList(l.at, p);
    if (l.off) p.push(',"off":true');
    if (l.match !== undefined) {
      p.push(',"x":');
      writeOut(lastText, p);
    }
    p.push("}");
  }
  p.push("}");
  const text = p.join("");
  p.length = 0;
  return text;
}


function readRef(v: Json | undefined): SeatRef | undefined {
  if (!isJsonObject(v) || typeof v["p"] !== "string" || typeof v["b"] !== "string") return undefined;
  return { player: v["p"], bot: v["b"] };
}

function readSeat(v: Json | undefined): SeatState | undefined {
  if (!isJsonObject(v)) return undefined;
  const offer = readStacks(v["o"]);
  const p = v["p"];
  const b = v["b"];
  const y = v["y"];
  const a = v["a"];
  if (typeof p !== "string" || typeof b !== "string" || typeof y !== "boolean" || typeof a !== "number" || offer === undefined) return undefined;
  const u = v["u"];
  return { player: p, bot: b, ready: y, away: a, offer, kept: v["k"] === true, sub: typeof u === "string" ? u : "" };
}

/** A list of 2..4 (exactly `n` when n > 0), each read; undefined if any is not one. */
function readList<T>(v: Json | undefined, read: (x: Json | undefined) => T | undefined, n = 0): T[] | undefined {
  if (!Array.isArray(v) || v.length < 2 || v.length > 4 || (n > 0 && v.length !== n)) return undefined;
  const out: T[] = [];
  for (const x of v) {
    const r = read(x);
    if (r === undefined) return undefined;
    out.push(r);
  }
  return out;
}

function readNumber(v: Json | undefined): number | undefined {
  return typeof v === "number" ? v : undefined;
}

function readFlag(v: Json | undefined): boolean | undefined {
  return typeof v === "boolean" ? v : undefined;
}

/**
 * A seat map: distinct table seats below `seats` (in table order when dealt; a seat that followed
 * its player to another side may break the order); version 1 (absent): 0..n-1.
 */
function readAt(v: Json | undefined, n: number, seats: number): number[] | undefined {
  if (v === undefined) return n <= seats ? range(n) : undefined;
  const at = readList(v, readNumber, n);
  if (at === undefined) return undefined;
  for (let i = 0; i < at.length; i++) {
    if (Math.floor(at[i]) !== at[i] || at[i] < 0 || at[i] >= seats || at.indexOf(at[i]) !== i) return undefined;
  }
  return at;
}

/** A stored table, or a reason it cannot be read. */
export function readTable(text: string, games: readonly AnyGame[]): TableRecord | string {
  const parsed = parseJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) return "not a JSON object";
  const v = parsed.value;
  const id = v["id"];
  const owner = v["o"];
  const board = v["b"];
  const preset = v["r"];
  const version = v["v"] === undefined ? 1 : v["v"];
  if (version !== 1 && version !== TABLE_VERSION) return "unknown version";
  if (typeof id !== "string" || typeof owner !== "string") return "bad id or owner";
  const game = typeof board === "string" ? gameOfBoard(games, board) : undefined;
  if (game === undefined) return "bad board";
  if (typeof preset !== "string" || game.rules.presets.indexOf(preset) < 0) return "bad preset";
  const seats = readList(v["s"], readSeat, version === 1 ? 2 : 0);
  if (seats === undefined) return "bad seats";
  // Migration: a table gets a seat for every side its game allows (a version 1 record has two).
  while (seats.length < seatCount(game.rules)) seats.push(emptySeat());
  const t: TableRecord = { id, owner, board: board as BoardKind | "", preset, seats, match: undefined, last: undefined };
  const m = v["m"];
  if (m !== undefined) {
    if (!isJsonObject(m)) return "bad match";
    const state = typeof m["x"] === "string" ? game.table.codec.decode(m["x"]) : "missing";
    if (typeof state === "string") return "bad match: " + state;
    const reserved = readList(m["res"], readRef);
    const n = reserved === undefined ? 2 : reserved.length;
    const pot = readList(m["pot"], readStacks, n);
    const at = readAt(m["at"], n, seats.length);
    const out = m["out"] === undefined ? [false, false, false, false].slice(0, n) : readList(m["out"], readFlag, n);
    const mid = m["id"];
    const gen = m["g"];
    const e = m["e"];
    const pz = m["pz"];
    const d = m["d"];
    const h = m["h"];
    if (typeof mid !== "string" || typeof gen !== "number" || typeof e !== "boolean" || typeof pz !== "boolean") return "bad match";
    if (typeof d !== "number" || typeof h !== "number" || pot === undefined || reserved === undefined) return "bad match";
    if (at === undefined || out === undefined) return "bad match";
    t.match = { id: mid, gen, state, escrow: e, pot, reserved, at, out, paused: pz, deadline: d, handOverAt: h };
  }
  const bt = v["bt"];
  if (bt !== undefined) {
    const stacks = isJsonObject(bt) ? readStacks(bt["s"]) : undefined;
    if (!isJsonObject(bt) || stacks === undefined || stacks.length !== 1) return "bad board transit";
    const p = bt["p"];
    const x = bt["x"];
    const k = bt["k"];
    if (typeof p !== "string" || typeof x !== "string" || (k !== "take" && k !== "give")) return "bad board transit";
    t.transit = { player: p, txId: x, kind: k, stack: stacks[0] };
  }
  const l = v["l"];
  if (l !== undefined) {
    if (!isJsonObject(l)) return "bad result";
    const w = l["w"];
    const why = l["why"];
    const tot = l["tot"];
    const lid = l["id"];
    const totals = readList(tot, readNumber);
    const lat = totals === undefined ? undefined : readAt(l["at"], totals.length, seats.length);
    if (typeof lid !== "string" || typeof w !== "number" || totals === undefined || lat === undefined) return "bad result";
    if (Math.floor(w) !== w || w < 0 || w >= totals.length) return "bad result";
    if (why !== "score" && why !== "forfeit" && why !== "resign" && why !== "timeout" && why !== "walkover") return "bad result";
    let match: unknown = undefined;
    if (typeof l["x"] === "string") {
      const lm = game.table.codec.decode(l["x"]);
      if (typeof lm === "string") return "bad result: " + lm;
      match = lm;
    }
    t.last = { matchId: lid, winner: w, reason: why, totals, at: lat, match, off: l["off"] === true };
  }
  return t;
}
