/**
 * A host's start-up of the table service, the same everywhere: validate the operator's config,
 * finish what a crash interrupted, then greet the players already online (a reload while they
 * play). Lines for the server log are the operator's, in English.
 */
import type { HostPorts, PlayerId } from "./ports";
import { TableService } from "./service";

/** The running service, or undefined (logged) when the config is refused. */
export function startTables(ports: HostPorts, rawConfig: unknown, online: readonly PlayerId[], log: (line: string) => void): TableService | undefined {
  const made = TableService.create(ports, rawConfig);
  if (!made.ok) {
    log(`game-tables: config ${made.error.field}: ${made.error.reason}`);
    return undefined;
  }
  const r = made.service.recoverAtStartup();
  log(`game-tables: ${r.tables} tables, ${r.settlementsFinished} settlements finished, ${r.refunds} refunds`);
  for (const p of online) made.service.onPlayerJoin(p);
  return made.service;
}
