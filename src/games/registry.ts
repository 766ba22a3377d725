/**
 * Every board game this build offers, keyed by the board kind items and records carry. Hosts pass
 * the list to the table service (HostPorts.games); src/tables never imports a game itself. A game
 * brings its texts, card art and board item along (Game.presentation: messages, decks, board):
 * src/i18n and src/content gather them from here. The first game is the default: records written
 * before boards had other kinds are its.
 */
import type { AnyGame } from "./game";
import { ginRummy } from "./gin-rummy/game";
import { unoNoMercy } from "./uno-no-mercy/game";
import { hereToSlay } from "./here-to-slay/game";

export const GAMES: readonly AnyGame[] = [ginRummy, unoNoMercy, hereToSlay];

/** The kind of a plain board item that carries none (every board before boards had kinds). */
export const DEFAULT_BOARD_KIND: string = GAMES[0].kind;
