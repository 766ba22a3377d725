/**
 * `game-tables play --game uno-no-mercy --players N`: Uno No Mercy in the terminal, you in seat 0
 * and bots in the other seats, played by the same match runner as protocol bots (src/cli/game-match.ts).
 * Cards are written in the record notation (R7, YS, WD6); you answer with a move's number or a card.
 */
import { appendFileSync } from "node:fs";
import { createUnoBot } from "../bots/index";
import { legalOfView } from "../bots/legal";
import { newUnoMatch } from "../engine/hand";
import { unoPresetRules } from "../engine/rules";
import type { UnoAction, UnoState } from "../engine/types";
import type { UnoView } from "../engine/view";
import { unoNoMercy } from "../game";
import { COLOUR_NAMES, unoCardName, unoCardNames } from "../notation";
import { unoRecordJson } from "../record";
import type { Game } from "../../game";
import { createRng, hashString, mix32, randomInt } from "../../../util/random";
import type { Player } from "../../../cli/bot-client";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import type { PlayOptions } from "../../../cli/game-cli";
import { InputEnded, Terminal } from "../../../cli/terminal";

const UNO = unoNoMercy as Game<UnoState, UnoAction, UnoView>;

const LEGEND =
  "Cards: a colour R Y G B and 0-9, S skip, R reverse, D2 draw two, DA discard all, SE skip everyone, D4 draw four;\n" +
  "wilds W and RD4 reverse draw four, D6 draw six, D10 draw ten, CR colour roulette.";

const who = (seat: number): string => (seat === 0 ? "You" : `Bot ${seat}`);

export function moveText(a: UnoAction): string {
  if (a.do === "play") {
    let t = `play ${unoCardName(a.card)}`;
    if (a.colour !== undefined) t += ` as ${COLOUR_NAMES[a.colour]}`;
    if (a.target !== undefined) t += ` swapping with ${who(a.target).toLowerCase()}`;
    return a.uno === true ? `${t}, calling UNO` : t;
  }
  if (a.do === "pick") return `name ${COLOUR_NAMES[a.colour]}`;
  if (a.do === "take") return "take the pending cards";
  if (a.do === "draw") return "draw until a card plays";
  if (a.do === "keep") return "keep the card drawn";
  return "catch the player who did not call UNO";
}

/** A move as the table saw it: how many cards a draw took shows in the hand sizes after it. */
function describeMove(a: UnoAction, before: number, s: UnoState): string {
  const drew = s.hands[a.seat].length - before;
  const extra = (a.do === "draw" || a.do === "take" || a.do === "pick") && drew > 0 ? ` (${drew} card${drew === 1 ? "" : "s"})` : "";
  const out = s.out[a.seat] ? ` ${who(a.seat)} ${a.seat === 0 ? "are" : "is"} knocked out of the hand.` : "";
  return `${who(a.seat)}: ${moveText(a)}${extra}.${out}`;
}

/** The legal action a typed line names: its number in the list, a card with one way to play it, or a word. */
export function parseUnoCommand(text: string, legal: readonly UnoAction[]): UnoAction | string {
  const t = text.trim();
  const n = Number(t);
  if (t !== "" && Number.isInteger(n)) return n >= 1 && n <= legal.length ? legal[n - 1] : `Type a number from 1 to ${legal.length}.`;
  const words: Record<string, UnoAction["do"]> = { d: "draw", draw: "draw", t: "take", take: "take", k: "keep", keep: "keep", c: "catch", catch: "catch" };
  const word = words[t.toLowerCase()];
  if (word !== undefined) return legal.find((a) => a.do === word) ?? `You cannot ${word} now.`;
  const plays = legal.filter((a) => a.do === "play" && unoCardName(a.card) === t.toUpperCase() && a.uno !== true);
  if (plays.length === 1) return plays[0];
  if (plays.length > 1) return `${t.toUpperCase()} plays more than one way: type its number.`;
  return "Type a move's number, a card you can play (like R7), or d / t / k / c.";
}

function showView(v: UnoView): void {
  const sizes = v.handSizes.map((n, s) => `${who(s)} ${v.out[s] ? "out" : n}`).join(", ");
  const pending = v.pending > 0 ? `  Pending +${v.pending}` : "";
  console.log(`\nPile ${unoCardName(v.discard[v.discard.length - 1])} (${COLOUR_NAMES[v.colour]})  Draw pile ${v.drawCount}  ${v.direction > 0 ? "Clockwise" : "Anticlockwise"}${pending}  Cards: ${sizes}`);
  console.log(`Your hand: ${unoCardNames(v.hand).join(" ")}`);
}

function human(term: Terminal): Player<UnoView, UnoAction> {
  const choose = async (v: UnoView, legal: UnoAction[]): Promise<UnoAction> => {
    for (;;) {
      showView(v);
      console.log(legal.map((a, i) => `  ${i + 1}) ${moveText(a)}`).join("\n"));
      const answer = await term.ask("Your move > ");
      if (answer === undefined) throw new InputEnded();
      const parsed = parseUnoCommand(answer, legal);
      if (typeof parsed !== "string") return parsed;
      console.log(parsed);
    }
  };
  return {
    decide: (v) => choose(v, legalOfView(v)),
    async mayAct(v) {
      const answer = await term.ask(`\n${who(v.unoOpen)} has one card and did not call UNO. Catch? (c = catch, Enter = let it go) > `);
      if (answer === undefined) throw new InputEnded();
      return answer.trim().toLowerCase() === "c" ? legalOfView(v).find((a) => a.do === "catch") : undefined;
    },
    async handOver(v, ctx) {
      const last = v.last;
      if (last !== undefined) console.log(`\n${who(last.winner)} won the hand: ${last.points} points for the cards left.`);
      console.log(`Scores: ${ctx.scores.map((n, s) => `${who(s)} ${n}`).join(", ")}.`);
      if ((await term.ask("Press Enter to go on.")) === undefined) throw new InputEnded();
    },
    async matchOver(winner, ctx) {
      console.log(winner === 0 ? `You win the match with ${ctx.scores[0]}!` : `Bot ${winner} wins the match with ${ctx.scores[winner]}.`);
    },
  };
}

export async function playUno(o: PlayOptions, term: Terminal): Promise<number> {
  const rng = createRng(o.seed);
  const rules = unoPresetRules(o.preset);
  const start = newUnoMatch(rules, o.players, rng, randomInt(createRng(mix32(hashString(o.seed), 7)), o.players));
  const players: Player<UnoView, UnoAction>[] = [human(term)];
  for (let seat = 1; seat < o.players; seat++) players.push(localPlayer(createUnoBot(o.level, createRng(hashString(o.seed, 7 + seat)))));
  console.log(`Uno No Mercy: you against ${o.players - 1} ${o.level} bot${o.players > 2 ? "s" : ""}, first to ${rules.matchTarget}. Seed ${o.seed}.\n${LEGEND}`);
  try {
    await playGameMatch(UNO, start, players, {
      move: (a, s, previous) => console.log(describeMove(a, previous.hands[a.seat].length, s)),
      hand: (dealt, moves) => {
        if (o.record !== "") appendFileSync(o.record, unoRecordJson(dealt, moves) + "\n");
      },
    });
  } catch (e) {
    if (e instanceof InputEnded) return 0;
    throw e;
  }
  return 0;
}
