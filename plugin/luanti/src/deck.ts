/**
 * Which card faces a player sees: the classic red-and-black deck or the four-colour deck (green
 * clubs, blue diamonds) for colour-blind players. Each player's choice lives in their player meta;
 * without one, the operator's `game_tables.card_deck` applies, which is also what the table top
 * shows everyone (entities look the same to all viewers).
 */
import type { CardDeck } from "./textures";
import { getPlayer } from "./players";

export const DECK_META = "game_tables:deck";

let operatorDeck: CardDeck = "classic";

export function setDefaultDeck(deck: CardDeck): void {
  operatorDeck = deck;
}

export function defaultDeck(): CardDeck {
  return operatorDeck;
}

/** A stored value is honoured only if it names a deck (meta can be edited by other mods). */
function parseDeck(text: string): CardDeck | undefined {
  return text === "four" || text === "classic" ? text : undefined;
}

export function deckOf(player: string): CardDeck {
  const p = getPlayer(player);
  return (p !== undefined ? parseDeck(p.get_meta().get_string(DECK_META)) : undefined) ?? operatorDeck;
}

/** Keeps the player's choice; false when the player is not around to store it. */
export function setDeck(player: string, deck: CardDeck): boolean {
  const p = getPlayer(player);
  if (p === undefined) return false;
  p.get_meta().set_string(DECK_META, deck);
  return true;
}
