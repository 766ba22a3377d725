/**
 * `bot serve` for Uno No Mercy and 3–4-player Gin Rummy on bad input: every decide gets one
 * line, a legal action or `{"id":N,"error":"..."}` naming what is impossible, and the session
 * goes on.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createBot } from "../../src/games/gin-rummy/bots/index";
import { newMatch } from "../../src/games/gin-rummy/engine/match";
import { seatView } from "../../src/games/gin-rummy/engine/view";
import { HOUSE_RULES, rulesForSeats } from "../../src/games/gin-rummy/engine/rules";
import { createUnoBot } from "../../src/games/uno-no-mercy/bots/index";
import { legalOfView } from "../../src/games/uno-no-mercy/bots/legal";
import { applyUno, newUnoMatch } from "../../src/games/uno-no-mercy/engine/hand";
import { unoPresetRules } from "../../src/games/uno-no-mercy/engine/rules";
import type { UnoState } from "../../src/games/uno-no-mercy/engine/types";
import { unoSeatView } from "../../src/games/uno-no-mercy/engine/view";
import { createRng } from "../../src/util/random";
import { ServeSession } from "../../src/games/gin-rummy/cli/serve";
import { decideMessage, startMessage } from "../../src/games/gin-rummy/cli/protocol";
import { unoDecideMessage, unoStartMessage } from "../../src/games/uno-no-mercy/cli/protocol";
import { UnoServeSession } from "../../src/games/uno-no-mercy/cli/serve";

const BIN = resolve(import.meta.dirname, "../../bin/game-tables.mjs");

/** An Uno position a few moves in, seat to move, with its start and decide messages. */
function unoPosition(): { start: Record<string, unknown>; decide: Record<string, unknown>; seat: number } {
  let s: UnoState = newUnoMatch(unoPresetRules("no-mercy"), 3, createRng(4), 0);
  for (let i = 0; i < 5; i++) s = applyUno(s, legalOfView(unoSeatView(s, s.turn))[0]) as UnoState;
  const v = unoSeatView(s, s.turn);
  return { start: unoStartMessage(v, { scores: s.scores, handNumber: 1 }), decide: unoDecideMessage(v, 1), seat: s.turn };
}

describe("bot serve --game uno-no-mercy", () => {
  it("answers a real position with one of its legal actions", () => {
    const { start, decide } = unoPosition();
    const session = new UnoServeSession(createUnoBot("hard", createRng(1)), (l) => expect.fail(l));
    expect(session.handle(JSON.stringify(start))).toBeUndefined();
    const reply = JSON.parse(session.handle(JSON.stringify(decide)) as string) as Record<string, unknown>;
    expect(reply.id).toBe(1);
    const { id: _id, ...action } = reply;
    expect((decide.legal as unknown[]).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
  });

  it("after a refused start, a decide says which start was refused and why; the next valid start plays", () => {
    const { start, decide } = unoPosition();
    const session = new UnoServeSession(createUnoBot("simple", createRng(1)), () => undefined);
    session.handle(JSON.stringify(start));
    session.handle(JSON.stringify({ ...start, game: "gin_rummy" }));
    expect(JSON.parse(session.handle(JSON.stringify(decide)) as string)).toEqual({
      id: 1,
      error: "the last start message was refused (game gin_rummy: this bot plays uno_no_mercy): the bot does not know its seat or the rules; send a valid start",
    });
    session.handle(JSON.stringify({ ...start, seats: 5 }));
    expect((JSON.parse(session.handle(JSON.stringify(decide)) as string) as { error: string }).error).toMatch(/^the last start message was refused \(seats: /);
    session.handle(JSON.stringify(start));
    expect(JSON.parse(session.handle(JSON.stringify(decide)) as string)).not.toHaveProperty("error");
  });

  it("refuses impossible positions with the reason, one line each, and plays on", () => {
    const { start, decide, seat } = unoPosition();
    const log: string[] = [];
    const session = new UnoServeSession(createUnoBot("simple", createRng(1)), (l) => log.push(l));
    expect(JSON.parse(session.handle(JSON.stringify(decide)) as string)).toEqual({ id: 1, error: "no start message yet: the bot does not know its seat or the rules; send a valid start" });
    session.handle(JSON.stringify(start));
    const hand = decide.hand as string[];
    const legal = decide.legal as Record<string, unknown>[];
    const cases: [Record<string, unknown>, string][] = [
      [{ legal: legal.slice(1) }, `legal: ${JSON.stringify(legal[0])} is missing`],
      [{ legal: [...legal, { seat, do: "keep" }] }, `legal: {"seat":${seat},"do":"keep"} is not allowed here`],
      [{ legal: [...legal, { seat, do: "play", card: "Z9" }] }, 'legal: "Z9" is not a card (R Y G B then 0-9 S R D2 DA SE D4, or W then RD4 D6 D10 CR)'],
      [{ hand: [...hand.slice(1), "R5", "R5", "R5"], handSizes: (decide.handSizes as number[]).map((n, s) => (s === seat ? hand.length + 2 : n)) }, "hand: R5 is not a card, or more copies than the deck holds"],
      [{ drawCount: (decide.drawCount as number) + 1 }, "hands, discard and drawCount must add up to the 168 cards"],
      [{ colour: "purple" }, "colour: red, yellow, green or blue"],
      [{ phase: "drawn" }, "drawn: set exactly when this seat drew a playable card"],
      [{ handSizes: [7, 7] }, "handSizes, out and scores: one entry per seat (3)"],
      [{ hand: "many" }, "hand: Invalid input: expected array, received string"],
    ];
    let id = 10;
    for (const [over, error] of cases) {
      id++;
      expect(JSON.parse(session.handle(JSON.stringify({ ...decide, ...over, id })) as string)).toEqual({ id, error });
    }
    expect(log.filter((l) => l.includes("refused decide")).length).toBe(cases.length + 1);
    // And the session still plays.
    expect(JSON.parse(session.handle(JSON.stringify({ ...decide, id: 99 })) as string)).toHaveProperty("do");
  });

  it("refuses a start for another game", () => {
    const { start, decide } = unoPosition();
    const log: string[] = [];
    const session = new UnoServeSession(createUnoBot("simple", createRng(1)), (l) => log.push(l));
    session.handle(JSON.stringify({ ...start, game: "gin_rummy" }));
    expect(log).toEqual(["bot serve: bad start message: game gin_rummy: this bot plays uno_no_mercy"]);
    expect(JSON.parse(session.handle(JSON.stringify(decide)) as string)).toHaveProperty("error");
  });

  it("through the process: one line per decide, garbage skipped", () => {
    const { start, decide } = unoPosition();
    const input = [JSON.stringify(start), "{oops", JSON.stringify({ ...decide, id: 1 }), JSON.stringify({ ...decide, id: 2, legal: [] }), JSON.stringify({ type: "end" })].join("\n") + "\n";
    const r = spawnSync("node", [BIN, "bot", "serve", "--game", "uno-no-mercy", "--level", "hard"], { input, encoding: "utf8" });
    expect(r.status).toBe(0);
    const replies = r.stdout.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(replies.map((x) => x.id)).toEqual([1, 2]);
    expect(replies[0].do).toBeDefined();
    expect(replies[1].error).toBeDefined();
  });
});

/** Junk for a field: values of every JSON shape, some near the real ones. */
function junk(rng: () => number): unknown {
  const pick = [null, -1, 0, 3, 168, 1e9, 0.5, "", "R5", "WD10", "Z9", "KS", true, [], ["R5"], [7, 7, 7], { do: "draw" }, [{ seat: 0, do: "draw" }]];
  return pick[Math.floor(rng() * pick.length)];
}

describe("bot serve never crashes on a garbled decide", () => {
  it("answers one JSON line with the decide's id, an action or an error, for 400 garbled Uno and Gin Rummy decides", () => {
    let x = 12345;
    const rng = (): number => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
    const uno = unoPosition();
    const unoSession = new UnoServeSession(createUnoBot("hard", createRng(1)), () => undefined);
    unoSession.handle(JSON.stringify(uno.start));
    const m = newMatch(rulesForSeats(HOUSE_RULES, 3), createRng(6), 0, 3);
    const v = seatView(m.hand, m.hand.turn, m.scores);
    const ginSession = new ServeSession(createBot("normal", createRng(2)), () => undefined, () => createBot("normal", createRng(2)));
    ginSession.handle(JSON.stringify(startMessage(v, { scores: m.scores, handNumber: 1 })));
    const gin = decideMessage(v, 1);
    for (let i = 0; i < 400; i++) {
      const [session, decide] = i % 2 === 0 ? [unoSession, uno.decide] : [ginSession, gin];
      const keys = Object.keys(decide);
      const garbled: Record<string, unknown> = { ...decide, id: i };
      for (let k = 0; k < 1 + Math.floor(rng() * 3); k++) garbled[keys[Math.floor(rng() * keys.length)]] = junk(rng);
      garbled.type = "decide";
      garbled.id = i;
      const reply = JSON.parse(session.handle(JSON.stringify(garbled)) as string) as Record<string, unknown>;
      expect(reply.id).toBe(i);
      expect(typeof reply.error === "string" || typeof reply.do === "string").toBe(true);
    }
  });
});

describe("bot serve, Gin Rummy for three or four", () => {
  const m = newMatch(rulesForSeats(HOUSE_RULES, 4), createRng(6), 3, 4);
  const v = seatView(m.hand, m.hand.turn, m.scores);
  const start = startMessage(v, { scores: m.scores, handNumber: 1 });
  const decide = decideMessage(v, 1);

  it("answers with a legal action, and refuses what cannot be", () => {
    const session = new ServeSession(createBot("simple", createRng(2)), () => undefined, () => createBot("simple", createRng(2)));
    session.handle(JSON.stringify(start));
    const reply = JSON.parse(session.handle(JSON.stringify(decide)) as string) as Record<string, unknown>;
    expect(["take", "pass"]).toContain(reply.do);
    const cases: [Record<string, unknown>, string][] = [
      [{ hand: [...(decide.hand as string[]), "KS"].slice(0, 8) }, "hand: 8 cards, but the firstUpcard phase needs 7"],
      [{ handSizes: [7, 7, 7] }, "handSizes: 3 entries for 4 seats"],
      [{ handSizes: [7, 7, 8, 7] }, `handSizes[2]: ${v.seat === 2 ? "this hand" : "another hand"} holds 7 cards while this seat acts`],
      [{ stockCount: 30 }, "stockCount: at most 23"],
      [{ legal: [{ seat: v.seat, do: "take" }] }, "legal: pass is missing"],
      [{ legal: [{ seat: 5, do: "take" }] }, "legal: seat must be 0..3"],
    ];
    let id = 1;
    for (const [over, error] of cases) {
      id++;
      expect(JSON.parse(session.handle(JSON.stringify({ ...decide, ...over, id })) as string)).toEqual({ id, error });
    }
  });

  it("ignores an event for a seat the game does not have (logged), and still answers", () => {
    const m3 = newMatch(rulesForSeats(HOUSE_RULES, 3), createRng(6), 2, 3);
    const v3 = seatView(m3.hand, m3.hand.turn, m3.scores);
    const log: string[] = [];
    const session = new ServeSession(createBot("simple", createRng(2)), (l) => log.push(l), () => createBot("simple", createRng(2)));
    session.handle(JSON.stringify(startMessage(v3, { scores: m3.scores, handNumber: 1 })));
    session.handle(JSON.stringify({ type: "event", kind: "take", seat: 3, card: "KS" }));
    expect(log).toEqual(["bot serve: take event for seat 3, but the game has seats 0..2"]);
    const reply = JSON.parse(session.handle(JSON.stringify(decideMessage(v3, 1))) as string) as Record<string, unknown>;
    expect(["take", "pass"]).toContain(reply.do);
  });

  it("a two-player level says it plays two players only", () => {
    const session = new ServeSession(createBot("hard", createRng(2)), () => undefined, () => "hard plays two players only; 3–4 players: easy, simple, normal");
    session.handle(JSON.stringify(start));
    expect(JSON.parse(session.handle(JSON.stringify(decide)) as string)).toEqual({ id: 1, error: "hard plays two players only; 3–4 players: easy, simple, normal" });
  });
});
