/**
 * Labels only the Luanti game screen draws (the numbers it shares with the Bedrock forms come from
 * bedrock-forms.ts): the stake panel's title and the four-colour deck toggle. The pot follows the
 * table buttons (Pot, bote, mise, aposta, банк).
 */
import type { Catalog } from "./types";

export const LUANTI_SCREEN = {
  "screen.stakes": {
    en: "The pot",
    de: "Der Pot",
    es: "El bote",
    fr: "La mise",
    pt_BR: "A aposta",
    ru: "Банк",
  },
  "screen.rules": { en: "Rules", de: "Regeln", es: "Reglas", fr: "Règles", pt_BR: "Regras", ru: "Правила" },
  "screen.deck_four": {
    en: "Four-colour deck",
    de: "Vierfarbiges Blatt",
    es: "Baraja de cuatro colores",
    fr: "Jeu à quatre couleurs",
    pt_BR: "Baralho de quatro cores",
    ru: "Четырёхцветная колода",
  },
  "screen.deck_four_tip": {
    en: "Each suit in its own colour: green clubs, blue diamonds, red hearts, black spades.",
    de: "Jede Farbe in ihrem eigenen Ton: Kreuz grün, Karo blau, Herz rot, Pik schwarz.",
    es: "Cada palo con su propio color: tréboles verdes, diamantes azules, corazones rojos y picas negras.",
    fr: "Chaque enseigne a sa couleur : trèfles verts, carreaux bleus, cœurs rouges, piques noirs.",
    pt_BR: "Cada naipe com sua própria cor: paus verdes, ouros azuis, copas vermelhas e espadas pretas.",
    ru: "У каждой масти свой цвет: трефы зелёные, бубны синие, червы красные, пики чёрные.",
  },
  // A list of seats' figures, built one seat at a time: "Ann 40", then "{list}, Bob 12".
} satisfies Catalog;
