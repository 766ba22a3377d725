/**
 * Randomised fault injection for the table service. Each run builds a small server (four players,
 * two tables) and applies random operations: clicks (good, stale, replayed, duplicated, forged),
 * stakes, seats, disconnects, timers, board removal and refitting (with copied and tampered
 * boards), table breaking, mailbox claims, and crashes between storage writes followed by a
 * restart from storage. Half the runs save players like Luanti (every few seconds), so a crash
 * also rolls inventories back to the last save while storage keeps every write; the ledger must
 * then redo exactly the moves that were lost. Storage has the faults of a real disk: a crash tears
 * the write it interrupts, and the host's own store comes back as one of its older saves (the
 * journal must win). After every step it checks the invariants:
 *  - storage after a restart shows exactly what had been acknowledged (nothing lost, nothing back);
 *  - every item is in exactly one place (inventories, dropped, mailboxes, held escrow, and the
 *    ledger's moves a rollback undid and a rejoin will redo); boards count too: in inventories,
 *    mailboxes and on tables, plus the copies and crafted boards the run brought in;
 *  - escrow is never left half-way outside a crash;
 *  - a match ends at most once, with one winner, and never plays on after its end;
 *  - no screen shows a card of the other seat's hand that was not shown face up (Gin Rummy), or any
 *    card of another seat's hand (Uno No Mercy, whose played cards leave the hands).
 * At the end every match is ended or refunded and all items must be back in play.
 */
import type { Card } from "../../src/games/gin-rummy/engine/cards";
import { createRng, nextInt32, randomInt } from "../../src/util/random";
import type { RngState } from "../../src/util/random";
import type { Screen } from "../../src/screen/model";
import { faces, shownFaces, zone } from "../support/parts";
import { ginRummy } from "../../src/games/gin-rummy/game";
import { unoNoMercy } from "../../src/games/uno-no-mercy/game";
import type { AnyGame } from "../../src/games/game";
import { raceGame } from "./race-game";
import { reactGame } from "./react-game";
import type { ItemStack } from "../../src/tables/ports";
import { minusStacks } from "../../src/tables/items/stacks";
import type { TableService } from "../../src/tables/service";
import { BOARD_ITEM, boardStack, Crash, fakePorts, World } from "./fake-host";
import { TableService as Service } from "../../src/tables/service";
import { seatTexts } from "../support/occupants";

const PLAYERS = ["p0", "p1", "p2", "p3"];
/** The rate at which the inventory port throws (test/tables/fake-host.ts PortFault). */
const PORT_FAULTS = 0.08;
/**
 * A take of a stake collection (`<match>.take<seat>#<i>`): a failure refuses the seat, and nothing
 * moved. Other takes (fitting a board, a ledger redo) are moves the service has already committed
 * to: a failure there leaves the take owed until the player's next join (ledger.ts), and the
 * player holds the item meanwhile, so the fuzz does not inject failures there (docs/tables.md).
 */
const STAKE_TAKE = /\.take\d+#\d+$/;
const TRACE = typeof process !== "undefined" && process.env.FUZZ_TRACE === "1";
const TRACE_ENDS = typeof process !== "undefined" && process.env.FUZZ_TRACE === "ends";
const TABLES: [string, string][] = [
  ["T1", "p0"],
  ["T2", "p1"],
];
const KINDS = ["gem", "coin", "wood"];
/** Everything the census checks: the stake items and the boards. */
const COUNTED = KINDS.concat([BOARD_ITEM]);
const FORGED = ["stock", "take", "pass", "discard.0", "knock.51", "discard.99", "biggin", "start", "rematch", "resign", "alone.hard", "rules.oklahoma", "stake.add", "claim", "next", "lesson.x", "bogus", ""];

export interface FuzzStats {
  ops: number;
  crashes: number;
  matchesStarted: number;
  /** Matches of 3-4 seats started (the test game's and Uno No Mercy's runs). */
  wideMatches: number;
  /** Uno No Mercy matches started and ended, and catches pressed off turn from a current screen. */
  unoStarted: number;
  /** Table writes of the react game with a reaction window open. */
  windowStates: number;
  unoEnded: number;
  catches: number;
  matchesEnded: number;
  pauses: number;
  resumes: number;
  refusedSnapshots: number;
  payouts: number;
  escrowed: number;
  /** Moves a crash rolled back and the ledger did again. */
  redone: number;
  /** Most public events seen in one hand (how deep the runs get). */
  longestHand: number;
  /** Restarts that found a torn journal write; crashes that brought the host store back older. */
  tornWrites: number;
  staleStores: number;
  /** Inventory port calls that threw. */
  portFaults: number;
}

export interface RunResult {
  violations: string[];
  stats: FuzzStats;
}

interface Ctx {
  rng: RngState;
  world: World;
  service: TableService;
  config: Record<string, unknown>;
  /** What the run started with, plus the boards it brought in (crafted, copied or forged). */
  initial: Map<string, number>;
  copies: string[];
  oldScreens: Screen[];
  ended: Map<string, number>;
  started: Set<string>;
  violations: string[];
  stats: FuzzStats;
  calm: boolean;
  /** The board every table plays: Gin Rummy (two seats), the 2-4 seat test game (race-game.ts), or Uno No Mercy (2-4). */
  kind: "gin_rummy" | "race" | "react" | "uno_no_mercy";
  seats: number;
}

function pick<T>(c: Ctx, list: readonly T[]): T {
  return list[randomInt(c.rng, list.length)];
}

function chance(c: Ctx, p: number): boolean {
  return randomInt(c.rng, 1000) < p * 1000;
}

function addCount(m: Map<string, number>, stacks: readonly ItemStack[]): void {
  for (const s of stacks) m.set(s.item, (m.get(s.item) ?? 0) + s.count);
}

/** A move the ledger keeps: its kind and what moved. */
function ledgerMove(c: Ctx, player: string, txId: string): { k: string; s: ItemStack[] } | undefined {
  const text = c.world.storage.get("l/" + player + "/" + txId);
  if (text === undefined) return undefined;
  const v = JSON.parse(text);
  return { k: v.k, s: stacksOf(v.s) };
}

/**
 * What a one-stack transfer already did, per the host's records (what a pending step will find);
 * when a crash rolled the host back, per the ledger, which will redo it: "ok" or "missing" for a
 * take, how many of `stack` did not fit for a give.
 */
function txResult(c: Ctx, player: string, txId: string, stack?: ItemStack): unknown {
  const t = c.world.tx.get(player + "|" + txId);
  if (t !== undefined) return t.result;
  const m = ledgerMove(c, player, txId);
  if (m === undefined) return undefined;
  if (m.k === "take") return m.s.length > 0 ? "ok" : "missing";
  let moved = 0;
  for (const x of m.s) moved += x.count;
  return (stack?.count ?? 0) - moved;
}

function stacksOf(v: { i: string; c: number }[]): ItemStack[] {
  return v.map((x) => ({ item: x.i, count: x.c }));
}

function addItems(m: Map<string, number>, item: string, n: number): void {
  m.set(item, (m.get(item) ?? 0) + n);
}

/**
 * Where one stack of a delivery a step has not finished is (`<base>#<i>`): counted by the mailbox
 * when its entry is there; else still in escrow until the give happened, then its leftovers
 * (unless dropped) are on their way to the mailbox.
 */
function countDelivery(c: Ctx, m: Map<string, number>, mail: ReadonlySet<string>, player: string, txId: string, stack: ItemStack): void {
  if (mail.has("m/" + player + "/" + txId)) return;
  const left = player.startsWith("~") ? undefined : txResult(c, player, txId, stack);
  if (left === undefined) addItems(m, stack.item, stack.count);
  else if (txResult(c, player, txId + ".drop") === undefined) addItems(m, stack.item, left as number);
}

/**
 * Where every item is right now. Held escrow counts what was taken into it. A step that waits
 * for an offline player counts per the host's transfer records (one per stack): a take that
 * happened is in escrow, a give that happened is in the inventory (its leftovers not yet in the
 * mailbox are counted from the record), so the totals are exact at every moment outside a crash.
 */
function census(c: Ctx, quiet: boolean): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of PLAYERS) {
    addCount(m, c.world.inv(p));
    addCount(m, c.world.dropped.get(p) ?? []);
  }
  for (const [k, v] of c.world.storage) {
    if (k.startsWith("t/") && JSON.parse(v).b !== "") m.set(BOARD_ITEM, (m.get(BOARD_ITEM) ?? 0) + 1);
  }
  // Moves a crash rolled back: the rejoin takes the items again, or gives them again (a redo
  // the crash interrupted gives only what its mail entry did not get).
  for (const [k, v] of c.world.storage) {
    if (!k.startsWith("l/")) continue;
    const [, player, ...rest] = k.split("/");
    const e = JSON.parse(v);
    const id = e.x ?? rest.join("/");
    const mailed = c.world.storage.get("m/" + player + "/" + id);
    const tx = c.world.tx.get(player + "|" + id);
    if (tx !== undefined) {
      // A redo the crash cut off after the host recorded it. A give: what did not fit goes to the
      // mailbox when the player is back, unless it is there already. A take that found the items
      // missing takes them from the mailbox then.
      if (e.w === true && e.k === "give" && mailed === undefined) for (const x of stacksOf(e.s)) addItems(m, x.item, tx.result as number);
      if (e.w === true && e.k === "take" && tx.result !== "ok") for (const x of stacksOf(e.s)) addItems(m, x.item, -x.count);
      continue;
    }
    let owed = stacksOf(e.s);
    if (e.w === true && mailed !== undefined) owed = minusStacks(owed, stacksOf(JSON.parse(mailed).s));
    for (const x of owed) addItems(m, x.item, e.k === "take" ? -x.count : x.count);
  }
  const mail = new Set<string>();
  for (const [k, v] of c.world.storage) {
    if (!k.startsWith("m/")) continue;
    mail.add(k);
    const e = JSON.parse(v);
    const [, player, id] = k.split("/");
    const stacks = stacksOf(e.s);
    for (let i = 0; i < stacks.length; i++) {
      const given = e.c === true ? txResult(c, player, "mail." + id + "." + e.n + "#" + i, stacks[i]) : undefined;
      addItems(m, stacks[i].item, given !== undefined ? (given as number) : stacks[i].count);
    }
  }
  for (const [k, v] of c.world.storage) {
    if (!k.startsWith("e/")) continue;
    const r = JSON.parse(v);
    const pending = r.st !== "held";
    if (quiet && pending && r.p.every((p: string) => p.startsWith("~") || c.world.online.has(p))) {
      c.violations.push(`escrow ${k} left in state ${r.st} with its players online`);
    }
    const mid = r.m as string;
    const got = (seat: number): number => (r.g !== undefined ? r.g[seat] : r.k[seat] ? r.s[seat].length : 0);
    for (let seat = 0; seat < r.p.length; seat++) {
      const stakes = stacksOf(r.s[seat]);
      const player = r.p[seat] as string;
      for (let i = 0; i < stakes.length; i++) {
        if (r.st === "collect") {
          if (i < got(seat) || txResult(c, player, mid + ".take" + seat + "#" + i) === "ok") addItems(m, stakes[i].item, stakes[i].count);
        } else if (r.st === "refund") {
          if (i < got(seat) && !r.d[seat]) countDelivery(c, m, mail, player, mid + ".ref" + seat + "#" + i, stakes[i]);
        } else if (r.st === "held" && i < got(seat)) addItems(m, stakes[i].item, stakes[i].count);
      }
    }
    if (r.st === "pay") {
      const to = r.p[r.w] as string;
      const pot: ItemStack[] = [];
      for (let seat = 0; seat < r.p.length; seat++) for (let i = 0; i < got(seat); i++) pot.push(stacksOf(r.s[seat])[i]);
      if (to.startsWith("~")) {
        if (!mail.has("m/@house/" + mid + ".pay")) addCount(m, pot);
      } else for (let i = 0; i < pot.length; i++) countDelivery(c, m, mail, to, mid + ".pay#" + i, pot[i]);
    }
  }
  return m;
}

/** A player sits at one table at most. */
function checkSeats(c: Ctx, where: string): void {
  const seen = new Set<string>();
  for (const [t] of TABLES) {
    const info = c.service.info(t);
    if (info === undefined) continue;
    for (let seat = 0; seat < info.seats.length; seat++) {
      const o = info.seats[seat];
      if (o === undefined || o.kind === "bot" || !info.present[seat]) continue;
      const p = o.id;
      if (seen.has(p)) c.violations.push(`${where}: ${p} sits at two tables`);
      seen.add(p);
    }
  }
}

function checkItems(c: Ctx, where: string): void {
  const now = census(c, true);
  for (const k of COUNTED) {
    if ((now.get(k) ?? 0) !== (c.initial.get(k) ?? 0)) {
      c.violations.push(`${where}: ${k} count ${now.get(k) ?? 0}, expected ${c.initial.get(k)}`);
    }
  }
}

/** Watches table records as they are written: each match ends once, and stays ended. */
function watchWrites(c: Ctx): void {
  c.world.onWrite = (key, value) => {
    if (TRACE && !key.startsWith("t/")) console.log("  write", key, value ?? "(deleted)");
    if (key.startsWith("l/") && value !== undefined && JSON.parse(value).x !== undefined && JSON.parse(value).w === undefined) c.stats.redone++;
    if (key.startsWith("e/") && value !== undefined) {
      const st = JSON.parse(value).st;
      if (st === "held") c.stats.escrowed++;
      if (st === "pay") c.stats.payouts++;
    }
    if (!key.startsWith("t/") || value === undefined) return;
    const rec = JSON.parse(value);
    if (rec.m !== undefined) {
      if (c.ended.has(rec.m.id)) c.violations.push(`match ${rec.m.id} plays on after its end`);
      if (!c.started.has(rec.m.id) && rec.m.at !== undefined && rec.m.at.length > 2) c.stats.wideMatches++;
      if (!c.started.has(rec.m.id) && c.kind === "uno_no_mercy") c.stats.unoStarted++;
      if (c.kind === "react") checkWindow(c, rec.m);
      c.started.add(rec.m.id);
    }
    if (rec.l !== undefined) {
      const prev = c.ended.get(rec.l.id);
      if (prev === undefined) {
        c.ended.set(rec.l.id, rec.l.w);
        c.stats.matchesEnded++;
        if (c.kind === "uno_no_mercy") c.stats.unoEnded++;
        if (TRACE_ENDS) console.log("END", rec.l.why, JSON.parse(value).l.tot);
      } else if (prev !== rec.l.w) c.violations.push(`match ${rec.l.id} ended twice with different winners`);
    }
  };
}

/**
 * Checks a screen against the stored truth: a seated viewer sees exactly its own hand and no card
 * of the other hand that was not shown face up; a bystander sees no hand. Returns the problems.
 */
export function screenLeaks(storage: Map<string, string>, player: string, screen: Screen, onHand?: (events: number) => void): string[] {
  const out: string[] = [];
  const text = storage.get("t/" + screen.tableId);
  if (text === undefined) return out;
  const rec = JSON.parse(text);
  const g = screen.game;
  if (rec.m === undefined || g === undefined) return out;
  // Two seats or three to four (a four-seat Gin table seats 2-4 players): the game's own codec.
  const m = ginRummy.table.codec.decode(rec.m.x);
  if (typeof m === "string") return ["stored match unreadable: " + m];
  onHand?.(m.hand.history.length);
  const shown: Card[] = faces(zone(g, "hand"));
  if (screen.seat === -1) {
    if (shown.length > 0) out.push(`bystander ${player} saw a hand`);
    return out;
  }
  const seat = screen.seat;
  const hands: Card[][] = m.hand.hands;
  const own = hands[seat];
  const sorted = (x: Card[]) => x.slice().sort((a, b) => a - b).join(",");
  if (sorted(shown) !== sorted(own)) out.push(`${player} was shown a hand that is not its own`);
  if (m.hand.phase === "over") return out;
  const publicCards = new Set<Card>(m.hand.discard);
  const events: readonly { kind: string; card?: Card }[] = m.hand.history;
  for (const e of events) if (e.kind !== "stock" && e.kind !== "reshuffle" && e.card !== undefined) publicCards.add(e.card);
  const visible: Card[] = shownFaces(screen);
  for (let other = 0; other < hands.length; other++) {
    if (other === seat) continue;
    const secret = hands[other].filter((x) => !publicCards.has(x));
    for (const x of visible) if (secret.includes(x)) out.push(`${player} saw seat ${other}'s card ${x}`);
  }
  return out;
}

/**
 * The same check for an Uno No Mercy table: a seat sees exactly the hand its own view holds, and no
 * card of another hand anywhere (a played card leaves its hand, so none of them is ever public);
 * a bystander sees no hand. Only a hand that is over shows the hands.
 */
export function unoScreenLeaks(storage: Map<string, string>, player: string, screen: Screen): string[] {
  const out: string[] = [];
  const text = storage.get("t/" + screen.tableId);
  if (text === undefined) return out;
  const rec = JSON.parse(text);
  const g = screen.game;
  if (rec.m === undefined || g === undefined) return out;
  const m = unoNoMercy.table.codec.decode(rec.m.x);
  if (typeof m === "string") return ["stored match unreadable: " + m];
  const shown = faces(zone(g, "hand"));
  if (screen.seat === -1) {
    if (shown.length > 0) out.push(`bystander ${player} saw a hand`);
    return out;
  }
  const seat = screen.seat;
  const sorted = (x: number[]) => x.slice().sort((a, b) => a - b).join(",");
  if (sorted(shown) !== sorted(unoNoMercy.rules.seatView(m, seat).hand)) out.push(`${player} was shown a hand that is not its own`);
  if (m.phase === "over") return out;
  const visible = shownFaces(screen);
  for (let other = 0; other < m.hands.length; other++) {
    if (other === seat) continue;
    for (const x of visible) if (m.hands[other].indexOf(x) >= 0) out.push(`${player} saw seat ${other}'s Uno card ${x}`);
  }
  return out;
}

/** A react match written with a window open runs the window's timer: at most reactionSeconds ahead (8 s), never none unless paused. */
function checkWindow(c: Ctx, m: { id: string; x: string; d: number; pz: boolean }): void {
  const state = JSON.parse(m.x) as { asked: boolean[] };
  if (!state.asked.some((a) => a)) return;
  c.stats.windowStates++;
  if (m.pz) return;
  if (m.d < 0 || m.d > c.world.now + 8000) c.violations.push(`match ${m.id}: a window written with deadline ${m.d} at ${c.world.now}`);
}

function checkScreen(c: Ctx, player: string, screen: Screen): void {
  if (c.kind === "uno_no_mercy") {
    for (const p of unoScreenLeaks(c.world.storage, player, screen)) c.violations.push(p);
    return;
  }
  // The test game has no hidden cards.
  if (c.kind !== "gin_rummy") return;
  const problems = screenLeaks(c.world.storage, player, screen, (n) => {
    if (n > c.stats.longestHand) c.stats.longestHand = n;
  });
  for (const p of problems) c.violations.push(p);
}

function boot(c: Ctx): void {
  const ports = fakePorts(c.world);
  const show = ports.screens.show;
  ports.screens.show = (player, screen) => {
    checkScreen(c, player, screen);
    c.oldScreens.push(screen);
    if (c.oldScreens.length > 12) c.oldScreens.shift();
    show(player, screen);
  };
  if (c.kind === "race") ports.games = [raceGame() as unknown as AnyGame];
  if (c.kind === "react") ports.games = [reactGame(12) as unknown as AnyGame];
  if (c.kind !== "gin_rummy") {
    // The test game's and Uno's boards are the same counted item here (the census counts one board kind).
    ports.boards = { stack: (_kind, snapshot) => boardStack(snapshot) };
  }
  const made = Service.create(ports, c.config);
  if (!made.ok) throw new Error(made.error.field + ": " + made.error.reason);
  c.service = made.service;
  c.service.recoverAtStartup();
}

/**
 * A restart from storage. Everyone is offline while the service starts (steps that may already
 * have moved a player's items wait for that player); then players come back. Who comes back is
 * random, so some pending steps wait across many later steps; the census counts their items
 * where the host's transfer records say they are.
 */
function restart(c: Ctx, crashed: boolean): void {
  if (crashed) c.stats.crashes++;
  // A crash loses what the host had not saved yet; a clean stop saves everyone.
  if (crashed) c.world.rollBack();
  else {
    if (c.world.saveEveryMs > 0) c.world.savePlayers();
    c.world.saveHostStore();
  }
  c.world.crashAt = -1;
  c.world.crashOnKey = 0;
  const wasOnline = [...c.world.online];
  c.world.online.clear();
  c.world.screens.clear();
  // Operators change settings between runs: a settlement under way keeps its own policy.
  // (Dropped items are world objects a rollback would lose too: runs that roll back keep the mailbox.)
  if (chance(c, 0.3) && c.world.saveEveryMs === 0) c.config = { ...c.config, overflow: pick(c, ["mailbox", "drop"]) };
  boot(c);
  for (const p of c.world.storageProblems.splice(0)) c.violations.push(`after restart: ${p}`);
  if (TRACE) console.log(`  restarted: census ${JSON.stringify([...census(c, false)])} inv ${JSON.stringify(PLAYERS.map((p) => c.world.inv(p)))}`);
  for (const p of wasOnline) {
    if (chance(c, 0.2)) continue;
    c.world.online.add(p);
    c.service.onPlayerJoin(p);
  }
  checkItems(c, "after restart");
}

function tamper(c: Ctx, meta: string): string {
  const kind = randomInt(c.rng, 4);
  if (kind === 0) return meta.substring(0, randomInt(c.rng, meta.length));
  if (kind === 1) {
    const i = randomInt(c.rng, meta.length);
    const ch = meta.charAt(i) === "A" ? "B" : "A";
    return meta.substring(0, i) + ch + meta.substring(i + 1);
  }
  if (kind === 2) return "GT0" + meta.substring(3);
  return meta + "x";
}

function step(c: Ctx): void {
  const w = c.world;
  const roll = randomInt(c.rng, 100);
  const player = pick(c, PLAYERS);
  const [table, owner] = pick(c, TABLES);
  if (roll < 50) {
    const game = c.kind === "uno_no_mercy" ? UNO_MOVES : c.kind === "react" ? REACT_MOVES : GAME;
    // Uno: any seat may catch a player who did not call UNO, off turn, before the next move.
    const catchers = c.kind === "uno_no_mercy" ? PLAYERS.filter((p) => (w.screens.get(p)?.buttons ?? []).some((b) => b.action === "catch")) : [];
    if (catchers.length > 0 && chance(c, 0.5)) {
      const p = pick(c, catchers);
      const screen = w.screens.get(p) as Screen;
      c.stats.catches++;
      c.service.handleScreenAction(p, screen.tableId, { token: screen.token, action: "catch" });
      return;
    }
    // A click on a player's current screen (the common case), often whoever has a move to make.
    const movers = PLAYERS.filter((p) => (w.screens.get(p)?.buttons ?? []).some((b) => game.indexOf(b.action.split(".")[0]) >= 0));
    const uno = c.kind === "uno_no_mercy";
    if (movers.length > 0 && chance(c, uno ? 0.85 : 0.6)) {
      const p = pick(c, movers);
      const screen = w.screens.get(p) as Screen;
      let moves = screen.buttons.filter((b) => game.indexOf(b.action.split(".")[0]) >= 0);
      // Uno players often forget to call UNO, so that others have someone to catch (moves.ts ids).
      const uncalled = moves.filter((b) => !b.action.endsWith(".uno"));
      if (uno && uncalled.length > 0 && chance(c, 0.6)) moves = uncalled;
      c.service.handleScreenAction(p, screen.tableId, { token: screen.token, action: pick(c, moves).action });
      return;
    }
    clickOn(c, player, table);
    return;
  }
  return step2(c, roll, player, table, owner);
}

const GAME = ["take", "pass", "stock", "discard", "knock", "biggin", "next"];
/** The react game's moves (react-game.ts): a move, and the answers to its reaction window. */
const REACT_MOVES = ["add", "pass", "boost"];
/** Uno No Mercy's moves (moves.ts), and "uno" for the way back from a colour or player choice. */
const UNO_MOVES = ["play", "draw", "take", "keep", "pick", "catch", "next", "uno"];
/** Forged Uno presses: cards not held, wild plays lacking their colour, bad targets, catches. */
const FORGED_UNO = ["play.0", "play.167", "play.168", "play.100.c9", "play.3.t7", "play.5.uno.uno", "draw", "take", "keep", "pick.4", "pick.0", "catch", "uno.back"];

function clickOn(c: Ctx, player: string, table: string): void {
  const w = c.world;
  const s = c.service;
  const seated = TABLES.some(([t]) => seatTexts(s.info(t)).indexOf(player) >= 0);
  if (!seated && w.online.has(player) && chance(c, 0.6)) {
    // Players who are not seated mostly want to be.
    s.sit(table, randomInt(c.rng, c.seats), player);
    return;
  }
  const screen = w.screens.get(player);
  if (screen === undefined || screen.buttons.length === 0) {
    if (w.online.has(player)) s.openScreen(player, table);
    return;
  }
  {
    const useful = screen.buttons.filter(
      (x) => x.action !== "close" && x.action !== "resign" && !x.action.startsWith("tab.") && !x.action.startsWith("lesson."),
    );
    const staking = useful.some((x) => x.action === "stake.add") && chance(c, 0.5);
    const resign = screen.buttons.some((x) => x.action === "resign") && chance(c, screen.stake?.held === true ? 0.06 : 0.02);
    const b = resign ? "resign" : staking ? "stake.add" : (useful.length > 0 && chance(c, 0.93) ? pick(c, useful) : pick(c, screen.buttons)).action;
    const fields: Record<string, string> = { token: screen.token, action: b };
    if (b === "stake.add") {
      const inv = screen.stake?.inventory ?? [];
      fields.slot = String(randomInt(c.rng, inv.length + 1));
      fields.count = String(randomInt(c.rng, 24));
    }
    s.handleScreenAction(player, screen.tableId, fields);
    if (chance(c, 0.1)) s.handleScreenAction(player, screen.tableId, fields); // double click
  }
}

function step2(c: Ctx, roll: number, player: string, table: string, owner: string): void {
  const w = c.world;
  const s = c.service;
  // Calm runs play long matches with rare disruptions; the others are chaos throughout.
  if (c.calm && roll >= 68 && roll < 94 && !chance(c, 0.15)) {
    w.advance(700);
    s.tick();
    return;
  }
  if (roll < 55) {
    // Stale, replayed or forged submissions.
    const old = c.oldScreens.length > 0 ? pick(c, c.oldScreens) : undefined;
    const forged = c.kind === "uno_no_mercy" && chance(c, 0.5) ? FORGED_UNO : FORGED;
    const action = chance(c, 0.5) && old !== undefined && old.buttons.length > 0 ? pick(c, old.buttons).action : pick(c, forged);
    const token = old !== undefined && chance(c, 0.7) ? old.token : String(nextInt32(c.rng));
    s.handleScreenAction(player, old !== undefined ? old.tableId : table, { token, action, slot: "0", count: "1" });
    return;
  }
  if (roll < 64) {
    // Mostly the pace of play; sometimes long enough for warnings, timeouts and grace periods.
    w.advance(chance(c, 0.8) ? pick(c, [100, 700, 1500, 3000]) : pick(c, [20_000, 61_000, 130_000]));
    s.tick();
    return;
  }
  if (roll < 68) {
    if (w.online.has(player)) s.sit(table, randomInt(c.rng, c.seats), player);
    return;
  }
  if (roll < 70) {
    s.stand(player);
    return;
  }
  if (roll < 74) {
    if (w.online.has(player)) {
      w.online.delete(player);
      w.screens.delete(player);
      s.onPlayerLeave(player);
    } else {
      w.online.add(player);
      s.onPlayerJoin(player);
    }
    return;
  }
  if (roll < 77) {
    const actor = chance(c, 0.8) ? owner : player;
    const info = s.info(table);
    const r = s.removeBoard(table, actor);
    if (r.ok) {
      if (r.boardMeta !== "") {
        c.copies.push(r.boardMeta);
        c.stats.pauses++;
      }
      if (info !== undefined && info.matchId !== "" && r.boardMeta === "") c.violations.push("a running match was lost on board removal");
    }
    return;
  }
  if (roll < 81) {
    const info = s.info(table);
    if (info === undefined || info.board !== "") return;
    // The owner fits a board it holds, or brings in another: a crafted one, a copy of a paused
    // board (a duplication exploit), or a tampered copy; those join the census.
    const own = c.world.online.has(owner) ? c.world.boardsOf(owner) : [];
    let meta = "";
    if (own.length > 0 && chance(c, 0.6)) meta = own[own.length - 1];
    else {
      if (c.copies.length > 0 && chance(c, 0.8)) meta = pick(c, c.copies);
      if (meta !== "" && chance(c, 0.15)) meta = tamper(c, meta);
      bringBoard(c, owner, meta);
    }
    const r = s.fitBoard(table, owner, c.kind, meta, boardStack(meta));
    if (r.ok) {
      if (r.resumed) c.stats.resumes++;
      else if (meta !== "") c.stats.refusedSnapshots++;
    }
    return;
  }
  if (roll < 84) {
    w.operators.add("p3");
    if (chance(c, 0.5)) s.abortMatch(table, "p3");
    else {
      const paused = s.pausedMatches();
      if (paused.length > 0) s.refundPaused(pick(c, paused), "p3");
    }
    return;
  }
  if (roll < 86) {
    if (chance(c, 0.5)) {
      const r = s.breakTable(table, chance(c, 0.7) ? owner : player);
      if (r.ok) {
        s.createTable(table, owner);
        if (c.world.boardsOf(owner).indexOf("") >= 0) s.fitBoard(table, owner, c.kind, "", boardStack());
      }
    }
    return;
  }
  if (roll < 89) {
    // Now and then the operator collects the house's winnings (bots' staked wins) instead.
    if (player === "p3" && chance(c, 0.5)) {
      w.operators.add("p3");
      if (w.online.has(player)) s.claimHouse(player);
    } else if (w.online.has(player)) s.claimMailbox(player);
    return;
  }
  if (roll < 91) {
    // The next operation that writes crashes somewhere in its writes, or at one of the next
    // writes of the escrow, the mailbox and the ledger (where items move).
    if (chance(c, 0.5)) w.crashAt = w.writes + 1 + randomInt(c.rng, 8);
    else {
      w.crashOnKey = 1 + randomInt(c.rng, 3);
      w.crashPrefixes = ["e/", "m/", "l/"];
    }
    return;
  }
  if (roll < 94) {
    restart(c, false);
    return;
  }
  // Inventory churn outside the game: a player moves items around (never creates or destroys).
  const inv = w.inv(player);
  if (inv.length > 1) inv.reverse();
}

/** A board the run brings in for `player` (crafted, copied or forged): one more in the census. */
function bringBoard(c: Ctx, player: string, meta = ""): void {
  c.world.giveBoard(player, meta);
  c.initial.set(BOARD_ITEM, (c.initial.get(BOARD_ITEM) ?? 0) + 1);
}

/** Ends everything: aborts running matches, refunds paused ones, brings everyone online. */
function settleAll(c: Ctx): void {
  c.world.portFaults = 0;
  c.world.crashAt = -1;
  c.world.crashOnKey = 0;
  c.world.operators.add("p3");
  for (const p of PLAYERS) {
    if (!c.world.online.has(p)) {
      c.world.online.add(p);
      c.service.onPlayerJoin(p);
    }
  }
  for (const [t] of TABLES) if (c.service.info(t)?.matchId) c.service.abortMatch(t, "p3");
  for (const mid of c.service.pausedMatches()) c.service.refundPaused(mid, "p3");
  const left = [...c.world.storage.keys()].filter((k) => k.startsWith("e/"));
  if (left.length > 0) c.violations.push(`escrow left after settling everything: ${left.join(" ")}`);
  checkItems(c, "final");
  // Everyone is online and every lost move redone: once the host has saved, the ledger is empty.
  c.world.advance(Math.ceil((c.world.saveEveryMs + 1) / c.world.gameRate) + 1);
  c.service.tick();
  const kept = [...c.world.storage.keys()].filter((k) => k.startsWith("l/"));
  if (kept.length > 0) c.violations.push(`ledger not emptied after a save: ${kept.join(" ")}`);
  checkItems(c, "after the ledger sweep");
}

export function fuzzRun(seed: number, meanOps = 120): RunResult {
  const rng = createRng(seed);
  // Run lengths vary (a third to three times the mean) so some matches get deep into hands.
  const ops = Math.max(10, Math.floor((meanOps * (1 + randomInt(rng, 8))) / 3));
  const world = new World(seed ^ 0x5bd1e995);
  world.tornWrites = true;
  world.staleHostStore = true;
  // Half the runs save players only every 5 s, like Luanti: crashes then roll inventories back.
  world.saveEveryMs = randomInt(rng, 2) === 0 ? 0 : 5000;
  // Game time, which saves follow, lags the service's clock on a busy server (0.6 to 1 of it).
  world.gameRate = pick({ rng } as Ctx, [1, 0.9, 0.75, 0.6]);
  // The host's inventory port throws now and then, as a real API can (an item it cannot rebuild,
  // an item too large): lists, gives and drops anywhere, and the takes of a stake collection.
  world.portFaults = PORT_FAULTS;
  world.portFaultOn = (what, txId) => what !== "take" || STAKE_TAKE.test(txId);
  const config: Record<string, unknown> = {
    botDelayMs: pick({ rng } as Ctx, [0, 500, 1500]),
    turnSeconds: pick({ rng } as Ctx, [20, 60]),
    warnSeconds: [10],
    graceSeconds: pick({ rng } as Ctx, [10, 120]),
    onTimeout: pick({ rng } as Ctx, ["auto", "forfeit"]),
    onGraceExpiry: pick({ rng } as Ctx, ["pause", "forfeit"]),
    overflow: world.saveEveryMs > 0 ? "mailbox" : pick({ rng } as Ctx, ["mailbox", "drop"]),
    stakesVsBots: pick({ rng } as Ctx, [false, true]),
    botLevels: ["easy", "simple"],
    nextHandSeconds: 5,
  };
  const stats: FuzzStats = { ops, crashes: 0, matchesStarted: 0, wideMatches: 0, unoStarted: 0, windowStates: 0, unoEnded: 0, catches: 0, matchesEnded: 0, pauses: 0, resumes: 0, refusedSnapshots: 0, payouts: 0, escrowed: 0, redone: 0, longestHand: 0, tornWrites: 0, staleStores: 0, portFaults: 0 };
  const c: Ctx = {
    rng,
    world,
    service: undefined as unknown as TableService,
    config,
    initial: new Map(),
    copies: [],
    oldScreens: [],
    ended: new Map(),
    started: new Set(),
    violations: [],
    stats,
    calm: chance({ rng } as Ctx, 0.5),
    kind: "gin_rummy",
    seats: 2,
  };
  // A quarter of the runs (by seed, so the others replay as before) seat 2-4 players at tables of
  // four with the test game, under each absent-player policy.
  if ((seed & 3) === 3) {
    // A quarter of those (bits the runs that once found a bug do not have) play the react game:
    // reaction windows through crashes and restarts.
    c.kind = (seed & 0x30) === 0 ? "react" : "race";
    c.seats = 4;
    config.absentPolicy = ["pause", "forfeit", "bot"][(seed >>> 2) % 3];
  }
  // Another quarter seats 2-4 players at Uno No Mercy tables the same way.
  if ((seed & 3) === 2) {
    c.kind = "uno_no_mercy";
    c.seats = 4;
    config.absentPolicy = ["pause", "forfeit", "bot"][(seed >>> 2) % 3];
  }
  for (const p of PLAYERS) {
    const items: ItemStack[] = [];
    for (const k of KINDS) if (chance(c, 0.7)) items.push({ item: k, count: 1 + randomInt(rng, 64) });
    // Often a full inventory (no free slot), so payouts overflow into the mailbox or the floor.
    world.addPlayer(p, items, Math.max(1, items.length + (chance(c, 0.6) ? 0 : randomInt(rng, 3))));
    addCount(c.initial, items);
  }
  watchWrites(c);
  boot(c);
  for (const [t, o] of TABLES) {
    c.service.createTable(t, o);
    bringBoard(c, o);
    c.service.fitBoard(t, o, c.kind, "", boardStack());
  }
  c.service.sit("T1", 0, "p0");
  c.service.sit("T1", 1, "p1");
  c.service.sit("T2", 0, "p2");
  world.savePlayers();
  for (let i = 0; i < ops && c.violations.length === 0; i++) {
    try {
      if (TRACE) console.log(`step ${i} census ${JSON.stringify([...census(c, false)])} inv ${JSON.stringify(PLAYERS.map((p) => world.inv(p)))}`);
      step(c);
      checkItems(c, `step ${i}`);
      checkSeats(c, `step ${i}`);
    } catch (e) {
      if (!(e instanceof Crash)) {
        c.violations.push(`step ${i}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
        break;
      }
      if (TRACE) console.log("  CRASH at write", world.writes);
      restart(c, true);
    }
  }
  if (c.violations.length === 0) {
    try {
      settleAll(c);
    } catch (e) {
      c.violations.push(`settling: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    }
  }
  stats.matchesStarted = c.started.size;
  stats.tornWrites = world.tornFound;
  stats.staleStores = world.staleRestores;
  stats.portFaults = world.portFaultsThrown;
  return { violations: c.violations, stats };
}

export function fuzz(seed: number, runs: number, ops = 120): { violations: { seed: number; problems: string[] }[]; stats: FuzzStats } {
  const total: FuzzStats = { ops: 0, crashes: 0, matchesStarted: 0, wideMatches: 0, unoStarted: 0, windowStates: 0, unoEnded: 0, catches: 0, matchesEnded: 0, pauses: 0, resumes: 0, refusedSnapshots: 0, payouts: 0, escrowed: 0, redone: 0, longestHand: 0, tornWrites: 0, staleStores: 0, portFaults: 0 };
  const violations: { seed: number; problems: string[] }[] = [];
  for (let r = 0; r < runs; r++) {
    const runSeed = (seed * 1000003 + r) | 0;
    const res = fuzzRun(runSeed, ops);
    for (const k of Object.keys(total) as (keyof FuzzStats)[]) {
      if (k === "longestHand") total[k] = Math.max(total[k], res.stats[k]);
      else total[k] += res.stats[k];
    }
    if (res.violations.length > 0) violations.push({ seed: runSeed, problems: res.violations });
  }
  return { violations, stats: total };
}
