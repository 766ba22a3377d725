/**
 * `game-tables play --game here-to-slay --players N`: Here to Slay in the terminal, you in seat 0 and
 * bots in the others, played by the same match runner as protocol bots (src/cli/game-match.ts),
 * each seat asked when the rules name it (reaction windows go round the table). Cards are shown by
 * name with their numbers; you answer with a move's number from the list.
 */
import { appendFileSync } from "node:fs";
import type { Game } from "../../game";
import { createRng, hashString, mix32, randomInt } from "../../../util/random";
import type { Player } from "../../../cli/bot-client";
import { localPlayer, playGameMatch } from "../../../cli/game-match";
import type { PlayOptions } from "../../../cli/game-cli";
import { InputEnded, Terminal } from "../../../cli/terminal";
import { CARDS } from "../engine/deck";
import { CLASSES } from "../engine/language";
import { rollTotal } from "../engine/state";
import type { HtsAction, HtsState, Party } from "../engine/types";
import type { HtsView } from "../engine/view";
import { hereToSlay } from "../game";
import { htsEndOf, htsRecordJson } from "../records";

const HTS = hereToSlay as Game<HtsState, HtsAction, HtsView>;

const who = (seat: number): string => (seat === 0 ? "You" : `Bot ${seat}`);

/** A card as the terminal names it: its name and what matters at a glance. */
export function cardText(c: number): string {
  const d = CARDS[c];
  if (d.kind === "leader") return `${d.name} (${CLASSES[d.cls]} leader: ${d.text})`;
  if (d.kind === "hero") return `${d.name} (${CLASSES[d.cls]} ${d.need}+: ${d.text})`;
  if (d.kind === "monster") return `${d.name} (slay ${d.slay}+, fights back at ${d.fightBack} or less: ${d.penalty})`;
  if (d.kind === "modifier") return `${d.name} (${d.options.map((o) => (o > 0 ? `+${o}` : String(o))).join(" or ")})`;
  if (d.kind === "challenge") return d.name;
  return `${d.name} (${d.kind}: ${d.text})`;
}

const name = (c: number): string => CARDS[c].name;

/** A legal move in words, for the seat `v` belongs to. */
export function moveText(a: HtsAction, v: HtsView): string {
  switch (a.do) {
    case "leader":
      return `take ${cardText(a.card)} as your leader`;
    case "draw":
      return "draw a card (1 point)";
    case "play":
      return a.target >= 0 ? `play ${cardText(a.card)} on ${name(a.target)} (1 point)` : `play ${cardText(a.card)} (1 point)`;
    case "roll":
      return `roll for ${name(a.card)}'s effect, ${CARDS[a.card].need}+ (1 point)`;
    case "attack":
      return `attack ${cardText(a.card)} (2 points)`;
    case "redraw":
      return "discard your hand and draw 5 (3 points)";
    case "end":
      return "end your turn";
    case "pass":
      return v.window.kind === "challenge" ? "let it be played" : "pass";
    case "challenge":
      return `challenge ${name(v.played.card)} with ${name(a.card)}`;
    case "modify": {
      const value = CARDS[a.card].options[a.option];
      const roll = v.roll.kind === "challenge" ? (a.target === 1 ? " on the challenger's roll" : " on the player's roll") : "";
      return `play ${name(a.card)} for ${value > 0 ? "+" : ""}${value}${roll}`;
    }
    case "pick":
      if (v.prompt.verb === "roll?") return a.card >= 0 ? `roll for ${name(a.card)} now` : "do not roll now";
      if (v.prompt.verb === "pull") return `pull from ${who(a.card).toLowerCase()}`;
      return a.card >= 0 ? `${v.prompt.verb} ${name(a.card)}` : "skip";
  }
}

function partyText(p: Party): string {
  const heroes = p.heroes.map((h, i) => (p.items[i] >= 0 ? `${name(h)} [${name(p.items[i])}]` : name(h)));
  const slain = p.slain.length > 0 ? `; slain: ${p.slain.map(name).join(", ")}` : "";
  return `${p.leader >= 0 ? name(p.leader) : "no leader yet"}${heroes.length > 0 ? ": " + heroes.join(", ") : ""}${slain}`;
}

function showView(v: HtsView): void {
  console.log("");
  for (let seat = 0; seat < v.seats; seat++) console.log(`${who(seat)}${seat === v.active ? " (to play)" : ""}, ${v.handSizes[seat]} cards: ${partyText(v.parties[seat])}`);
  console.log(`Monsters: ${v.monsters.map(cardText).join("; ")}`);
  console.log(`Deck ${v.deck}, discard ${v.discard.length}${v.phase === "play" ? `, points left ${v.points}` : ""}`);
  const r = v.roll;
  if (r.seat >= 0) {
    const total = rollTotal(r.dice, r.bonus, r.mods);
    let text = `Roll: ${who(r.seat)} rolled ${r.dice.join("+")} for ${name(r.subject)}, total ${total}`;
    if (r.kind === "challenge") text += `; ${who(r.vsSeat)} challenged with ${r.vsDice.join("+")}, total ${rollTotal(r.vsDice, r.vsBonus, r.vsMods)}`;
    console.log(text);
  } else if (v.window.kind === "challenge") console.log(`${who(v.played.seat)} plays ${cardText(v.played.card)}: challenge it?`);
  console.log(`Your hand: ${v.hand.length > 0 ? v.hand.map(cardText).join("; ") : "empty"}`);
}

function human(term: Terminal): Player<HtsView, HtsAction> {
  return {
    async decide(v) {
      for (;;) {
        showView(v);
        console.log(v.legal.map((a, i) => `  ${i + 1}) ${moveText(a, v)}`).join("\n"));
        const answer = await term.ask("Your move > ");
        if (answer === undefined) throw new InputEnded();
        const n = Number(answer.trim());
        if (Number.isInteger(n) && n >= 1 && n <= v.legal.length) return v.legal[n - 1];
        console.log(`Type a number from 1 to ${v.legal.length}.`);
      }
    },
    handOver: () => Promise.resolve(),
    matchOver(winner, ctx) {
      console.log(winner === 0 ? "You win!" : winner > 0 ? `Bot ${winner} wins.` : "No one wins.");
      console.log(`Monsters slain: ${ctx.scores.map((n, s) => `${who(s)} ${n}`).join(", ")}.`);
      return Promise.resolve();
    },
  };
}

/** A move as the table saw it, with the dice when it rolled them. */
function describeMove(a: HtsAction, s: HtsState, previous: HtsState): string {
  const v = HTS.rules.seatView(previous, a.seat);
  let text = `${who(a.seat)}: ${moveText(a, v)}`;
  if (a.do === "leader") text = `${who(a.seat)}: took ${cardText(a.card)} as leader`;
  if (s.roll.seat >= 0 && (previous.roll.seat < 0 || previous.roll.kind !== s.roll.kind)) text += ` — dice ${s.roll.dice.join("+")}${s.roll.vsDice.length > 0 ? ` against ${s.roll.vsDice.join("+")}` : ""}`;
  if (s.phase === "over") text += ` The match ends (${htsEndOf(s.events)}).`;
  return text;
}

export async function playHts(o: PlayOptions, term: Terminal): Promise<number> {
  const seed = hashString(o.seed);
  const start = HTS.rules.newMatch(o.preset, o.players, [mix32(seed, 1), mix32(seed, 2), mix32(seed, 3), mix32(seed, 4), mix32(seed, 5), mix32(seed, 6), randomInt(createRng(seed), 1 << 30)]);
  const players: Player<HtsView, HtsAction>[] = [human(term)];
  for (let seat = 1; seat < o.players; seat++) players.push(localPlayer(HTS.table.bots.create(o.level, createRng(hashString(o.seed, 7 + seat)))));
  console.log(`Here to Slay: you against ${o.players - 1} ${o.level} bot${o.players > 2 ? "s" : ""}. Seed ${o.seed}.`);
  console.log("Slay three Monsters, or end your turn with six classes in your Party (leader included), to win.");
  try {
    await playGameMatch(HTS, start, players, {
      move: (a, s, previous) => console.log(describeMove(a, s, previous)),
      hand: (dealt, moves) => {
        if (o.record !== "") appendFileSync(o.record, htsRecordJson(dealt, moves) + "\n");
      },
      turnOnly: true,
    });
  } catch (e) {
    if (e instanceof InputEnded) return 0;
    throw e;
  }
  return 0;
}
