/** Lines that list every seat, for any number of seats: the totals of a match, the names at a table. */
import type { SeatName } from "../games/game";
import { msg } from "../i18n/message";
import type { Message } from "../i18n/types";

/** "Ann: 120 · Bo: 40 · ...": each seat's total, in seat order. */
export function totalsLine(names: readonly SeatName[], totals: readonly number[]): Message {
  let line: Message | undefined = undefined;
  for (let i = 0; i < totals.length; i++) {
    const entry = msg("tables.totals.entry", { name: names[i] ?? "", points: totals[i] });
    line = line === undefined ? entry : msg("tables.totals.join", { a: line, b: entry });
  }
  return line ?? msg("tables.totals.entry", { name: "", points: 0 });
}

/** "Ann, Bo, Cy": the seats' names. */
export function namesLine(names: readonly SeatName[]): Message | string {
  let line: Message | string = "";
  for (let i = 0; i < names.length; i++) line = i === 0 ? names[i] : msg("tables.names.join", { a: line, b: names[i] });
  return line;
}
