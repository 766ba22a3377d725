/**
 * Uno No Mercy's moves outside the engine: button ids for actions and back, the legal action a
 * bot's answer stands for, and the safe move for a seat whose turn timer ran out.
 * Ids: `play.<card>[.c<colour>][.t<seat>][.uno]`, `draw`, `take`, `keep`, `pick.<colour>`, `catch`.
 */
import { parseNat, splitOn, startsWith } from "../../util/text";
import type { Card } from "./engine/cards";
import { CARD_COLOUR, CARD_FACE } from "./engine/cards";
import { isLegalUno, legalUno } from "./engine/hand";
import type { UnoAction, UnoState } from "./engine/types";

export function unoActionId(a: UnoAction): string {
  if (a.do === "play") {
    let id = "play." + a.card;
    if (a.colour !== undefined) id += ".c" + a.colour;
    if (a.target !== undefined) id += ".t" + a.target;
    if (a.uno === true) id += ".uno";
    return id;
  }
  if (a.do === "pick") return "pick." + a.colour;
  return a.do;
}

/** The seat's legal action a button id stands for, or undefined. */
export function parseUnoAction(id: string, seat: number, s: UnoState): UnoAction | undefined {
  if (typeof id !== "string") return undefined;
  for (const l of legalUno(s, seat)) if (unoActionId(l) === id) return l;
  // A twin copy of a card plays alike: accept its id too.
  if (!startsWith(id, "play.")) return undefined;
  const parts = splitOn(id, ".");
  const card = parseNat(parts[1]);
  if (card === undefined || s.hands[seat] === undefined || s.hands[seat].indexOf(card) < 0) return undefined;
  return acceptUno(s, seat, parsePlay(seat, card, parts));
}

/**
 * The ways the seat may play its card `c` now, with or without calling UNO: one per colour of a
 * wild, one per player a 7 swaps with, else one. Either copy of a card is named as itself.
 * `legal` is legalUno(s, seat) when the caller has it (a screen asks for every card in the hand).
 */
export function playsOfCard(s: UnoState, seat: number, c: Card, uno: boolean, legal: readonly UnoAction[] = legalUno(s, seat)): UnoAction[] {
  const out: UnoAction[] = [];
  if (s.phase === "drawn" && c !== s.drawn) return out;
  for (const l of legal) {
    if (l.do !== "play" || (l.uno === true) !== uno || CARD_COLOUR[l.card] !== CARD_COLOUR[c] || CARD_FACE[l.card] !== CARD_FACE[c]) continue;
    const a: UnoAction = { seat, do: "play", card: c };
    if (l.colour !== undefined) a.colour = l.colour;
    if (l.target !== undefined) a.target = l.target;
    if (uno) a.uno = true;
    out.push(a);
  }
  return out;
}

/**
 * A pressed button: a legal action, or a card that plays more than one way (`play.<card>[.uno]`
 * of a wild or a 7): that play without its colour or player, which opens the choice (unoChoiceFor).
 */
export function parseUnoPress(id: string, seat: number, s: UnoState): UnoAction | undefined {
  const a = parseUnoAction(id, seat, s);
  if (a !== undefined || typeof id !== "string" || !startsWith(id, "play.")) return a;
  const parts = splitOn(id, ".");
  const card = parseNat(parts[1]);
  const uno = parts.length === 3 && parts[2] === "uno";
  if (card === undefined || (parts.length !== 2 && !uno) || s.hands[seat] === undefined || s.hands[seat].indexOf(card) < 0) return undefined;
  if (playsOfCard(s, seat, card, uno).length < 2) return undefined;
  const open: UnoAction = { seat, do: "play", card };
  if (uno) open.uno = true;
  return open;
}

/** The choice a pressed play opens (its own id, "play.<card>[.uno]") when it still lacks a colour or a player. */
export function unoChoiceFor(s: UnoState, seat: number, a: UnoAction): string | undefined {
  if (a.do !== "play" || isLegalUno(s, a)) return undefined;
  return playsOfCard(s, seat, a.card, a.uno === true).length > 1 ? unoActionId(a) : undefined;
}

function parsePlay(seat: number, card: number, parts: string[]): UnoAction | undefined {
  const a: UnoAction = { seat, do: "play", card };
  for (let i = 2; i < parts.length; i++) {
    const p = parts[i];
    const n = parseNat(p.substring(1));
    if (p === "uno") a.uno = true;
    else if (startsWith(p, "c") && n !== undefined) a.colour = n;
    else if (startsWith(p, "t") && n !== undefined) a.target = n;
    else return undefined;
  }
  return a;
}

/** The legal action an untrusted answer stands for (a play may name either copy of a card), or undefined. */
export function acceptUno(s: UnoState, seat: number, a: unknown): UnoAction | undefined {
  if (a === undefined || a === null || typeof a !== "object") return undefined;
  const x = a as UnoAction;
  if (x.seat !== seat || typeof x.do !== "string") return undefined;
  let clean: UnoAction;
  if (x.do === "play") {
    if (typeof x.card !== "number") return undefined;
    clean = { seat, do: "play", card: x.card };
    if (typeof x.colour === "number") clean.colour = x.colour;
    if (typeof x.target === "number") clean.target = x.target;
    if (x.uno === true) clean.uno = true;
  } else if (x.do === "pick") {
    if (typeof x.colour !== "number") return undefined;
    clean = { seat, do: "pick", colour: x.colour };
  } else if (x.do === "draw" || x.do === "take" || x.do === "keep" || x.do === "catch") clean = { seat, do: x.do };
  else return undefined;
  return isLegalUno(s, clean) ? clean : undefined;
}

/**
 * The automatic move for a timed-out turn: take pending draws, name the first colour, play the
 * drawn card (calling UNO), else the first playable card, else draw.
 */
export function unoSafeMove(s: UnoState, seat: number): UnoAction {
  const legal = legalUno(s, seat);
  for (const l of legal) if (l.do === "take" || l.do === "pick" || l.do === "draw") return l;
  for (const l of legal) if (l.do === "play" && (l.uno === true || s.hands[seat].length !== 2)) return l;
  // Never a catch: the timed-out seat must still make its own move.
  for (const l of legal) if (l.do !== "catch") return l;
  return legal[0];
}
