/** Texts the hosts show in the world: table infotext, seating refusals, a paused board. */
import type { Catalog } from "./types";

export const WORLD = {
  "table.infotext.empty": {
    en: "Small Game Table of {owner}: fit a board to play",
    de: "Kleiner Spieltisch von {owner}: ein Spielbrett einsetzen, um zu spielen",
    es: "Mesa de juego pequeña de {owner}: coloca un tablero para jugar",
    fr: "Petite table de jeu de {owner} : posez un plateau pour jouer",
    pt_BR: "Mesa de jogo pequena de {owner}: encaixe um tabuleiro para jogar",
    ru: "Малый игровой стол ({owner}): положите доску, чтобы играть",
  },
  "table.infotext.board": {
    en: "{game} table of {owner}",
    de: "{game}-Tisch von {owner}",
    es: "Mesa de {game} de {owner}",
    fr: "Table de {game} de {owner}",
    pt_BR: "Mesa de {game} de {owner}",
    ru: "Стол «{game}» ({owner})",
  },
  "item.board.paused": {
    en: "{board} with a paused match",
    de: "{board} mit pausierter Partie",
    es: "{board} con una partida en pausa",
    fr: "{board} avec une partie en pause",
    pt_BR: "{board} com uma partida pausada",
    ru: "{board} с отложенной партией",
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
  "chair.too_far": {
    en: "Come closer to the chair to sit down.",
    de: "Geh näher an den Stuhl, um dich zu setzen.",
    es: "Acércate a la silla para sentarte.",
    fr: "Approchez-vous de la chaise pour vous asseoir.",
    pt_BR: "Chegue mais perto da cadeira para se sentar.",
    ru: "Подойдите ближе к стулу, чтобы сесть.",
  },
  "table.too_far": {
    en: "Come closer to the table or chair to use it.",
    de: "Geh näher an den Tisch oder Stuhl, um ihn zu benutzen.",
    es: "Acércate a la mesa o la silla para usarla.",
    fr: "Approchez-vous de la table ou de la chaise pour l'utiliser.",
    pt_BR: "Chegue mais perto da mesa ou da cadeira para usá-la.",
    ru: "Подойдите ближе к столу или стулу, чтобы воспользоваться им.",
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
