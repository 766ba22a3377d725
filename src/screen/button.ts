/** One screen button, and a card button that shows its card (a face of a deck) as the button. */
import type { Message } from "../i18n/types";
import type { Button } from "./model";

export function button(action: string, label: Message, style: Button["style"] = "normal"): Button {
  return { action, label, style };
}

export function cardButton(action: string, label: Message, style: Button["style"], deck: string, card: number, short?: Message): Button {
  const b: Button = { action, label, style, card, deck };
  if (short !== undefined) b.short = short;
  return b;
}
