/**
 * Here to Slay's screens and texts: the screens of 2, 3 and 4 seats at a turn, a challenge window,
 * a roll on the table, a step taking another's Hero (a player, then a card) and the end; no seat
 * sees another's hand; every press reads back as its move or opens a choice whose rows are moves;
 * every key in six languages, every card's name and text composed in each.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { CARDS, THIEF_LEADER } from "../../../src/games/here-to-slay/engine/deck";
import { legalHts } from "../../../src/games/here-to-slay/engine/rules";
import type { HtsState } from "../../../src/games/here-to-slay/engine/types";
import { htsActionId } from "../../../src/games/here-to-slay/moves";
import { HTS_BACK, playerPressId } from "../../../src/games/here-to-slay/panel-press";
import { HTS_CARD_NAMES, htsCardName, htsCardText } from "../../../src/games/here-to-slay/texts/cards";
import { HTS_TEXTS } from "../../../src/games/here-to-slay/texts/index";
import { isMessageKey, parseTemplate, placeholders } from "../../../src/i18n/format";
import { allKeys, duplicateKeys } from "../../../src/i18n/index";
import { LANGS, type Message } from "../../../src/i18n/types";
import type { Screen } from "../../../src/screen/model";
import type { CardZone } from "../../../src/screen/parts";
import { ROOT } from "../../content/keys";
import { challengeMoment, diceMoment, htsRender, htsScreen, overMoment, targetMoment, turnMoment, type HtsMoment } from "../../support/hts-screens";

const SEATS = [2, 3, 4];
const table = hereToSlay.table;

/** Every message a screen holds, at any depth of its parts. */
function messages(x: unknown, out: Message[] = []): Message[] {
  if (Array.isArray(x)) for (const y of x) messages(y, out);
  else if (typeof x === "object" && x !== null) {
    const o = x as Record<string, unknown>;
    if (typeof o.key === "string" && Object.keys(o).every((k) => k === "key" || k === "params")) out.push(o as unknown as Message);
    else for (const k of Object.keys(o)) messages(o[k], out);
  }
  return out;
}

/** The screen's words in `lang`: every message rendered, none left as a key or with a hole. */
function words(screen: Screen, lang: (typeof LANGS)[number] = "en"): string[] {
  return messages(screen).map((m) => {
    const text = htsRender(lang, m);
    expect(text, `${m.key} in ${lang}`).not.toContain("{");
    expect(text.startsWith("hts."), `${m.key} in ${lang} has no text`).toBe(false);
    return text;
  });
}

function zone(screen: Screen, id: string): CardZone {
  const z = screen.game!.zones.find((x) => x.id === id);
  expect(z, id).toBeDefined();
  return z!;
}

function faces(z: CardZone): number[] {
  return z.groups.flatMap((g) => g.cards.map((c) => c.face));
}

function screenFaces(screen: Screen): number[] {
  const zones = [...(screen.game?.zones ?? []), ...(screen.choice?.rows ?? []), ...(screen.result?.seats.map((s) => s.zone) ?? [])];
  const out = zones.flatMap(faces);
  for (const b of screen.buttons) if (b.card !== undefined) out.push(b.card);
  return out;
}

function pressable(screen: Screen): string[] {
  const out = new Set(screen.buttons.map((b) => b.action));
  for (const z of [...(screen.game?.zones ?? []), ...(screen.choice?.rows ?? [])]) {
    if (z.action !== undefined) out.add(z.action);
    for (const g of z.groups) for (const c of g.cards) if (c.action !== undefined) out.add(c.action);
  }
  return [...out];
}

const TABLE_ACTIONS = ["resign", "tab.lessons", "tab.game", "close", "stand"];

/** Every game press on the screen is a legal move, or opens a choice whose rows are legal moves. */
function checkPresses(m: HtsMoment, screen: Screen): void {
  const s = m.state;
  const legal = legalHts(s, m.viewer).map(htsActionId);
  const reached = new Set<string>();
  for (const id of pressable(screen)) {
    if (TABLE_ACTIONS.indexOf(id) >= 0) continue;
    const a = table.parseAction(id, m.viewer, s);
    expect(a, id).toBeDefined();
    const choice = table.choiceFor(s, m.viewer, a!);
    if (choice === undefined) {
      expect(legal).toContain(id);
      reached.add(id);
      continue;
    }
    const asked = htsScreen(m, choice);
    expect(asked.buttons.map((b) => b.action)).toContain(HTS_BACK);
    const rows = asked.choice!.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const b = table.parseAction(r.action!, m.viewer, s)!;
      expect(table.choiceFor(s, m.viewer, b), r.action).toBeUndefined();
      expect(hereToSlay.rules.apply(s, b), r.action).toBeDefined();
      reached.add(r.action!);
    }
  }
  expect([...reached].sort()).toEqual([...legal].sort());
}

/** No seat's screen shows a card of another's hand or of the deck; a bystander's shows no hand. */
function checkHidden(s: HtsState): void {
  for (let viewer = -1; viewer < s.seats; viewer++) {
    const shown = new Set(screenFaces(htsScreen({ state: s, viewer })));
    for (let other = 0; other < s.seats; other++) if (other !== viewer) for (const c of s.hands[other]) expect(shown.has(c), `seat ${viewer} sees card ${c} of seat ${other}`).toBe(false);
    for (const c of s.deck) expect(shown.has(c), `seat ${viewer} sees the deck's card ${c}`).toBe(false);
    for (const c of s.monsterDeck) expect(shown.has(c), `seat ${viewer} sees the Monster deck's card ${c}`).toBe(false);
  }
}

describe("Here to Slay's screens", () => {
  for (const n of SEATS) {
    describe(`${n} seats`, () => {
      it("a turn: every Party readable (leader, Heroes, Items after their Hero, slain Monsters), the Monsters, deck and discard, the hand, the points, the log", () => {
        const m = turnMoment(n);
        const s = m.state;
        const screen = htsScreen(m);
        const text = words(screen);
        for (let i = 0; i < n; i++) {
          const p = s.parties[i];
          const expected = [p.leader];
          for (let k = 0; k < p.heroes.length; k++) expected.push(p.heroes[k], ...(p.items[k] >= 0 ? [p.items[k]] : []));
          if (i === m.viewer) {
            const own = zone(screen, "hand");
            expect(own.groups[0].cards.map((c) => c.face)).toEqual(s.hands[i]);
            expect(own.groups[1].cards.map((c) => c.face)).toEqual(expected);
            expect(faces(own)).toEqual([...s.hands[i], ...expected, ...p.slain]);
          } else {
            const z = zone(screen, "party." + i);
            expect(z.hidden).toBe(s.hands[i].length);
            expect(faces(z)).toEqual([...expected, ...p.slain]);
            expect(htsRender("en", z.label!)).toContain(["Ann", "Bob", "Cy", "Di"][i]);
          }
        }
        for (let k = 0; k < s.monsters.length; k++) expect(faces(zone(screen, "monster." + k))).toEqual([s.monsters[k]]);
        expect(zone(screen, "deck").hidden).toBe(s.deck.length);
        expect(faces(zone(screen, "discard"))).toEqual([s.discard[s.discard.length - 1]]);
        expect(text).toContain(`Action points: ${s.points}`);
        expect(text).toContain(`Your turn. Action points: ${s.points}.`);
        for (const c of s.monsters) expect(text.some((t) => t.startsWith(htsRender("en", htsCardName(c)) + ": needs ") && t.includes(`slay ${CARDS[c].slay}+; ${CARDS[c].fightBack} or less: `))).toBe(true);
        expect(screen.game!.events.length).toBe(Math.min(8, s.events.length));
        expect(screen.buttons.map((b) => b.action)).toContain("end.0.0.0");
        // Each Hero of the viewer's that may roll is pressed to roll, its button naming what it needs.
        for (const a of legalHts(s, m.viewer).filter((x) => x.do === "roll")) {
          const b = screen.buttons.find((x) => x.action === htsActionId(a))!;
          expect(htsRender("en", b.label)).toBe(`Roll for ${htsRender("en", htsCardName(a.card))}: needs ${CARDS[a.card].need} (1)`);
        }
        // Every card of the hand it cannot play says why; the others are pressed.
        for (const c of zone(screen, "hand").groups[0].cards) {
          expect(c.action === undefined, `card ${c.face}`).toBe(c.blocked !== undefined);
          if (c.blocked !== undefined) expect(htsRender("en", c.blocked)).toMatch(CARDS[c.face].kind === "modifier" ? /^Modifiers are played on a roll/ : CARDS[c.face].kind === "challenge" ? /^A Challenge answers/ : /^(No action points|An Item goes|A Cursed Item goes)/);
        }
        checkPresses(m, screen);
        checkHidden(s);
      });

      it("a challenge window: the card played, the prompt, a Challenge to press and a pass", () => {
        const m = challengeMoment(n);
        const screen = htsScreen(m);
        const text = words(screen);
        const played = htsRender("en", htsCardName(m.state.played.card));
        expect(text).toContain(`${["Ann", "Bob", "Cy", "Di"][m.state.played.seat]} plays ${played}: press your Challenge card to challenge it, or pass.`);
        expect(screen.buttons.some((b) => b.action.startsWith("challenge."))).toBe(true);
        expect(screen.buttons.map((b) => b.action)).toContain("pass.0.0.0");
        checkPresses(m, screen);
        checkHidden(m.state);
      });

      it("a roll on the table: each die, the skills and Modifiers added, the total against the slay number; a Modifier opens its options", () => {
        const m = diceMoment(n);
        const s = m.state;
        const screen = htsScreen(m);
        const text = words(screen);
        const r = s.roll;
        const total = r.dice[0] + r.dice[1] + r.bonus + r.mods;
        const line = text.find((t) => t.includes(" attacks "))!;
        expect(line).toContain(`${r.dice[0]} + ${r.dice[1]}, skills ${r.bonus > 0 ? "+" : ""}${r.bonus}, Modifiers ${r.mods > 0 ? "+" : ""}${r.mods}: ${total}`);
        expect(line).toContain(`slay ${CARDS[r.subject].slay}+, ${CARDS[r.subject].fightBack} or less fights back`);
        const mod = s.hands[m.viewer].find((c) => CARDS[c].kind === "modifier")!;
        const press = zone(screen, "hand").groups[0].cards.find((c) => c.face === mod)!.action!;
        const choice = table.choiceFor(s, m.viewer, table.parseAction(press, m.viewer, s)!)!;
        const asked = htsScreen(m, choice);
        expect(asked.choice!.rows.length).toBe(CARDS[mod].options.length);
        expect(words(asked)).toContain(`Choose how ${htsRender("en", htsCardName(mod))} changes the roll.`);
        checkPresses(m, screen);
        checkHidden(s);
      });

      it("a step taking another's Hero: a player first, then that player's Heroes; back drops the choice", () => {
        const m = targetMoment(n);
        const s = m.state;
        const screen = htsScreen(m);
        const owners = new Set(legalHts(s, m.viewer).map((a) => s.parties.findIndex((p) => p.heroes.indexOf(a.card) >= 0)));
        const first = screen.buttons.filter((b) => b.action.startsWith("pick.0."));
        expect(first.map((b) => b.action).sort()).toEqual([...owners].map(playerPressId).sort());
        for (const owner of owners) {
          const choice = table.choiceFor(s, m.viewer, table.parseAction(playerPressId(owner), m.viewer, s)!)!;
          const asked = htsScreen(m, choice);
          expect(asked.choice!.rows.map((r) => faces(r)[0]).sort()).toEqual(legalHts(s, m.viewer).map((a) => a.card).filter((c) => s.parties[owner].heroes.indexOf(c) >= 0).sort());
          expect(words(asked).some((t) => t.endsWith(`choose from the Party of ${["Ann", "Bob", "Cy", "Di"][owner]}.`))).toBe(true);
          expect(asked.buttons.map((b) => b.action)).toContain(HTS_BACK);
        }
        expect(table.cancelChoice).toBe(HTS_BACK);
        checkPresses(m, screen);
        checkHidden(s);
      });

      it("the end: how it was won, every Party, no move", () => {
        const m = overMoment(n);
        const s = m.state;
        const screen = htsScreen(m);
        const text = words(screen);
        const result = hereToSlay.presentation.finalResult(s, ["Ann", "Bob", "Cy", "Di"].slice(0, n), s.winner, hereToSlay.rules.scores(s))!;
        expect(result.winner).toBe(s.winner);
        expect(result.seats.map((x) => x.points)).toEqual(s.parties.map((p) => p.slain.length));
        const head = htsRender("en", result.headline);
        expect(head).toMatch(/wins|no one wins/);
        expect(text).toContain(head);
        expect(legalHts(s, 0)).toEqual([]);
        expect(pressable(screen).filter((id) => TABLE_ACTIONS.indexOf(id) < 0 && id !== "rematch")).toEqual([]);
      });
    });
  }

  it("the leader picks: the seat to pick chooses among the leaders left, each with its skill (no thief's leader at two); the other waits", () => {
    const s = hereToSlay.rules.newMatch("standard", 2, [5, 2, 3, 4, 5, 6, 7]);
    const picker = htsScreen({ state: s, viewer: s.active });
    const rows = picker.choice!.rows;
    expect(rows.map((r) => faces(r)[0])).toEqual(s.leadersLeft.filter((l) => l !== THIEF_LEADER));
    for (const r of rows) {
      expect(htsRender("en", r.label!)).toBe(htsRender("en", htsCardText(faces(r)[0])[1]));
      expect(hereToSlay.rules.apply(s, table.parseAction(r.action!, s.active, s)!)).toBeDefined();
    }
    expect(words(picker)).toContain("Choose your Party Leader.");
    const other = htsScreen({ state: s, viewer: 1 - s.active });
    expect(other.choice).toBeUndefined();
    expect(words(other)).toContain(`${["Ann", "Bob"][s.active]} chooses a Party Leader.`);
  });

  it("refuses presses that are no move now: junk, another seat's, a choice's id once it cannot be answered", () => {
    const m = targetMoment(4);
    const s = m.state;
    for (const id of ["", "pick", "pick.0.0", "pick.0.9.0", "pick.0.0.5", "play.999.0.0", "modify.1.0.0", "play.1.0.0.0", "x.1.2.3", "pick.-1.2.0"]) expect(table.parseAction(id, m.viewer, s), id).toBeUndefined();
    const other = (m.viewer + 1) % 4;
    for (const a of legalHts(s, m.viewer)) expect(table.parseAction(htsActionId(a), other, s)).toBeUndefined();
    expect(table.parseAction(playerPressId(m.viewer), m.viewer, s)).toBeUndefined();
  });

  it("reads every legal move back from its id, at every moment", () => {
    for (const m of [turnMoment(4), challengeMoment(4), diceMoment(4), targetMoment(4)]) {
      for (let seat = 0; seat < 4; seat++) for (const a of legalHts(m.state, seat)) expect(table.parseAction(htsActionId(a), seat, m.state)).toEqual(a);
    }
  });
});

describe("Here to Slay's texts", () => {
  it("hold every key in six languages, with one placeholder set, each once in English, nothing a host format reserves", () => {
    const problems: string[] = [];
    for (const key of Object.keys(HTS_TEXTS)) {
      if (!isMessageKey(key)) problems.push("bad key " + key);
      const en = HTS_TEXTS[key].en;
      const names = placeholders(en).sort();
      if (parseTemplate(en).filter((p) => p.name !== "").length !== names.length) problems.push(key + ": a placeholder repeats in English");
      if (names.length > 9) problems.push(key + ": more than nine placeholders");
      for (const lang of LANGS) {
        const text = HTS_TEXTS[key][lang];
        if (typeof text !== "string" || text.trim() === "" || text !== text.trim()) problems.push(`${key} ${lang}: empty or padded`);
        else if (placeholders(text).sort().join() !== names.join()) problems.push(`${key} ${lang}: {${placeholders(text)}} vs {${names}}`);
        for (const bad of ["\n", "\r", "\t", "#", "%", "@", "§"]) if (text.includes(bad)) problems.push(`${key} ${lang} holds ${JSON.stringify(bad)}`);
      }
      if (Object.keys(HTS_TEXTS[key]).length !== LANGS.length) problems.push(key + ": extra languages");
    }
    expect(problems).toEqual([]);
    // Registered: every key is in the shared catalogs, and none is another area's too.
    expect(Object.keys(HTS_TEXTS).filter((k) => allKeys().indexOf(k) < 0)).toEqual([]);
    expect(duplicateKeys()).toEqual([]);
  });

  it("name every card of the box, each name key a card's; every card's text composed in every language", () => {
    const named = new Set<string>();
    for (const c of CARDS) {
      const m = htsCardName(c.id);
      expect(HTS_TEXTS[m.key].en, c.name).toBe(c.name);
      named.add(m.key);
      for (const lang of LANGS) {
        const lines = htsCardText(c.id).map((x) => htsRender(lang, x));
        expect(lines.length, c.name).toBeGreaterThanOrEqual(c.kind === "monster" ? 4 : 1);
        for (const l of lines) {
          expect(l, `${c.name} in ${lang}`).not.toContain("{");
          expect(l.indexOf("hts."), `${c.name} in ${lang}: ${l}`).toBe(-1);
        }
      }
    }
    expect([...named].sort()).toEqual(Object.keys(HTS_CARD_NAMES).sort());
    expect(htsRender("en", htsCardName(card("Ember Squire")))).toBe("Ember Squire");
    expect(htsCardText(card("Ember Squire")).map((x) => htsRender("en", x))).toEqual(["Hero · Fighter", "Roll 8 or more: destroy another player's Hero"]);
    expect(htsCardText(card("Pathfinder Oda")).map((x) => htsRender("de", x))).toEqual(["Held · Waldläufer", "Wurf ab 7: Karten ziehen: 2; Karten abwerfen: 1"]);
    expect(htsCardText(card("Dread Manticore")).map((x) => htsRender("en", x))).toEqual([
      "Monster",
      "Party needed: Fighter, any Hero ×2",
      "Slain on a roll of 9 or more",
      "Fights back on 6 or less: sacrifice Heroes: 1",
      "Once slain: when you slay a Monster, draw cards: 2",
    ]);
    expect(htsCardText(card("Trick of Light")).map((x) => htsRender("ru", x))).toEqual(["Модификатор: играется на любой бросок, одно из: +1 / -3"]);
  });

  it("use every key (card names aside) as a literal in the game's code, and name no key the catalog lacks", () => {
    const dir = join(ROOT, "src/games/here-to-slay");
    const code: string[] = [];
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith(".ts")) {
          const text = readFileSync(join(d, e.name), "utf8");
          // A catalog's own data is no use of its keys: only what follows the last one counts.
          const end = text.lastIndexOf("satisfies Catalog");
          code.push(end < 0 ? text : text.substring(end));
        }
      }
    };
    walk(dir);
    const used = new Set<string>();
    for (const text of code) for (const m of text.matchAll(/"([a-z0-9_]+\.[a-z0-9_.]+)"/g)) used.add(m[1]);
    const names = new Set(Object.keys(HTS_CARD_NAMES));
    expect(Object.keys(HTS_TEXTS).filter((k) => !names.has(k) && !used.has(k))).toEqual([]);
    expect([...used].filter((k) => k.startsWith("hts.") && HTS_TEXTS[k] === undefined && k !== HTS_BACK)).toEqual([]);
  });
});

function card(name: string): number {
  return CARDS.find((c) => c.name === name)!.id;
}
