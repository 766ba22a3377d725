/**
 * The two stores items pass through on their way to a player: the mailbox (mail-store.ts) and
 * the ledger of moves not yet saved by the host (ledger.ts), which replays into the mailbox; and
 * the one path every item move takes (transfer.ts). Escrow, boards, claims and recovery share them.
 */
import { Ledger } from "./ledger";
import { MailStore } from "./mail-store";
import type { HostPorts } from "../ports";
import { Transfers } from "./transfer";

export interface ItemStores {
  mail: MailStore;
  ledger: Ledger;
  transfers: Transfers;
}

export function itemStores(ports: HostPorts): ItemStores {
  const transfers = new Transfers(ports);
  const mail = new MailStore(ports, transfers);
  return { mail, ledger: new Ledger(ports, mail, transfers), transfers };
}
