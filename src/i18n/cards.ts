/** A card any deck can fall back on: its face number (an unknown deck or face). A game's card names are its own (its i18n.ts). */
import type { Catalog } from "./types";

export const CARDS = {
  "card.face": { en: "Card {face}", de: "Karte {face}", es: "Carta {face}", fr: "Carte {face}", pt_BR: "Carta {face}", ru: "Карта {face}" },
} satisfies Catalog;
