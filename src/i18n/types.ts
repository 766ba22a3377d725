/**
 * The message-key framework's data types. Catalogs are plain data, one file per area
 * (items, lessons, tables, ..., and each game's i18n.ts), merged in catalogs.ts.
 */

/** Languages the game ships in. Codes follow Luanti (`pt_BR`); Bedrock's names map in bedrock.ts. */
export type Lang = "en" | "de" | "es" | "fr" | "pt_BR" | "ru";

export const LANGS: readonly Lang[] = ["en", "de", "es", "fr", "pt_BR", "ru"];

/** One message in every language. `{name}` marks a placeholder; the same set in every language. */
export interface Texts {
  en: string;
  de: string;
  es: string;
  fr: string;
  pt_BR: string;
  ru: string;
}

/**
 * An area's messages. Keys are lowercase dotted words (`lesson.seats.title`): letters a-z,
 * digits, `_` and `.`. Code refers to a key only as a whole string literal (never built by
 * concatenation), which is what lets the tests find unused keys.
 */
export type Catalog = Record<string, Texts>;

/** A placeholder value: text, a number, or another message translated in the same language. */
export type Param = string | number | Message;
export type Params = Record<string, Param>;

/** A message to translate later, in each viewer's language (screen models carry these). */
export interface Message {
  key: string;
  params?: Params;
}
