/**
 * Every command's options, read by node:util `parseArgs`, with one clear line for what is wrong:
 * an unknown option, an option without its value, a value given to a flag, a stray argument, a
 * number that is not one. parseArgs runs unstrict with tokens so that a value may start with a
 * dash (`--seed -5`, as seeds may be) and the messages are ours.
 */
import { parseArgs } from "node:util";

export type OptionSpec = Record<string, { type: "string" | "boolean" }>;

export type OptionValues<S extends OptionSpec> = { [K in keyof S]?: S[K]["type"] extends "boolean" ? boolean : string };

export interface ReadArgs<S extends OptionSpec> {
  values: OptionValues<S>;
  positionals: string[];
}

/** The options of `spec` and up to `maxPositionals` other arguments, or why not (one line). */
export function readArgs<S extends OptionSpec>(args: string[], spec: S, maxPositionals = 0): ReadArgs<S> | string {
  const { tokens } = parseArgs({ args, options: spec, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (const t of tokens) {
    if (t.kind === "positional") {
      if (positionals.length >= maxPositionals) return `unexpected argument ${t.value}`;
      positionals.push(t.value);
    } else if (t.kind === "option") {
      const o = Object.prototype.hasOwnProperty.call(spec, t.name) ? spec[t.name] : undefined;
      if (o === undefined) return `unknown option ${t.rawName}`;
      if (o.type === "boolean") {
        if (t.value !== undefined) return `${t.rawName} takes no value`;
        values[t.name] = true;
        continue;
      }
      // Unstrict, parseArgs takes the next argument whatever it is: an option there is a value left
      // out (a value that starts with "--" is given as --name=VALUE).
      if (t.value === undefined || (!t.inlineValue && t.value.startsWith("--"))) return `${t.rawName} needs a value`;
      values[t.name] = t.value;
    }
  }
  return { values: values as OptionValues<S>, positionals };
}

/** An option's value as a whole number (undefined: not given), or why it is not one. */
export function intOption(name: string, value: string | undefined): number | undefined | string {
  if (value === undefined) return undefined;
  const n = Number(value);
  return value.trim() !== "" && Number.isInteger(n) ? n : `--${name} must be an integer`;
}
