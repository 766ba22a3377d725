/**
 * Every storage key the table service writes, in one place. The strings are stored on servers:
 * never change one (test/tables/keys.test.ts pins them); a new kind of record takes a new prefix.
 *
 *   t/<table>        table record (records.ts)        p/<match>       paused match (boards.ts)
 *   e/<match>        escrow record (escrow.ts)        m/<player>/<id> mailbox entry (mail-store.ts)
 *   l/<player>/<tx>  ledger move (ledger.ts)          s/secret, s/server, s/run  identity (recovery.ts)
 *
 * Player and table ids are escaped ("/" and "%") so a key splits at its slashes; match ids are
 * made by the service and never hold one.
 */
import type { PlayerId, TableId } from "../ports";

export const TABLE_PREFIX = "t/";
export const PAUSE_PREFIX = "p/";
export const ESCROW_PREFIX = "e/";
export const MAIL_PREFIX = "m/";
export const LEDGER_PREFIX = "l/";
export const SECRET_KEY = "s/secret";
export const SERVER_KEY = "s/server";
export const RUN_KEY = "s/run";

export function escapeKey(s: string): string {
  // Most ids need no escaping: answer those without building a new string.
  if (s.indexOf("/") < 0 && s.indexOf("%") < 0) return s;
  const parts: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    parts.push(ch === "/" ? "%2F" : ch === "%" ? "%25" : ch);
  }
  return parts.join("");
}

export function unescapeKey(s: string): string {
  let out = "";
  let i = 0;
  while (i < s.length) {
    if (s.substring(i, i + 3) === "%2F") {
      out += "/";
      i += 3;
    } else if (s.substring(i, i + 3) === "%25") {
      out += "%";
      i += 3;
    } else {
      out += s.charAt(i);
      i++;
    }
  }
  return out;
}

export function tableKey(tableId: TableId): string {
  return TABLE_PREFIX + escapeKey(tableId);
}

export function pauseKey(matchId: string): string {
  return PAUSE_PREFIX + matchId;
}

export function escrowKey(matchId: string): string {
  return ESCROW_PREFIX + matchId;
}

/** `m/<player>/`: every mailbox entry of the player starts with it. */
export function mailPrefix(player: PlayerId): string {
  return MAIL_PREFIX + escapeKey(player) + "/";
}

export function mailKey(player: PlayerId, id: string): string {
  return mailPrefix(player) + id;
}

/** `l/<player>/`: every ledger move of the player starts with it. */
export function ledgerPrefix(player: PlayerId): string {
  return LEDGER_PREFIX + escapeKey(player) + "/";
}

export function ledgerKey(player: PlayerId, txId: string): string {
  return ledgerPrefix(player) + txId;
}

/** Splits `l/<player>/<txId>` into [unescaped player, txId]; transfer ids may hold anything after the player. */
export function splitLedgerKey(key: string): [PlayerId, string] | undefined {
  const rest = key.substring(LEDGER_PREFIX.length);
  const slash = rest.indexOf("/");
  return slash <= 0 ? undefined : [unescapeKey(rest.substring(0, slash)), rest.substring(slash + 1)];
}
