/** Why a player could not sit on a chair, and the message each host shows for it. */
import type { MessageKey } from "../i18n/catalogs";

export type SitRefusal = "occupied" | "attached" | "moving" | "too_far";

export const SIT_REFUSAL_MESSAGES: Record<SitRefusal, MessageKey> = {
  occupied: "chair.occupied",
  attached: "chair.attached",
  moving: "chair.moving",
  too_far: "chair.too_far",
};
