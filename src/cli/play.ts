/**
 * `game-tables play [--level LEVEL] [--seed S] [--rules PRESET]`: a whole match in the terminal,
 * you against a bot. Your hand is shown sorted into its best melds with the deadwood count.
 * (A developer's and tester's tool: in-world screens are the translated ones.)
 */
import { BOT_LEVELS, createBot, isBotLevel, type BotLevel } from "../games/gin-rummy/bots";
import { Card, cardName, parseCard, sortCards } from "../games/gin-rummy/engine/cards";
import { applyMatchAction, newMatch, startNextHand, type MatchState } from "../games/gin-rummy/engine/match";
import { createRng, hashString, randomInt } from "../util/random";
import { PRESET_NAMES, presetRules, type PresetName } from "../games/gin-rummy/engine/rules";
import type { Action, HandResult, Seat } from "../games/gin-rummy/engine/types";
import { seatView, type SeatView } from "../games/gin-rummy/engine/view";
import type { Command } from "./commands";
import { lineQueue, TOO_LONG } from "./read-lines";

const SUIT_GLYPH = ["♣", "♦", "♥", "♠"];
const color = process.stdout.isTTY && process.env.NO_COLOR === undefined;

function show(card: Card): string {
  const name = cardName(card);
  const text = name.charAt(0) + SUIT_GLYPH[Math.floor(card / 13)];
  const red = Math.floor(card / 13) === 1 || Math.floor(card / 13) === 2;
  return color && red ? `\x1b[31m${text}\x1b[0m` : text;
}

function showList(cards: readonly Card[]): string {
  return cards.map(show).join(" ");
}

function handLine(v: SeatView): string {
  const a = v.arrangement;
  const melds = a.melds.map((m) => `[${showList(m)}]`).join(" ");
  const dead = sortCards(a.deadwoodCards);
  return `${melds}${melds && dead.length ? "  " : ""}${showList(dead)}   deadwood ${a.deadwood}`;
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

function parseCommand(text: string, v: SeatView): Action | string {
  const words = text.trim().toUpperCase().split(/\s+/);
  const legal = v.legal;
  const find = (pred: (a: Action) => boolean): Action | undefined => legal.find(pred);
  const w = words[0] ?? "";
  const simple: Record<string, Action["do"]> = { T: "take", TAKE: "take", S: "stock", STOCK: "stock", P: "pass", PASS: "pass", B: "bigGin", BIG: "bigGin" };
  if (simple[w] !== undefined) return find((a) => a.do === simple[w]) ?? `You cannot ${simple[w]} now.`;
  const knock = w === "K" || w === "KNOCK" || w === "G" || w === "GIN";
  const cardText = knock ? words[1] : w;
  const card = parseCard(cardText ?? "");
  if (card < 0) return "Type a card like 7H or TD, 'k 7H' to knock with it, or t / s / p / b.";
  return find((a) => a.do === "discard" && a.card === card && (a.knock === true) === knock) ?? `You cannot ${knock ? "knock with" : "discard"} ${cardText} now.`;
}

function prompt(v: SeatView): string {
  if (v.phase === "firstUpcard") return `Take the upcard ${show(v.topDiscard)}? (t = take, p = pass)`;
  if (v.phase === "draw") return v.stockOnly ? "Draw from the stock (s)." : `Take ${show(v.topDiscard)} (t) or draw from the stock (s)?`;
  const canKnock = v.legal.some((a) => a.do === "discard" && a.knock === true);
  const big = v.legal.some((a) => a.do === "bigGin") ? ", b = big gin" : "";
  return `Discard a card (e.g. ${cardName(v.arrangement.deadwoodCards[0] ?? v.hand[0])})${canKnock ? ", or 'k CARD' to discard and knock" : ""}${big}.`;
}

export const playCommand: Command = {
  name: "play",
  summary: "play a match in the terminal against a bot (--level easy|simple|normal|hard, --seed, --rules)",
  async run(args) {
    let level: BotLevel = "normal";
    let seed = `${Date.now()}`;
    let preset: PresetName = "house";
    for (let i = 0; i < args.length; i++) {
      const v = args[i + 1];
      if (args[i] === "--level" && isBotLevel(v)) level = v;
      else if (args[i] === "--seed" && v !== undefined) seed = v;
      else if (args[i] === "--rules" && PRESET_NAMES.includes(v as PresetName)) preset = v as PresetName;
      else {
        console.error(`usage: game-tables play [--level ${BOT_LEVELS.join("|")}] [--seed S] [--rules ${PRESET_NAMES.join("|")}]`);
        return 2;
      }
      i++;
    }
    const input = lineQueue(process.stdin);
    /** The player's next line; undefined once the input ended (then the game stops). */
    const ask = async (question: string): Promise<string | undefined> => {
      for (;;) {
        process.stdout.write(question);
        const item = await input.next();
        if (item === undefined) {
          console.log("\nThe input ended; the game stops.");
          return undefined;
        }
        if ("text" in item) return item.text;
        console.log(`\nThat line is ${TOO_LONG}; it was ignored.`);
      }
    };
    const rng = createRng(seed);
    const you: Seat = 0;
    const bot = createBot(level, createRng(hashString(seed, 7)));
    let m: MatchState = newMatch(presetRules(preset), rng, randomInt(rng, 2) as Seat);
    console.log(`Gin Rummy against the ${level} bot, first to ${m.rules.matchTarget}. Seed ${seed}.`);
    try {
      for (;;) {
        const h = m.hand;
        if (h.phase === "over") {
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
          console.log(`\n— Hand ${m.handNumber}: ${m.hand.dealer === you ? "you deal" : "the bot deals"}. —`);
          continue;
        }
        let action: Action;
        if (h.turn === you) {
          const v = seatView(h, you);
          console.log(`\nStock ${v.stockCount}  Face-up ${v.topDiscard >= 0 ? show(v.topDiscard) : "—"}  Bot holds ${v.opponentCards}  Knock at ${v.knockLimit}`);
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
      }
    } finally {
      input.close();
    }
  },
};
