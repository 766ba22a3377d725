/**
 * `game-tables play` for Gin Rummy (src/cli/play.ts): a whole match in the terminal, you in seat 0
 * against bots. Two players are played here; three or four at their own table (play-multi.ts).
 * (A developer's and tester's tool: in-world screens are the translated ones.)
 */
import { appendFileSync } from "node:fs";
import { createBot } from "../bots/index";
import { applyMatchAction, newMatch, startNextHand, type MatchState } from "../engine/match";
import { createRng, hashString, randomInt } from "../../../util/random";
import { presetRules, type PresetName } from "../engine/rules";
import type { Action, HandResult, Seat } from "../engine/types";
import { othersCards, seatView } from "../engine/view";
import { recordJson } from "../engine/record";
import type { PlayOptions } from "../../../cli/game-cli";
import type { Terminal } from "../../../cli/terminal";
import { handLine, parseCommand, prompt, show, showList } from "./text";
import { playMultiGin } from "./play-multi";

/** A match of two players here, of three or four at their own table. */
export function playGin(o: PlayOptions, term: Terminal): Promise<number> {
  return o.players > 2 ? playMultiGin(o, term) : playTwo(o, term);
}

function describeResult(r: HandResult, you: Seat): string {
  const who = (s: Seat | -1): string => (s === you ? "You" : "The bot");
  const lines: string[] = [];
  if (r.outcome === "dead") lines.push("Dead hand: the stock ran out. No score; the same dealer deals again.");
  else {
    const verb = { knock: "knocked", gin: "went gin", bigGin: "went big gin", undercut: "knocked and was undercut" }[r.outcome];
    lines.push(`${who(r.knocker)} ${verb}.`);
  }
  for (const seat of [you, (1 - you) as Seat]) {
    const melds = r.melds[seat].map((m) => `[${showList(m)}]`).join(" ");
    lines.push(`  ${seat === you ? "You    " : "Bot    "} ${melds}  deadwood ${r.deadwood[seat]}`);
  }
  for (const l of r.layoffs) lines.push(`  laid off ${show(l.card)} onto [${showList(l.onto)}]`);
  if (r.winner !== -1) lines.push(`${who(r.winner)} ${r.winner === you ? "score" : "scores"} ${r.points[r.winner]}.`);
  return lines.join("\n");
}

/** Two-player Gin Rummy against one bot. */
async function playTwo(o: PlayOptions, term: Terminal): Promise<number> {
  const { seed } = o;
  const level = o.level as Parameters<typeof createBot>[0];
  const ask = term.ask;
  const rng = createRng(seed);
  const you: Seat = 0;
  const bot = createBot(level, createRng(hashString(seed, 7)));
  let m: MatchState = newMatch(presetRules(o.preset as PresetName), rng, randomInt(rng, 2) as Seat);
  console.log(`Gin Rummy against the ${level} bot, first to ${m.rules.matchTarget}. Seed ${seed}.`);
  let dealt = m.hand;
  let actions: Action[] = [];
  for (;;) {
    const h = m.hand;
    if (h.phase === "over") {
      if (o.record !== "" && actions.length > 0) appendFileSync(o.record, recordJson(dealt, actions) + "\n");
      actions = [];
      console.log("\n" + describeResult(h.result as HandResult, you));
      console.log(`Score: you ${m.scores[you]}, bot ${m.scores[1 - you]}.`);
      if (m.result !== undefined) {
        const r = m.result;
        console.log(r.winner === you ? `You win the match, ${r.totals[you]} to ${r.totals[1 - you]}!` : `The bot wins the match, ${r.totals[1 - you]} to ${r.totals[you]}.`);
        return 0;
      }
      if ((await ask("Press Enter for the next hand.")) === undefined) return 0;
      const n = startNextHand(m);
      if (!n.ok) throw new Error(n.error.message);
      m = n.state;
      dealt = m.hand;
      console.log(`\n— Hand ${m.handNumber}: ${m.hand.dealer === you ? "you deal" : "the bot deals"}. —`);
      continue;
    }
    let action: Action;
    if (h.turn === you) {
      const v = seatView(h, you);
      console.log(`\nStock ${v.stockCount}  Face-up ${v.topDiscard >= 0 ? show(v.topDiscard) : "—"}  Bot holds ${othersCards(v)}  Knock at ${v.knockLimit}`);
      console.log(`Your hand: ${handLine(v)}`);
      const answer = await ask(prompt(v) + " > ");
      if (answer === undefined) return 0;
      const parsed = parseCommand(answer, v);
      if (typeof parsed === "string") {
        console.log(parsed);
        continue;
      }
      action = parsed;
    } else {
      action = bot.decide(seatView(h, h.turn, m.scores));
      const top = h.discard[h.discard.length - 1];
      if (action.do === "take") console.log(`The bot takes ${show(top)}.`);
      else if (action.do === "pass") console.log(`The bot passes on ${show(top)}.`);
      else if (action.do === "stock") console.log("The bot draws from the stock.");
      else if (action.do === "discard") console.log(`The bot discards ${show(action.card)}${action.knock ? " and knocks" : ""}.`);
    }
    const r = applyMatchAction(m, action);
    if (!r.ok) {
      console.log(r.error.message);
      continue;
    }
    m = r.state;
    actions.push(action);
  }
}
