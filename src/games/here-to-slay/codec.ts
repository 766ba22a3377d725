/**
 * The stored text of a Here to Slay match, for table records and the board item's snapshot: two
 * fields joined by "." — the version and the state as numbers joined by "~" (lists as their length
 * then their items, words of the generator as six base64url characters, names as their index).
 * The whole match is bounded (121 cards, the last EVENT_LIMIT events), so the record and the
 * snapshot are the same text. Decoding reads every number in range and then checks the state
 * whole (engine/check.ts): a damaged text is a clear error, never a broken match.
 */
import { decodeWord, encodeWord } from "../../util/base64";
import { natText, parseNat, splitOn } from "../../util/text";
import { checkHts } from "./engine/check";
import { STEP_VERBS } from "./engine/language";
import type { EventKind, HtsState, Phase, Prompt, Roll, Task, Window } from "./engine/types";
import { EVENT_KINDS, EVENT_LIMIT } from "./engine/types";

const VERSION = "h1";
export const HTS_FIELDS = 2;
const PHASES: Phase[] = ["leaders", "play", "over"];
const WINDOWS: Window["kind"][] = ["none", "challenge", "modify"];
const ROLLS: Roll["kind"][] = ["effect", "attack", "challenge"];
const PROMPT_VERBS: Prompt["verb"][] = [...STEP_VERBS, "roll?"];
const BIG = 999999999;

function int(n: number): string {
  return n < 0 ? "-" + natText(-n) : natText(n);
}

class Writer {
  parts: string[] = [];
  n(v: number): void {
    this.parts.push(int(v));
  }
  list(vs: readonly number[]): void {
    this.n(vs.length);
    for (const v of vs) this.n(v);
  }
  flag(b: boolean): void {
    this.n(b ? 1 : 0);
  }
}

export function encodeHts(s: HtsState): string {
  const w = new Writer();
  w.n(s.seats);
  w.parts.push(encodeWord(s.rng.a) + encodeWord(s.rng.b) + encodeWord(s.rng.c) + encodeWord(s.rng.d));
  w.n(PHASES.indexOf(s.phase));
  w.list(s.deck);
  w.list(s.discard);
  for (const h of s.hands) w.list(h);
  for (const p of s.parties) {
    w.n(p.leader);
    w.list(p.heroes);
    w.list(p.items);
    w.list(p.slain);
  }
  w.list(s.leadersLeft);
  w.list(s.monsters);
  w.list(s.monsterDeck);
  w.n(s.active);
  w.n(s.points);
  w.list(s.used);
  w.n(s.bonus);
  for (const b of s.protect) w.flag(b);
  w.n(s.played.card);
  w.n(s.played.seat);
  w.n(s.played.target);
  w.n(WINDOWS.indexOf(s.window.kind));
  for (const b of s.window.waiting) w.flag(b);
  const r = s.roll;
  w.n(ROLLS.indexOf(r.kind));
  w.n(r.seat);
  w.list(r.dice);
  w.n(r.bonus);
  w.n(r.mods);
  w.n(r.subject);
  w.n(r.vsSeat);
  w.list(r.vsDice);
  w.n(r.vsBonus);
  w.n(r.vsMods);
  w.n(s.prompt.seat);
  w.n(PROMPT_VERBS.indexOf(s.prompt.verb));
  w.n(s.prompt.n);
  w.n(s.prompt.source);
  w.n(s.tasks.length);
  for (const t of s.tasks) {
    w.n(t.seat);
    w.n(PROMPT_VERBS.indexOf(t.verb));
    w.n(t.n);
    w.n(t.source);
  }
  w.n(s.turns);
  w.n(s.moves);
  w.n(s.winner);
  w.n(s.events.length);
  for (const e of s.events) {
    w.n(e.seat);
    w.n(EVENT_KINDS.indexOf(e.kind));
    w.n(e.a);
    w.n(e.b);
  }
  return VERSION + "." + w.parts.join("~");
}

/** Reads the numbers back; `bad` holds the first reason a read failed. */
class Reader {
  at = 0;
  bad = "";
  constructor(readonly parts: string[]) {}
  n(lo: number, hi: number, what: string): number {
    const t = this.at < this.parts.length ? this.parts[this.at] : undefined;
    this.at++;
    let v: number | undefined;
    if (t !== undefined && t.length > 1 && t.charAt(0) === "-") {
      const m = parseNat(t.substring(1));
      v = m === undefined || m === 0 ? undefined : -m;
    } else if (t !== undefined) v = parseNat(t);
    if (v === undefined || v < lo || v > hi || (t !== undefined && t !== int(v))) {
      if (this.bad === "") this.bad = `bad ${what} (number ${this.at})`;
      return lo;
    }
    return v;
  }
  list(lo: number, hi: number, max: number, what: string): number[] {
    const len = this.n(0, max, what + " count");
    const out: number[] = [];
    for (let i = 0; i < len && this.bad === ""; i++) out.push(this.n(lo, hi, what));
    return out;
  }
  flag(what: string): boolean {
    return this.n(0, 1, what) === 1;
  }
  word(): string | undefined {
    const t = this.at < this.parts.length ? this.parts[this.at] : undefined;
    this.at++;
    return t;
  }
}

export function decodeHts(text: string): HtsState | string {
  if (typeof text !== "string") return "not text";
  return decodeHtsFields(splitOn(text, "."));
}

export function decodeHtsFields(f: readonly string[]): HtsState | string {
  if (f.length !== HTS_FIELDS) return `expected ${HTS_FIELDS} fields, found ${f.length}`;
  if (f[0] !== VERSION) return "unknown version " + f[0];
  const r = new Reader(splitOn(f[1], "~"));
  const seats = r.n(2, 4, "seats");
  const words: number[] = [];
  const w = r.word();
  if (w === undefined || w.length !== 24) return "bad random state";
  for (let i = 0; i < 4; i++) {
    const v = decodeWord(w.substring(i * 6, i * 6 + 6));
    if (v === undefined) return "bad random state";
    words.push(v);
  }
  const CARD = 200;
  const phase = PHASES[r.n(0, PHASES.length - 1, "phase")];
  const deck = r.list(0, CARD, CARD, "deck");
  const discard = r.list(0, CARD, CARD, "discard");
  const hands: number[][] = [];
  for (let i = 0; i < seats; i++) hands.push(r.list(0, CARD, CARD, "hand"));
  const parties: HtsState["parties"] = [];
  for (let i = 0; i < seats; i++) {
    const leader = r.n(-1, CARD, "leader");
    const heroes = r.list(0, CARD, CARD, "heroes");
    const items = r.list(-1, CARD, CARD, "items");
    const slain = r.list(0, CARD, CARD, "slain");
    parties.push({ leader, heroes, items, slain });
  }
  const leadersLeft = r.list(0, CARD, CARD, "leaders");
  const monsters = r.list(0, CARD, CARD, "monsters");
  const monsterDeck = r.list(0, CARD, CARD, "monster deck");
  const active = r.n(0, seats - 1, "seat to move");
  const points = r.n(0, 99, "points");
  const used = r.list(0, CARD, CARD, "used");
  const bonus = r.n(0, 99, "bonus");
  const protect: boolean[] = [];
  for (let i = 0; i < seats; i++) protect.push(r.flag("protection"));
  const played = { card: r.n(-1, CARD, "played card"), seat: r.n(-1, seats - 1, "played seat"), target: r.n(-1, CARD, "played target") };
  const windowKind = WINDOWS[r.n(0, WINDOWS.length - 1, "window")];
  const waiting: boolean[] = [];
  for (let i = 0; i < seats; i++) waiting.push(r.flag("window"));
  const roll: Roll = {
    kind: ROLLS[r.n(0, ROLLS.length - 1, "roll")],
    seat: r.n(-1, seats - 1, "roll seat"),
    dice: r.list(1, 6, 2, "dice"),
    bonus: r.n(-99, 99, "roll bonus"),
    mods: r.n(-999, 999, "modifiers"),
    subject: r.n(-1, CARD, "roll subject"),
    vsSeat: r.n(-1, seats - 1, "challenger"),
    vsDice: r.list(1, 6, 2, "dice"),
    vsBonus: r.n(-99, 99, "challenge bonus"),
    vsMods: r.n(-999, 999, "modifiers"),
  };
  const prompt: Prompt = { seat: r.n(-1, seats - 1, "prompt seat"), verb: PROMPT_VERBS[r.n(0, PROMPT_VERBS.length - 1, "prompt")], n: r.n(0, 9, "prompt count"), source: r.n(-1, CARD, "prompt source") };
  const tasks: Task[] = [];
  const taskCount = r.n(0, 99, "tasks");
  for (let i = 0; i < taskCount && r.bad === ""; i++) tasks.push({ seat: r.n(0, seats - 1, "task seat"), verb: PROMPT_VERBS[r.n(0, PROMPT_VERBS.length - 1, "task")], n: r.n(0, 9, "task count"), source: r.n(-1, CARD, "task source") });
  const turns = r.n(0, BIG, "turns");
  const moves = r.n(0, BIG, "moves");
  const winner = r.n(-1, seats - 1, "winner");
  const events: HtsState["events"] = [];
  const eventCount = r.n(0, EVENT_LIMIT, "events");
  for (let i = 0; i < eventCount && r.bad === ""; i++) {
    const seat = r.n(-1, seats - 1, "event seat");
    const kind: EventKind = EVENT_KINDS[r.n(0, EVENT_KINDS.length - 1, "event")];
    events.push({ seat, kind, a: r.n(-999, BIG, "event"), b: r.n(-999, BIG, "event") });
  }
  if (r.bad !== "") return r.bad;
  if (r.at !== r.parts.length) return "trailing numbers";
  const s: HtsState = {
    seats,
    rng: { a: words[0], b: words[1], c: words[2], d: words[3] },
    phase,
    deck,
    discard,
    hands,
    parties,
    leadersLeft,
    monsters,
    monsterDeck,
    active,
    points,
    used,
    bonus,
    protect,
    played,
    window: { kind: windowKind, waiting },
    roll,
    prompt,
    tasks,
    turns,
    moves,
    winner,
    events,
  };
  const why = checkHts(s);
  return why === undefined ? s : why;
}
