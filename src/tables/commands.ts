/**
 * The `/gametables` command, once for every host: the grammar (a line into a typed command),
 * who may run each verb, and running it on the table service. Replies are Messages the host
 * renders in the actor's language (the console's: English). Hosts give what only they can do
 * through CommandHost; a verb the host does not offer answers so.
 *
 *   /gametables help                      everyone
 *   /gametables claim                     a player: collect what waits in the mailbox
 *   /gametables stand                     a player: get up from a chair (hosts that seat)
 *   /gametables use <x> <y> <z>           a player: use the table or chair there (bdsx)
 *   /gametables list                      operators: tables and paused matches
 *   /gametables refund <match id>         operators: refund a paused match's stakes
 *   /gametables abort <table id>          operators: end a table's match, stakes refunded
 *   /gametables house                     operators: the house's winnings (bots' staked wins)
 *   /gametables house claim               an operator player: collect them like a mailbox
 *   /gametables reload                    operators: restart the tables from the stored config
 *   /gametables config <field>=<value>    operators: change one setting (hosts without files)
 */
import { msg } from "../i18n/message";
import type { MessageKey } from "../i18n/message";
import type { Message } from "../i18n/types";
import { HOUSE } from "./items/mail-store";
import type { PlayerId, TableId } from "./ports";
import type { TableService } from "./service";
import { totalItems } from "./items/stacks";

/** The actor id of the server console (an operator without a body or an inventory). */
export const CONSOLE = "@console";

export type Command =
  | { verb: "help" }
  | { verb: "claim" }
  | { verb: "stand" }
  | { verb: "use"; x: number; y: number; z: number }
  | { verb: "list" }
  | { verb: "refund"; matchId: string }
  | { verb: "abort"; tableId: TableId }
  | { verb: "house"; claim: boolean }
  | { verb: "reload" }
  | { verb: "config"; setting: string };

export type Verb = Command["verb"];

export interface CommandReply {
  ok: boolean;
  lines: Message[];
}

/** What the host does for the command; the optional verbs are the host's own. */
export interface CommandHost {
  /** Undefined while the tables are not running (a refused config). */
  service(): TableService | undefined;
  /** Server operators (Luanti: the game_tables_admin privilege); the console always is one. */
  isOperator(actor: PlayerId): boolean;
  /** A player's display name for the list. */
  name(player: PlayerId): string;
  /** Restarts the service from storage and the stored config; false when the config is refused. */
  reload?(): boolean;
  stand?(actor: PlayerId): CommandReply;
  use?(actor: PlayerId, x: number, y: number, z: number): CommandReply;
  config?(actor: PlayerId, setting: string): CommandReply;
}

type Who = "anyone" | "player" | "operator";

interface VerbInfo {
  verb: Verb;
  who: Who;
  /** Its words after /gametables, as the help shows them. */
  usage: string;
  help: MessageKey;
}

/** The grammar as data: order is the order of the help. */
const VERBS: VerbInfo[] = [
  { verb: "help", who: "anyone", usage: "help", help: "tables.cmd.help.help" },
  { verb: "claim", who: "player", usage: "claim", help: "tables.cmd.help.claim" },
  { verb: "stand", who: "player", usage: "stand", help: "tables.cmd.help.stand" },
  { verb: "use", who: "player", usage: "use <x> <y> <z>", help: "tables.cmd.help.use" },
  { verb: "list", who: "operator", usage: "list", help: "tables.cmd.help.list" },
  { verb: "refund", who: "operator", usage: "refund <match id>", help: "tables.cmd.help.refund" },
  { verb: "abort", who: "operator", usage: "abort <table id>", help: "tables.cmd.help.abort" },
  { verb: "house", who: "operator", usage: "house [claim]", help: "tables.cmd.help.house" },
  { verb: "reload", who: "operator", usage: "reload", help: "tables.cmd.help.reload" },
  { verb: "config", who: "operator", usage: "config <field>=<value> | config <json object>", help: "tables.cmd.help.config" },
];

/** Other words for a verb (an empty line is help). */
const ALIASES: [string, Verb][] = [
  ["", "help"],
  ["?", "help"],
  ["mail", "claim"],
  ["mailbox", "claim"],
];

/** Every word that starts a command, for hosts that declare them (Bedrock command enums). */
export function commandWords(): string[] {
  const out: string[] = [];
  for (const v of VERBS) out.push(v.verb);
  for (const [alias] of ALIASES) if (alias !== "" && alias !== "?") out.push(alias);
  return out;
}

function verbOf(word: string): Verb | undefined {
  for (const [alias, verb] of ALIASES) if (alias === word) return verb;
  for (const v of VERBS) if (v.verb === word) return v.verb;
  return undefined;
}

function info(verb: Verb): VerbInfo {
  for (const v of VERBS) if (v.verb === verb) return v;
  return VERBS[0];
}

function words(line: string): string[] {
  const out: string[] = [];
  let word = "";
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    // Quotes group nothing: a Bedrock client sends `use "<x> <y> <z>"` as one quoted argument.
    if (ch === " " || ch === "\t" || ch === '"') {
      if (word !== "") out.push(word);
      word = "";
    } else word += ch;
  }
  if (word !== "") out.push(word);
  return out;
}

/** The line after its first word, without the spaces around it. */
function afterFirstWord(line: string): string {
  let i = 0;
  while (i < line.length && line.charAt(i) === " ") i++;
  while (i < line.length && line.charAt(i) !== " ") i++;
  let j = line.length;
  while (j > i && line.charAt(j - 1) === " ") j--;
  while (i < j && line.charAt(i) === " ") i++;
  return line.substring(i, j);
}

/** A whole number of at most 9 digits (block coordinates), else undefined. */
function int(w: string | undefined): number | undefined {
  if (w === undefined) return undefined;
  const neg = w.charAt(0) === "-";
  const digits = neg ? w.substring(1) : w;
  if (digits.length === 0 || digits.length > 9) return undefined;
  let n = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    n = n * 10 + d;
  }
  return neg ? -n : n;
}

function usage(verb: Verb): { ok: false; error: Message } {
  return { ok: false, error: msg("tables.cmd.usage", { usage: "/gametables " + info(verb).usage }) };
}

/** A command line (the words after /gametables) into a command, or the message saying what is wrong. */
export function parseCommand(line: string): { ok: true; command: Command } | { ok: false; error: Message } {
  const w = words(line);
  const first = w.length === 0 ? "" : w[0].toLowerCase();
  const verb = verbOf(first);
  if (verb === undefined) return { ok: false, error: msg("tables.cmd.unknown", { verb: first }) };
  const rest = w.slice(1);
  const ok = (command: Command): { ok: true; command: Command } => ({ ok: true, command });
  switch (verb) {
    case "help":
    case "claim":
    case "stand":
    case "list":
    case "reload":
      return rest.length === 0 || verb === "help" ? ok({ verb } as Command) : usage(verb);
    case "use": {
      const x = int(rest[0]);
      const y = int(rest[1]);
      const z = int(rest[2]);
      return rest.length === 3 && x !== undefined && y !== undefined && z !== undefined ? ok({ verb, x, y, z }) : usage(verb);
    }
    case "refund":
      return rest.length === 1 ? ok({ verb, matchId: rest[0] }) : usage(verb);
    case "abort":
      return rest.length >= 1 ? ok({ verb, tableId: rest.join(" ") }) : usage(verb);
    case "house":
      if (rest.length === 0) return ok({ verb, claim: false });
      return rest.length === 1 && rest[0].toLowerCase() === "claim" ? ok({ verb, claim: true }) : usage(verb);
    case "config": {
      // The setting as typed (a JSON object keeps its quotes).
      const setting = afterFirstWord(line);
      return setting !== "" ? ok({ verb, setting }) : usage(verb);
    }
  }
}

function offered(host: CommandHost, verb: Verb): boolean {
  if (verb === "reload") return host.reload !== undefined;
  if (verb === "stand") return host.stand !== undefined;
  if (verb === "use") return host.use !== undefined;
  if (verb === "config") return host.config !== undefined;
  return true;
}

const done = (lines: Message[] = []): CommandReply => ({ ok: true, lines });
const fail = (error: Message): CommandReply => ({ ok: false, lines: [error] });

/** Parses and runs a command line for `actor` (CONSOLE for the server console). */
export function runCommandLine(host: CommandHost, actor: PlayerId, line: string): CommandReply {
  const parsed = parseCommand(line);
  return parsed.ok ? runCommand(host, actor, parsed.command) : fail(parsed.error);
}

/** Checks who may run it, then runs it. */
export function runCommand(host: CommandHost, actor: PlayerId, command: Command): CommandReply {
  const v = info(command.verb);
  if (!offered(host, command.verb)) return fail(msg("tables.cmd.not_here", { usage: "/gametables " + v.usage }));
  const atConsole = actor === CONSOLE;
  const operator = atConsole || host.isOperator(actor);
  if (v.who === "operator" && !operator) return fail(msg("tables.error.not_operator"));
  if (v.who === "player" && atConsole) return fail(msg("tables.cmd.players_only"));
  if (command.verb === "help") return done(helpLines(operator));
  if (command.verb === "reload" && host.reload !== undefined) return host.reload() ? done([msg("tables.cmd.reloaded")]) : fail(msg("tables.cmd.reload_refused"));
  if (command.verb === "stand" && host.stand !== undefined) return host.stand(actor);
  if (command.verb === "use" && host.use !== undefined) return host.use(actor, command.x, command.y, command.z);
  if (command.verb === "config" && host.config !== undefined) return host.config(actor, command.setting);
  const svc = host.service();
  if (svc === undefined) return fail(msg("tables.cmd.not_running"));
  switch (command.verb) {
    case "claim": {
      // The service tells the player what was collected.
      const r = svc.claimMailbox(actor);
      return r.ok ? done() : fail(r.error);
    }
    case "list":
      return done(listLines(host, svc));
    case "refund": {
      const r = svc.refundPaused(command.matchId, actor);
      return r.ok ? done([msg("tables.cmd.refunded", { match: command.matchId })]) : fail(r.error);
    }
    case "abort": {
      const r = svc.abortMatch(command.tableId, actor);
      return r.ok ? done([msg("tables.cmd.aborted", { table: command.tableId })]) : fail(r.error);
    }
    case "house": {
      if (!command.claim) return done(houseLines(svc));
      if (atConsole) return fail(msg("tables.cmd.players_only"));
      // Into the operator's mailbox, then the mailbox claim tells what was collected.
      const r = svc.claimHouse(actor);
      return r.ok ? done() : fail(r.error);
    }
    default:
      return fail(msg("tables.cmd.not_here", { usage: "/gametables " + v.usage }));
  }
}

function helpLines(operator: boolean): Message[] {
  const out: Message[] = [];
  for (const v of VERBS) {
    if (v.who === "operator" && !operator) continue;
    out.push(msg("tables.cmd.help.line", { usage: "/gametables " + v.usage, what: msg(v.help) }));
  }
  return out;
}

function listLines(host: CommandHost, svc: TableService): Message[] {
  const out: Message[] = [];
  for (const id of svc.tableIds()) {
    const t = svc.info(id);
    if (t === undefined) continue;
    const seats: string[] = [];
    for (let i = 0; i < t.seatCount; i++) {
      const s = t.seats[i];
      seats.push(s === undefined ? "-" : s.kind === "bot" ? "bot:" + s.level : host.name(s.id));
    }
    out.push(
      msg("tables.cmd.table", {
        table: id,
        phase: t.phase,
        board: t.board === "" ? "-" : t.board,
        owner: host.name(t.owner),
        seats: seats.join(" / "),
        match: t.matchId === "" ? "-" : t.matchId,
      }),
    );
  }
  for (const m of svc.pausedMatches()) out.push(msg("tables.cmd.paused", { match: m }));
  return out.length === 0 ? [msg("tables.cmd.no_tables")] : out;
}

function houseLines(svc: TableService): Message[] {
  const stacks = svc.mailbox(HOUSE);
  const out: Message[] = [msg("tables.cmd.house", { count: totalItems(stacks) })];
  for (const s of stacks) out.push(msg("tables.cmd.stack", { count: s.count, item: s.item }));
  return out;
}
