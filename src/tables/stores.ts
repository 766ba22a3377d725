/**
 * The two stores items pass through on their way to a player: the mailbox (mail-store.ts) and
 * the ledger of moves not yet saved by the host (ledger.ts), which replays into the mailbox.
 * Escrow, boards, claims and recovery share one pair.
 */
import { Ledger } from "./ledger";
import { MailStore } from "./mail-store";
import type { HostPorts } from "./ports";

export interface ItemStores {
  mail: MailStore;
  ledger: Ledger;
}

export function itemStores(ports: HostPorts): ItemStores {
  const mail = new MailStore(ports);
  return { mail, ledger: new Ledger(ports, mail) };
}
