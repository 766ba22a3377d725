/**
 * Here to Slay's screens at the moments its tests look at, reached by playing seeded matches with
 * the simple bot in every seat until the moment comes (so every state is one the rules made): a
 * turn with Parties built up, a challenge window, a roll on the table with a Modifier in hand, a
 * step that takes another player's Hero (a player, then a card), a search of a long discard pile,
 * the end. Its texts are rendered from its own catalog (htsRender), so the tests need no catalog
 * build. Compiled to Lua by the renderer entry (test/luanti/render/hts-entry.ts).
 */
import type { GameScreens } from "../../src/games/game";
import { hereToSlay } from "../../src/games/here-to-slay/game";
import { createHtsBot } from "../../src/games/here-to-slay/bots/index";
import { CARDS } from "../../src/games/here-to-slay/engine/deck";
import { legalHts } from "../../src/games/here-to-slay/engine/rules";
import type { HtsState } from "../../src/games/here-to-slay/engine/types";
import { HTS_TEXTS } from "../../src/games/here-to-slay/texts/index";
import { parseTemplate } from "../../src/i18n/format";
import { template } from "../../src/i18n/index";
import type { Lang, Message } from "../../src/i18n/types";
import { buildScreen } from "../../src/screen/build";
import type { Screen } from "../../src/screen/model";
import { createRng } from "../../src/util/random";
import { screenInput, seatInput } from "./screen-input";

export const HTS_NAMES = ["Ann", "Bob", "Cy", "Di"];

/** A message in `lang`, from the game's catalog first, then the shared areas (the frame's words). */
export function htsRender(lang: Lang, m: Message): string {
  const own = HTS_TEXTS[m.key];
  const text = own !== undefined ? own[lang] : template(lang, m.key);
  if (text === undefined) return m.key;
  let out = "";
  for (const piece of parseTemplate(text)) {
    if (piece.name === "") {
      out += piece.text;
      continue;
    }
    const v = m.params === undefined ? undefined : m.params[piece.name];
    if (v === undefined) out += "{" + piece.name + "}";
    else if (typeof v === "string") out += v;
    else if (typeof v === "number") out += String(v);
    else out += htsRender(lang, v);
  }
  return out;
}

/** What a moment is: the state, and the seat that looks at it. */
export interface HtsMoment {
  state: HtsState;
  viewer: number;
}

function holds(s: HtsState, seat: number, kind: string): boolean {
  for (const c of s.hands[seat]) if (CARDS[c].kind === kind) return true;
  return false;
}

/** The first state of seeded bot play where `pick` names a viewer; matches `seed`, `seed + 1`, ... until one does. */
export function htsMoment(seats: number, seed: number, pick: (s: HtsState) => number): HtsMoment {
  for (let m = 0; m < 40; m++) {
    let s = hereToSlay.rules.newMatch("standard", seats, [seed + m, 2, 3, 4, 5, 6, 7]);
    const bots: ReturnType<typeof createHtsBot>[] = [];
    for (let i = 0; i < seats; i++) bots.push(createHtsBot("simple", createRng(seed * 10 + m * 4 + i)));
    for (let step = 0; step < 3000; step++) {
      const viewer = pick(s);
      if (viewer >= 0) return { state: s, viewer };
      const turn = hereToSlay.rules.turn(s);
      if (turn < 0) break;
      const next = hereToSlay.rules.apply(s, bots[turn].decide(hereToSlay.rules.seatView(s, turn)));
      if (next === undefined) throw new Error("a bot's move was refused");
      s = next;
    }
  }
  throw new Error("no such moment in 40 matches");
}

function heroes(s: HtsState): number {
  let n = 0;
  for (const p of s.parties) n += p.heroes.length;
  return n;
}

function items(s: HtsState): number {
  let n = 0;
  for (const p of s.parties) for (const it of p.items) if (it >= 0) n++;
  return n;
}

function slain(s: HtsState): number {
  let n = 0;
  for (const p of s.parties) n += p.slain.length;
  return n;
}

/** The seat to move, with cards in hand, on a plain turn once the Parties have grown (Heroes, an Item, a slain Monster). */
export function turnMoment(seats: number, seed = 1): HtsMoment {
  return htsMoment(seats, seed, (s) => (s.phase === "play" && s.prompt.seat < 0 && s.window.kind === "none" && heroes(s) >= 2 * seats && items(s) >= 1 && slain(s) >= 1 && s.parties[s.active].heroes.length >= 2 && s.hands[s.active].length >= 2 ? s.active : -1));
}

/** A card waits out its challenge window; the viewer is a seat asked that holds a Challenge. */
export function challengeMoment(seats: number, seed = 1): HtsMoment {
  return htsMoment(seats, seed, (s) => {
    if (s.window.kind !== "challenge") return -1;
    for (let i = 0; i < s.seats; i++) if (s.window.waiting[i] && holds(s, i, "challenge")) return i;
    return -1;
  });
}

/** An attack's roll is on the table; the viewer is a seat asked that holds a Modifier. */
export function diceMoment(seats: number, seed = 1): HtsMoment {
  return htsMoment(seats, seed, (s) => {
    if (s.window.kind !== "modify" || s.roll.kind !== "attack") return -1;
    for (let i = 0; i < s.seats; i++) if (s.window.waiting[i] && holds(s, i, "modifier")) return i;
    return -1;
  });
}

/** A step takes another player's Hero (destroy, steal, send back) from more than one player: its seat chooses. */
export function targetMoment(seats: number, seed = 1): HtsMoment {
  return htsMoment(seats, seed, (s) => {
    const v = s.prompt.verb;
    if (s.prompt.seat < 0 || (v !== "destroy" && v !== "steal" && v !== "return")) return -1;
    let owners = 0;
    for (let i = 0; i < s.seats; i++) if (i !== s.prompt.seat && s.parties[i].heroes.length > 0) owners++;
    return owners >= Math.min(2, s.seats - 1) ? s.prompt.seat : -1;
  });
}

/** A search lets its seat take a card from a discard pile holding at least `kinds` kinds of card it may take. */
export function searchMoment(seats: number, kinds: number, seed = 1): HtsMoment {
  return htsMoment(seats, seed, (s) => {
    if (s.prompt.seat < 0 || s.prompt.verb !== "search") return -1;
    const names = new Set<string>();
    for (const a of legalHts(s, s.prompt.seat)) if (a.do === "pick") names.add(CARDS[a.card].name);
    return names.size >= kinds ? s.prompt.seat : -1;
  });
}

/** The match is over; the viewer is the first seat. */
export function overMoment(seats: number, seed = 1): HtsMoment {
  return htsMoment(seats, seed, (s) => (s.phase === "over" ? 0 : -1));
}

/** The screen a moment shows its viewer (`choice`: an open press). */
export function htsScreen(m: HtsMoment, choice = ""): Screen {
  return buildScreen(
    screenInput({
      game: hereToSlay.presentation as GameScreens<unknown>,
      presets: hereToSlay.rules.presets,
      tableId: "T9",
      token: "9.hts",
      viewerSeat: m.viewer,
      preset: "standard",
      seats: HTS_NAMES.slice(0, m.state.seats).map((n) => seatInput(n)),
      match: m.state,
      choice,
    }),
  );
}
