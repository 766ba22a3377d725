/** A card's spoken name as a Message ("Seven of Hearts"), for tooltips and infotext. */
import type { Card } from "./engine/cards";
import type { MessageKey } from "../../i18n/message";
import { msg } from "../../i18n/message";
import type { Message } from "../../i18n/types";

const RANK_KEYS: MessageKey[] = [
  "card.rank.a",
  "card.rank.2",
  "card.rank.3",
  "card.rank.4",
  "card.rank.5",
  "card.rank.6",
  "card.rank.7",
  "card.rank.8",
  "card.rank.9",
  "card.rank.10",
  "card.rank.j",
  "card.rank.q",
  "card.rank.k",
];
const SUIT_KEYS: MessageKey[] = ["card.of.clubs", "card.of.diamonds", "card.of.hearts", "card.of.spades"];

export function cardMessage(card: Card): Message {
  return msg(SUIT_KEYS[Math.floor(card / 13)], { rank: msg(RANK_KEYS[card % 13]) });
}
