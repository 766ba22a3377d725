/** Texts shown on things in the world, the same in every host. */
import { msg } from "../i18n/index";
import type { Message } from "../i18n/types";

/** The table's hover text (Luanti infotext, Bedrock name tag) before the table service adds a match line. */
export function tableInfotext(owner: string, boardFitted: boolean): Message {
  return boardFitted ? msg("table.infotext.board", { owner }) : msg("table.infotext.empty", { owner });
}

/** The board item's description: a plain board, or one that carries a paused match. */
export function boardDescription(pausedMatch: boolean): Message {
  return pausedMatch ? msg("item.board.paused") : msg("item.board.name");
}
