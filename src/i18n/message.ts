/**
 * `msg(key, params)`: a Message to translate later in each viewer's language. Its own module,
 * importing no catalog, so games can make messages while the catalogs gather the games' texts
 * (src/i18n/catalogs.ts reads src/games/registry.ts) without an import cycle, which Lua forbids.
 */
import type { MessageKey } from "./catalogs";
import type { Message, Params } from "./types";

export function msg(key: MessageKey, params?: Params): Message {
  return params === undefined ? { key } : { key, params };
}
