/**
 * `bot serve` on bad input: every decide gets exactly one reply line, an action or
 * `{"id":N,"error":"..."}`, and the session goes on; a line over 1 MiB is refused, not read.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createBot } from "../../../src/games/gin-rummy/bots/index";
import { readReply } from "../../../src/games/gin-rummy/cli/protocol";
import { ServeSession } from "../../../src/games/gin-rummy/cli/serve";
import type { SeatView } from "../../../src/games/gin-rummy/engine/view";
import { createRng } from "../../../src/util/random";

const BIN = resolve(import.meta.dirname, "../../../bin/game-tables.mjs");

const START = { type: "start", seat: 0, dealer: 1, hand: "AC 2C 3C 4D 5D 6D 7H 8H 9H KS".split(" "), upcard: "JD", knockLimit: 10 };
// After drawing QS: discarding KS or QS leaves 10 deadwood, so those two may knock.
const HAND = "AC 2C 3C 4D 5D 6D 7H 8H 9H KS QS".split(" ");
const discard = (card: string, knock = false) => (knock ? { seat: 0, do: "discard", card, knock: true } : { seat: 0, do: "discard", card });
const LEGAL = [...HAND.map((c) => discard(c)), discard("KS", true), discard("QS", true)];
const decide = (id: number, over: Record<string, unknown> = {}) =>
  JSON.stringify({ type: "decide", id, phase: "discard", hand: HAND, drawn: "QS", taken: null, topDiscard: "JD", stockCount: 30, opponentCards: 10, legal: LEGAL, ...over });

function session(level: "hard" | "easy" | "normal" | "simple") {
  const log: string[] = [];
  const s = new ServeSession(createBot(level, createRng(3)), (l) => log.push(l));
  expect(s.handle(JSON.stringify(START))).toBeUndefined();
  return { s, log };
}

describe("bot serve refuses impossible decisions with one error line each", () => {
  it("a legal list of knocks only (the hard bot used to crash on it) is refused, and the next decide is answered", () => {
    const { s, log } = session("hard");
    const reply = JSON.parse(s.handle(decide(1, { legal: [discard("KS", true)] })) as string);
    expect(reply).toEqual({ id: 1, error: "legal: discard AC is missing" });
    expect(log.join("\n")).toContain("refused decide 1");
    const next = JSON.parse(s.handle(decide(2)) as string);
    expect(next.id).toBe(2);
    expect(next.do).toBe("discard");
  });

  it("a 52-card hand is refused at once instead of searched for minutes", () => {
    const deck: string[] = [];
    for (const suit of "CDHS") for (const rank of "A23456789TJQK") deck.push(rank + suit);
    for (const level of ["simple", "easy", "normal", "hard"] as const) {
      const { s } = session(level);
      expect(JSON.parse(s.handle(decide(7, { hand: deck })) as string)).toEqual({ id: 7, error: "hand: 52 cards, but the discard phase needs 11" });
    }
  });

  it("says what is wrong with other impossible positions", () => {
    const { s } = session("normal");
    const cases: [Record<string, unknown>, string][] = [
      [{ hand: [...HAND.slice(0, 10), "AC"] }, "hand: AC twice"],
      [{ drawn: "QD" }, "drawn: QD is not in the hand"],
      [{ topDiscard: "KS" }, "topDiscard: KS is also in the hand"],
      [{ stockCount: 40 }, "stockCount: at most 31"],
      [{ legal: [...LEGAL, { seat: 1, do: "stock" }] }, "legal: an action for seat 1, but the bot sits in seat 0"],
      [{ legal: [...LEGAL, discard("AC", true)] }, "legal: discard AC knock is not allowed here"],
      [{ legal: [...LEGAL, { seat: 0, do: "discard", card: "ZZ" }] }, 'legal: "ZZ" is not a card (rank A23456789TJQK, then suit CDHS)'],
      [{ phase: "draw" }, "hand: 11 cards, but the draw phase needs 10"],
      [{ hand: "many" }, "hand: Invalid input: expected array, received string"],
    ];
    let id = 10;
    for (const [over, error] of cases) {
      id++;
      expect(JSON.parse(s.handle(decide(id, over)) as string)).toEqual({ id, error });
    }
    // A decide without an id still gets its one line.
    expect(JSON.parse(s.handle(JSON.stringify({ type: "decide" })) as string)).toHaveProperty("error");
  });

  it("after a refused start, a decide says which start was refused and why", () => {
    const { s } = session("easy");
    s.handle(JSON.stringify({ ...START, game: "uno_no_mercy" }));
    expect(JSON.parse(s.handle(decide(1)) as string)).toEqual({
      id: 1,
      error: "the last start message was refused (game uno_no_mercy: this bot plays gin_rummy): the bot does not know its seat or the rules; send a valid start",
    });
    s.handle(JSON.stringify(START));
    expect(JSON.parse(s.handle(decide(2)) as string)).not.toHaveProperty("error");
  });

  it("answers nothing before a start message but an error line", () => {
    const s = new ServeSession(createBot("easy", createRng(1)), () => undefined);
    expect(JSON.parse(s.handle(decide(1)) as string)).toEqual({ id: 1, error: "no start message yet: the bot does not know its seat or the rules; send a valid start" });
  });
});

describe("the bot serve command", () => {
  it("refuses a line over 1 MiB, says so, and answers the decide after it", () => {
    const input = [JSON.stringify(START), "x".repeat(3 * 1024 * 1024), decide(5), JSON.stringify({ type: "end" })].join("\n") + "\n";
    const r = spawnSync("node", [BIN, "bot", "serve", "--level", "hard"], { input, encoding: "utf8" });
    expect(r.stderr).toContain("bot serve: ignored a line longer than 1048576 bytes (1 MiB)");
    expect(r.stderr).not.toContain("RangeError");
    const lines = r.stdout.split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).id).toBe(5);
    expect(r.status).toBe(0);
  });

  it("gives every decide one line, through the process, knock-only lists included", () => {
    const input = [JSON.stringify(START), decide(1, { legal: [discard("KS", true)] }), decide(2), "{oops", decide(3, { hand: [] })].join("\n") + "\n";
    const r = spawnSync("node", [BIN, "bot", "serve", "--level", "hard"], { input, encoding: "utf8" });
    expect(r.status).toBe(0);
    const replies = r.stdout.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
    expect(replies.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(replies[0].error).toBeDefined();
    expect(replies[1].do).toBe("discard");
    expect(replies[2].error).toBeDefined();
  });
});

describe("the host side", () => {
  it("reads an error line as the bot refusing that decision", () => {
    expect(readReply('{"id":3,"error":"hand: 52 cards"}', {} as SeatView)).toEqual({ ok: false, error: "the bot refused the decision: hand: 52 cards", id: 3 });
  });
});
