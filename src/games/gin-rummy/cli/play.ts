/**
 * `game-tables play` for Gin Rummy (src/cli/play.ts): a whole match in the terminal, you in seat 0
 * against bots in the others, two to four seats, played by the match runner protocol bots use
 * (src/cli/game-match.ts). Two players hear of "the bot"; a table of three or four of "Bot 2" (the
 * two voices below). (A developer's and tester's tool: in-world screens are the translated ones.)
 */
import { appendFileSync } from "node:fs";
import { createBot } from "../bots/index";
import type { BotLevel } from "../bots/bot";
import { newMatch, nextDealer, type MatchState } from "../engine/match";
import type { Action, HandResult } from "../engine/types";
import { othersCards, type SeatView } from "../engine/view";
import { recordJson } from "../engine/record";
import { presetRules, rulesForSeats, type PresetName } from "../engine/rules";
import { ginRummy } from "../game";
import type { Game } from "../../game";
import { createRng, hashString, randomInt } from "../../../util/random";
import type { Player } from "../../../cli/bot-client";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import type { PlayOptions } from "../../../cli/game-cli";
import { InputEnded, type Terminal } from "../../../cli/terminal";
import { handLine, parseCommand, prompt, show, showList } from "./text";

const GIN = ginRummy as unknown as Game<MatchState, Action, SeatView>;

const OUTCOME = { knock: "knocked", gin: "went gin", bigGin: "went big gin", undercut: "knocked and was undercut" };
const DEAD = "Dead hand: the stock ran out. No score; the same dealer deals again.";

/** What the terminal says, where two players and a table of more say it differently. */
interface Voice {
  intro(o: PlayOptions, target: number): string;
  /** The line above your hand. */
  table(v: SeatView): string;
  /** A bot's move, told from the state before it (where the face-up card was) and after it; undefined: nothing said. */
  move(a: Action, before: MatchState, after: MatchState): string | undefined;
  result(r: HandResult): string;
  scores(scores: readonly number[]): string;
  /** The match's end, from its last state. */
  winner(m: MatchState): string;
  /** Whether the last hand also waits for Enter (its winner said after), or the winner is said at once. */
  askAfterLast: boolean;
  /** What Enter leads to between hands. */
  next: string;
  /** Said when hand `handNumber` (after the first) is dealt by `dealer`, if anything. */
  deal(handNumber: number, dealer: number): string | undefined;
}

const who2 = (seat: number): string => (seat === 0 ? "You" : "The bot");

/** Two players: you and the bot. */
const TWO: Voice = {
  intro: (o, target) => `Gin Rummy against the ${o.level} bot, first to ${target}. Seed ${o.seed}.`,
  table: (v) => `\nStock ${v.stockCount}  Face-up ${v.topDiscard >= 0 ? show(v.topDiscard) : "—"}  Bot holds ${othersCards(v)}  Knock at ${v.knockLimit}`,
  move(a, before) {
    const top = before.hand.discard[before.hand.discard.length - 1];
    if (a.do === "take") return `The bot takes ${show(top)}.`;
    if (a.do === "pass") return `The bot passes on ${show(top)}.`;
    if (a.do === "stock") return "The bot draws from the stock.";
    if (a.do === "discard") return `The bot discards ${show(a.card)}${a.knock ? " and knocks" : ""}.`;
    return undefined;
  },
  result(r) {
    const lines: string[] = [r.outcome === "dead" ? DEAD : `${who2(r.knocker)} ${OUTCOME[r.outcome]}.`];
    for (const seat of [0, 1]) {
      const melds = r.melds[seat].map((m) => `[${showList(m)}]`).join(" ");
      lines.push(`  ${seat === 0 ? "You    " : "Bot    "} ${melds}  deadwood ${r.deadwood[seat]}`);
    }
    for (const l of r.layoffs) lines.push(`  laid off ${show(l.card)} onto [${showList(l.onto)}]`);
    if (r.winner !== -1) lines.push(`${who2(r.winner)} ${r.winner === 0 ? "score" : "scores"} ${r.points[r.winner]}.`);
    return lines.join("\n");
  },
  scores: (s) => `Score: you ${s[0]}, bot ${s[1]}.`,
  winner(m) {
    const t = (m.result as NonNullable<MatchState["result"]>).totals;
    return m.result?.winner === 0 ? `You win the match, ${t[0]} to ${t[1]}!` : `The bot wins the match, ${t[1]} to ${t[0]}.`;
  },
  askAfterLast: false,
  next: "Press Enter for the next hand.",
  deal: (handNumber, dealer) => `\n— Hand ${handNumber}: ${dealer === 0 ? "you deal" : "the bot deals"}. —`,
};

const whoAt = (seat: number): string => (seat === 0 ? "You" : `Bot ${seat}`);

/** Three or four players: you and Bot 1, Bot 2... */
const TABLE: Voice = {
  intro: (o, target) => `Gin Rummy for ${o.players}: you against ${o.players - 1} ${o.level} bots, first to ${target}. Seed ${o.seed}.`,
  table(v) {
    const sizes = v.handSizes.map((n, s) => `${whoAt(s)} ${n}`).join(", ");
    return `\nStock ${v.stockCount}  Face-up ${v.topDiscard >= 0 ? show(v.topDiscard) : "—"}  Knock at ${v.knockLimit}  Cards: ${sizes}`;
  },
  move(a, _before, m) {
    const e = m.hand.history[m.hand.history.length - 1];
    const name = whoAt(a.seat);
    if (a.do === "pass") return `${name} passed on ${show(m.hand.upcard)}.`;
    if (a.do === "take" && e !== undefined && e.kind === "take") return `${name} took ${show(e.card)}.`;
    if (a.do === "stock") return `${name} drew from the stock.`;
    if (a.do === "discard") return `${name} discarded ${show(a.card)}${a.knock === true ? " and knocked" : ""}.`;
    return `${name} declared big gin.`;
  },
  result(r) {
    const lines: string[] = [r.outcome === "dead" ? DEAD : `${whoAt(r.knocker)} ${OUTCOME[r.outcome]}.`];
    for (let seat = 0; seat < r.hands.length; seat++) {
      const melds = r.melds[seat].map((m) => `[${showList(m)}]`).join(" ");
      lines.push(`  ${whoAt(seat).padEnd(6)} ${melds}  deadwood ${r.deadwood[seat]}${r.points[seat] > 0 ? `  scores ${r.points[seat]}` : ""}`);
    }
    for (const l of r.layoffs) lines.push(`  ${whoAt(l.seat)} laid off ${show(l.card)} onto [${showList(l.onto)}]`);
    return lines.join("\n");
  },
  scores: (s) => `Scores: ${s.map((n, seat) => `${whoAt(seat)} ${n}`).join(", ")}.`,
  winner(m) {
    const w = m.result?.winner ?? 0;
    return w === 0 ? `You win the match with ${m.scores[0]}!` : `Bot ${w} wins the match with ${m.scores[w]}.`;
  },
  askAfterLast: true,
  next: "Press Enter to go on.",
  deal: () => undefined,
};

/** You at the terminal, told what happens in `voice`; `now` is the match as it stands (kept by the match's hooks). */
function human(term: Terminal, voice: Voice, now: () => MatchState): Player<SeatView, Action> {
  const ask = async (question: string): Promise<string> => {
    const answer = await term.ask(question);
    if (answer === undefined) throw new InputEnded();
    return answer;
  };
  return {
    async decide(v) {
      for (;;) {
        console.log(voice.table(v));
        console.log(`Your hand: ${handLine(v)}`);
        const parsed = parseCommand(await ask(prompt(v) + " > "), v);
        if (typeof parsed !== "string") return parsed;
        console.log(parsed);
      }
    },
    async handOver(v, ctx) {
      const m = now();
      console.log("\n" + voice.result(v.result as HandResult));
      console.log(voice.scores(ctx.scores));
      if (m.result !== undefined && !voice.askAfterLast) {
        console.log(voice.winner(m));
        return;
      }
      await ask(voice.next);
      if (m.result !== undefined) return;
      const said = voice.deal(m.handNumber + 1, nextDealer(m.rules, m.hand));
      if (said !== undefined) console.log(said);
    },
    async matchOver() {
      if (voice.askAfterLast) console.log(voice.winner(now()));
    },
  };
}

/** A match of `o.players` seats: you in seat 0, `o.level` bots in the others. */
export async function playGin(o: PlayOptions, term: Terminal): Promise<number> {
  const rng = createRng(o.seed);
  const rules = rulesForSeats(presetRules(o.preset as PresetName), o.players);
  let now = newMatch(rules, rng, randomInt(rng, o.players), o.players);
  const voice = o.players === 2 ? TWO : TABLE;
  const players: Player<SeatView, Action>[] = [human(term, voice, () => now)];
  // Seat s's bot draws from hashString(seed, 7 + s); two players' one bot kept the stream it always had (7).
  for (let seat = 1; seat < o.players; seat++) players.push(localPlayer(createBot(o.level as BotLevel, createRng(hashString(o.seed, o.players === 2 ? 7 : 7 + seat)))));
  console.log(voice.intro(o, rules.matchTarget));
  try {
    await playGameMatch(GIN, now, players, {
      move: (a, m, before) => {
        now = m;
        const said = a.seat === 0 ? undefined : voice.move(a, before, m);
        if (said !== undefined) console.log(said);
      },
      hand: (dealt, moves, end) => {
        now = end;
        if (o.record !== "") appendFileSync(o.record, recordJson(dealt.hand, moves) + "\n");
      },
    });
  } catch (e) {
    if (e instanceof InputEnded) return 0;
    throw e;
  }
  return 0;
}
