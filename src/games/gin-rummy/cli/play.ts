/**
 * `game-tables play [--game gin-rummy|uno-no-mercy] [--players N] [--level LEVEL] [--seed S]
 * [--rules PRESET] [--record FILE]`: a whole match in the terminal, you in seat 0 against bots.
 * Two-player Gin Rummy is played here; 3–4-player Gin Rummy (play-gin-multi.ts) and Uno No Mercy
 * (play-uno.ts) at their own tables. (A developer's and tester's tool: in-world screens are the
 * translated ones.)
 */
import { appendFileSync } from "node:fs";
import { BOT_LEVELS, createBot, isBotLevel } from "../games/gin-rummy/bots";
import { MULTI_BOT_LEVELS } from "../games/gin-rummy/bots/multi";
import { applyMatchAction, newMatch, startNextHand, type MatchState } from "../games/gin-rummy/engine/match";
import { createRng, hashString, randomInt } from "../util/random";
import { PRESET_NAMES, presetRules, type PresetName } from "../games/gin-rummy/engine/rules";
import type { Action, HandResult, Seat } from "../games/gin-rummy/engine/types";
import { seatView } from "../games/gin-rummy/engine/view";
import { recordJson } from "../games/gin-rummy/engine/record";
import { UNO_BOT_LEVELS } from "../games/uno-no-mercy/bots/bot";
import { isUnoBotLevel } from "../games/uno-no-mercy/bots/index";
import { UNO_PRESETS } from "../games/uno-no-mercy/engine/rules";
import type { Command } from "./commands";
import { handLine, parseCommand, prompt, show, showList } from "./gin-text";
import { playMultiGin } from "./play-gin-multi";
import { playUno } from "./play-uno";
import { Terminal, terminal } from "./terminal";

export interface PlayOptions {
  game: "gin-rummy" | "uno-no-mercy";
  players: number;
  level: string;
  seed: string;
  preset: string;
  /** Where each finished hand's record goes (JSONL, appended), or "". */
  record: string;
}

const USAGE = `usage: game-tables play [--game gin-rummy|uno-no-mercy] [--players 2..4] [--level LEVEL] [--seed S] [--rules PRESET] [--record FILE]
  gin-rummy: --level ${BOT_LEVELS.join("|")} (3–4 players: ${MULTI_BOT_LEVELS.join("|")}), --rules ${PRESET_NAMES.join("|")}
  uno-no-mercy: --level ${UNO_BOT_LEVELS.join("|")}, --rules ${UNO_PRESETS.join("|")}
  --record FILE: appends each hand's record (docs/hand-records.md)`;

export function parsePlayArgs(args: string[]): PlayOptions | string {
  const o: PlayOptions = { game: "gin-rummy", players: 2, level: "", seed: `${Date.now()}`, preset: "", record: "" };
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i];
    const v = args[i + 1];
    if (v === undefined) return `${key} needs a value`;
    if (key === "--game" && (v === "gin-rummy" || v === "uno-no-mercy")) o.game = v;
    else if (key === "--players" && (v === "2" || v === "3" || v === "4")) o.players = Number(v);
    else if (key === "--level") o.level = v;
    else if (key === "--seed") o.seed = v;
    else if (key === "--rules") o.preset = v;
    else if (key === "--record") o.record = v;
    else return `unknown or bad option ${key} ${v}`;
  }
  const uno = o.game === "uno-no-mercy";
  o.level = o.level !== "" ? o.level : uno ? "hard" : "normal";
  o.preset = o.preset !== "" ? o.preset : uno ? UNO_PRESETS[0] : "house";
  const levels: readonly string[] = uno ? UNO_BOT_LEVELS : o.players > 2 ? MULTI_BOT_LEVELS : BOT_LEVELS;
  if (levels.indexOf(o.level) < 0 || (uno && !isUnoBotLevel(o.level)) || (!uno && !isBotLevel(o.level))) return `--level must be one of ${levels.join(", ")} here`;
  const presets: readonly string[] = uno ? UNO_PRESETS : PRESET_NAMES;
  if (presets.indexOf(o.preset) < 0) return `--rules must be one of ${presets.join(", ")}`;
  return o;
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

export const playCommand: Command = {
  name: "play",
  summary: "play a match in the terminal against bots (--game, --players, --level, --seed, --rules, --record)",
  async run(args) {
    const o = parsePlayArgs(args);
    if (typeof o === "string") {
      console.error(`${o}\n${USAGE}`);
      return 2;
    }
    if (o.record !== "") {
      // Said before the match starts, not when its first hand ends.
      try {
        appendFileSync(o.record, "");
      } catch (e) {
        console.error(`--record: cannot write ${o.record}: ${(e as Error).message}`);
        return 2;
      }
    }
    const term = terminal();
    try {
      if (o.game === "uno-no-mercy") return await playUno(o, term);
      if (o.players > 2) return await playMultiGin(o, term);
      return await playTwo(o, term);
    } finally {
      term.close();
    }
  },
};

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
    actions.push(action);
  }
}
