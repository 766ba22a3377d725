/**
 * A table as stored under `t/<table>`: owner, board, rules preset, seats, the live match (as its
 * game's codec text) and the last result. JSON through util/json, written from ordered entries.
 */
import type { AnyGame } from "../games/game";
import type { Json, Out } from "../util/json";
import { isJsonObject, obj, parseJson, writeJson } from "../util/json";
import type { ItemStack, PlayerId, TableId } from "./ports";
import type { SeatRef } from "./snapshot";
import { readStacks, stacksOut } from "./stacks";
import type { BoardKind } from "./types";

export interface SeatState {
  player: PlayerId;
  bot: string;
  ready: boolean;
  /** Clock time the player left (disconnected or stood up) during a match, or -1. */
  away: number;
  offer: ItemStack[];
  /** Kept for a resumed match's player, who must sit down (a reconnect alone does not take it). */
  kept: boolean;
}

export interface LiveMatch {
  id: string;
  /** Pause generation: how many times this match was saved onto a board and resumed. */
  gen: number;
  /** The board's game's match (opaque here: only the Game reads it). */
  state: unknown;
  /** Items are held in escrow record e/<id>. */
  escrow: boolean;
  /** The escrowed pot, for display. */
  pot: [ItemStack[], ItemStack[]];
  /** Who must sit where for this match to go on. */
  reserved: [SeatRef, SeatRef];
  /** Paused on the table (a seat's grace ran out, or just resumed from a board). */
  paused: boolean;
  /** Turn timer deadline (clock ms), or -1. */
  deadline: number;
  /** When the last hand ended (clock ms), or -1 while a hand runs. */
  handOverAt: number;
}

/** score: played out; forfeit: a seat abandoned past its grace (stakes refunded); resign; timeout (per config). */
export type EndReason = "score" | "forfeit" | "resign" | "timeout";

export interface LastResult {
  matchId: string;
  winner: 0 | 1;
  reason: EndReason;
  totals: [number, number];
  /** The finished match, for the result screen. */
  match: unknown;
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
  seats: [SeatState, SeatState];
  match: LiveMatch | undefined;
  last: LastResult | undefined;
  transit?: BoardTransit;
}


export function emptySeat(): SeatState {
  return { player: "", bot: "", ready: false, away: -1, offer: [], kept: false };
}

function refOut(r: SeatRef): Out {
  return obj([["p", r.player], ["b", r.bot]]);
}

function seatOut(s: SeatState): Out {
  return obj([["p", s.player], ["b", s.bot], ["y", s.ready], ["a", s.away], ["o", stacksOut(s.offer)], ["k", s.kept]]);
}

/** The game a record's board plays: its kind's, else the default (the first). */
export function gameOfBoard(games: readonly AnyGame[], board: BoardKind | ""): AnyGame | undefined {
  if (board === "") return games[0];
  for (const g of games) if (g.kind === board) return g;
  return undefined;
}

/** `game` is the board's (gameOfBoard): it writes the match. */
export function writeTable(t: TableRecord, game: AnyGame): string {
  const entries: [string, Out][] = [
    ["id", t.id],
    ["o", t.owner],
    ["b", t.board],
    ["r", t.preset],
    ["s", [seatOut(t.seats[0]), seatOut(t.seats[1])]],
  ];
  const m = t.match;
  if (m !== undefined) {
    entries.push([
      "m",
      obj([
        ["id", m.id],
        ["g", m.gen],
        ["x", game.codec.encode(m.state)],
        ["e", m.escrow],
        ["pot", [stacksOut(m.pot[0]), stacksOut(m.pot[1])]],
        ["res", [refOut(m.reserved[0]), refOut(m.reserved[1])]],
        ["pz", m.paused],
        ["d", m.deadline],
        ["h", m.handOverAt],
      ]),
    ]);
  }
  const tr = t.transit;
  if (tr !== undefined) entries.push(["bt", obj([["p", tr.player], ["x", tr.txId], ["k", tr.kind], ["s", stacksOut([tr.stack])]])]);
  const l = t.last;
  if (l !== undefined) {
    const le: [string, Out][] = [
      ["id", l.matchId],
      ["w", l.winner],
      ["why", l.reason],
      ["tot", [l.totals[0], l.totals[1]]],
    ];
    if (l.match !== undefined) le.push(["x", game.codec.encode(l.match)]);
    entries.push(["l", obj(le)]);
  }
  return writeJson(obj(entries));
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
  return { player: p, bot: b, ready: y, away: a, offer, kept: v["k"] === true };
}

function readPair<T>(v: Json | undefined, read: (x: Json | undefined) => T | undefined): [T, T] | undefined {
  if (!Array.isArray(v) || v.length !== 2) return undefined;
  const a = read(v[0]);
  const b = read(v[1]);
  return a === undefined || b === undefined ? undefined : [a, b];
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
  if (typeof id !== "string" || typeof owner !== "string") return "bad id or owner";
  const game = typeof board === "string" ? gameOfBoard(games, board) : undefined;
  if (game === undefined) return "bad board";
  if (typeof preset !== "string" || game.presets.indexOf(preset) < 0) return "bad preset";
  const seats = readPair(v["s"], readSeat);
  if (seats === undefined) return "bad seats";
  const t: TableRecord = { id, owner, board: board as BoardKind | "", preset, seats, match: undefined, last: undefined };
  const m = v["m"];
  if (m !== undefined) {
    if (!isJsonObject(m)) return "bad match";
    const state = typeof m["x"] === "string" ? game.codec.decode(m["x"]) : "missing";
    if (typeof state === "string") return "bad match: " + state;
    const pot = readPair(m["pot"], readStacks);
    const reserved = readPair(m["res"], readRef);
    const mid = m["id"];
    const gen = m["g"];
    const e = m["e"];
    const pz = m["pz"];
    const d = m["d"];
    const h = m["h"];
    if (typeof mid !== "string" || typeof gen !== "number" || typeof e !== "boolean" || typeof pz !== "boolean") return "bad match";
    if (typeof d !== "number" || typeof h !== "number" || pot === undefined || reserved === undefined) return "bad match";
    t.match = { id: mid, gen, state, escrow: e, pot, reserved, paused: pz, deadline: d, handOverAt: h };
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
    if (typeof lid !== "string" || (w !== 0 && w !== 1)) return "bad result";
    if (why !== "score" && why !== "forfeit" && why !== "resign" && why !== "timeout") return "bad result";
    if (!Array.isArray(tot) || tot.length !== 2 || typeof tot[0] !== "number" || typeof tot[1] !== "number") return "bad result";
    let match: unknown = undefined;
    if (typeof l["x"] === "string") {
      const lm = game.codec.decode(l["x"]);
      if (typeof lm === "string") return "bad result: " + lm;
      match = lm;
    }
    t.last = { matchId: lid, winner: w, reason: why, totals: [tot[0], tot[1]], match };
  }
  return t;
}
