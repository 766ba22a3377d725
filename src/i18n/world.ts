/** Texts the hosts show in the world: table infotext, seating refusals, a paused board. */
import type { Catalog } from "./types";

export const WORLD = {
  "table.infotext.empty": {
    en: "Small Game Table of {owner}: fit a Gin Rummy Board to play",
    de: "Kleiner Spieltisch von {owner}: ein Gin-Rommé-Brett einsetzen, um zu spielen",
    es: "Mesa de juego pequeña de {owner}: coloca un tablero de gin rummy para jugar",
    fr: "Petite table de jeu de {owner} : posez un plateau de gin-rami pour jouer",
    pt_BR: "Mesa de jogo pequena de {owner}: encaixe um tabuleiro de gin rummy para jogar",
    ru: "Малый игровой стол ({owner}): положите доску для джин рамми, чтобы играть",
  },
  "table.infotext.board": {
    en: "Gin Rummy table of {owner}",
    de: "Gin-Rommé-Tisch von {owner}",
    es: "Mesa de gin rummy de {owner}",
    fr: "Table de gin-rami de {owner}",
    pt_BR: "Mesa de gin rummy de {owner}",
    ru: "Стол для джин рамми ({owner})",
  },
  "item.board.paused": {
    en: "Gin Rummy Board with a paused match",
    de: "Gin-Rommé-Brett mit pausierter Partie",
    es: "Tablero de gin rummy con una partida en pausa",
    fr: "Plateau de gin-rami avec une partie en pause",
    pt_BR: "Tabuleiro de gin rummy com uma partida pausada",
    ru: "Доска для джин рамми с отложенной партией",
  },
  "chair.occupied": {
    en: "Someone is already sitting there.",
    de: "Da sitzt schon jemand.",
    es: "Ya hay alguien sentado ahí.",
    fr: "Quelqu'un est déjà assis là.",
    pt_BR: "Já tem alguém sentado aí.",
    ru: "Это место уже занято.",
  },
  "chair.attached": {
    en: "Stand up first.",
    de: "Steh zuerst auf.",
    es: "Primero levántate.",
    fr: "Levez-vous d'abord.",
    pt_BR: "Levante-se primeiro.",
    ru: "Сначала встаньте.",
  },
  "chair.moving": {
    en: "Stand still to sit down.",
    de: "Bleib stehen, um dich zu setzen.",
    es: "Quédate quieto para sentarte.",
    fr: "Arrêtez-vous pour vous asseoir.",
    pt_BR: "Fique parado para se sentar.",
    ru: "Остановитесь, чтобы сесть.",
  },
  "chair.too_far": {
    en: "Come closer to the chair to sit down.",
    de: "Geh näher an den Stuhl, um dich zu setzen.",
    es: "Acércate a la silla para sentarte.",
    fr: "Approchez-vous de la chaise pour vous asseoir.",
    pt_BR: "Chegue mais perto da cadeira para se sentar.",
    ru: "Подойдите ближе к стулу, чтобы сесть.",
  },
  "chair.unavailable": {
    en: "The chair cannot seat you right now; try again in a moment.",
    de: "Auf dem Stuhl kannst du gerade nicht sitzen; versuch es gleich noch einmal.",
    es: "Ahora no puedes sentarte en la silla; inténtalo de nuevo en un momento.",
    fr: "Impossible de s'asseoir sur cette chaise pour le moment ; réessayez dans un instant.",
    pt_BR: "Não dá para sentar nessa cadeira agora; tente de novo daqui a pouco.",
    ru: "Сейчас на этот стул не сесть; попробуйте ещё раз чуть позже.",
  },
} satisfies Catalog;
