// Uno No Mercy's public surface: the Game object (registered by the lead in src/games/registry.ts later).
export { unoNoMercy } from "./game";
export type { UnoAction, UnoState } from "./engine/types";
export type { UnoView } from "./engine/view";
