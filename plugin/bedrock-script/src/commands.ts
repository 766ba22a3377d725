/**
 * The command's work: list | refund <matchId> | reload | claim (config is the host's). Players
 * may claim their mailbox; everything else is for operators and the server console.
 */
import { render, type Lang } from "../../../src/i18n/index";
import type { PlayerId } from "../../../src/tables/ports";
import type { TableService } from "../../../src/tables/service";

export const CONSOLE = "@console";

export interface CommandReply {
  ok: boolean;
  text: string;
}

export interface CommandDeps {
  service: TableService | undefined;
  isOperator(p: PlayerId): boolean;
  lang(p: PlayerId): Lang;
  name(p: PlayerId): string;
  /** Restarts the service from storage and the stored config; false when the config is refused. */
  reload(): boolean;
}

export const USAGE = "usage: /game_tables:gametables list | refund <matchId> | reload | claim | config <field>=<value>";

export function runCommand(d: CommandDeps, actor: PlayerId, action: string, arg: string): CommandReply {
  const lang = d.lang(actor);
  const svc = d.service;
  if (action === "claim") {
    if (svc === undefined || actor === CONSOLE) return { ok: false, text: "game-tables: claim is for players" };
    // The service tells the player what was collected.
    const r = svc.claimMailbox(actor);
    return r.ok ? { ok: true, text: "" } : { ok: false, text: render(lang, r.error) };
  }
  if (!d.isOperator(actor)) return { ok: false, text: render(lang, { key: "tables.error.not_operator" }) };
  if (action === "reload") {
    return d.reload() ? { ok: true, text: "game-tables: config reloaded" } : { ok: false, text: "game-tables: config refused (see the content log); the previous settings stay" };
  }
  if (svc === undefined) return { ok: false, text: "game-tables: not running (config refused)" };
  if (action === "list") {
    const lines: string[] = [];
    for (const id of svc.tableIds()) {
      const info = svc.info(id);
      if (info === undefined) continue;
      const seats = info.seats.map((s) => (s === undefined ? "-" : s.kind === "bot" ? "bot:" + s.level : d.name(s.id))).join(" / ");
      lines.push(`${id} ${info.phase} ${info.board === "" ? "-" : info.board} owner=${d.name(info.owner)} seats=${seats}${info.matchId !== "" ? ` match=${info.matchId}` : ""}`);
    }
    for (const m of svc.pausedMatches()) lines.push(`paused match ${m}`);
    return { ok: true, text: lines.length === 0 ? "game-tables: no tables" : lines.join("\n") };
  }
  if (action === "refund") {
    if (arg === "") return { ok: false, text: USAGE };
    const r = svc.refundPaused(arg, actor);
    return r.ok ? { ok: true, text: `game-tables: match ${arg} refunded` } : { ok: false, text: render(lang, r.error) };
  }
  return { ok: false, text: USAGE };
}
