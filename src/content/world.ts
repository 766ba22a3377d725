/** Texts shown on things in the world, the same in every host. */
import { msg } from "../i18n/message";
import type { Message } from "../i18n/types";

/** The table's hover text (Luanti infotext, Bedrock name tag) before the table service adds a match line: `game` names the fitted board's game. */
export function tableInfotext(owner: string, game: Message | undefined): Message {
  return game !== undefined ? msg("table.infotext.board", { game, owner }) : msg("table.infotext.empty", { owner });
}

/** The board item's description: a plain board, or one that carries a paused match. */
export function boardDescription(pausedMatch: boolean): Message {
  return pausedMatch ? msg("item.board.paused", { board: msg("item.board.name") }) : msg("item.board.name");
}
