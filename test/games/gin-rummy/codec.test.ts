import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/games/gin-rummy/engine/hand";
import { applyMatchAction, newMatch, startNextHand } from "../../../src/games/gin-rummy/engine/match";
import type { MatchState } from "../../../src/games/gin-rummy/engine/match";
import { createRng, randomInt } from "../../../src/util/random";
import { presetRules, PRESET_NAMES } from "../../../src/games/gin-rummy/engine/rules";
import { decodeMatch, encodeMatch } from "../../../src/games/gin-rummy/codec";
import { ginRummy } from "../../../src/games/gin-rummy/game";
import { decodeSnapshot, encodeSnapshot } from "../../../src/tables/persistence/snapshot";

/** Random play through a match, yielding every intermediate state. */
function* states(seed: number): Generator<MatchState> {
  const rng = createRng(seed);
  const rules = presetRules(PRESET_NAMES[seed % PRESET_NAMES.length]);
  if (seed % 3 === 0) rules.deadHand = "reshuffle";
  let m = newMatch(rules, rng, (seed % 2) as 0 | 1);
  for (let i = 0; i < 1500 && m.result === undefined; i++) {
    yield m;
    if (m.hand.phase === "over") {
      const n = startNextHand(m);
      if (!n.ok) break;
      m = n.state;
      continue;
    }
    const legal = legalActions(m.hand);
    const r = applyMatchAction(m, legal[randomInt(rng, legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    m = r.state;
  }
  yield m;
}

describe("match codec", () => {
  it("round-trips every state of random matches (hands, stock order, pile, history, seeds, results)", () => {
    let n = 0;
    let longest = 0;
    for (let seed = 1; seed <= 5; seed++) {
      for (const m of states(seed)) {
        const text = encodeMatch(m);
        longest = Math.max(longest, text.length);
        const back = decodeMatch(text);
        if (typeof back === "string") throw new Error(`seed ${seed}: ${back}`);
        expect(encodeMatch(back)).toBe(text);
        expect(back.hand.hands).toEqual(m.hand.hands);
        expect(back.hand.stock).toEqual(m.hand.stock);
        expect(back.hand.discard).toEqual(m.hand.discard);
        expect(back.hand.history).toEqual(m.hand.history);
        expect(back.hand.rng).toEqual(m.hand.rng);
        expect(back.rng).toEqual(m.rng);
        expect(back.scores).toEqual(m.scores);
        if (m.hand.result !== undefined) expect(back.hand.result).toEqual(m.hand.result);
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
    // Storage keeps the whole history: random play (taking the discard over and over) makes it long.
    expect(longest).toBeGreaterThan(300);
  });

  it("refuses damaged text with a reason", () => {
    const m = newMatch(presetRules("house"), createRng(5), 0);
    const text = encodeMatch(m);
    expect(typeof decodeMatch(text.replace("A", "A.A"))).toBe("string");
    expect(typeof decodeMatch(text.substring(0, text.length - 5))).toBe("string");
    // A duplicated card (the first hand's first card twice) is not a deck.
    const f = text.split(".");
    f[4] = f[4].charAt(0) + f[4].substring(1, f[4].length - 1) + f[4].charAt(0);
    expect(decodeMatch(f.join("."))).toBe("a card appears twice");
  });
});

describe("snapshot", () => {
  const secret = Array.from({ length: 32 }, (_, i) => (i * 37) & 255);
  const seats: [{ player: string; bot: string }, { player: string; bot: string }] = [
    { player: "Ann_the-Player", bot: "" },
    { player: "2535412345678901", bot: "" },
  ];

  it("signs and verifies; every single-character change is refused", () => {
    const m = [...states(4)][40];
    const snap = encodeSnapshot({ server: "abcdefghijk", matchId: "ZZZZZZZZZZZ", gen: 3, seats, escrow: true, match: m }, secret, ginRummy.table.codec);
    const ok = decodeSnapshot(snap, "abcdefghijk", secret, ginRummy.table.codec);
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.snapshot.gen).toBe(3);
      expect(ok.snapshot.seats).toEqual(seats);
      expect(encodeMatch(ok.snapshot.match as MatchState)).toBe(encodeMatch(m, 48));
    }
    for (let i = 3; i < snap.length; i++) {
      const ch = snap.charAt(i) === "B" ? "C" : "B";
      const bad = decodeSnapshot(snap.substring(0, i) + ch + snap.substring(i + 1), "abcdefghijk", secret, ginRummy.table.codec);
      expect(bad.ok).toBe(false);
    }
    const wrongKey = decodeSnapshot(snap, "abcdefghijk", secret.map((b) => b ^ 1), ginRummy.table.codec);
    expect(wrongKey).toEqual({ ok: false, error: "tampered" });
    expect(decodeSnapshot(snap, "otherserver", secret.map((b) => b ^ 1), ginRummy.table.codec)).toEqual({ ok: false, error: "foreign" });
  });

  it("stays small: the largest snapshot over random matches (with long ids) is under 480 bytes", () => {
    let largest = 0;
    for (let seed = 1; seed <= 8; seed++) {
      for (const m of states(seed)) {
        const snap = encodeSnapshot({ server: "abcdefghijk", matchId: "ZZZZZZZZZZZ", gen: 12, seats, escrow: true, match: m }, secret, ginRummy.table.codec);
        largest = Math.max(largest, snap.length);
      }
    }
    console.log(`largest snapshot: ${largest} bytes`);
    expect(largest).toBeLessThan(480);
  });
});
