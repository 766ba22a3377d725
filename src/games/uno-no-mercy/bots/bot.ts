/** A bot plays one seat of Uno No Mercy from what that seat sees. */
import type { UnoAction } from "../engine/types";
import type { UnoView } from "../engine/view";

export interface UnoBot {
  level: string;
  decide(view: UnoView): UnoAction;
}

export const UNO_BOT_LEVELS: readonly string[] = ["simple", "hard"];
