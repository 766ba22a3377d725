// Uno No Mercy's public surface: the Game object (registered in src/games/registry.ts).
export { unoNoMercy } from "./game";
export type { UnoAction, UnoState } from "./engine/types";
export type { UnoView } from "./engine/view";
