/**
 * Screens as Bedrock forms, for both Bedrock hosts. The screen model (src/screen/model.ts) becomes
 * a SimpleForm: text for the table, each button a form button (card buttons show the card image
 * from the resource pack).
 * Stakes and rules need input, so their buttons open a CustomForm first; every answer goes back to
 * the service as the screen's fields (token, action, ...), which ignores anything stale.
 */
import { deckArt } from "../../src/content/decks";
import { render, t, type Lang, type Message } from "../../src/i18n/index";
import type { Screen } from "../../src/screen/model";
import type { CardGroup, CardZone, ChoicePart, Counter, ResultPart, TablePart } from "../../src/screen/parts";

/**
 * Bedrock's form JSON (the client's ModalFormRequest), as bdsx's sendForm takes it and the add-on
 * turns into ActionFormData / ModalFormData: only the parts these forms use.
 */
export interface FormItemButton {
  text: string;
  image?: { type: "path" | "url"; data: string };
}
export interface FormItemDropdown {
  type: "dropdown";
  text: string;
  options: string[];
  default?: number;
}
export interface FormItemInput {
  type: "input";
  text: string;
  placeholder?: string;
  default?: string;
}
export interface FormDataSimple {
  type: "form";
  title: string;
  content: string;
  buttons: FormItemButton[];
}
export interface FormDataCustom {
  type: "custom_form";
  title: string;
  content: (FormItemDropdown | FormItemInput)[];
}

/** Form image paths (the resource pack's textures, without ".png"). */
export const cardImage = (card: number, deck = "classic52"): string => deckArt(deck).formImage(card);
export const lessonImage = (id: string): string => `textures/game_tables/lessons/game_tables_lesson_${id}`;
/** The open lesson's own illustration (rules variants draw another picture for the same page). */
const openLessonImage = (file: string): string => `textures/game_tables/lessons/${file.endsWith(".png") ? file.slice(0, -4) : file}`;

/** Pile colours (src/content/decks.ts: COLOURS) as Bedrock formatting codes: a coloured square before the pile's top card. */
const COLOUR_CODES: Record<string, string> = { red: "§c", yellow: "§e", green: "§a", blue: "§9" };

/** A preset's name as the screen's rules panel gives it (the game names its presets). */
function presetLabel(lang: Lang, s: Screen, preset: string): string {
  const r = s.rules;
  const i = r !== undefined ? r.presets.indexOf(preset) : -1;
  return r !== undefined && i >= 0 && r.labels[i] !== undefined ? render(lang, r.labels[i]) : preset;
}

/** What pressing form button i does: submit an action, or open the stake / rules form first. */
export type ButtonTarget = { kind: "action"; action: string } | { kind: "stake" } | { kind: "rules"; presets: string[] };

export interface SimpleScreenForm {
  data: FormDataSimple;
  targets: ButtonTarget[];
}

/**
 * An item id as players read it: vanilla names without their namespace ("diamond sword"). The
 * server has no translations of vanilla item names (the client does), so this is the best it can say.
 */
export function itemLabel(id: string): string {
  const bare = id.startsWith("minecraft:") ? id.substring(10) : id;
  return bare.split("_").join(" ");
}

function cards(lang: Lang, deck: string, list: readonly number[]): string {
  const art = deckArt(deck);
  return list.map((c) => render(lang, art.name(c))).join(", ");
}

function text(lang: Lang, m: Message): string {
  return render(lang, m);
}

/** A counter in words; the cards it names fill its `{cards}` placeholder. */
function counterText(lang: Lang, c: Counter): string {
  if (c.cards === undefined) return text(lang, c.text);
  return text(lang, { key: c.text.key, params: { ...(c.text.params ?? {}), cards: cards(lang, c.cards.deck, c.cards.faces) } });
}

/**
 * A group of cards: "[ a, b, c + laid, laid ]" (highlighted cards after the "+"); loose cards on a
 * line of their own, after their label ("Deadwood: 13 — a, b") or a dash.
 */
function groupText(lang: Lang, deck: string, g: CardGroup): string {
  const plain: number[] = [];
  const marked: number[] = [];
  for (const f of g.cards) (f.highlight === true && g.tone === "set" ? marked : plain).push(f.face);
  if (g.label !== undefined || g.tone === "loose") return `${g.label !== undefined ? text(lang, g.label) + " " : ""}— ${cards(lang, deck, plain.concat(marked))}`;
  return `[ ${cards(lang, deck, plain)}${marked.length > 0 ? ` + ${cards(lang, deck, marked)}` : ""} ]`;
}

/** A zone's groups: the others on one line, each labelled or loose one on its own. */
function zoneLines(lang: Lang, z: CardZone, prefix: string): string[] {
  const sets: string[] = [];
  const labelled: string[] = [];
  for (const g of z.groups) (g.label !== undefined || g.tone === "loose" ? labelled : sets).push(groupText(lang, z.deck, g));
  const out: string[] = [];
  if (sets.length > 0 || prefix !== "") out.push(prefix + sets.join(" "));
  for (const l of labelled) out.push(l);
  return out;
}

/** The top face of a pile, or -1. */
function topOf(z: CardZone): number {
  const g = z.groups[z.groups.length - 1];
  return g !== undefined && g.cards.length > 0 ? g.cards[g.cards.length - 1].face : -1;
}

/** Another seat's hand: its figure, then the cards it holds face up (taken from a pile) after a dash. */
function otherHandFact(lang: Lang, z: CardZone): string {
  const up: number[] = [];
  for (const g of z.groups) for (const f of g.cards) up.push(f.face);
  const label = z.label !== undefined ? text(lang, z.label) : "";
  return up.length > 0 ? `${label} — ${cards(lang, z.deck, up)}` : label;
}

/** The table's figures, labelled: the piles, the other seats' hands (`viewer`: the viewer's seat), the turn timer. */
export function panelFacts(lang: Lang, g: TablePart, viewer: number): string[] {
  const facts: string[] = [];
  for (const z of g.zones) if (z.layout === "pile" && z.label !== undefined) facts.push(text(lang, z.label));
  for (const z of g.zones) if (z.layout === "hand" && z.seat !== viewer && (z.label !== undefined || z.groups.length > 0)) facts.push(otherHandFact(lang, z));
  if (g.turn.timeLeft >= 0) facts.push(t(lang, "panel.time_left", { seconds: Math.floor(g.turn.timeLeft) }));
  return facts;
}

function tableLines(lang: Lang, g: TablePart, viewer: number): string[] {
  const lines: string[] = [];
  for (const z of g.zones) if (z.layout === "hand" && z.seat === viewer && z.groups.length > 0) lines.push(...zoneLines(lang, z, ""));
  for (const z of g.zones) {
    const top = z.layout === "pile" ? topOf(z) : -1;
    if (top < 0) continue;
    const colour = z.colour !== undefined && COLOUR_CODES[z.colour] !== undefined ? `${COLOUR_CODES[z.colour]}■§r ` : "";
    lines.push(`>> ${colour}${text(lang, deckArt(z.deck).name(top))}`);
  }
  const facts = panelFacts(lang, g, viewer);
  if (facts.length > 0) lines.push(facts.join(" · "));
  if (g.counters.length > 0) lines.push(g.counters.map((c) => counterText(lang, c)).join(" · "));
  const recent = g.events.slice(0, 3);
  for (let i = recent.length - 1; i >= 0; i--) lines.push(text(lang, recent[i]));
  return lines;
}

/** The open choice: numbered as its buttons are. */
function choiceLines(lang: Lang, c: ChoicePart): string[] {
  const out: string[] = [];
  for (let i = 0; i < c.rows.length; i++) out.push(zoneLines(lang, c.rows[i], `${i + 1}: `).join("  "));
  return out;
}

/** The showdown: each seat's groups (cards laid onto them after a "+"), its figures, then the lines under it. */
function resultLines(lang: Lang, s: Screen, r: ResultPart): string[] {
  const out = [text(lang, r.headline)];
  for (const rs of r.seats) {
    const line = s.seats[rs.seat];
    const name = line !== undefined ? text(lang, line.label) : String(rs.seat + 1);
    const [first, ...loose] = zoneLines(lang, rs.zone, `${name}: `);
    out.push(first);
    for (const n of rs.notes) out.push(counterText(lang, n));
    out.push(...loose);
  }
  out.push(r.seats.map((rs) => String(rs.points)).join(" : "));
  for (const m of r.lines) out.push(text(lang, m));
  return out;
}

export function screenForm(lang: Lang, s: Screen): SimpleScreenForm {
  const lines: string[] = [];
  for (const seat of s.seats) {
    const name = text(lang, seat.label);
    const away = !seat.present && !seat.bot && seat.name !== "";
    const notes: string[] = [];
    if (seat.ready) notes.push(t(lang, "panel.seat_ready"));
    if (away) notes.push(t(lang, "panel.seat_away"));
    const line = t(lang, seat.seat === s.seat ? "panel.seat_you" : "panel.seat", { name, score: seat.score });
    lines.push(notes.length > 0 ? `${line} (${notes.join(", ")})` : line);
  }
  for (const m of s.messages) lines.push(text(lang, m));
  if (s.game !== undefined) lines.push(...tableLines(lang, s.game, s.seat));
  if (s.choice !== undefined) lines.push(...choiceLines(lang, s.choice));
  if (s.result !== undefined) lines.push(...resultLines(lang, s, s.result));
  const st = s.stake;
  if (st !== undefined) {
    for (let i = 0; i < st.offers.length; i++) {
      const offer = st.offers[i].map((o) => `${o.count} ${itemLabel(o.item)}`).join(", ");
      lines.push(`${i + 1}: ${offer === "" ? "-" : offer}${st.confirmed[i] ? " *" : ""}`);
    }
  }
  if (s.rules !== undefined) for (const m of s.rules.summary) lines.push(text(lang, m));
  const lesson = s.lessons !== undefined ? s.lessons.open : undefined;
  if (lesson !== undefined) {
    lines.push(text(lang, lesson.title));
    for (const m of lesson.body) lines.push(text(lang, m));
  }
  if (s.mailbox !== undefined) for (const it of s.mailbox.items) lines.push(`${it.count} ${itemLabel(it.item)}`);

  const buttons: FormItemButton[] = [];
  const targets: ButtonTarget[] = [];
  const presets: string[] = [];
  for (const b of s.buttons) {
    if (b.action.startsWith("rules.")) {
      presets.push(b.action.substring(6));
      continue;
    }
    const button: FormItemButton = { text: text(lang, b.label) };
    if (b.card !== undefined) button.image = { type: "path", data: cardImage(b.card, b.deck) };
    else if (b.action.startsWith("lesson.")) {
      // Each page's own picture (a page id need not name its picture, and a rules page draws
      // another per preset); the open page's may differ with the rules.
      const id = b.action.substring(7);
      const page = s.lessons !== undefined ? s.lessons.list.find((l) => l.id === id) : undefined;
      const file = lesson !== undefined && lesson.id === id && lesson.image !== undefined ? lesson.image : page?.image;
      button.image = { type: "path", data: file !== undefined ? openLessonImage(file) : lessonImage(id) };
    }
    buttons.push(button);
    targets.push(b.action === "stake.add" ? { kind: "stake" } : { kind: "action", action: b.action });
  }
  if (presets.length > 0) {
    // One button (named for the rules in force) opens a dropdown of the presets.
    const current = s.rules !== undefined ? s.rules.preset : presets[0];
    buttons.push({ text: presetLabel(lang, s, current) });
    targets.push({ kind: "rules", presets });
  }
  return { data: { type: "form", title: text(lang, s.title), content: lines.join("\n"), buttons }, targets };
}

/** The stake form: which of the viewer's stacks (the screen's inventory list) and how many. */
export function stakeForm(lang: Lang, s: Screen): FormDataCustom {
  const inv = s.stake !== undefined ? s.stake.inventory : [];
  return {
    type: "custom_form",
    title: text(lang, { key: "tables.button.stake_add" }),
    content: [
      { type: "dropdown", text: text(lang, { key: "tables.button.stake_add" }), options: inv.map((it) => `${it.count} ${itemLabel(it.item)}`) },
      { type: "input", text: "#", placeholder: "1" },
    ],
  };
}

export function rulesForm(lang: Lang, s: Screen, presets: string[]): FormDataCustom {
  const current = s.rules !== undefined ? presets.indexOf(s.rules.preset) : -1;
  const label = presetLabel(lang, s, s.rules !== undefined ? s.rules.preset : presets[0]);
  return {
    type: "custom_form",
    title: label,
    content: [{ type: "dropdown", text: label, options: presets.map((p) => presetLabel(lang, s, p)), default: current < 0 ? 0 : current }],
  };
}

/** The stake form's answer as service fields, or undefined for a closed or forged answer. */
export function stakeFields(answer: unknown[] | null, inventorySize: number): { slot: string; count: string } | undefined {
  if (answer === null || !Array.isArray(answer) || answer.length < 2) return undefined;
  const slot = answer[0];
  const count = answer[1];
  if (typeof slot !== "number" || Math.floor(slot) !== slot || slot < 0 || slot >= inventorySize) return undefined;
  if (typeof count !== "string" || count.length > 6) return undefined;
  return { slot: String(slot), count: count.trim() };
}

export function rulesAction(answer: unknown[] | null, presets: string[]): string | undefined {
  if (answer === null || !Array.isArray(answer) || answer.length < 1) return undefined;
  const i = answer[0];
  if (typeof i !== "number" || Math.floor(i) !== i || i < 0 || i >= presets.length) return undefined;
  return "rules." + presets[i];
}
