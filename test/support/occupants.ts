/** Seat occupants as short text for assertions: "" empty, "bot:<level>", else the player id. */
import type { TableInfo } from "../../src/tables/types";

export function seatTexts(info: TableInfo | undefined): string[] {
  if (info === undefined) return [];
  return info.seats.map((o) => (o === undefined ? "" : o.kind === "bot" ? "bot:" + o.level : o.id));
}
