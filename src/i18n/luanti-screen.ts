/**
 * Labels only the Luanti game screen draws (the numbers it shares with the Bedrock forms come from
 * bedrock-forms.ts): the deadwood total over the unmatched cards, the stake panel's title and the
 * four-colour deck toggle. Card terms follow the lessons (Restpunkte, puntos sueltos, points morts,
 * pontos soltos, свободные очки) and the pot follows the table buttons (Pot, bote, mise, aposta, банк).
 */
import type { Catalog } from "./types";

export const LUANTI_SCREEN = {
  "screen.deadwood": {
    en: "Deadwood: {points}",
    de: "Restpunkte: {points}",
    es: "Puntos sueltos: {points}",
    fr: "Points morts : {points}",
    pt_BR: "Pontos soltos: {points}",
    ru: "Свободные очки: {points}",
  },
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
  "screen.knock_short": {
    en: "Knock {card}",
    de: "Klopfen {card}",
    es: "Cerrar {card}",
    fr: "Frapper {card}",
    pt_BR: "Bater {card}",
    ru: "Стук {card}",
  },
  "screen.gin_short": { en: "Gin {card}", de: "Gin {card}", es: "Gin {card}", fr: "Gin {card}", pt_BR: "Gin {card}", ru: "Джин {card}" },
  "screen.match_score": {
    en: "Match score: {scores}",
    de: "Spielstand: {scores}",
    es: "Marcador: {scores}",
    fr: "Score de la partie : {scores}",
    pt_BR: "Placar: {scores}",
    ru: "Счёт партии: {scores}",
  },
  // A list of seats' figures, built one seat at a time: "Ann 40", then "{list}, Bob 12".
  "screen.score": { en: "{name} {score}", de: "{name} {score}", es: "{name} {score}", fr: "{name} {score}", pt_BR: "{name} {score}", ru: "{name} {score}" },
  "screen.score_more": {
    en: "{list}, {name} {score}",
    de: "{list}, {name} {score}",
    es: "{list}, {name} {score}",
    fr: "{list}, {name} {score}",
    pt_BR: "{list}, {name} {score}",
    ru: "{list}, {name} {score}",
  },
} satisfies Catalog;
