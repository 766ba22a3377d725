/** Here to Slay's board item: its name and hint in every language. */
import type { Catalog } from "../../../i18n/types";

export const HTS_BOARD_TEXTS = {
  "item.hts_board.name": {
    en: "Here to Slay Board",
    de: "Here-to-Slay-Brett",
    es: "Tablero de Here to Slay",
    fr: "Plateau de Here to Slay",
    pt_BR: "Tabuleiro de Here to Slay",
    ru: "Доска для Here to Slay",
  },
  "item.hts_board.hint": {
    en: "Fit it into a Small Game Table to play Here to Slay.",
    de: "In einen kleinen Spieltisch einsetzen, um Here to Slay zu spielen.",
    es: "Colócalo en una mesa de juego pequeña para jugar a Here to Slay.",
    fr: "Posez-le sur une petite table de jeu pour jouer à Here to Slay.",
    pt_BR: "Encaixe numa mesa de jogo pequena para jogar Here to Slay.",
    ru: "Положите её на малый игровой стол, чтобы играть в Here to Slay.",
  },
} satisfies Catalog;

// The keys become MessageKeys (src/i18n/areas.ts), with no import of the game there.
declare module "../../../i18n/areas" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the keys in
  interface GameMessageKeys extends Record<keyof typeof HTS_BOARD_TEXTS, true> {}
}
