/** One screen button, with the card to draw on it for a card button. */
import type { Message } from "../i18n/types";
import type { Button } from "./model";

export function button(action: string, label: Message, style: Button["style"] = "normal", card?: number): Button {
  return card === undefined ? { action, label, style } : { action, label, style, card };
}
