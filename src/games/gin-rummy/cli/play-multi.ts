/**
 * `game-tables play --players 3|4`: 3–4-player Gin Rummy in the terminal, you in seat 0 and bots
 * in the other seats, played by the same match runner as protocol bots (game-match.ts).
 */
import { appendFileSync } from "node:fs";
import { createBot } from "../bots/index";
import type { BotLevel } from "../bots/bot";
import { newMatch, type MatchState } from "../engine/match";
import type { Action, HandResult } from "../engine/types";
import type { SeatView } from "../engine/view";
import { recordJson } from "../engine/record";
import { presetRules, rulesForSeats, type PresetName } from "../engine/rules";
import { ginRummy } from "../game";
import type { Game } from "../../game";
import { createRng, hashString, randomInt } from "../../../util/random";
import type { Player } from "../../../cli/bot-client";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import type { PlayOptions } from "../../../cli/game-cli";
import { InputEnded, Terminal } from "../../../cli/terminal";
import { handLine, parseCommand, prompt, show, showList } from "./text";

const GIN = ginRummy as unknown as Game<MatchState, Action, SeatView>;

const who = (seat: number): string => (seat === 0 ? "You" : `Bot ${seat}`);

function describeResult(r: HandResult): string {
  const lines: string[] = [];
  if (r.outcome === "dead") lines.push("Dead hand: the stock ran out. No score; the same dealer deals again.");
  else lines.push(`${who(r.knocker)} ${{ knock: "knocked", gin: "went gin", bigGin: "went big gin", undercut: "knocked and was undercut" }[r.outcome]}.`);
  for (let seat = 0; seat < r.hands.length; seat++) {
    const melds = r.melds[seat].map((m) => `[${showList(m)}]`).join(" ");
    lines.push(`  ${who(seat).padEnd(6)} ${melds}  deadwood ${r.deadwood[seat]}${r.points[seat] > 0 ? `  scores ${r.points[seat]}` : ""}`);
  }
  for (const l of r.layoffs) lines.push(`  ${who(l.seat)} laid off ${show(l.card)} onto [${showList(l.onto)}]`);
  return lines.join("\n");
}

/** A move as the table saw it, from the public event it left (the state after the move). */
function describeMove(a: Action, m: MatchState): string {
  const e = m.hand.history[m.hand.history.length - 1];
  const name = who(a.seat);
  if (a.do === "pass") return `${name} passed on ${show(m.hand.upcard)}.`;
  if (a.do === "take" && e !== undefined && e.kind === "take") return `${name} took ${show(e.card)}.`;
  if (a.do === "stock") return `${name} drew from the stock.`;
  if (a.do === "discard") return `${name} discarded ${show(a.card)}${a.knock === true ? " and knocked" : ""}.`;
  return `${name} declared big gin.`;
}

function human(term: Terminal): Player<SeatView, Action> {
  return {
    async decide(v) {
      for (;;) {
        const sizes = v.handSizes.map((n, s) => `${who(s)} ${n}`).join(", ");
        console.log(`\nStock ${v.stockCount}  Face-up ${v.topDiscard >= 0 ? show(v.topDiscard) : "—"}  Knock at ${v.knockLimit}  Cards: ${sizes}`);
        console.log(`Your hand: ${handLine(v)}`);
        const answer = await term.ask(prompt(v) + " > ");
        if (answer === undefined) throw new InputEnded();
        const parsed = parseCommand(answer, v);
        if (typeof parsed !== "string") return parsed;
        console.log(parsed);
      }
    },
    async handOver(v, ctx) {
      console.log("\n" + describeResult(v.result as HandResult));
      console.log(`Scores: ${ctx.scores.map((n, s) => `${who(s)} ${n}`).join(", ")}.`);
      if ((await term.ask("Press Enter to go on.")) === undefined) throw new InputEnded();
    },
    async matchOver(winner, ctx) {
      console.log(winner === 0 ? `You win the match with ${ctx.scores[0]}!` : `Bot ${winner} wins the match with ${ctx.scores[winner]}.`);
    },
  };
}

export async function playMultiGin(o: PlayOptions, term: Terminal): Promise<number> {
  const rng = createRng(o.seed);
  const rules = rulesForSeats(presetRules(o.preset as PresetName), o.players);
  const start = newMatch(rules, rng, randomInt(rng, o.players), o.players);
  const players: Player<SeatView, Action>[] = [human(term)];
  for (let seat = 1; seat < o.players; seat++) players.push(localPlayer(createBot(o.level as BotLevel, createRng(hashString(o.seed, 7 + seat)))));
  console.log(`Gin Rummy for ${o.players}: you against ${o.players - 1} ${o.level} bots, first to ${rules.matchTarget}. Seed ${o.seed}.`);
  try {
    await playGameMatch(GIN, start, players, {
      move: (a, m) => {
        if (a.seat !== 0) console.log(describeMove(a, m));
      },
      hand: (dealt, moves) => {
        if (o.record !== "") appendFileSync(o.record, recordJson(dealt.hand, moves) + "\n");
      },
    });
  } catch (e) {
    if (e instanceof InputEnded) return 0;
    throw e;
  }
  return 0;
}
