/**
 * The bot protocol beyond two-player Gin Rummy: Uno No Mercy (2–4 seats) and 3–4-player Gin
 * Rummy. Whole matches through spawned `bot serve` processes play exactly the in-process games
 * with no failed reply; bad replies are refused with a clear line and a safe move; and a seat's
 * messages are a function of what it may see (other hands and the stock changed: same bytes).
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { actionText as ginActionText, botRng, emptyTally, matchSeed, playMatch, resultText } from "../../src/games/gin-rummy/bots/match-play";
import { createBot } from "../../src/games/gin-rummy/bots/index";
import { newMatch, type MatchState } from "../../src/games/gin-rummy/engine/match";
import type { Action, HandResult } from "../../src/games/gin-rummy/engine/types";
import { seatView, type SeatView } from "../../src/games/gin-rummy/engine/view";
import { HOUSE_RULES, rulesForSeats } from "../../src/games/gin-rummy/engine/rules";
import { ginRummy } from "../../src/games/gin-rummy/game";
import type { Game } from "../../src/games/game";
import { createUnoBot } from "../../src/games/uno-no-mercy/bots/index";
import { actionText, emptyUnoTally, playUnoMatch, unoMatchSeed } from "../../src/games/uno-no-mercy/bots/match-play";
import { newUnoMatch } from "../../src/games/uno-no-mercy/engine/hand";
import { unoPresetRules } from "../../src/games/uno-no-mercy/engine/rules";
import type { UnoAction, UnoState } from "../../src/games/uno-no-mercy/engine/types";
import { unoSeatView, type UnoView } from "../../src/games/uno-no-mercy/engine/view";
import { unoNoMercy } from "../../src/games/uno-no-mercy/game";
import { createRng, mix32, randomInt, shuffle } from "../../src/util/random";
import { ExternalBot, type Player } from "../../src/cli/bot-client";
import { localPlayer, playGameMatch } from "../../src/cli/game-match";
import { GIN_SIDE, decideMessage, startMessage } from "../../src/games/gin-rummy/cli/protocol";
import { readUnoReply, UNO_SIDE, unoDecideMessage, unoStartMessage } from "../../src/games/uno-no-mercy/cli/protocol";
import { legalOfView } from "../../src/games/uno-no-mercy/bots/legal";
import { unoCardName } from "../../src/games/uno-no-mercy/notation";
import { parseArenaArgs, runArena } from "../../src/cli/arena";
import { matchMessage } from "../../src/cli/bot-protocol";

const BIN = resolve(import.meta.dirname, "../../bin/game-tables.mjs");
const SCRIPTED = resolve(import.meta.dirname, "fixtures/scripted-bot.mjs");
const UNO = unoNoMercy as Game<UnoState, UnoAction, UnoView>;
const GIN = ginRummy as unknown as Game<MatchState, Action, SeatView>;

async function closeAll(bots: ExternalBot<unknown, unknown>[]): Promise<void> {
  await Promise.all(bots.map((b) => b.close()));
}

describe("Uno No Mercy over the protocol", () => {
  it("four seats, three served bots: the in-process match move for move, no failed reply", async () => {
    const seed = unoMatchSeed(3, 0);
    const levels = ["simple", "hard", "simple", "hard"];
    const local: string[] = [];
    playUnoMatch(unoPresetRules("no-mercy"), seed, levels, emptyUnoTally(4), (l) => local.push(l));
    const served: ExternalBot<UnoView, UnoAction>[] = [];
    const players: Player<UnoView, UnoAction>[] = [localPlayer(createUnoBot(levels[0], createRng(mix32(seed, 1000))))];
    for (let seat = 1; seat < 4; seat++) {
      const bot = new ExternalBot<UnoView, UnoAction>(`node ${BIN} bot serve --game uno-no-mercy --level ${levels[seat]} --seed ${mix32(seed, 1000 + seat)}`, { timeoutMs: 20000, log: (l) => expect.fail(l) }, UNO_SIDE);
      served.push(bot);
      players.push(bot);
    }
    const remote: string[] = [];
    try {
      const start = newUnoMatch(unoPresetRules("no-mercy"), 4, createRng(seed), randomInt(createRng(mix32(seed, 7)), 4));
      await playGameMatch(UNO, start, players, {
        move: (a) => remote.push(actionText(a)),
        hand: (_d, _m, end) => remote.push(`hand ${end.handNumber} winner ${end.last?.winner} points ${end.last?.points} scores ${end.scores.join(",")}`),
      });
    } finally {
      await closeAll(served as ExternalBot<unknown, unknown>[]);
    }
    // The in-process log ends with the stored match text; moves and hand lines must agree.
    expect(remote).toEqual(local.slice(0, local.length - 1));
    expect(served.map((b) => b.failed)).toEqual([0, 0, 0]);
  }, 120000);

  it("out-of-turn catches go over the protocol too: bots that never call UNO get caught, no failed reply", async () => {
    const bots = [0, 1, 2].map(() => new ExternalBot<UnoView, UnoAction>(`node ${SCRIPTED} good`, { timeoutMs: 5000, log: (l) => expect.fail(l) }, UNO_SIDE));
    const moves: UnoAction[] = [];
    try {
      const seed = unoMatchSeed(6, 0);
      await playGameMatch(UNO, newUnoMatch(unoPresetRules("no-mercy"), 3, createRng(seed), 0), bots, { move: (a) => moves.push(a) });
    } finally {
      await closeAll(bots as ExternalBot<unknown, unknown>[]);
    }
    // The scripted bot plays the first legal action: a card without calling UNO, and a catch whenever one is open.
    expect(moves.filter((a) => a.do === "catch").length).toBeGreaterThan(0);
    expect(bots.map((b) => b.failed)).toEqual([0, 0, 0]);
  }, 120000);

  it("bad replies are refused with a clear reason, a safe move is played, then the hard bot takes the seat", async () => {
    for (const [mode, reason] of [
      ["malformed", "malformed JSON"],
      ["illegal", "do must be one of play, draw, keep, take, pick, catch"],
    ]) {
      const log: string[] = [];
      const bot = new ExternalBot<UnoView, UnoAction>(`node ${SCRIPTED} ${mode}`, { timeoutMs: 2000, log: (l) => log.push(l) }, UNO_SIDE);
      try {
        const seed = unoMatchSeed(9, 1);
        const start = newUnoMatch(unoPresetRules("no-mercy"), 2, createRng(seed), 0);
        await playGameMatch(UNO, start, [localPlayer(createUnoBot("simple", createRng(1))), bot]);
      } finally {
        await bot.close();
      }
      expect(log.some((l) => l.includes(reason) && l.includes("instead"))).toBe(true);
      expect(log.some((l) => l.includes("failed 3 times in a row; replaced by the hard bot"))).toBe(true);
      expect(bot.replacement?.level).toBe("hard");
    }
  }, 60000);

  it("reads each reply into the legal action it names, or says why not", () => {
    const s = newUnoMatch(unoPresetRules("no-mercy"), 3, createRng(12), 0);
    const v = unoSeatView(s, s.turn);
    const legal = legalOfView(v);
    const play = legal.find((a) => a.do === "play" && a.colour === undefined && a.target === undefined && a.uno !== true);
    expect(play).toBeDefined();
    const name = unoCardName((play as { card: number }).card);
    expect(readUnoReply(`{"id":4,"do":"play","card":"${name}"}`, v)).toEqual({ ok: true, action: play, id: 4 });
    const notHeld = ["R0", "R1", "Y0", "Y1", "G0", "G1", "B0", "B1"].find((n) => !v.hand.some((c) => unoCardName(c) === n)) as string;
    const refused: [string, string][] = [
      [`{"id":4,"do":"play","card":"${notHeld}"}`, `illegal action {"id":4,"do":"play","card":"${notHeld}"}: ${notHeld} is not in the hand`],
      ['{"id":4,"do":"pick","colour":"red"}', 'illegal action {"id":4,"do":"pick","colour":"red"}'],
      ['{"id":4,"do":"play","card":"WD6","colour":"pink"}', 'bad reply {"id":4,"do":"play","card":"WD6","colour":"pink"}: colour must be one of red, yellow, green, blue'],
      [`{"id":4,"seat":${(v.seat + 1) % 3},"do":"draw"}`, `reply for seat ${(v.seat + 1) % 3}, but the bot sits in seat ${v.seat}`],
      ['{"id":"x","do":"draw"}', 'bad reply {"id":"x","do":"draw"}: id must be an integer'],
      ["[1,2]", "bad reply [1,2]: not an object"],
      ['{"id":4,"error":"no idea"}', "the bot refused the decision: no idea"],
    ];
    for (const [line, error] of refused) expect(readUnoReply(line, v)).toMatchObject({ ok: false, error });
  });

  it("a seat's messages do not change when the cards it cannot see do", () => {
    let s = newUnoMatch(unoPresetRules("no-mercy"), 4, createRng(5), 1);
    const bots = [0, 1, 2, 3].map((i) => createUnoBot("simple", createRng(i)));
    const moves: UnoAction[] = [];
    for (let move = 0; move < 400 && s.phase !== "over"; move++) {
      for (let seat = 0; seat < 4; seat++) {
        // Everything this seat cannot see, dealt again: the other hands (same sizes) and the draw pile.
        const hidden: number[] = s.drawPile.slice();
        for (let o = 0; o < 4; o++) if (o !== seat) hidden.push(...s.hands[o]);
        shuffle(createRng(move * 4 + seat), hidden);
        const hands = s.hands.map((h, o) => (o === seat ? h.slice() : hidden.splice(0, h.length)));
        const other: UnoState = { ...s, hands, drawPile: hidden };
        const ctx = { scores: s.scores, handNumber: s.handNumber };
        expect(unoDecideMessage(unoSeatView(other, seat), 1)).toEqual(unoDecideMessage(unoSeatView(s, seat), 1));
        expect(unoStartMessage(unoSeatView(other, seat), ctx)).toEqual(unoStartMessage(unoSeatView(s, seat), ctx));
        // The start and every event the seat would be sent so far.
        const said = (state: UnoState): unknown => UNO_SIDE.catchUp(unoSeatView(state, seat), { ...ctx, moves }, { hand: 0, events: 0 });
        expect(said(other)).toEqual(said(s));
      }
      const a = bots[s.turn].decide(unoSeatView(s, s.turn));
      moves.push(a);
      s = UNO.rules.apply(s, a) as UnoState;
    }
  });
});

describe("3–4-player Gin Rummy over the protocol", () => {
  it("three seats, two served bots: the in-process match move for move, no failed reply", async () => {
    const seed = matchSeed(4, 0);
    const rules = rulesForSeats(HOUSE_RULES, 3);
    const local: string[] = [];
    const bots = [0, 1, 2].map((seat) => createBot("normal", botRng(seed, seat)));
    playMatch(rules, seed, 0, bots, emptyTally(3), (l) => local.push(l));
    const served: ExternalBot<SeatView, Action>[] = [];
    const players: Player<SeatView, Action>[] = [localPlayer(createBot("normal", botRng(seed, 0)))];
    for (let seat = 1; seat < 3; seat++) {
      const seedWords = botRng(seed, seat);
      // bot serve seeds createRng(S): the in-process bot's stream is createRng(mix32(seed, 0x51a7 + seat)).
      expect(seedWords).toEqual(createRng(mix32(seed, 0x51a7 + seat)));
      const bot = new ExternalBot<SeatView, Action>(`node ${BIN} bot serve --level normal --seed ${mix32(seed, 0x51a7 + seat)}`, { timeoutMs: 20000, log: (l) => expect.fail(l) }, GIN_SIDE);
      served.push(bot);
      players.push(bot);
    }
    const remote: string[] = [];
    try {
      await playGameMatch(GIN, newMatch(rules, createRng(seed), 0, 3), players, {
        move: (a) => remote.push(ginActionText(a)),
        hand: (_d, _m, end) => remote.push(resultText(end.hand.result as HandResult)),
      });
    } finally {
      await closeAll(served as ExternalBot<unknown, unknown>[]);
    }
    expect(remote).toEqual(local);
    expect(served.map((b) => b.failed)).toEqual([0, 0]);
  }, 120000);

  it("bad replies are refused with a clear reason and the normal bot takes the seat", async () => {
    const log: string[] = [];
    const bot = new ExternalBot<SeatView, Action>(`node ${SCRIPTED} illegal`, { timeoutMs: 2000, log: (l) => log.push(l) }, GIN_SIDE);
    const seed = matchSeed(2, 0);
    try {
      const players = [localPlayer(createBot("simple", botRng(seed, 0))), bot, localPlayer(createBot("simple", botRng(seed, 2))), localPlayer(createBot("simple", botRng(seed, 3)))];
      await playGameMatch(GIN, newMatch(rulesForSeats(HOUSE_RULES, 4), createRng(seed), 0, 4), players);
    } finally {
      await bot.close();
    }
    expect(log.some((l) => l.includes("not a card") && l.includes("instead"))).toBe(true);
    expect(bot.replacement?.level).toBe("normal");
  }, 60000);

  it("a seat's messages do not change when the cards it cannot see do", () => {
    let m = newMatch(rulesForSeats(HOUSE_RULES, 4), createRng(8), 2, 4);
    const bots = [0, 1, 2, 3].map((i) => createBot("simple", createRng(i)));
    for (let move = 0; move < 300 && m.hand.phase !== "over"; move++) {
      for (let seat = 0; seat < 4; seat++) {
        const h = m.hand;
        const hidden: number[] = h.stock.slice();
        for (let o = 0; o < 4; o++) if (o !== seat) hidden.push(...h.hands[o]);
        shuffle(createRng(move * 4 + seat), hidden);
        const hands = h.hands.map((cards, o) => (o === seat ? cards.slice() : hidden.splice(0, cards.length)));
        const other = { ...h, hands, stock: hidden };
        const ctx = { scores: m.scores, handNumber: m.handNumber };
        expect(decideMessage(seatView(other, seat), 1)).toEqual(decideMessage(seatView(h, seat), 1));
        expect(startMessage(seatView(other, seat), ctx)).toEqual(startMessage(seatView(h, seat), ctx));
        const said = (state: typeof h): unknown => GIN_SIDE.catchUp(seatView(state, seat), ctx, { hand: 0, events: 0 });
        expect(said(other)).toEqual(said(h));
      }
      m = GIN.rules.apply(m, bots[m.hand.turn].decide(seatView(m.hand, m.hand.turn))) as MatchState;
    }
  });
});

describe("the end of a match", () => {
  it("names the winner and every seat's score", () => {
    expect(matchMessage(2, [40, 75, 101, 0])).toEqual({ type: "event", kind: "match", winner: 2, scores: [40, 75, 101, 0] });
  });
});

describe("the arena against cmd: bots", () => {
  it("plays Uno No Mercy and 3-player Gin Rummy against served bots, one process per seat, no failed reply", async () => {
    const arena = async (args: string[]) => {
      const o = parseArenaArgs(args);
      if (typeof o === "string") throw new Error(o);
      return runArena(o);
    };
    const uno = await arena(["--game", "uno-no-mercy", "--players", "3", "--matches", "1", "--seed", "2", "--a", "hard", "--b", `cmd:node ${BIN} bot serve --game uno-no-mercy --level simple`]);
    const unoReport = uno.report as { matches: number; hands: number; illegal: number };
    expect(unoReport.matches).toBe(1);
    expect(unoReport.hands).toBeGreaterThan(0);
    expect(uno.illegal).toBe(0);
    const gin = await arena(["--players", "3", "--matches", "1", "--seed", "2", "--a", "simple", "--b", `cmd:node ${BIN} bot serve --level easy`]);
    const ginReport = gin.report as { matches: number; wins: number[]; illegal: number };
    expect(ginReport.matches).toBe(1);
    expect(ginReport.wins.reduce((x, y) => x + y, 0)).toBe(1);
    expect(gin.illegal).toBe(0);
  }, 120000);

  it("one rule for every game: a run where the host played a move for a cmd: bot reports it and exits 1", async () => {
    // Two-player Gin Rummy used to exit 0 after 3 failures (its tally had no count) while
    // Uno and 3-4-player Gin Rummy exited 1.
    const failing = `cmd:node ${SCRIPTED} malformed`;
    for (const args of [
      ["--a", "easy", "--b", failing],
      ["--players", "3", "--a", "simple", "--b", failing],
      ["--game", "uno-no-mercy", "--players", "3", "--a", "simple", "--b", failing],
    ]) {
      const o = parseArenaArgs([...args, "--matches", "1", "--seed", "2"]);
      if (typeof o === "string") throw new Error(o);
      const r = await runArena(o);
      // 3 failures in a row per process, then the built-in bot plays its seat.
      expect(r.illegal, args.join(" ")).toBe(3 * (o.players - 1));
      expect((r.report as { illegal: number }).illegal).toBe(r.illegal);
    }
    const cli = spawnSync("node", [BIN, "arena", "--a", "easy", "--b", failing, "--matches", "1", "--json"], { encoding: "utf8" });
    expect(cli.status).toBe(1);
    expect((JSON.parse(cli.stdout) as { illegal: number }).illegal).toBe(3);
  }, 120000);
});
