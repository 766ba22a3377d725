/**
 * `msg(key, params)`: a Message to translate later in each viewer's language. Its own module,
 * loading no catalog: the catalogs (catalogs.ts) gather the games' texts from src/games/registry.ts,
 * so the games, the table service and the screen model make messages from here without loading
 * any game (an import cycle, which Lua forbids, and the seam test/games/seam.test.ts guards).
 */
import type { MessageKey } from "./areas";
import type { Message, Params } from "./types";

export type { MessageKey } from "./areas";

export function msg(key: MessageKey, params?: Params): Message {
  return params === undefined ? { key } : { key, params };
}
