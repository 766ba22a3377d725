/**
 * The board item's NBT: every field of the signed snapshot survives the prismarine-nbt
 * little-endian round trip and the bdsx NBT bridge, up to the largest match a board can hold;
 * tampered, malformed and oversized payloads are refused with the right reason.
 */
import { describe, expect, it } from "vitest";
import * as nbt from "prismarine-nbt";
import { legalActions } from "../../src/games/gin-rummy/engine/hand";
import { applyMatchAction, newMatch, startNextHand, type MatchState } from "../../src/games/gin-rummy/engine/match";
import { createRng, randomInt } from "../../src/util/random";
import { presetRules } from "../../src/games/gin-rummy/engine/rules";
import { encodeMatch } from "../../src/games/gin-rummy/codec";
import { ginRummy, SNAPSHOT_HISTORY } from "../../src/games/gin-rummy/game";
import { decodeSnapshot, encodeSnapshot, type Snapshot } from "../../src/tables/persistence/snapshot";
import { boardTag, decodeBoardTagBytes, encodeBoardTag, MAX_SNAPSHOT_CHARS, MAX_TAG_BYTES, readBoardTag, type TypedCompound } from "../../plugin/bdsx/src/board-nbt";
import { fromBdsx, NbtTooLarge, toBdsx } from "../../plugin/bdsx/src/nbt-bridge";
import { NBT } from "./fake-bdsx";

const SECRET = Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 255);
const SERVER = "c2VydmVyLWlk";

/** Plays `moves` random legal actions (dealing on), preferring takes when `takes` (long histories). */
function play(seed: number, moves: number, takes = false, rules = presetRules("house")): MatchState {
  const rng = createRng(seed);
  let m = newMatch(rules, rng, 0);
  for (let i = 0; i < moves && m.result === undefined; i++) {
    if (m.hand.phase === "over") {
      const n = startNextHand(m);
      if (!n.ok) break;
      m = n.state;
      continue;
    }
    const legal = legalActions(m.hand);
    // Never end the hand when growing a long history: no knocks, no gin.
    const keep = takes ? legal.filter((a) => a.do !== "bigGin" && !(a.do === "discard" && a.knock === true)) : legal;
    const pool = keep.length > 0 ? keep : legal;
    const take = pool.find((a) => a.do === "take");
    const a = takes && take !== undefined ? take : pool[randomInt(rng, pool.length)];
    const r = applyMatchAction(m, a);
    if (!r.ok) throw new Error(r.error.message);
    m = r.state;
  }
  return m;
}

function snapshot(match: MatchState, over: Partial<Snapshot> = {}): Snapshot {
  return {
    server: SERVER,
    matchId: "bWF0Y2gtMDAx",
    gen: 1,
    seats: [{ player: "2535416409012345", bot: "" }, { player: "", bot: "hard" }],
    escrow: false,
    match,
    ...over,
  };
}

function roundTripBytes(text: string): string {
  const bytes = encodeBoardTag(boardTag({ kind: "gin_rummy", snapshot: text }));
  const back = readBoardTag(decodeBoardTagBytes(bytes));
  if (!back.ok) throw new Error(back.detail);
  return back.board.snapshot;
}

function expectSameSnapshot(text: string, s: Snapshot): void {
  const d = decodeSnapshot(text, SERVER, SECRET, ginRummy.table.codec);
  expect(d.ok).toBe(true);
  if (!d.ok) return;
  expect(d.snapshot.server).toBe(s.server);
  expect(d.snapshot.matchId).toBe(s.matchId);
  expect(d.snapshot.gen).toBe(s.gen);
  expect(d.snapshot.seats).toEqual(s.seats);
  expect(d.snapshot.escrow).toBe(s.escrow);
  const got = d.snapshot.match as MatchState;
  const want = s.match as MatchState;
  // Snapshots keep the hand's latest public events only; everything else exactly.
  expect(encodeMatch(got)).toBe(encodeMatch(want, SNAPSHOT_HISTORY));
  expect(got.scores).toEqual(want.scores);
  expect(got.handsWon).toEqual(want.handsWon);
  expect(got.handNumber).toBe(want.handNumber);
  expect(got.rules).toEqual(want.rules);
  expect(got.hand.hands).toEqual(want.hand.hands);
  expect(got.hand.discard).toEqual(want.hand.discard);
  expect(got.hand.history).toEqual(want.hand.history.slice(-SNAPSHOT_HISTORY));
  expect(got.hand.stock).toEqual(want.hand.stock);
  expect(got.rng).toEqual(want.rng);
}

/** The largest match a board holds: long ids, classic rules, big scores, a hand history as long as fits. */
function largest(): { s: Snapshot; text: string } {
  // Taking the face-up card and discarding another never ends a hand: a history longer than a snapshot keeps.
  let m = play(99, 400, true, { ...presetRules("classic"), deadHand: "reshuffle", matchTarget: 10000 });
  m = { ...m, scores: [99999, 99999], handsWon: [9999, 9999], handNumber: 99999 };
  const s = snapshot(m, {
    gen: 999999999,
    escrow: true,
    seats: [{ player: "p".repeat(64), bot: "" }, { player: "q".repeat(64), bot: "" }],
    matchId: "x".repeat(22),
  });
  return { s, text: encodeSnapshot(s, SECRET, ginRummy.table.codec) };
}

describe("board NBT layout", () => {
  it("is Bedrock little-endian NBT: a compound named game_tables with v, kind, snapshot, len", () => {
    const bytes = encodeBoardTag(boardTag({ kind: "gin_rummy", snapshot: "GT1.abc" }));
    expect(bytes[0]).toBe(10); // TAG_Compound
    expect(bytes.readUInt16LE(1)).toBe("game_tables".length);
    const parsed = nbt.parseUncompressed(bytes, "little");
    expect(nbt.simplify(parsed)).toEqual({ v: 1, kind: "gin_rummy", snapshot: "GT1.abc", len: 7 });
    expect(parsed.value["v"]?.type).toBe("byte");
    expect(parsed.value["len"]?.type).toBe("int");
  });

  it("a plain board has no snapshot and reads back as one", () => {
    const r = readBoardTag(decodeBoardTagBytes(encodeBoardTag(boardTag({ kind: "gin_rummy", snapshot: "" }))));
    expect(r).toEqual({ ok: true, board: { kind: "gin_rummy", snapshot: "" } });
  });

  it("round-trips every snapshot field: fresh, mid-hand, after hands, bots, escrow, reshuffles", () => {
    const cases: Snapshot[] = [
      snapshot(play(1, 0)),
      snapshot(play(2, 7)),
      snapshot(play(3, 400), { escrow: true, gen: 12 }),
      snapshot(play(4, 60, false, presetRules("oklahoma")), { seats: [{ player: "", bot: "easy" }, { player: "x-ann", bot: "" }] }),
      snapshot(play(5, 300, true, { ...presetRules("straight"), deadHand: "reshuffle" })),
    ];
    for (const s of cases) {
      const text = encodeSnapshot(s, SECRET, ginRummy.table.codec);
      expectSameSnapshot(roundTripBytes(text), s);
    }
  });

  it("holds the largest match within the size limits, through bytes and through the bdsx bridge", () => {
    const { s, text } = largest();
    expect((s.match as MatchState).hand.history.length).toBeGreaterThan(SNAPSHOT_HISTORY);
    expect(text.length).toBeLessThanOrEqual(1024);
    expect(text.length).toBeLessThanOrEqual(MAX_SNAPSHOT_CHARS);
    const bytes = encodeBoardTag(boardTag({ kind: "gin_rummy", snapshot: text }));
    expect(bytes.length).toBeLessThanOrEqual(MAX_TAG_BYTES);
    expectSameSnapshot(roundTripBytes(text), s);
    const viaBdsx = fromBdsx(NBT, toBdsx(NBT, boardTag({ kind: "gin_rummy", snapshot: text })), MAX_TAG_BYTES);
    const r = readBoardTag(viaBdsx);
    expect(r.ok && r.board.snapshot).toBe(text);
  });
});

describe("board NBT refusals", () => {
  const good = (): TypedCompound => boardTag({ kind: "gin_rummy", snapshot: encodeSnapshot(snapshot(play(8, 30)), SECRET, ginRummy.table.codec) });

  it("a changed character passes the NBT checks but fails the signature", () => {
    const tag = good();
    const snap = tag.value["snapshot"] as { type: "string"; value: string };
    const i = snap.value.length - 40;
    snap.value = snap.value.substring(0, i) + (snap.value.charAt(i) === "A" ? "B" : "A") + snap.value.substring(i + 1);
    const r = readBoardTag(tag);
    expect(r.ok).toBe(true);
    if (r.ok) expect(decodeSnapshot(r.board.snapshot, SERVER, SECRET, ginRummy.table.codec)).toEqual({ ok: false, error: "tampered" });
  });

  it("refuses a truncated snapshot, extra keys, wrong tag types, other versions and non-ASCII", () => {
    const cut = good();
    const snap = cut.value["snapshot"] as { type: "string"; value: string };
    snap.value = snap.value.substring(0, snap.value.length - 5);
    expect(readBoardTag(cut)).toMatchObject({ ok: false, error: "truncated" });

    const padded = good();
    const p = padded.value["snapshot"] as { type: "string"; value: string };
    p.value = p.value + "AAAA";
    expect(readBoardTag(padded)).toMatchObject({ ok: false, error: "malformed" });

    const extra = good();
    extra.value["owner"] = { type: "string", value: "me" };
    expect(readBoardTag(extra)).toMatchObject({ ok: false, error: "malformed" });

    const typed = good();
    typed.value["len"] = { type: "short", value: 3 };
    expect(readBoardTag(typed)).toMatchObject({ ok: false, error: "malformed" });

    const v2 = good();
    v2.value["v"] = { type: "byte", value: 2 };
    expect(readBoardTag(v2)).toMatchObject({ ok: false, error: "version" });

    const uni = boardTag({ kind: "gin_rummy", snapshot: "GT1.é" });
    expect(readBoardTag(uni)).toMatchObject({ ok: false, error: "malformed" });

    const kind = boardTag({ kind: "Chess!", snapshot: "" });
    expect(readBoardTag(kind)).toMatchObject({ ok: false, error: "malformed" });

    expect(readBoardTag({ type: "int", value: 3 })).toMatchObject({ ok: false, error: "malformed" });
    expect(readBoardTag(null)).toMatchObject({ ok: false, error: "malformed" });
  });

  it("refuses oversized payloads, before validation and while converting from bdsx", () => {
    const big = boardTag({ kind: "gin_rummy", snapshot: "G".repeat(MAX_SNAPSHOT_CHARS + 500) });
    expect(readBoardTag(big)).toMatchObject({ ok: false, error: "oversized" });
    expect(() => fromBdsx(NBT, { snapshot: "G".repeat(MAX_TAG_BYTES) }, MAX_TAG_BYTES)).toThrow(NbtTooLarge);
    expect(() => fromBdsx(NBT, { list: new Array(MAX_TAG_BYTES).fill(NBT.byte(1)) }, MAX_TAG_BYTES)).toThrow(NbtTooLarge);
  });
});
