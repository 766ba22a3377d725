/**
 * Screens as bdsx forms. The screen model (src/screen/model.ts) becomes a SimpleForm: text for the
 * table, each button a form button (card buttons show the card image from the resource pack).
 * Stakes and rules need input, so their buttons open a CustomForm first; every answer goes back to
 * the service as the screen's fields (token, action, ...), which ignores anything stale.
 */
import type { FormDataCustom, FormDataSimple, FormItemButton } from "bdsx/bds/form";
import { cardName } from "../../../src/games/gin-rummy/engine/cards";
import type { Card } from "../../../src/games/gin-rummy/engine/cards";
import { cardMessage } from "../../../src/i18n/card-label";
import { render, t, type Lang, type Message } from "../../../src/i18n/index";
import type { GamePanel, Screen } from "../../../src/screen/model";

/** Form image paths (the resource pack's textures, without ".png"). */
export const cardImage = (card: Card): string => `textures/game_tables/cards/game_tables_card_${cardName(card).toLowerCase()}`;
export const lessonImage = (id: string): string => `textures/game_tables/lessons/game_tables_lesson_${id}`;
/** The open lesson's own illustration (rules variants draw another picture for the same page). */
const openLessonImage = (file: string): string => `textures/game_tables/lessons/${file.endsWith(".png") ? file.slice(0, -4) : file}`;

/** Rules preset names to their message keys (keys are whole literals: the i18n tests find them). */
const PRESET_KEYS: Record<string, string> = {
  house: "tables.preset.house",
  classic: "tables.preset.classic",
  oklahoma: "tables.preset.oklahoma",
  straight: "tables.preset.straight",
};

function presetLabel(lang: Lang, preset: string): string {
  const key = PRESET_KEYS[preset];
  return key !== undefined ? render(lang, { key }) : preset;
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

function cards(lang: Lang, list: readonly Card[]): string {
  return list.map((c) => render(lang, cardMessage(c))).join(", ");
}

function text(lang: Lang, m: Message): string {
  return render(lang, m);
}

/** The table's numbers, labelled: the stock, the opponent's hand (players only), the turn timer. */
export function panelFacts(lang: Lang, viewerSeat: number, g: GamePanel): string[] {
  const facts = [t(lang, "panel.stock", { count: g.stockCount })];
  if (viewerSeat === 0 || viewerSeat === 1) facts.push(t(lang, "panel.opponent", { count: g.opponentCards }));
  if (g.timeLeft >= 0) facts.push(t(lang, "panel.time_left", { seconds: Math.floor(g.timeLeft) }));
  return facts;
}

/**
 * One seat of the showdown: its melds, each with the cards laid off onto it after a "+", the cards
 * it laid off, and the loose cards its deadwood counts (they add up to the number shown).
 */
function resultLines(lang: Lang, s: Screen, seat: number): string[] {
  const r = s.result;
  if (r === undefined) return [];
  const name = s.seats[seat] !== undefined ? text(lang, s.seats[seat].label) : String(seat + 1);
  const melds = r.melds[seat].map((m, i) => `[ ${cards(lang, m)}${r.laidOn[seat][i].length > 0 ? ` + ${cards(lang, r.laidOn[seat][i])}` : ""} ]`);
  const out = [`${name}: ${melds.join(" ")}`];
  const laid = r.laidOn[seat === 0 ? 1 : 0].flat();
  if (laid.length > 0) out.push(t(lang, "tables.result.laid_off", { cards: cards(lang, laid) }));
  if (r.deadwoodCards[seat].length > 0) out.push(t(lang, "panel.deadwood", { points: r.deadwood[seat], cards: cards(lang, r.deadwoodCards[seat]) }));
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
  const g = s.game;
  if (g !== undefined) {
    for (const meld of g.melds) lines.push(`[ ${cards(lang, meld)} ]`);
    if (g.deadwoodCards.length > 0) lines.push(t(lang, "panel.deadwood", { points: g.deadwood, cards: cards(lang, g.deadwoodCards) }));
    if (g.topDiscard >= 0) lines.push(`>> ${text(lang, cardMessage(g.topDiscard))}`);
    lines.push(panelFacts(lang, s.seat, g).join(" · "));
    for (const e of g.events.slice(-3)) lines.push(text(lang, e));
  }
  const k = s.knock;
  if (k !== undefined) {
    // The choice of melds: numbered as the buttons are.
    for (let i = 0; i < k.options.length; i++) {
      const o = k.options[i];
      const melds = o.melds.map((m) => `[ ${cards(lang, m)} ]`).join(" ");
      lines.push(`${i + 1}: ${melds}  ${t(lang, "panel.deadwood", { points: k.deadwood, cards: cards(lang, o.deadwoodCards) })}`);
    }
  }
  const r = s.result;
  if (r !== undefined) {
    lines.push(text(lang, r.outcomeText));
    for (let seat = 0; seat < 2; seat++) lines.push(...resultLines(lang, s, seat));
    lines.push(`${r.points[0]} : ${r.points[1]}  (${r.scores[0]} : ${r.scores[1]})`);
  }
  const st = s.stake;
  if (st !== undefined) {
    for (let i = 0; i < 2; i++) {
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
    if (b.card !== undefined) button.image = { type: "path", data: cardImage(b.card) };
    else if (b.action.startsWith("lesson.")) {
      const id = b.action.substring(7);
      const image = lesson !== undefined && lesson.id === id && lesson.image !== undefined ? openLessonImage(lesson.image) : lessonImage(id);
      button.image = { type: "path", data: image };
    }
    buttons.push(button);
    targets.push(b.action === "stake.add" ? { kind: "stake" } : { kind: "action", action: b.action });
  }
  if (presets.length > 0) {
    // One button (named for the rules in force) opens a dropdown of the presets.
    const current = s.rules !== undefined ? s.rules.preset : presets[0];
    buttons.push({ text: presetLabel(lang, current) });
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
  const label = presetLabel(lang, s.rules !== undefined ? s.rules.preset : presets[0]);
  return {
    type: "custom_form",
    title: label,
    content: [{ type: "dropdown", text: label, options: presets.map((p) => presetLabel(lang, p)), default: current < 0 ? 0 : current }],
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
