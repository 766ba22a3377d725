/**
 * The game screen: a Luanti formspec drawn from the table service's screen model. It decides
 * nothing; every button's name carries the model's action id and the screen's token, so the
 * service can refuse stale or forged submissions. The form name is the table's alone: Luanti drops
 * any submission whose form name is not the last one it sent, so a name that changed with every
 * screen lost an Escape pressed while the next screen was on its way (and the screen came back). Layout in real coordinates
 * (formspec_version 6), 20 x 12.5 units: seats and scores on the left, the felt in the middle
 * (the other hands' backs, the piles, the viewer's hand in its groups), events and the side panels
 * on the right. It draws the screen's parts (src/screen/parts.ts) and knows no game: a card is a
 * face of a named deck (src/content/decks.ts).
 * Besides the model's buttons it draws one control of the host's own, the four-colour deck
 * checkbox (DECK_FIELD), beside cards of a deck that has four-colour faces: a display preference
 * the mod keeps per player, never sent to the service.
 */
import { COLOURS, deckArt } from "../../../src/content/decks";
import { msg } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import type { Button, Screen, SeatLine, StakePanel } from "../../../src/screen/model";
import type { CardFace, CardZone, ChoicePart, Counter, ResultPart, TablePart } from "../../../src/screen/parts";
import type { CardDeck } from "./textures";
import { CARD_BACK, TEX } from "./textures";

export const FORM_PREFIX = "game_tables:t|";
/** The deck checkbox's element name: not an "a_" action, so it never reaches the table service. */
export const DECK_FIELD = "o_deck";
const W = 20;
const H = 12.5;
const CARD_W = 1.2;
const CARD_H = 1.8;

export type Tr = (m: Message) => string;

/** The form name: the table's id, the same for every screen of that table. */
export function formName(screen: Screen): string {
  return FORM_PREFIX + screen.tableId;
}

export function parseFormName(name: string): { tableId: string } | undefined {
  if (name.substring(0, FORM_PREFIX.length) !== FORM_PREFIX || name.length === FORM_PREFIX.length) return undefined;
  return { tableId: name.substring(FORM_PREFIX.length) };
}

/** A button's element name: "a_" + the action id + "@" + the screen's token (action ids hold no "@"). */
export function actionField(action: string, token: string): string {
  return "a_" + action + "@" + token;
}

/** The action and token a button's name carries; anything else a client sends is not an action. */
export function actionOf(field: string): { action: string; token: string } | undefined {
  if (field.substring(0, 2) !== "a_") return undefined;
  const at = field.indexOf("@");
  if (at <= 2) return undefined;
  return { action: field.substring(2, at), token: field.substring(at + 1) };
}

function esc(s: string): string {
  return minetest.formspec_escape(s);
}

function n(x: number): string {
  return String(Math.floor(x * 1000 + 0.5) / 1000);
}

function rect(x: number, y: number, w: number, h: number): string {
  return `${n(x)},${n(y)};${n(w)},${n(h)}`;
}

/** The felt texture tiled 5 x 3 (it is 64px square): a pixel-art baize at a steady scale. */
const FELT = (() => {
  const parts: string[] = ["[combine:320x200"];
  for (let y = 0; y < 200; y += 64) for (let x = 0; x < 320; x += 64) parts.push(`${x},${y}=${TEX.felt}`);
  return parts.join(":");
})();

const STYLE_COLORS: Record<Button["style"], string> = {
  primary: "#2f7d32",
  normal: "#37474f",
  danger: "#a33a2a",
};

/** Each character that needs it, escaped for hypertext markup and then for the formspec. */
const HYPER_ESCAPES: Record<string, string> = {
  "\\": "\\\\\\\\",
  "<": "\\\\<",
  ">": "\\\\>",
  "[": "\\[",
  "]": "\\]",
  ";": "\\;",
  ",": "\\,",
};

/** Bytes of the UTF-8 character whose lead byte is `b` (strings are bytes in Lua). */
function utf8Length(b: number): number {
  return b < 0xc0 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
}

/**
 * Text for a hypertext element, in one pass (screens are redrawn after every move). Luanti 5.6's
 * hypertext also drops the space after a one-letter first word ("A new" shows "Anew", "В колоде"
 * shows "Вколоде"): a no-break space keeps it.
 */
function hyper(s: string): string {
  const first = s.length > 0 ? utf8Length(s.charCodeAt(0)) : 0;
  const text = s.length > first + 1 && s.charAt(first) === " " ? s.substring(0, first) + "\u00a0" + s.substring(first + 1) : s;
  const [out] = string.gsub(text, "[\\<>%[%];,]", HYPER_ESCAPES);
  return out;
}

class Sheet {
  readonly parts: string[] = [];
  /** Inside a scroll container: its corner, which its elements are placed from. */
  private ox = 0;
  private oy = 0;
  constructor(
    readonly deck: CardDeck,
    readonly token: string,
  ) {}
  /** The element name of an action's button on this screen. */
  field(action: string): string {
    return actionField(action, this.token);
  }
  add(s: string): void {
    this.parts.push(s);
  }
  /** A rectangle on the screen, written from the open scroll container's corner when there is one. */
  at(x: number, y: number, w: number, h: number): string {
    return rect(x - this.ox, y - this.oy, w, h);
  }
  /**
   * Opens a vertical scroll container over (x, y, w, h) holding `contentH` units, with its
   * scrollbar at its right (`w` includes it); elements keep screen coordinates until `endScroll`.
   * A wheel notch or an arrow moves by `stepH`.
   */
  scroll(name: string, x: number, y: number, w: number, h: number, contentH: number, stepH: number): void {
    const bar = 0.35;
    // The container moves its content by the scrollbar's value x 0.1 units.
    const max = Math.ceil((contentH - h) * 10);
    this.add(`scrollbaroptions[min=0;max=${max};smallstep=${Math.round(stepH * 10)};largestep=${Math.round(h * 10)};thumbsize=${Math.round(h * 10)};arrows=show]`);
    this.add(`scrollbar[${rect(x + w - bar, y, bar, h)};vertical;${name};0]`);
    this.add(`scroll_container[${rect(x, y, w - bar - 0.05, h)};${name};vertical;0.1]`);
    this.ox = x;
    this.oy = y;
  }
  endScroll(): void {
    this.add("scroll_container_end[]");
    this.ox = 0;
    this.oy = 0;
  }
  label(x: number, y: number, text: string): void {
    this.add(`label[${n(x - this.ox)},${n(y - this.oy)};${esc(text)}]`);
  }
  text(x: number, y: number, w: number, h: number, markup: string): void {
    this.add(`hypertext[${this.at(x, y, w, h)};;${markup}]`);
  }
  box(x: number, y: number, w: number, h: number, color: string): void {
    this.add(`box[${this.at(x, y, w, h)};${color}]`);
  }
  image(x: number, y: number, w: number, h: number, tex: string): void {
    this.add(`image[${this.at(x, y, w, h)};${esc(tex)}]`);
  }
  /** `bg`: a colour of the button's own (a wild's colour choice), else its style's. */
  button(x: number, y: number, w: number, h: number, b: Button, label: string, bg?: string): void {
    const name = this.field(b.action);
    this.add(`style[${esc(name)};bgcolor=${bg ?? STYLE_COLORS[b.style]};textcolor=#ffffff;font=bold]`);
    this.add(`button[${this.at(x, y, w, h)};${esc(name)};${esc(label)}]`);
  }
  face(deck: string, face: number): string {
    return face < 0 ? TEX.slot : deckArt(deck).texture(face, this.deck);
  }
  cardButton(x: number, y: number, deck: string, card: number, action: string, tooltip: string, highlight: boolean): void {
    const name = this.field(action);
    this.add(`style[${esc(name)};border=false;bgimg=;bgcolor=#00000000;content_offset=0,0]`);
    this.add(`style[${esc(name)}:hovered;content_offset=0,-0.15]`);
    this.add(`image_button[${this.at(x, y, CARD_W, CARD_H)};${esc(this.face(deck, card))};${esc(name)};;false;false;]`);
    if (highlight) this.image(x, y, CARD_W, CARD_H, TEX.select);
    this.add(`tooltip[${esc(name)};${esc(tooltip)}]`);
  }
  cardButtonBack(x: number, y: number, w: number, h: number, name: string, tooltip: string, tex: string): void {
    this.add(`style[${esc(name)};border=false;bgcolor=#00000000]`);
    this.add(`style[${esc(name)}:hovered;content_offset=0,-0.15]`);
    this.add(`image_button[${this.at(x, y, w, h)};${esc(tex)};${esc(name)};;false;false;]`);
    this.add(`tooltip[${esc(name)};${esc(tooltip)}]`);
  }
  card(x: number, y: number, deck: string, card: number, w = CARD_W, h = CARD_H): void {
    this.image(x, y, w, h, this.face(deck, card));
  }
}

interface Ctx {
  s: Sheet;
  tr: Tr;
  screen: Screen;
  /** Buttons by action id; each is drawn once, the rest go to the action bar. */
  buttons: Map<string, Button>;
  drawn: Set<string>;
}

function seatName(ctx: Ctx, seat: number): string {
  const line = ctx.screen.seats[seat];
  return line === undefined ? "" : ctx.tr(line.label);
}

function take(ctx: Ctx, action: string): Button | undefined {
  const b = ctx.buttons.get(action);
  if (b !== undefined) ctx.drawn.add(action);
  return b;
}

export interface RenderOptions {
  /** The stake item slots (stakes.ts), when the viewer may offer items. */
  stakeLists?: string;
  /** The viewer's card faces (deck.ts); classic when not given. */
  deck?: CardDeck;
}

export function renderScreen(screen: Screen, tr: Tr, extra?: RenderOptions): string {
  const s = new Sheet(extra?.deck ?? "classic", screen.token);
  const buttons = new Map<string, Button>();
  for (const b of screen.buttons) buttons.set(b.action, b);
  const ctx: Ctx = { s, tr, screen, buttons, drawn: new Set() };
  s.add("formspec_version[6]");
  s.add(`size[${n(W)},${n(H)}]`);
  s.add("no_prepend[]");
  s.add("bgcolor[#00000000;neither]");
  s.add(`background[0,0;${n(W)},${n(H)};${esc(FELT)};false]`);
  // A wooden rim around the felt.
  s.box(0, 0, W, 0.12, "#4e342e");
  s.box(0, H - 0.12, W, 0.12, "#4e342e");
  s.box(0, 0, 0.12, H, "#4e342e");
  s.box(W - 0.12, 0, 0.12, H, "#4e342e");
  s.add("style_type[label;textcolor=#f1f8e9]");
  s.add("style_type[button;border=true;textcolor=#ffffff]");
  s.add("style_type[tooltip;bgcolor=#263238ee;textcolor=#ffffff]");
  header(ctx);
  seatsPanel(ctx);
  if (screen.lessons !== undefined && screen.kind === "lessons") lessonsPanel(ctx);
  else if (screen.result !== undefined && (screen.kind === "result" || screen.game === undefined)) resultPanel(ctx, screen.result);
  else if (screen.game !== undefined) {
    gamePanel(ctx, screen.game, screen.choice !== undefined);
    if (screen.choice !== undefined) choicePanel(ctx, screen.choice);
  } else lobbyPanel(ctx);
  if (screen.stake !== undefined && screen.kind !== "lessons") stakePanel(ctx, screen.stake, extra?.stakeLists);
  if (screen.kind !== "lessons" && showsFourColourDeck(screen)) deckToggle(ctx);
  messagesPanel(ctx);
  actionBar(ctx);
  return s.parts.join("");
}

function header(ctx: Ctx): void {
  const { s, tr, screen } = ctx;
  s.box(0, 0, W, 0.9, "#0b2e17cc");
  s.text(0.4, 0.15, 9, 0.7, `<global valign=middle color=#fff8e1 size=20><b>${hyper(tr(screen.title))}</b>`);
  // Side tray tabs, top right: Game / Lessons, then Close.
  let x = W - 0.4;
  const close = take(ctx, "close");
  if (close !== undefined) {
    // Wide enough for "Закрыть" and "Schließen" in bold.
    x -= 2.2;
    s.button(x, 0.15, 2.1, 0.6, close, tr(close.label));
  }
  for (const id of ["tab.lessons", "tab.game"]) {
    const b = take(ctx, id);
    if (b === undefined) continue;
    x -= 3.5;
    const active = (id === "tab.lessons") === (screen.kind === "lessons");
    s.add(`style[${esc(s.field(id))};bgcolor=${active ? "#c8a24a" : "#37474f"}]`);
    s.button(x, 0.15, 3.4, 0.6, b, tr(b.label));
  }
}

function seatsPanel(ctx: Ctx): void {
  const { s, tr, screen } = ctx;
  s.box(0.3, 1.2, 3.9, 4.6, "#00000055");
  const turn = screen.game?.turn.seat ?? -1;
  // Two seats get a tall line each (name over a big score); more share the box a line each.
  const step = Math.min(2.2, 4.4 / Math.max(1, screen.seats.length));
  let y = 1.4;
  // The marker of the seat to move points the way play goes (down or up the list) where the
  // game has a direction: the bundled fonts have no arrow glyphs, and a second mark crowded the score.
  const direction = screen.game?.turn.direction ?? 0;
  const marker = direction > 0 ? TEX.turn + "^[transformR270" : direction < 0 ? TEX.turn + "^[transformR90" : TEX.turn;
  for (const line of screen.seats) {
    seatLine(s, tr, line, y, step, turn === line.seat ? marker : "", line.seat === screen.seat);
    y += step;
  }
}

/** A tick image inside hypertext: the bundled fonts have no check-mark glyph. */
function readyTick(px: number): string {
  return ` <img name=${TEX.ready} width=${px} height=${px}>`;
}

/** One seat's line; `marker` is the turn marker's texture when the seat is to move, else "". */
function seatLine(s: Sheet, tr: Tr, line: SeatLine, y: number, step: number, marker: string, me: boolean): void {
  const toMove = marker !== "";
  const empty = line.name === "" && !line.bot;
  const name = tr(line.label);
  const color = empty ? "#9e9e9e" : me ? "#ffd54f" : "#ffffff";
  const away = line.present || empty ? "" : " …";
  const title = `<global color=${color} size=16><b>${hyper(name)}</b>${hyper(away)}${line.ready ? readyTick(16) : ""}`;
  if (step >= 2.2) {
    if (toMove) s.box(0.35, y - 0.15, 3.8, 2.0, "#ffd54f33");
    s.text(0.5, y, 3.6, 0.6, title);
    s.text(0.5, y + 0.6, 3.0, 1.2, `<global color=#ffffff size=30><b>${line.score}</b>`);
    if (toMove) s.image(3.45, y + 0.75, 0.55, 0.55, marker);
    return;
  }
  if (toMove) s.box(0.35, y - 0.1, 3.8, step - 0.05, "#ffd54f33");
  s.text(0.5, y, 2.5, step - 0.1, title);
  // The score ends left of the turn marker.
  s.text(2.7, y - 0.05, 0.95, 0.6, `<global halign=right color=#ffffff size=20><b>${line.score}</b>`);
  if (toMove) s.image(3.72, y + 0.05, 0.35, 0.35, marker);
}

/** Pixels per formspec unit at 1024 x 768 (the smallest window the screens are laid out for; run-client.mjs). */
const PX_PER_UNIT = 46;

/** Characters of a UTF-8 (Lua) or UTF-16 (Node) string: continuation bytes do not count. */
function charCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const b = text.charCodeAt(i);
    if (b < 0x80 || b >= 0xc0) n++;
  }
  return n;
}

/**
 * The lines `texts` wrap to in a hypertext box `w` units wide at font `size` (px), each text its
 * own paragraph: a generous estimate (an average glyph of 0.55 em, lines filled to 90 %), since a
 * formspec cannot measure text and a box too small for its text grows a scrollbar.
 */
function wrappedLines(texts: readonly string[], w: number, size: number): number {
  const perLine = Math.max(1, Math.floor((w * PX_PER_UNIT * 0.9) / (size * 0.55)));
  let lines = 0;
  for (const t of texts) lines += Math.max(1, Math.ceil(charCount(t) / perLine));
  return lines;
}

/** Whether that many lines at font `size` fit a box `h` units high (a line is 1.25 em). */
function linesFit(lines: number, h: number, size: number): boolean {
  return lines * size * 1.25 <= h * PX_PER_UNIT;
}

const MESSAGES_W = 10.8;
const MESSAGES_H = 1.1;

/**
 * The newest messages over the table, in the room between the title and the other hands: the last
 * two, else the newest alone, at the largest size that fits (a long question, "Resign the match?
 * Only bots would be left…" in German, grew a scrollbar at one size for all).
 */
function messagesPanel(ctx: Ctx): void {
  const { s, tr, screen } = ctx;
  if (screen.messages.length === 0) return;
  const texts: string[] = [];
  for (const m of screen.messages.slice(-2)) texts.push(tr(m));
  let shown = texts;
  let size = 12;
  let found = false;
  for (const count of [texts.length, 1]) {
    const last = texts.slice(texts.length - count);
    for (const px of [15, 13, 12]) {
      if (found || !linesFit(wrappedLines(last, MESSAGES_W, px), MESSAGES_H, px)) continue;
      shown = last;
      size = px;
      found = true;
    }
  }
  if (!found) shown = texts.slice(texts.length - 1);
  const parts: string[] = [];
  for (const t of shown) parts.push(hyper(t));
  s.text(4.6, 1.0, MESSAGES_W, MESSAGES_H, `<global halign=center color=#fff59d size=${size}>${parts.join("\n")}`);
}

/** The zones of a kind: the viewer's hand, the other seats' hands, the piles. */
function zonesOf(g: TablePart, viewer: number): { mine: CardZone[]; others: CardZone[]; piles: CardZone[] } {
  const out = { mine: [] as CardZone[], others: [] as CardZone[], piles: [] as CardZone[] };
  for (const z of g.zones) {
    if (z.layout === "pile") out.piles.push(z);
    else if (z.seat === viewer && viewer >= 0) out.mine.push(z);
    else out.others.push(z);
  }
  return out;
}

/** `covered`: a choice panel lies over the other hands and the middle, which are then not drawn (they showed through it). */
function gamePanel(ctx: Ctx, g: TablePart, covered: boolean): void {
  const { s } = ctx;
  const z = zonesOf(g, ctx.screen.seat);
  if (!covered) {
    otherHands(ctx, z.others);
    middle(ctx, g, z.piles);
  }
  turnTimer(ctx, g.turn.timeLeft);
  let free = 7.3 + CARD_H + 0.25;
  for (const h of z.mine) free = Math.max(free, handZone(ctx, h, 7.3));
  countersPanel(ctx, g.counters, free);

  // Recent events, right column.
  // Newest first: the last move (often the bot's) is the top line, never below the scroll.
  s.box(15.8, 1.2, 3.9, 4.6, "#00000040");
  const ev: string[] = [];
  const recent = g.events.slice(0, 8);
  for (let i = 0; i < recent.length; i++) {
    const line = hyper(ctx.tr(recent[i]));
    ev.push(i === 0 ? `<style color=#ffffff><b>${line}</b></style>` : line);
  }
  s.text(16.0, 1.35, 3.6, 4.4, `<global color=#bdbdbd size=12>${ev.join("\n")}`);
}

/** The middle of the table: the piles, the controls beside them. */
function middle(ctx: Ctx, g: TablePart, piles: CardZone[]): void {
  const { s } = ctx;
  s.box(5.9, 3.3, 8.2, 2.65, "#00000030");
  const sy = 3.5;
  const spacing = piles.length <= 2 ? 3.1 : Math.min(3.1, 6.6 / (piles.length - 1));
  let x = piles.length <= 2 ? 7.2 : 6.2;
  let last = x - spacing;
  for (const p of piles) {
    pile(ctx, p, x, sy);
    last = x;
    x += spacing;
  }
  let cy = 4.05;
  for (const id of g.controls) {
    const b = take(ctx, id);
    if (b === undefined) continue;
    s.button(last + 1.5, cy, 1.7, 0.7, b, ctx.tr(b.label));
    cy += 0.8;
  }
}

const TIMER_W = 3.7;

/**
 * The turn timer, one line under the seats (it shared the piles' corner with the controls, wrapped
 * to two lines with a scrollbar in German and Russian and crowded a third opponent's figure). A
 * formspec cannot count down: "at most N s", true until the next screen (the turn warnings redraw
 * it), where "60s left" stayed on for the whole turn.
 */
function turnTimer(ctx: Ctx, seconds: number): void {
  if (seconds < 0) return;
  const text = ctx.tr(msg("panel.time_left", { seconds }));
  // 13 px at most: at 14 the line grew a scrollbar in a box this high in the real client.
  let size = 11;
  for (const px of [13, 12]) if (size === 11 && wrappedLines([text], TIMER_W, px) === 1) size = px;
  ctx.s.text(0.45, 5.82, TIMER_W, 0.55, `<global valign=middle color=${seconds <= 10 ? "#ff8a65" : "#e0e0e0"} size=${size}><b>${hyper(text)}</b>`);
}

/** The gap between a fan's backs and the faces it holds face up. */
const UP_GAP = 0.15;

/**
 * The other seats' hands across the top: a fan of backs each, then the cards it holds face up
 * (taken from a pile: everyone saw them), small and on top, next to its figure.
 */
function otherHands(ctx: Ctx, zones: CardZone[]): void {
  const { s, tr } = ctx;
  if (zones.length === 0) return;
  const bw = CARD_W * 0.55;
  const bh = CARD_H * 0.55;
  const slot = 11 / zones.length;
  for (let i = 0; i < zones.length; i++) {
    const z = zones[i];
    const backs = z.hidden;
    const up: number[] = [];
    for (const g of z.groups) for (const f of g.cards) up.push(f.face);
    const cards = backs + up.length;
    const gap = backs > 0 && up.length > 0 ? UP_GAP : 0;
    const centre = 4.5 + (i + 0.5) * slot;
    // One hand: its figure to the right of the fan; more: each figure under its fan.
    const room = zones.length === 1 ? slot - 3.3 : slot - 0.3;
    const step = cards > 1 ? Math.min(0.42, (room - bw - gap) / (cards - 1)) : 0.42;
    const fx = centre - ((cards - 1) * step + bw + gap) / 2;
    const art = deckArt(z.deck);
    for (let b = 0; b < backs; b++) s.image(fx + b * step, 2.05, bw, bh, art.back);
    for (let k = 0; k < up.length; k++) {
      const x = fx + (backs + k) * step + gap;
      s.card(x, 2.05, z.deck, up[k], bw, bh);
      s.add(`tooltip[${rect(x, 2.05, k === up.length - 1 ? bw : step, bh)};${esc(tr(art.name(up[k])))}]`);
    }
    if (z.label === undefined) continue;
    const label = `<global color=#c8e6c9 size=12>${hyper(tr(z.label))}`;
    if (zones.length === 1 && cards > 0) {
      const lx = fx + (cards - 1) * step + bw + gap + 0.25;
      s.text(lx, 2.2, 15.6 - lx, 0.9, label);
    } else s.text(centre - slot / 2 + 0.1, 2.05 + bh + 0.02, slot - 0.2, 0.45, `<global halign=center color=#c8e6c9 size=12>${hyper(tr(z.label))}`);
  }
}

/** A pile: its top face (a button when pressing it is a move), else its backs (the same), its figure under it. */
function pile(ctx: Ctx, p: CardZone, x: number, y: number): void {
  const { s, tr } = ctx;
  const g = p.groups[p.groups.length - 1];
  const top: CardFace | undefined = g !== undefined && g.cards.length > 0 ? g.cards[g.cards.length - 1] : undefined;
  const colour = p.colour !== undefined && p.colour !== "" ? COLOURS[p.colour] : undefined;
  if (colour !== undefined) s.box(x - 0.12, y - 0.12, CARD_W + 0.24, CARD_H + 0.24, colour);
  const bigW = CARD_W * 1.12;
  const bigH = CARD_H * 1.08;
  if (top !== undefined) {
    const b = top.action !== undefined ? take(ctx, top.action) : undefined;
    if (b !== undefined) s.cardButton(x, y, p.deck, top.face, b.action, tr(b.label), top.highlight === true);
    else {
      s.card(x, y, p.deck, top.face);
      if (top.highlight === true) s.image(x, y, CARD_W, CARD_H, TEX.select);
    }
  } else if (p.hidden > 0 || p.action !== undefined) {
    const b = p.action !== undefined ? take(ctx, p.action) : undefined;
    // The classic deck has a drawn stack (TEX.stock); a deck with a back of its own shows that
    // back over a second one, offset, as a stack.
    const back = deckArt(p.deck).back;
    const own = back !== CARD_BACK && p.hidden > 0;
    if (own) s.image(x + bigW - CARD_W, y + bigH - CARD_H, CARD_W, CARD_H, back);
    const [tex, w, h] = own ? [back, CARD_W, CARD_H] : [TEX.stock, bigW, bigH];
    if (b !== undefined) s.cardButtonBack(x, y, w, h, s.field(b.action), tr(b.label), tex);
    else s.image(x, y, w, h, p.hidden > 0 ? tex : TEX.slot);
  } else s.card(x, y, p.deck, -1);
  if (p.label !== undefined) {
    const w = top !== undefined ? CARD_W : bigW;
    const h = top !== undefined ? CARD_H : bigH;
    s.text(x + w / 2 - 1.4, y + h + 0.02, 2.8, 0.5, `<global halign=center color=#c8e6c9 size=13>${hyper(tr(p.label))}`);
  }
}

/** The widest a hand may spread, centred on the felt. */
const HAND_W = 12.4;

/**
 * The viewer's hand, in its groups (boxed by tone, a group's figure over it); a card is a button
 * when pressing it is a move; cards with a second move are marked, their buttons in a row beneath.
 */
function handZone(ctx: Ctx, z: CardZone, y: number): number {
  const { s, tr } = ctx;
  const groups = z.groups.filter((g) => g.cards.length > 0);
  let count = 0;
  for (const grp of groups) count += grp.cards.length;
  if (count === 0) return y;
  const gap = 0.3;
  const base = count > 10 ? 0.86 : 0.92;
  const fit = count > groups.length ? (HAND_W - groups.length * CARD_W - (groups.length - 1) * gap) / (count - groups.length) : base;
  const overlap = Math.max(0.3, Math.min(base, fit));
  let width = 0;
  for (const grp of groups) width += (grp.cards.length - 1) * overlap + CARD_W + gap;
  width -= gap;
  let x = 10 - width / 2;
  const alts: Button[] = [];
  for (const grp of groups) {
    const gw = (grp.cards.length - 1) * overlap + CARD_W;
    s.box(x - 0.08, y - 0.5, gw + 0.16, CARD_H + 0.62, grp.tone === "loose" ? "#c6282866" : grp.tone === "set" ? "#1b5e2088" : "#00000030");
    if (grp.label !== undefined) {
      // The figure may be wider than one or two cards: centred over them, kept on the screen.
      const hw = Math.max(gw, 3.4);
      const hx = Math.min(Math.max(x + gw / 2 - hw / 2, 0.3), W - 0.3 - hw);
      const color = grp.tone === "loose" ? "#ffccbc" : "#c8e6c9";
      s.text(hx, y - 0.5, hw, 0.55, `<global halign=center color=${color} size=13><b>${hyper(tr(grp.label))}</b>`);
    }
    for (const card of grp.cards) {
      const press = card.action !== undefined ? take(ctx, card.action) : undefined;
      const alt = card.alt !== undefined ? take(ctx, card.alt) : undefined;
      const hl = card.highlight === true;
      if (press !== undefined) s.cardButton(x, y, z.deck, card.face, press.action, tr(press.label), hl);
      else {
        s.card(x, y, z.deck, card.face);
        if (hl) s.image(x, y, CARD_W, CARD_H, TEX.select);
      }
      if (press === undefined && card.blocked !== undefined) {
        // A card that cannot be played now: dimmed, its reason on the part of it that shows.
        s.box(x, y, CARD_W, CARD_H, "#0000007a");
        s.add(`tooltip[${rect(x, y, Math.min(overlap, CARD_W), CARD_H)};${esc(tr(card.blocked))}]`);
      }
      if (alt !== undefined) {
        // A red mark under each card with a second move; the buttons below name it in words.
        s.box(x + 0.04, y + CARD_H + 0.06, overlap - 0.1, 0.16, "#ff5252");
        alts.push(alt);
      }
      x += overlap;
    }
    x += CARD_W - overlap + gap;
  }
  altRow(ctx, alts, y + CARD_H + 0.35);
  return y + CARD_H + (alts.length > 0 ? 1.1 : 0.25);
}

/** The small face an alt button's card is drawn with, before the button, and the gap after it. */
const ALT_FACE_W = 0.62;
/** The small face's height: a card's shape (it was squeezed to the button's height, 0.41 x 0.62). */
const ALT_FACE_H = 0.93;
const ALT_FACE_GAP = 0.07;

/**
 * The second moves with cards (CardFace.alt) in a row under the hand, each with its short label
 * ("Knock 5♥") and the whole action as the tooltip. Where the row has room (three moves or fewer),
 * each button's card is drawn small before it, so the button shows which card it plays in every
 * language.
 */
function altRow(ctx: Ctx, alts: Button[], y: number): void {
  const { s, tr } = ctx;
  if (alts.length === 0) return;
  const room = 10.4 / alts.length - 0.15;
  const faces = room - ALT_FACE_W - ALT_FACE_GAP >= 2.0;
  const w = Math.min(2.6, faces ? room - ALT_FACE_W - ALT_FACE_GAP : room);
  const item = w + (faces ? ALT_FACE_W + ALT_FACE_GAP : 0);
  let x = 10 - (alts.length * (item + 0.15) - 0.15) / 2;
  for (const b of alts) {
    const label = tr(b.short ?? b.label);
    const name = esc(s.field(b.action));
    if (faces && b.card !== undefined && b.deck !== undefined) {
      s.card(x, y, b.deck, b.card, ALT_FACE_W, ALT_FACE_H);
      x += ALT_FACE_W + ALT_FACE_GAP;
    } else if (faces) x += ALT_FACE_W + ALT_FACE_GAP;
    s.add(`style[${name};bgcolor=#c62828;textcolor=#ffffff;font=bold]`);
    s.add(`button[${rect(x, y, w, 0.62)};${name};${esc(label)}]`);
    s.add(`tooltip[${name};${esc(tr(b.label))}]`);
    x += w + 0.15;
  }
}

/** Where the action bar begins: no figure goes below it. */
const BAR_TOP = 11.3;

/**
 * Figures that belong to no zone, left under the seats; those the column has no room for go on
 * in columns under the viewer's hand, from `free` down (a game may show a roll and the terms of
 * several cards in the middle, more than one column holds).
 */
function countersPanel(ctx: Ctx, counters: Counter[], free: number): void {
  const { s } = ctx;
  let x = 0.45;
  let y = 7.0;
  let top = 7.0;
  for (const c of counters) {
    // Ends left of the widest hand's box (HAND_W centred: from 3.72), wrapping instead, as tall
    // as its lines (the Russian knock rule took three lines and grew a scrollbar in a fixed box).
    const text = counterText(ctx, c);
    const h = (wrappedLines([text], 3.15, 12) * 12 * 1.25) / PX_PER_UNIT + 0.2;
    if (y + h > BAR_TOP && y > top && x + 2 * 3.35 <= W - 0.3) {
      x = x < 1 ? 10 - HAND_W / 2 : x + 3.35;
      y = free;
      top = free;
    }
    s.text(x, y, 3.15, h, `<global color=#e8f5e9 size=12>${hyper(text)}`);
    y += Math.max(0.75, h);
  }
}

/** A counter in words; the cards it names fill its `{cards}` placeholder in their short form. */
function counterText(ctx: Ctx, c: Counter): string {
  if (c.cards === undefined) return ctx.tr(c.text);
  const art = deckArt(c.cards.deck);
  const names: string[] = [];
  for (const f of c.cards.faces) names.push(art.short(f));
  return ctx.tr({ key: c.text.key, params: { ...(c.text.params ?? {}), cards: names.join(" ") } });
}

/** A line of small groups: sets boxed in green (highlighted cards were laid onto them), loose cards boxed in red. */
/** The width smallGroups draws a zone's groups in. */
function groupsWidth(z: CardZone, cw: number, step: number, gap: number, looseStep: number): number {
  let w = 0;
  for (const grp of z.groups) {
    if (grp.cards.length === 0) continue;
    w += grp.tone === "loose" ? grp.cards.length * looseStep : (grp.cards.length - 1) * step + cw + gap;
  }
  return w;
}

function smallGroups(ctx: Ctx, z: CardZone, x: number, y: number, cw: number, ch: number, step: number, gap: number, looseStep: number): void {
  const { s } = ctx;
  for (const grp of z.groups) {
    if (grp.tone === "loose") {
      for (const c of grp.cards) {
        s.box(x - 0.04, y - 0.04, cw + 0.08, ch + 0.08, "#ef9a9a");
        s.card(x, y, z.deck, c.face, cw, ch);
        x += looseStep;
      }
      continue;
    }
    if (grp.tone === "set") s.box(x - 0.06, y - 0.05, (grp.cards.length - 1) * step + cw + 0.12, ch + 0.1, "#1b5e2088");
    for (const c of grp.cards) {
      s.card(x, y, z.deck, c.face, cw, ch);
      if (c.highlight === true) s.image(x, y, cw, ch, TEX.select);
      x += step;
    }
    x += cw - step + gap;
  }
}

/** The least room a choice row keeps for a hand of backs and its figure (a player a 7 swaps with). */
const BACKS_ROW_W = 4.6;
/** The choice panel: under the messages (it hid the last line of a long prompt), over the middle of the table. */
const CHOICE_X = 4.5;
const CHOICE_Y = 2.15;
const CHOICE_W = 11.0;
const CHOICE_H = 4.65;
/** A choice row's least height: its 0.7-high button and a hair; six rows (a choice of six leaders) still show at once. */
const CHOICE_ROW_MIN = 0.74;
/** A row's height once the choice scrolls anyway: room for a card's text on three lines beside a bigger card. */
const CHOICE_ROW_SCROLLED = 1.0;
/** The choice's scrollbar: not an action, so a scroll changes nothing at the table. */
const CHOICE_SCROLL = "s_choice";

/** A bold button label's width, generously (about 0.2 units a character at 1024 x 768), with its margins. */
function buttonWidth(label: string): number {
  return charCount(label) * 0.2 + 0.5;
}

/**
 * An open choice, over the middle of the table: one row per option, its button (the first is the
 * suggested one) and its cards. A row that stands for another seat's hand (a player to swap hands
 * with) shows that hand's backs and figure ("Cy: cards: 9"): the panel covers the hands above, and
 * the count is what the choice is made on. The buttons are as wide as the longest label needs (a
 * button's short label when it has one, the whole one its tooltip); the cards close up to fit what
 * is left ("Lay down groups 1 (suggested)" was cut off at a fixed width). The panel is opaque and
 * the table does not draw what it covers (the hands' figures behind showed through).
 */
function choicePanel(ctx: Ctx, c: ChoicePart): void {
  const { s, tr } = ctx;
  s.box(CHOICE_X, CHOICE_Y, CHOICE_W, CHOICE_H, "#0b2e17");
  const inner = CHOICE_H - 0.2;
  // More rows than fit at CHOICE_ROW_MIN scroll (a search of a long discard pile): squeezed, the
  // 0.7-high buttons covered each other and a click took the row below.
  const scrolled = c.rows.length * CHOICE_ROW_MIN > inner;
  const rowH = scrolled ? CHOICE_ROW_SCROLLED : Math.min(1.4, inner / Math.max(1, c.rows.length));
  const ch = rowH - 0.25;
  const cw = ch / 1.5;
  const left = CHOICE_X + 0.15;
  const right = CHOICE_X + CHOICE_W - (scrolled ? 0.55 : 0.2);
  let backs = false;
  let bw = 4.1;
  let widest = 0;
  for (const row of c.rows) {
    if (row.hidden > 0 || row.label !== undefined) backs = true;
    const b = row.action !== undefined ? ctx.buttons.get(row.action) : undefined;
    if (b !== undefined) bw = Math.max(bw, buttonWidth(tr(b.short ?? b.label)));
    widest = Math.max(widest, groupsWidth(row, cw, cw * 0.78, 0.18, cw + 0.06));
  }
  const keep = backs ? BACKS_ROW_W : 0;
  // A wild's colour row has one card and a long label ("Wild Reverse Draw Four: Yellow"): the
  // button takes what the cards leave; every row keeps room for its backs, or three cards (fewer if it has fewer).
  const total = right - left - 0.2;
  if (!backs) bw = Math.max(bw, total - widest);
  bw = Math.min(bw, total - (backs ? BACKS_ROW_W : Math.min(widest, cw * 3)));
  const cardsX = left + bw + 0.2;
  // A row's button and label reach 0.1 above its cards: scrolled, the first row starts that far
  // below the container's top edge, which clips (the first button and text lost their tops).
  const top = CHOICE_Y + 0.1 + (scrolled ? 0.1 : 0);
  if (scrolled) s.scroll(CHOICE_SCROLL, CHOICE_X, CHOICE_Y + 0.1, CHOICE_W - 0.1, inner, 0.1 + c.rows.length * rowH, rowH);
  for (let i = 0; i < c.rows.length; i++) {
    const row = c.rows[i];
    const y = top + i * rowH;
    const b = row.action !== undefined ? take(ctx, row.action) : undefined;
    // A row that stands for a colour (a wild's) is a button of that colour, not grey.
    const bg = row.colour !== undefined && row.colour !== "" ? COLOURS[row.colour] : undefined;
    if (b !== undefined) {
      s.button(left, y + (ch - 0.7) / 2, bw, 0.7, b, tr(b.short ?? b.label), bg);
      if (b.short !== undefined) s.add(`tooltip[${esc(s.field(b.action))};${esc(tr(b.label))}]`);
    }
    // The cards close up (a meld's step, the loose cards' spacing) until the row fits.
    const room = right - keep - cardsX;
    let step = cw * 0.78;
    let loose = cw + 0.06;
    while (step > 0.2 && groupsWidth(row, cw, step, 0.18, loose) > room) {
      step -= 0.04;
      loose = Math.min(cw + 0.06, step + 0.1);
    }
    smallGroups(ctx, row, cardsX, y, cw, ch, step, 0.18, loose);
    if (row.hidden > 0 || row.label !== undefined) rowBacks(ctx, row, cardsX + groupsWidth(row, cw, step, 0.18, loose), right, y, cw, ch);
  }
  if (scrolled) s.endScroll();
}

/**
 * A choice row's hand of backs, fanned, and its figure after them, from `x` to `right`: the figure
 * on one line at the largest size that fits ("Simple bot 1: cards: 7" wrapped with a scrollbar).
 */
function rowBacks(ctx: Ctx, row: CardZone, x: number, right: number, y: number, cw: number, ch: number): void {
  const { s, tr } = ctx;
  const label = row.label !== undefined ? tr(row.label) : "";
  const fan = Math.max(cw, Math.min(2.3, right - x - 0.15 - buttonWidth(label)));
  const n = Math.min(row.hidden, 40);
  const step = n > 1 ? Math.min(0.3, (fan - cw) / (n - 1)) : 0;
  const back = deckArt(row.deck).back;
  for (let k = 0; k < n; k++) s.image(x + k * step, y, cw, ch, back);
  if (row.label === undefined) return;
  const lx = x + (n > 0 ? (n - 1) * step + cw + 0.15 : 0);
  const w = right + 0.05 - lx;
  // One line at the largest size that holds it; else as many lines as the row has room for (a
  // Party Leader's skill at six rows ran to three lines in a box of two and grew a scrollbar).
  const h = Math.max(0.6, ch + 0.2);
  let size = 0;
  for (const px of [14, 13, 12]) if (size === 0 && wrappedLines([label], w, px) === 1) size = px;
  // A hypertext line takes more than linesFit's 1.25 em (two lines at 12 in 0.69 units grew a scrollbar).
  for (const px of [12, 11, 10]) if (size === 0 && wrappedLines([label], w, px) * px * 1.45 <= h * PX_PER_UNIT) size = px;
  if (size === 0) size = 10;
  s.text(lx, y + ch / 2 - h / 2, w, h, `<global valign=middle color=#c8e6c9 size=${size}><b>${hyper(label)}</b>`);
}

const NOTE_COLORS: Record<string, string> = { bad: "#ffccbc", note: "#fff59d", good: "#a5d6a7" };

function resultPanel(ctx: Ctx, r: ResultPart): void {
  const { s, tr } = ctx;
  s.box(4.5, 2.1, 11.0, 8.9, "#00000055");
  s.text(4.7, 2.2, 10.6, 0.8, `<global halign=center color=#ffd54f size=20><b>${hyper(tr(r.headline))}</b>`);
  const rowH = Math.min(2.9, 5.8 / Math.max(1, r.seats.length));
  const tall = Math.min(1.2, rowH - 0.65);
  const small = tall / 1.5;
  for (let i = 0; i < r.seats.length; i++) {
    const rs = r.seats[i];
    const y = 3.2 + i * rowH;
    const name = seatName(ctx, rs.seat);
    let notes = "";
    for (const n of rs.notes) notes += `   <style color=${NOTE_COLORS[n.tone ?? "note"]}>${hyper(counterText(ctx, n))}</style>`;
    const pts = rs.points > 0 ? `  <style color=#a5d6a7>+${rs.points}</style>` : "";
    s.text(4.8, y, 10.4, 0.5, `<global color=#ffffff size=15><b>${hyper(name)}</b>${notes}${pts}`);
    let count = 0;
    let groups = 0;
    for (const g of rs.zone.groups) {
      count += g.cards.length;
      if (g.cards.length > 0) groups++;
    }
    const step = Math.min(0.62, (10.4 - groups * 0.3 - small) / Math.max(1, count));
    smallGroups(ctx, rs.zone, 4.9, y + 0.6, small, tall, step, 0.3, step < 0.62 ? step + 0.2 : small + 0.08);
  }
  // The totals line may wrap (four long bot names): room for two lines, never a scrollbar.
  let ly = 8.95;
  for (let i = 0; i < r.lines.length; i++) {
    const line = hyper(tr(r.lines[i]));
    if (i === 0) s.text(4.7, ly, 10.6, 0.95, `<global halign=center color=#ffffff size=15><b>${line}</b>`);
    else s.text(4.7, ly, 10.6, 0.6, `<global halign=center color=#ffd54f size=14><b>${line}</b>`);
    ly += i === 0 ? 0.95 : 0.55;
  }
}

function lobbyPanel(ctx: Ctx): void {
  const { s, tr, screen } = ctx;
  s.box(4.5, 2.2, 11.0, 4.0, "#00000030");
  // Play alone: one button per level, in a row.
  const alone = screen.buttons.filter((b) => b.action.substring(0, 6) === "alone.");
  // The line above already says "play alone against a bot", so a button names only the level
  // ("Normal bot"), two levels per row; the whole label ("Play alone: Normal bot") overflowed in
  // German and Russian, and stays as the tooltip. Where a game seats more, each level is a row of
  // its bot counts, each button saying what it starts ("2 × Normal bot"): a bare "2" said it only
  // in its tooltip.
  const levels: { label: Message | undefined; buttons: Button[] }[] = [];
  const byLevel = new Map<string, Button[]>();
  for (const b of alone) {
    take(ctx, b.action);
    const key = b.action.split(".")[1];
    let list = byLevel.get(key);
    if (list === undefined) {
      list = [];
      byLevel.set(key, list);
      const level = b.label.params?.level;
      levels.push({ label: typeof level === "object" ? level : undefined, buttons: list });
    }
    list.push(b);
  }
  // Counts for one level are counts for all (a level that plays one bot only shows "1 × ..." too).
  let most = 1;
  for (const l of levels) most = Math.max(most, l.buttons.length);
  let y = 2.35;
  if (most > 1) {
    const bw = Math.min(3.45, (10.6 - (most - 1) * 0.1) / most);
    for (const { buttons } of levels) {
      for (let k = 0; k < buttons.length; k++) {
        const b = buttons[k];
        s.button(4.7 + k * (bw + 0.1), y, bw, 0.6, b, tr(b.short ?? b.label));
        s.add(`tooltip[${esc(s.field(b.action))};${esc(tr(b.label))}]`);
      }
      y += 0.68;
    }
  } else {
    for (let i = 0; i < levels.length; i++) {
      const { label, buttons } = levels[i];
      const b = buttons[0];
      s.button(4.7 + (i % 2) * 5.35, y + Math.floor(i / 2) * 0.85, 5.2, 0.75, b, label !== undefined ? tr(label) : tr(b.label));
      s.add(`tooltip[${esc(s.field(b.action))};${esc(tr(b.label))}]`);
    }
    y += Math.ceil(levels.length / 2) * 0.85;
  }
  // What is in force, under the buttons, at a size that fits the box.
  const lines: string[] = [];
  for (const m of screen.rules?.summary ?? []) lines.push(tr(m));
  const summary = lines.join("   ·   ");
  const sh = 6.15 - y;
  const size = linesFit(wrappedLines([summary], 10.6, 12), sh, 12) ? 12 : 11;
  if (lines.length > 0) s.text(4.7, y, 10.6, sh, `<global color=#e8f5e9 size=${size}>${hyper(summary)}`);
  presetsPanel(ctx);
}

/**
 * The board's rule presets, top right (the move log's place during a match): every preset, the one
 * in force marked (the buttons used to list only the others, so none said which rules applied),
 * the others buttons for whoever may change them.
 */
function presetsPanel(ctx: Ctx): void {
  const { s, tr, screen } = ctx;
  const r = screen.rules;
  if (r === undefined || r.presets.length === 0) return;
  s.box(15.8, 1.2, 3.9, 4.6, "#00000040");
  s.text(15.95, 1.3, 3.6, 0.45, `<global color=#ffd54f size=14><b>${hyper(tr(msg("screen.rules")))}</b>`);
  let y = 1.85;
  // As many presets as there are fit the box (seven ran past it at 0.62 apart).
  const step = Math.min(0.62, 3.9 / r.presets.length);
  const h = step - 0.07;
  for (let i = 0; i < r.presets.length; i++) {
    const label = r.labels[i] !== undefined ? tr(r.labels[i]) : r.presets[i];
    const b = take(ctx, "rules." + r.presets[i]);
    if (r.presets[i] === r.preset) {
      s.box(15.95, y, 3.6, h, "#c8a24a");
      s.text(16.05, y + 0.05, 3.4, h - 0.05, `<global valign=middle color=#1b1b1b size=14><b>${hyper(label)}</b>${readyTick(14)}`);
    } else if (b !== undefined) {
      s.add(`style[${esc(s.field(b.action))};bgcolor=#37474f;font_size=-1]`);
      s.add(`button[${rect(15.95, y, 3.6, h)};${esc(s.field(b.action))};${esc(label)}]`);
    } else s.text(16.05, y + 0.05, 3.4, h - 0.05, `<global valign=middle color=#9e9e9e size=13>${hyper(label)}`);
    y += step;
  }
}

function lessonsPanel(ctx: Ctx): void {
  const { s, tr, screen } = ctx;
  const l = screen.lessons;
  if (l === undefined) return;
  s.box(0.3, 6.0, 3.9, 6.2, "#00000055");
  // As many pages as there are fit the box (13 pages, the most a board has, ran off the screen).
  const step = Math.min(0.52, 6.0 / Math.max(1, l.list.length));
  let y = 6.12;
  for (const item of l.list) {
    const b = take(ctx, `lesson.${item.id}`);
    if (b === undefined) continue;
    const open = l.open?.id === item.id;
    s.add(`style[${esc(s.field(b.action))};bgcolor=${open ? "#c8a24a" : "#2e3b33"};font_size=-1]`);
    s.add(`button[${rect(0.45, y, 3.6, step - 0.04)};${esc(s.field(b.action))};${esc(tr(item.title))}]`);
    y += step;
  }
  const page = l.open;
  s.box(4.5, 2.2, 15.2, 8.8, "#fff8e1f0");
  if (page === undefined) return;
  s.text(4.8, 2.35, 14.6, 0.8, `<global color=#3e2723 size=22><b>${hyper(tr(page.title))}</b>`);
  let textX = 4.8;
  let textY = 3.3;
  if (page.image !== undefined && page.image !== "") {
    // Illustrations are 192 x 112: keep the aspect, as large as the page allows.
    s.image(4.8, 3.3, 8.4, 4.9, page.image);
    textX = 13.5;
    textY = 3.3;
  }
  const paras: string[] = [];
  for (const m of page.body) paras.push(hyper(tr(m)));
  s.text(textX, textY, 19.5 - textX, 7.5, `<global color=#3e2723 size=15>${paras.join("\n\n")}`);
}

function stakePanel(ctx: Ctx, st: StakePanel, lists: string | undefined): void {
  const { s, tr } = ctx;
  const x0 = 15.8;
  const y0 = 6.0;
  s.box(x0, y0, 3.9, 5.1, "#3e272788");
  s.text(x0 + 0.15, y0 + 0.08, 3.6, 0.45, `<global color=#ffd54f size=14><b>${hyper(tr(msg("screen.stakes")))}</b>`);
  // Two seats: a name over up to four stacks each; more: a name and two small stacks on one line.
  const compact = st.offers.length > 2;
  const rowH = compact ? 2.8 / st.offers.length : 1.4;
  for (let seat = 0; seat < st.offers.length; seat++) {
    const y = y0 + 0.55 + seat * rowH;
    const who = seatName(ctx, seat);
    const ok = st.confirmed[seat] === true;
    s.text(x0 + 0.15, y, compact ? 1.9 : 3.6, 0.45, `<global color=${ok ? "#a5d6a7" : "#ffffff"} size=12><b>${hyper(who)}</b>${ok ? readyTick(12) : ""}`);
    const size = compact ? Math.min(0.6, rowH - 0.05) : 0.8;
    const max = compact ? 2 : 4;
    let x = compact ? x0 + 2.1 : x0 + 0.15;
    const iy = compact ? y : y + 0.45;
    for (const line of st.offers[seat].slice(0, max)) {
      s.add(`item_image[${rect(x, iy, size, size)};${esc(line.item)}]`);
      potCount(s, x, iy, size, line.count, compact ? 13 : 15);
      x += size + 0.08;
    }
    if (st.offers[seat].length > max) s.text(x, iy + 0.15, 0.4, 0.4, `<global color=#ffffff size=12>…`);
  }
  if (lists !== undefined && st.editable) {
    s.text(x0 + 0.15, y0 + 3.45, 2.3, 1.3, `<global color=#ffe0b2 size=12>${hyper(tr(msg("tables.button.stake_add")))}`);
    s.add(lists);
  }
}

/**
 * A stack's count over its item's lower right corner, as inventories draw it, on a dark patch so it
 * reads on any item (size 11 over the item was too small to read).
 */
function potCount(s: Sheet, x: number, y: number, size: number, count: number, px: number): void {
  const text = String(count);
  const h = (px * 1.3) / PX_PER_UNIT;
  const w = Math.min(size, 0.1 + (text.length * px * 0.62) / PX_PER_UNIT);
  s.box(x + size - w, y + size - h, w, h, "#000000a0");
  s.text(x + size - w, y + size - h, w, h, `<global halign=right valign=middle color=#ffffff size=${px}><b>${text}</b>`);
}

/**
 * Whether the screen draws cards of a deck that has four-colour faces (the classic deck's clubs and
 * diamonds): the toggle and its tooltip about them mean nothing beside any other deck.
 */
function showsFourColourDeck(screen: Screen): boolean {
  const zones: CardZone[] = [];
  if (screen.game !== undefined) for (const z of screen.game.zones) zones.push(z);
  if (screen.choice !== undefined) for (const z of screen.choice.rows) zones.push(z);
  if (screen.result !== undefined) for (const r of screen.result.seats) zones.push(r.zone);
  for (const z of zones) if (deckArt(z.deck).fourColour === true) return true;
  return false;
}

/**
 * The four-colour deck toggle, left under the seats: a checkbox, so its state shows as a tick
 * rather than by colour alone (it is there for players who tell colours apart poorly).
 */
function deckToggle(ctx: Ctx): void {
  const { s, tr } = ctx;
  const name = esc(DECK_FIELD);
  s.add(`checkbox[0.45,6.6;${name};${esc(tr(msg("screen.deck_four")))};${s.deck === "four" ? "true" : "false"}]`);
  s.add(`tooltip[${name};${esc(tr(msg("screen.deck_four_tip")))}]`);
}

function actionBar(ctx: Ctx): void {
  const { s, tr, screen } = ctx;
  const rest: Button[] = [];
  for (const b of screen.buttons) {
    if (!ctx.drawn.has(b.action) && b.card === undefined && b.action.substring(0, 7) !== "lesson.") rest.push(b);
  }
  if (rest.length === 0) return;
  s.box(0, H - 1.2, W, 1.2, "#0b2e17cc");
  const w = Math.min(3.2, (W - 0.8) / rest.length - 0.2);
  let x = (W - rest.length * (w + 0.2) + 0.2) / 2;
  for (const b of rest) {
    s.button(x, H - 1.0, w, 0.8, b, tr(b.label));
    x += w + 0.2;
  }
}
