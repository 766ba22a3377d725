/**
 * The card art sets the screen parts name (CardZone.deck), gathered from the registered games
 * (Game.presentation: decks, colours): what a host needs of each face (texture, form image,
 * spoken name, short name) and the pile colours. The renderers look decks up here and never ask
 * for a game.
 */
import type { DeckArt } from "../games/game";
import { GAMES } from "../games/registry";
import { CARD_BACK, UI_TEXTURES } from "./textures";

export type { DeckArt } from "../games/game";

function gather<T>(pick: (game: (typeof GAMES)[number]) => Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const game of GAMES) {
    const own = pick(game);
    for (const id in own) out[id] = own[id];
  }
  return out;
}

export const DECKS: Record<string, DeckArt> = gather((g) => g.presentation.decks);

/** A deck no game registered: faces by number, on the blank card (never a crash on a screen). */
const UNKNOWN: DeckArt = {
  texture: () => UI_TEXTURES.slot,
  formImage: () => "textures/game_tables/cards/game_tables_card_back",
  name: (face) => ({ key: "card.face", params: { face } }),
  short: (face) => "#" + face,
  back: CARD_BACK,
};

export function deckArt(deck: string): DeckArt {
  return DECKS[deck] ?? UNKNOWN;
}

/** Pile colours (CardZone.colour) as hosts paint them, every game's. */
export const COLOURS: Record<string, string> = gather((g) => g.presentation.colours);
