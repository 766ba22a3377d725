/**
 * Here to Slay over the bot protocol (version 2): `bot serve`'s session plays exactly the
 * in-process arena match when every message goes through JSON both ways; a scripted external bot
 * plays whole 2–4-seat matches (reaction windows asked out of turn) without a failed reply; bad,
 * illegal and late replies are refused with a clear line and the table's safe move; `bot serve`
 * refuses a `decide` that is no real position; a seat's messages depend only on what it may see.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ExternalBot, type Player, type Sent } from "../../../src/cli/bot-client";
import type { MatchContext } from "../../../src/cli/bot-protocol";
import { localPlayer, playGameMatch } from "../../../src/cli/game-match";
import type { Game, GameBot } from "../../../src/games/game";
import { createHtsBot, type HtsBotLevel } from "../../../src/games/here-to-slay/bots/index";
import { htsArenaDeal, playHtsMatch } from "../../../src/games/here-to-slay/bots/transcript";
import { HTS_SIDE, htsDecideMessage, htsStartMessage, readHtsReply } from "../../../src/games/here-to-slay/cli/protocol";
import { HtsServeSession, htsViewOfDecide } from "../../../src/games/here-to-slay/cli/serve";
import { encodeHts } from "../../../src/games/here-to-slay/codec";
import { applyHts, htsScores, htsTurn, newHtsMatch } from "../../../src/games/here-to-slay/engine/rules";
import { htsResultJson } from "../../../src/games/here-to-slay/records";
import type { HtsAction, HtsState } from "../../../src/games/here-to-slay/engine/types";
import { htsSeatView, type HtsView } from "../../../src/games/here-to-slay/engine/view";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { htsSafeMove } from "../../../src/games/here-to-slay/moves";
import { createRng, shuffle } from "../../../src/util/random";

const SCRIPTED = resolve(import.meta.dirname, "../../bots/fixtures/scripted-bot.mjs");
const HTS = hereToSlay as Game<HtsState, HtsAction, HtsView>;

/** A seat played through a `bot serve` session in this process: every message as a JSON line both ways. */
function servedPlayer(bot: GameBot<HtsView, HtsAction>, failures: string[]): Player<HtsView, HtsAction> {
  const session = new HtsServeSession(bot, (l) => failures.push(l));
  const sent: Sent = { hand: 0, events: 0 };
  let id = 0;
  const say = (ms: Record<string, unknown>[]): void => {
    for (const m of ms) expect(session.handle(JSON.stringify(m))).toBeUndefined();
  };
  return {
    decide(v: HtsView, ctx: MatchContext) {
      say(HTS_SIDE.catchUp(v, ctx, sent));
      const line = session.handle(JSON.stringify(HTS_SIDE.decide(v, ++id))) as string;
      const reply = HTS_SIDE.read(line, v);
      if (!reply.ok) {
        failures.push(reply.error);
        return Promise.resolve(HTS_SIDE.fallback(v, createRng(1)));
      }
      expect(reply.id).toBe(id);
      return Promise.resolve(reply.action);
    },
    handOver(v, ctx) {
      say(HTS_SIDE.handOver(v, ctx, sent));
      return Promise.resolve();
    },
    matchOver() {
      return Promise.resolve();
    },
  };
}

async function closeAll(bots: ExternalBot<HtsView, HtsAction>[]): Promise<void> {
  await Promise.all(bots.map((b) => b.close()));
}

describe("Here to Slay over the protocol", () => {
  it("bot serve's sessions play the in-process arena match move for move, 2 to 4 seats", async () => {
    const runs: [number, HtsBotLevel[]][] = [
      [3, ["simple", "easy"]],
      [4, ["simple", "simple", "easy"]],
      [5, ["easy", "simple", "simple", "simple"]],
      [6, ["simple", "hard", "easy", "hard"]],
    ];
    for (const [seed, levels] of runs) {
      const deal = htsArenaDeal(levels.length, seed, 0);
      const failures: string[] = [];
      const players = levels.map((level, seat) => (seat === 0 ? localPlayer(createHtsBot(level, deal.botRngs[0])) : servedPlayer(createHtsBot(level, deal.botRngs[seat]), failures)));
      let end = deal.start;
      await playGameMatch(HTS, deal.start, players, { hand: (_d, _m, s) => (end = s), turnOnly: true });
      expect(failures).toEqual([]);
      expect(end.phase).toBe("over");
      expect(encodeHts(end), `seed ${seed}`).toBe(encodeHts(playHtsMatch(levels, seed, 0)));
    }
  });

  it("a scripted external bot plays whole matches in every seat but the first, windows out of turn included, no failed reply", async () => {
    for (const seats of [2, 4]) {
      const bots: ExternalBot<HtsView, HtsAction>[] = [];
      for (let i = 1; i < seats; i++) bots.push(new ExternalBot<HtsView, HtsAction>(`node ${SCRIPTED} good`, { timeoutMs: 5000, log: (l) => expect.fail(l) }, HTS_SIDE));
      const moves: HtsAction[] = [];
      try {
        const start = newHtsMatch(seats, createRng(40 + seats), 1);
        await playGameMatch(HTS, start, [localPlayer(createHtsBot("simple", createRng(2))), ...bots], { move: (a) => moves.push(a) });
      } finally {
        await closeAll(bots);
      }
      expect(bots.map((b) => b.failed)).toEqual(bots.map(() => 0));
      // The scripted bot answers the first legal move: it passes windows it is asked out of turn.
      expect(moves.some((a) => a.seat !== 0 && a.do === "pass")).toBe(true);
    }
  }, 120000);

  for (const [mode, reason] of [
    ["malformed", "malformed JSON"],
    ["illegal", "do must be one of leader, draw, play, roll, attack, redraw, end, pass, challenge, modify, pick"],
  ]) {
    it(`${mode} replies: a clear error, the table's safe move, then the hard bot takes the seat`, async () => {
      const log: string[] = [];
      const bot = new ExternalBot<HtsView, HtsAction>(`node ${SCRIPTED} ${mode}`, { timeoutMs: 5000, log: (l) => log.push(l) }, HTS_SIDE);
      const played: { a: HtsAction; safe: HtsAction }[] = [];
      try {
        const start = newHtsMatch(3, createRng(8), 1);
        await playGameMatch(HTS, start, [localPlayer(createHtsBot("simple", createRng(1))), bot, localPlayer(createHtsBot("simple", createRng(3)))], {
          move: (a, _s, before) => {
            if (a.seat === 1 && played.length < 3) played.push({ a, safe: htsSafeMove(before, 1) });
          },
        });
      } finally {
        await bot.close();
      }
      expect(log.some((l) => l.includes(reason) && l.includes("instead"))).toBe(true);
      expect(log.some((l) => l.includes("failed 3 times in a row; replaced by the hard bot"))).toBe(true);
      expect(bot.replacement?.level).toBe("hard");
      expect(bot.failed).toBe(3);
      // The moves played for the failing bot are the table's own safe moves.
      for (const p of played) expect(p.a).toEqual(p.safe);
    }, 60000);
  }

  it("a late reply is dropped, never taken for the next decision, and the answer after it in the same chunk is read; the bot keeps its seat", async () => {
    const log: string[] = [];
    const bot = new ExternalBot<HtsView, HtsAction>(`node ${SCRIPTED} late`, { timeoutMs: 500, startupMs: 5000, log: (l) => log.push(l) }, HTS_SIDE);
    try {
      await playGameMatch(HTS, newHtsMatch(2, createRng(21), 0), [localPlayer(createHtsBot("simple", createRng(1))), bot]);
    } finally {
      await bot.close();
    }
    expect(log.some((l) => l.includes("no reply within 500 ms") && l.includes("instead"))).toBe(true);
    expect(log.some((l) => l.includes("ignored a reply to decision 2"))).toBe(true);
    expect(bot.failed).toBe(1);
    expect(bot.replacement).toBeUndefined();
  }, 60000);

  it("ends the match with a result event that says what its record's result line says", () => {
    for (const seed of [1, 2, 3]) {
      const s = playHtsMatch(["simple", "easy", "simple"], seed, 0);
      const out = HTS_SIDE.handOver(htsSeatView(s, 1), { scores: htsScores(s), handNumber: 1, moves: [] }, { hand: 1, events: 0 });
      const { turns: _t, moves: _m, ...result } = JSON.parse(htsResultJson(s)) as Record<string, unknown>;
      expect(out).toEqual([{ type: "event", kind: "result", ...result }]);
    }
  });

  it("reads each reply into the legal action it names, or says why not", () => {
    let s = newHtsMatch(3, createRng(12), 0);
    const v = htsSeatView(s, 0);
    const leader = v.legal[0];
    expect(readHtsReply(`{"id":4,"do":"leader","card":${leader.card}}`, v)).toEqual({ ok: true, action: leader, id: 4 });
    expect(readHtsReply(`{"id":4,"seat":0,"do":"leader","card":${leader.card},"target":-1}`, v)).toEqual({ ok: true, action: leader, id: 4 });
    const refused: [string, string][] = [
      ['{"id":4,"do":"leader","card":99}', 'illegal action {"id":4,"do":"leader","card":99}'],
      ['{"id":4,"do":"draw"}', 'illegal action {"id":4,"do":"draw"}'],
      ['{"id":4,"do":"leader","card":500}', 'bad reply {"id":4,"do":"leader","card":500}: card must be an integer -1..120'],
      ['{"id":4,"do":"leader","card":"The Ash Sage"}', 'bad reply {"id":4,"do":"leader","card":"The Ash Sage"}: card must be a card id'],
      ['{"id":4,"do":"fly"}', 'bad reply {"id":4,"do":"fly"}: do must be one of leader, draw, play, roll, attack, redraw, end, pass, challenge, modify, pick'],
      ['{"id":4,"seat":2,"do":"end"}', "reply for seat 2, but the bot sits in seat 0"],
      ["[1,2]", "bad reply [1,2]: not an object"],
      ['{"id":4,"error":"no idea"}', "the bot refused the decision: no idea"],
    ];
    for (const [line, error] of refused) expect(readHtsReply(line, v), line).toMatchObject({ ok: false, error });
    s = applyHts(s, leader) as HtsState;
    expect(readHtsReply(`{"do":"leader","card":${leader.card}}`, htsSeatView(s, 1))).toMatchObject({ ok: false });
  });

  it("bot serve refuses a decide that is no real position, with the reason, and plays on", () => {
    const log: string[] = [];
    const session = new HtsServeSession(createHtsBot("simple", createRng(1)), (l) => log.push(l));
    let s = newHtsMatch(4, createRng(30), 2);
    const bots = [0, 1, 2, 3].map((i) => createHtsBot("simple", createRng(i)));
    for (let k = 0; k < 40; k++) s = applyHts(s, bots[htsTurn(s)].decide(htsSeatView(s, htsTurn(s)))) as HtsState;
    const seat = htsTurn(s);
    const v = htsSeatView(s, seat);
    const decide = htsDecideMessage(v, 7);
    const ask = (m: Record<string, unknown>): unknown => JSON.parse(session.handle(JSON.stringify(m)) as string);
    expect(ask(decide)).toEqual({ id: 7, error: "no start message yet: the bot does not know its seat or the rules; send a valid start" });
    session.handle(JSON.stringify({ ...htsStartMessage(v, { scores: [0, 0, 0, 0], handNumber: 1 }), game: "uno_no_mercy" }));
    expect((ask(decide) as { error: string }).error).toContain("the last start message was refused (game uno_no_mercy: this bot plays here_to_slay)");
    session.handle(JSON.stringify(htsStartMessage(v, { scores: [0, 0, 0, 0], handNumber: 1 })));
    expect(ask(decide)).toMatchObject({ id: 7, do: expect.any(String) });
    const hand = decide.hand as number[];
    const twice = { ...decide, discard: (decide.discard as number[]).concat([hand[0]]) };
    expect(ask(twice)).toEqual({ id: 7, error: `card ${hand[0]} is in two places` });
    const legal = decide.legal as unknown[];
    expect((ask({ ...decide, legal: legal.slice(1).length > 0 ? legal.slice(1) : [{ seat, do: "draw" }] }) as { error: string }).error).toMatch(/^legal: /);
    expect(ask({ ...decide, deck: (decide.deck as number) + 1 })).toMatchObject({ id: 7, error: expect.stringContaining("out of sight") });
    expect(ask({ ...decide, hand: "none" })).toMatchObject({ id: 7, error: expect.stringContaining("hand") });
    expect(log.filter((l) => l.startsWith("bot serve: refused decide 7")).length).toBe(6);
  });

  it("bot serve rebuilds exactly the seat's view from every decide of whole matches (hidden cards aside)", () => {
    let checked = 0;
    for (const [seats, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
    ]) {
      let s = newHtsMatch(seats, createRng(seed), seed % seats);
      const bots = [0, 1, 2, 3].map((i) => createHtsBot(i % 2 === 0 ? "hard" : "easy", createRng(seed * 10 + i)));
      while (s.phase !== "over") {
        const seat = htsTurn(s);
        const v = htsSeatView(s, seat);
        const decide = JSON.parse(JSON.stringify(htsDecideMessage(v, 1))) as Parameters<typeof htsViewOfDecide>[0];
        expect(htsViewOfDecide(decide, seats, seat)).toEqual(v);
        checked++;
        s = applyHts(s, bots[seat].decide(v)) as HtsState;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("a seat's messages do not change when the cards it cannot see do", () => {
    let s = newHtsMatch(4, createRng(5), 1);
    const bots = [0, 1, 2, 3].map((i) => createHtsBot("simple", createRng(i)));
    const moves: HtsAction[] = [];
    for (let move = 0; move < 300 && s.phase !== "over"; move++) {
      for (let seat = 0; seat < 4; seat++) {
        // Everything this seat cannot see dealt again: the other hands (same sizes), the deck, the Monster deck.
        const hidden: number[] = s.deck.slice();
        for (let o = 0; o < 4; o++) if (o !== seat) hidden.push(...s.hands[o]);
        shuffle(createRng(move * 4 + seat), hidden);
        const hands = s.hands.map((h, o) => (o === seat ? h.slice() : hidden.splice(0, h.length)));
        const other: HtsState = { ...s, hands, deck: hidden, monsterDeck: shuffle(createRng(move), s.monsterDeck.slice()), rng: createRng(move) };
        const ctx = { scores: [0, 0, 0, 0], handNumber: 1, moves };
        expect(htsDecideMessage(htsSeatView(other, seat), 1)).toEqual(htsDecideMessage(htsSeatView(s, seat), 1));
        const said = (state: HtsState): unknown => HTS_SIDE.catchUp(htsSeatView(state, seat), ctx, { hand: 0, events: 0 });
        expect(said(other)).toEqual(said(s));
      }
      const a = bots[htsTurn(s)].decide(htsSeatView(s, htsTurn(s)));
      moves.push(a);
      s = applyHts(s, a) as HtsState;
    }
  });
});
