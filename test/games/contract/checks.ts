/**
 * The properties every game behind the Game seam keeps, checked on one state (test/games/contract.test.ts
 * plays matches and calls these). Each takes the state as the table holds it: opaque.
 */
import { expect } from "vitest";
import type { AnyGame, GameView } from "../../../src/games/game";
import type { CardZone } from "../../../src/screen/parts";
import type { HiddenCards } from "./hidden-cards";
import { shuffledHidden } from "./hidden-cards";

export interface Subject {
  game: AnyGame;
  cards: HiddenCards<unknown>;
}

const NAMES = ["Ann", "Bob", "Cyd", "Dee", "Eve", "Fay"];

export function seatsOf(game: AnyGame, state: unknown): number {
  return game.rules.scores(state).length;
}

/** Views already built, by state: the checks ask for each several times (states are never changed). */
const VIEWS = new WeakMap<object, Map<string, GameView>>();

export function viewOf(game: AnyGame, state: unknown, seat: number, choice = ""): GameView {
  let byState = VIEWS.get(state as object);
  if (byState === undefined) VIEWS.set(state as object, (byState = new Map()));
  const key = seat + " " + choice;
  let v = byState.get(key);
  if (v === undefined) byState.set(key, (v = game.presentation.view(state, seat, NAMES.slice(0, seatsOf(game, state)), false, 30, choice)));
  return v;
}

function zonesOf(v: GameView): CardZone[] {
  return [...v.game.zones, ...(v.choice?.rows ?? []), ...(v.result?.seats.map((s) => s.zone) ?? [])];
}

/** Every card face the view shows: zones, the choice, the showdown, card buttons, counters naming cards. */
export function facesShown(v: GameView): number[] {
  const out: number[] = [];
  for (const z of zonesOf(v)) for (const g of z.groups) for (const c of g.cards) out.push(c.face);
  for (const b of v.buttons) if (b.card !== undefined) out.push(b.card);
  for (const c of v.game.counters) if (c.cards !== undefined) out.push(...c.cards.faces);
  return out;
}

/** Every action id the view lets its viewer press (buttons, cards, piles, choice rows; controls only place buttons). */
export function pressable(v: GameView): string[] {
  const ids = new Set<string>();
  for (const b of v.buttons) ids.add(b.action);
  for (const z of zonesOf(v)) {
    if (z.action !== undefined) ids.add(z.action);
    for (const g of z.groups)
      for (const c of g.cards) {
        if (c.action !== undefined) ids.add(c.action);
        if (c.alt !== undefined) ids.add(c.alt);
      }
  }
  return [...ids];
}

/** Plain data as text with its keys sorted, so two equal actions read alike whatever built them. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return "[" + x.map(canonical).join(",") + "]";
  if (typeof x === "object" && x !== null) {
    const o = x as Record<string, unknown>;
    return "{" + Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => JSON.stringify(k) + ":" + canonical(o[k])).join(",") + "}";
  }
  return x === undefined ? "undefined" : Number.isNaN(x) ? "NaN" : JSON.stringify(x);
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function among(list: readonly unknown[], a: unknown): boolean {
  return list.some((l) => same(l, a));
}

/** A press the table refuses: no action, or one that neither plays nor opens a choice. */
export function pressRefused(game: AnyGame, state: unknown, seat: number, id: string): boolean {
  const a = game.table.parseAction(id, seat, state);
  if (a === undefined) return true;
  return game.rules.apply(state, a) === undefined && game.table.choiceFor(state, seat, a) === undefined;
}

/** Cheap, on every state: whose turn, legal moves, the safe move, the outcome agree. */
export function checkTurn(s: Subject, state: unknown, at: string): void {
  const { game } = s;
  const n = seatsOf(game, state);
  expect(n, at).toBeGreaterThanOrEqual(game.rules.minSeats);
  expect(n, at).toBeLessThanOrEqual(game.rules.maxSeats);
  const turn = game.rules.turn(state);
  const result = game.rules.result(state);
  const handOver = game.rules.handOver(state);
  checkReacting(s, state, at);
  if (result !== undefined || handOver !== undefined) {
    expect(turn, `${at}: no one moves once the hand is over`).toBe(-1);
    for (let seat = 0; seat < n; seat++) expect(game.rules.legal(state, seat), `${at}: seat ${seat} moves after the end`).toEqual([]);
  }
  if (result !== undefined) {
    expect(result.totals, at).toHaveLength(n);
    expect(result.winner, at).toBeGreaterThanOrEqual(-1);
    expect(result.winner, at).toBeLessThan(n);
    return;
  }
  if (handOver !== undefined) return;
  expect(turn, `${at}: a running hand has a seat to move`).toBeGreaterThanOrEqual(0);
  expect(turn, at).toBeLessThan(n);
  const legal = game.rules.legal(state, turn);
  expect(legal.length, `${at}: the seat to move has a move`).toBeGreaterThan(0);
  // The move a timer or an absent player's bot makes: it must be one of the legal moves, and play.
  const safe = game.table.safeMove(state, turn);
  expect(among(legal, safe), `${at}: safe move ${JSON.stringify(safe)} is not among the legal moves`).toBe(true);
  expect(game.rules.actionSeat(safe), at).toBe(turn);
  expect(game.rules.apply(state, safe), `${at}: the safe move was refused`).toBeDefined();
}

/**
 * A reaction window (Game.rules.reacting), on every state: none once the hand is over; each asked
 * seat once, in range, with legal moves; its safe move (what the window's timer and an away seat
 * play) is among them, plays, and answers: the seat leaves the asked seats (unless it was the last
 * asked: then the window is over, and what the move brings may be a new one).
 */
function checkReacting(s: Subject, state: unknown, at: string): void {
  const { game } = s;
  const n = seatsOf(game, state);
  const asked = game.rules.reacting(state);
  if (game.rules.result(state) !== undefined || game.rules.handOver(state) !== undefined) {
    expect(asked, `${at}: a window after the hand is over`).toEqual([]);
    return;
  }
  for (let i = 0; i < asked.length; i++) {
    const seat = asked[i];
    const what = `${at}: asked seat ${seat}`;
    expect(Number.isInteger(seat) && seat >= 0 && seat < n, what).toBe(true);
    expect(asked.indexOf(seat), `${what} twice`).toBe(i);
    const legal = game.rules.legal(state, seat);
    expect(legal.length, `${what} has no move`).toBeGreaterThan(0);
    const safe = game.table.safeMove(state, seat);
    expect(among(legal, safe), `${what}: safe move ${JSON.stringify(safe)} is not legal`).toBe(true);
    const next = game.rules.apply(state, safe);
    expect(next, `${what}: the safe move was refused`).toBeDefined();
    if (asked.length > 1) expect(game.rules.reacting(next).indexOf(seat), `${what}: the safe move did not answer`).toBe(-1);
  }
}

/** Every legal move applies and keeps its seat; a bot's answer (sent as JSON) comes back as itself. */
export function checkLegal(s: Subject, state: unknown, at: string): void {
  const { game } = s;
  const n = seatsOf(game, state);
  for (let seat = 0; seat < n; seat++) {
    for (const a of game.rules.legal(state, seat)) {
      const what = `${at}: seat ${seat}'s ${JSON.stringify(a)}`;
      expect(game.rules.actionSeat(a), what).toBe(seat);
      expect(game.rules.apply(state, a), `${what} refused`).toBeDefined();
      expect(game.table.accept(state, seat, JSON.parse(JSON.stringify(a))), `${what} as a bot's answer`).toEqual(a);
      for (let other = 0; other < n; other++) {
        if (other === seat) continue;
        // Another seat's bot sending it: refused, or judged as that seat's own legal move.
        const got = answer(game, state, other, a);
        expect(got === undefined || among(game.rules.legal(state, other), got), `${what} answered by seat ${other}`).toBe(true);
      }
    }
  }
}

/** Game.table.accept, where a throw counts as a refusal (the table catches it: src/tables/flow/bot-calls.ts). */
function answer(game: AnyGame, state: unknown, seat: number, a: unknown): unknown {
  try {
    return game.table.accept(state, seat, a);
  } catch {
    return undefined;
  }
}

/**
 * What each seat's screen offers it to press turns back into its moves: every id parses to a move
 * that plays or opens a choice whose rows play, and every legal move is among them (the round
 * trip action → id → action, through the ids players really press). A bystander presses nothing.
 */
export function checkPresses(s: Subject, state: unknown, at: string): void {
  const { game } = s;
  const n = seatsOf(game, state);
  expect(pressable(viewOf(game, state, -1)), `${at}: a bystander's screen`).toEqual([]);
  for (let seat = 0; seat < n; seat++) {
    const legal = game.rules.legal(state, seat);
    const reached: unknown[] = [];
    const press = (id: string, where: string): unknown => {
      const a = game.table.parseAction(id, seat, state);
      expect(a, `${where}: "${id}" on seat ${seat}'s screen is no move`).toBeDefined();
      expect(game.rules.actionSeat(a), where).toBe(seat);
      if (among(legal, a)) reached.push(a);
      return a;
    };
    for (const id of pressable(viewOf(game, state, seat))) {
      if (id === game.table.cancelChoice) continue;
      const a = press(id, at);
      const choice = game.table.choiceFor(state, seat, a);
      if (choice === undefined) {
        expect(game.rules.apply(state, a), `${at}: "${id}" on seat ${seat}'s screen is refused`).toBeDefined();
        continue;
      }
      const asked = viewOf(game, state, seat, choice);
      const ids = pressable(asked).filter((x) => x !== game.table.cancelChoice);
      expect(pressable(asked), `${at}: "${id}" asks with no way back`).toContain(game.table.cancelChoice);
      expect(ids.length, `${at}: "${id}" asks with nothing to answer`).toBeGreaterThan(0);
      for (const x of ids) {
        const b = press(x, `${at} (choice ${choice})`);
        expect(game.table.choiceFor(state, seat, b), `${at}: "${x}" asks again`).toBeUndefined();
        expect(game.rules.apply(state, b), `${at}: "${x}" in choice ${choice} is refused`).toBeDefined();
      }
    }
    for (const a of legal) expect(among(reached, a), `${at}: seat ${seat} has no button for ${JSON.stringify(a)}`).toBe(true);
  }
}

/**
 * No seat sees a card another holds unseen, nor the face-down pile: neither on its screen nor in its
 * bot's view. Checked twice: no such card is shown or named, and moving every such card elsewhere
 * changes nothing the seat sees (so no count, message or id gives one away either).
 */
export function checkHidden(s: Subject, state: unknown, at: string): void {
  const { game, cards } = s;
  if (game.rules.turn(state) < 0) return; // a finished hand is shown to all
  const n = seatsOf(game, state);
  const hands = cards.hands(state);
  const known = cards.known(state);
  const publicFaces = new Set([...facesShown(viewOf(game, state, -1)), ...known.flat()]);
  const stock = cards.stock(state);
  for (let seat = -1; seat < n; seat++) {
    const view = viewOf(game, state, seat);
    for (const [what, seen] of seat >= 0 ? [["screen", facesShown(view)], ["view", cards.viewCards(game.rules.seatView(state, seat))]] as const : [["screen", facesShown(view)]] as const) {
      const shown = new Set(seen);
      for (const c of stock) expect(shown.has(c), `${at}: seat ${seat}'s ${what} shows face-down card ${c}`).toBe(false);
      for (let other = 0; other < hands.length; other++) {
        if (other === seat) continue;
        for (const c of hands[other]) if (!publicFaces.has(c)) expect(shown.has(c), `${at}: seat ${seat}'s ${what} shows card ${c} of seat ${other}'s hand`).toBe(false);
      }
    }
    const moved = shuffledHidden(cards, state, seat);
    if (moved === undefined) continue;
    expect(viewOf(game, moved, seat), `${at}: seat ${seat}'s screen changes with cards it cannot see`).toEqual(view);
    if (seat >= 0) expect(game.rules.seatView(moved, seat), `${at}: seat ${seat}'s view changes with cards it cannot see`).toEqual(game.rules.seatView(state, seat));
  }
}

/**
 * What the table can learn of a match through the Game: whose turn, the outcome, every seat's
 * moves and safe move, the tabletop, and (`views`) what every seat and a bystander see.
 */
function observe(game: AnyGame, state: unknown, views: boolean): unknown {
  const n = seatsOf(game, state);
  const turn = game.rules.turn(state);
  const seats = Array.from({ length: n }, (_, seat) => seat);
  return {
    turn,
    dealer: game.rules.dealer(state),
    result: game.rules.result(state),
    handOver: game.rules.handOver(state),
    scores: game.rules.scores(state),
    preset: game.rules.presetOf(state),
    tabletop: game.presentation.tabletop(state),
    legal: seats.map((seat) => game.rules.legal(state, seat)),
    safe: turn >= 0 ? game.table.safeMove(state, turn) : undefined,
    screens: views ? [-1, ...seats].map((seat) => viewOf(game, state, seat)) : undefined,
    seatViews: views ? seats.map((seat) => game.rules.seatView(state, seat)) : undefined,
    final: views && game.rules.result(state) !== undefined ? game.presentation.finalResult(state, NAMES.slice(0, n), game.rules.result(state)!.winner, game.rules.result(state)!.totals) : undefined,
  };
}

/**
 * The storage form round-trips: text → state → the same text; the decoded state round-trips
 * exactly and plays and shows as the original. The board snapshot round-trips too, and a match
 * resumed from it plays on alike (it may keep less history, so views may differ).
 */
export function checkCodec(s: Subject, state: unknown, at: string): void {
  const { game } = s;
  const { codec } = game.table;
  const text = codec.encode(state);
  const back = codec.decode(text);
  if (typeof back === "string") throw new Error(`${at}: its own text does not decode: ${back}`);
  expect(codec.encode(back), `${at}: encode(decode(text))`).toBe(text);
  expect(codec.decode(codec.encode(back)), `${at}: the decoded state decoded again`).toEqual(back);
  expect(observe(game, back, true), `${at}: the decoded state`).toEqual(observe(game, state, true));

  const snap = codec.encodeSnapshot(state);
  const fields = snap.split(".");
  expect(fields, `${at}: snapshot fields`).toHaveLength(codec.snapshotFields);
  const resumed = codec.decodeSnapshot(fields);
  if (typeof resumed === "string") throw new Error(`${at}: its own snapshot does not decode: ${resumed}`);
  expect(codec.encodeSnapshot(resumed), `${at}: the snapshot again`).toBe(snap);
  expect(observe(game, resumed, false), `${at}: the match resumed from its snapshot`).toEqual(observe(game, state, false));
  const turn = game.rules.turn(state);
  if (turn >= 0) {
    const safe = game.table.safeMove(state, turn);
    const after = game.rules.apply(state, safe);
    const resumedAfter = game.rules.apply(resumed, safe);
    expect(resumedAfter === undefined ? undefined : codec.encodeSnapshot(resumedAfter), `${at}: one move after resuming`).toBe(after === undefined ? undefined : codec.encodeSnapshot(after));
  }
}

/** Replaces each number and string inside an action, one at a time, by values no action may hold. */
function malformed(a: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (x: unknown, put: (v: unknown) => unknown): void => {
    if (typeof x === "number") for (const bad of [-1, 2 ** 31, 0.5, NaN, Infinity]) out.push(put(bad));
    else if (typeof x === "string") for (const bad of ["nonsense", ""]) out.push(put(bad));
    else if (Array.isArray(x)) x.forEach((v, i) => walk(v, (bad) => put(x.map((w, j) => (j === i ? bad : w)))));
    else if (typeof x === "object" && x !== null) for (const k of Object.keys(x)) walk((x as Record<string, unknown>)[k], (bad) => put({ ...(x as object), [k]: bad }));
  };
  walk(a, (v) => v);
  return out;
}

const JUNK_IDS = ["", " ", ".", "..", "x", "nonsense", "-1", "0", "99999", "NaN", "null", "undefined", "\u0000", "é", "a".repeat(5000)];
const JUNK_ANSWERS: unknown[] = [null, undefined, 0, 42, "x", "", true, [], {}, { seat: 0 }, { do: "nonsense" }, { seat: 0, do: 42 }, NaN];
const JUNK_TEXT = ["", ".", "..", "x", "1", "-1", "\u0000", "a".repeat(2000)];

/** Ids near a real one that stand for nothing: out-of-range numbers, extra or missing parts. */
function junkNear(id: string): string[] {
  const out = [id + ".x", "x" + id, id + ".", id.toUpperCase() === id ? id + "X" : id.toUpperCase()];
  let digits = false;
  for (let i = 0; i < id.length; i++) if (id.charCodeAt(i) >= 48 && id.charCodeAt(i) <= 57) digits = true;
  if (digits) for (const bad of ["99999", "-1", "x"]) out.push(replaceDigits(id, bad));
  return out;
}

function replaceDigits(id: string, by: string): string {
  let out = "";
  for (let i = 0; i < id.length; i++) {
    const d = id.charCodeAt(i) >= 48 && id.charCodeAt(i) <= 57;
    if (!d) out += id[i];
    else if (i === 0 || !(id.charCodeAt(i - 1) >= 48 && id.charCodeAt(i - 1) <= 57)) out += by;
  }
  return out;
}

/**
 * Nonsense is refused and changes nothing: malformed actions, another seat's moves, ids that are
 * no move or belong to another seat, out-of-range seats, bots' junk answers, texts that are no
 * match. (The caller checks the state is unchanged afterwards.)
 */
export function checkNonsense(s: Subject, state: unknown, at: string): void {
  const { game } = s;
  const n = seatsOf(game, state);
  const legalBy: unknown[][] = Array.from({ length: n }, (_, seat) => game.rules.legal(state, seat));
  const legalAny = legalBy.flat();
  for (const a of legalAny) {
    for (const bad of malformed(a)) {
      if (among(legalAny, bad)) continue;
      expect(game.rules.apply(state, bad), `${at}: malformed ${JSON.stringify(bad)} applied`).toBeUndefined();
    }
  }
  for (const bad of [{}, { seat: 0 }, { seat: game.rules.turn(state), do: "nonsense" }]) expect(game.rules.apply(state, bad), `${at}: ${JSON.stringify(bad)} applied`).toBeUndefined();

  for (let seat = 0; seat < n; seat++) {
    for (const junk of JUNK_ANSWERS) {
      const got = answer(game, state, seat, junk);
      expect(got, `${at}: seat ${seat}'s bot answering ${JSON.stringify(junk)}`).toBeUndefined();
    }
    for (const a of legalBy[seat]) for (const bad of malformed(a)) {
      const got = answer(game, state, seat, bad);
      expect(got === undefined || among(legalBy[seat], got), `${at}: seat ${seat}'s bot answering ${JSON.stringify(bad)}`).toBe(true);
    }
    const ids = pressable(viewOf(game, state, seat)).filter((id) => id !== game.table.cancelChoice);
    for (const id of [...JUNK_IDS, game.table.cancelChoice, ...ids.flatMap(junkNear)]) expect(pressRefused(game, state, seat, id), `${at}: seat ${seat} pressing "${id.substring(0, 40)}"`).toBe(true);
    // Another seat's buttons pressed by this one (a forged or stale form).
    for (let other = 0; other < n; other++) {
      if (other === seat) continue;
      for (const id of pressable(viewOf(game, state, other))) {
        if (id === game.table.cancelChoice) continue;
        const a = game.table.parseAction(id, seat, state);
        if (a === undefined || among(legalBy[seat], a)) continue;
        expect(pressRefused(game, state, seat, id), `${at}: seat ${seat} pressing seat ${other}'s "${id}"`).toBe(true);
      }
    }
  }
  // Seats that are not at the table.
  const turnIds = game.rules.turn(state) >= 0 ? pressable(viewOf(game, state, game.rules.turn(state))) : [];
  for (const seat of [-1, n, 99, 0.5, NaN]) {
    expect(game.rules.legal(state, seat), `${at}: seat ${seat}'s moves`).toEqual([]);
    for (const id of turnIds) expect(pressRefused(game, state, seat, id), `${at}: seat ${seat} pressing "${id}"`).toBe(true);
  }

  const text = game.table.codec.encode(state);
  for (const junk of [...JUNK_TEXT, text + ".x", "x" + text]) expect(typeof game.table.codec.decode(junk), `${at}: decoding "${junk.substring(0, 40)}"`).toBe("string");
  const fields = game.table.codec.encodeSnapshot(state).split(".");
  expect(typeof game.table.codec.decodeSnapshot([]), `${at}: an empty snapshot`).toBe("string");
  expect(typeof game.table.codec.decodeSnapshot(fields.slice(0, -1)), `${at}: a snapshot a field short`).toBe("string");
  // A byte no field holds, after each field in turn.
  for (let i = 0; i < fields.length; i++) {
    const bad = fields.slice();
    bad[i] += "\u0001";
    expect(typeof game.table.codec.decodeSnapshot(bad), `${at}: snapshot field ${i} damaged`).toBe("string");
  }
}
