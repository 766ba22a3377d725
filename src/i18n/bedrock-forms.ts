/** Labels the Bedrock forms put on the seats and the turn timer, and the seat entity's name. */
import type { Catalog } from "./types";

export const BEDROCK_FORMS = {
  "panel.time_left": {
    en: "At most {seconds} s left",
    de: "Höchstens noch {seconds} s",
    es: "Quedan como mucho {seconds} s",
    fr: "Encore {seconds} s au plus",
    pt_BR: "Faltam no máximo {seconds} s",
    ru: "Осталось не больше {seconds} с",
  },
  "panel.seat_you": {
    en: "{name} (you): {score}",
    de: "{name} (du): {score}",
    es: "{name} (tú): {score}",
    fr: "{name} (vous) : {score}",
    pt_BR: "{name} (você): {score}",
    ru: "{name} (вы): {score}",
  },
  "panel.seat": {
    en: "{name}: {score}",
    de: "{name}: {score}",
    es: "{name}: {score}",
    fr: "{name} : {score}",
    pt_BR: "{name}: {score}",
    ru: "{name}: {score}",
  },
  "panel.seat_ready": {
    en: "ready",
    de: "bereit",
    es: "listo",
    fr: "prêt",
    pt_BR: "pronto",
    ru: "готов",
  },
  "panel.seat_away": {
    en: "away from the table",
    de: "nicht am Tisch",
    es: "fuera de la mesa",
    fr: "absent de la table",
    pt_BR: "fora da mesa",
    ru: "не за столом",
  },
  "seat.entity.name": {
    en: "Game Chair",
    de: "Spielstuhl",
    es: "Silla de juego",
    fr: "Chaise de jeu",
    pt_BR: "Cadeira de jogo",
    ru: "Игровой стул",
  },
} satisfies Catalog;
