/**
 * Here to Slay's words for its screens: a seat's name, the move log's lines (what happened and
 * why: which roll, against which requirement) and each move's button label.
 */
import type { SeatName } from "../game";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";
import { CARDS } from "./engine/deck";
import type { HtsAction, HtsEvent, HtsState } from "./engine/types";
import { htsCardName } from "./texts/cards";

export function nameOf(names: readonly SeatName[], seat: number): string | Message {
  const n = names[seat];
  return n === undefined ? "?" : n;
}

export function signedText(n: number): string {
  return n > 0 ? "+" + n : String(n);
}

/** "Ember Squire of Ann": a Hero named with its owner. */
export function heroOf(names: readonly SeatName[], hero: number, owner: number): Message {
  return msg("hts.choice.hero", { hero: htsCardName(hero), player: nameOf(names, owner) });
}

/** One line of the move log. */
export function eventLine(e: HtsEvent, names: readonly SeatName[]): Message {
  const player = nameOf(names, e.seat);
  const card = e.a >= 0 && CARDS[e.a] !== undefined ? htsCardName(e.a) : "?";
  const def = CARDS[e.a];
  switch (e.kind) {
    case "leader":
      return msg("hts.event.leader", { player, card });
    case "play":
      return e.b >= 0 ? msg("hts.event.play_on", { player, card, target: htsCardName(e.b) }) : msg("hts.event.play", { player, card });
    case "roll":
      if (def !== undefined && def.kind === "monster") return msg("hts.event.roll_monster", { player, card, total: e.b, slay: def.slay, back: def.fightBack });
      return msg("hts.event.roll_hero", { player, total: e.b, card, need: def !== undefined ? def.need : 0 });
    case "mod":
      return msg("hts.event.mod", { player, card, value: signedText(e.b) });
    case "challenge":
      return msg("hts.event.challenge", { player, card });
    case "won":
      return msg("hts.event.won", { player, total: e.b, card });
    case "lost":
      return msg("hts.event.lost", { player, total: e.b, card });
    case "slay":
      return msg("hts.event.slay", { player, card, total: e.b, slay: def !== undefined ? def.slay : 0 });
    case "fightback":
      return msg("hts.event.fightback", { card, player, total: e.b, back: def !== undefined ? def.fightBack : 0 });
    case "miss":
      return msg("hts.event.miss", { player, total: e.b, card, slay: def !== undefined ? def.slay : 0 });
    case "draw":
      return msg("hts.event.draw", { player, n: e.a });
    case "discard":
      return msg("hts.event.discard", { player, card });
    case "destroy":
      return msg("hts.event.destroy", { player, card, other: nameOf(names, e.b) });
    case "sacrifice":
      return msg("hts.event.sacrifice", { player, card });
    case "steal":
      return msg("hts.event.steal", { player, card, other: nameOf(names, e.b) });
    case "return":
      return msg("hts.event.return", { player, card, other: nameOf(names, e.b) });
    case "search":
      return msg("hts.event.search", { player, card });
    case "pull":
      return msg("hts.event.pull", { player, other: nameOf(names, e.a), n: e.b });
    case "protect":
      return msg("hts.event.protect", { card, player });
    case "redraw":
      return msg("hts.event.redraw", { player, n: e.a });
    case "end":
      return msg("hts.event.end", { player });
    case "win":
      return winLine(e.seat, e.a, names);
    case "item-lost":
      return msg("hts.event.item_lost", { player, card });
    case "effect":
      return def !== undefined && def.kind === "hero" ? msg("hts.event.effect_hero", { card, player, total: e.b, need: def.need }) : msg("hts.event.effect", { card, player });
    case "fail":
      return msg("hts.event.fail", { card, player, total: e.b, need: def !== undefined ? def.need : 0 });
    case "enter":
      // A Hero joining logs no target (b 0); an Item names the Hero it goes on.
      return def !== undefined && def.kind !== "hero" ? msg("hts.event.equip", { card, target: htsCardName(e.b) }) : msg("hts.event.enter", { card, player });
  }
}

/** How the match was won (`how`: 0 three Monsters, 1 six classes, 2 the turn limit). */
export function winLine(winner: number, how: number, names: readonly SeatName[]): Message {
  if (winner < 0) return msg("hts.prompt.no_winner");
  const player = nameOf(names, winner);
  if (how === 0) return msg("hts.prompt.won_monsters", { player });
  if (how === 1) return msg("hts.prompt.won_classes", { player });
  return msg("hts.prompt.won_limit", { player });
}

/** A legal move's button label, with its cost in action points where it has one. */
export function actionLabel(s: HtsState, a: HtsAction, names: readonly SeatName[]): Message {
  const card = a.card >= 0 && CARDS[a.card] !== undefined ? htsCardName(a.card) : "?";
  switch (a.do) {
    case "leader":
      return msg("hts.button.leader", { card });
    case "draw":
      return msg("hts.button.draw");
    case "play":
      if (a.target >= 0) {
        let owner = 0;
        for (let i = 0; i < s.seats; i++) if (s.parties[i].heroes.indexOf(a.target) >= 0) owner = i;
        return msg("hts.button.equip", { card, hero: htsCardName(a.target), player: nameOf(names, owner) });
      }
      return msg("hts.button.play", { card });
    case "roll":
      return msg("hts.button.roll", { card, need: CARDS[a.card].need });
    case "attack":
      return msg("hts.button.attack", { card, n: CARDS[a.card].slay });
    case "redraw":
      return msg("hts.button.redraw");
    case "end":
      return msg("hts.button.end");
    case "pass":
      return msg("hts.button.pass");
    case "challenge":
      return msg("hts.button.challenge", { card });
    case "modify": {
      const roller = a.target === 1 ? s.roll.vsSeat : s.roll.seat;
      return msg("hts.button.modify", { card, value: signedText(CARDS[a.card].options[a.option]), player: nameOf(names, roller) });
    }
    case "pick":
      return pickLabel(s, a, names);
  }
}

function pickLabel(s: HtsState, a: HtsAction, names: readonly SeatName[]): Message {
  const v = s.prompt.verb;
  if (v === "roll?") return a.card >= 0 ? msg("hts.button.roll_now", { card: htsCardName(a.card) }) : msg("hts.button.not_now");
  if (v === "pull") return msg("hts.button.pull", { player: nameOf(names, a.card) });
  const card = htsCardName(a.card);
  if (v === "discard") return msg("hts.button.discard", { card });
  if (v === "sacrifice") return msg("hts.button.sacrifice", { card });
  if (v === "destroy" || v === "destroy-item") return msg("hts.button.destroy", { card });
  if (v === "steal") return msg("hts.button.steal", { card });
  if (v === "return") return msg("hts.button.return", { card });
  return msg("hts.button.take", { card });
}
