/** The mailbox: items that did not fit (payouts, refunds) wait here until their player claims them. */
import { msg } from "../../i18n/message";
import type { TableContext } from "../context";
import type { PlayerId } from "../ports";
import type { Outcome } from "../types";

export class Mailbox {
  constructor(private readonly ctx: TableContext) {}

  /** Delivers waiting items as far as the inventory has room; tells the player what is left. */
  claim(player: PlayerId): Outcome {
    const [delivered, left] = this.ctx.mail.claim(player, this.ctx.ledger);
    this.ctx.ports.messages.tell(player, msg("tables.mail.claimed", { count: delivered, left }));
    return { ok: true };
  }

  /** Operators: the house's winnings (bot matches with stakes) into the operator's mailbox. */
  claimHouse(operator: PlayerId): Outcome {
    if (!this.ctx.ports.players.isOperator(operator)) return this.ctx.refuse(operator, msg("tables.error.not_operator"));
    this.ctx.mail.moveHouseTo(operator);
    return this.claim(operator);
  }
}
