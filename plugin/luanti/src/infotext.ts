/**
 * A table's infotext as lines of Messages (the mod translates them client-side, one string for
 * every viewer): the board and its owner, then one line per seat. During a match each of its
 * seats shows its score ("Ann: 12"), in table order; in the lobby the seated are listed and the
 * free seats counted. One line per seat reads the same for two seats as for four.
 */
import { msg } from "../../../src/i18n/index";
import type { Message } from "../../../src/i18n/types";
import { botName } from "../../../src/screen/build";
import type { PublicTableState, TableInfo } from "../../../src/tables/types";

function seatName(info: TableInfo, seat: number): Message {
  const o = info.seats[seat];
  if (o === undefined) return msg("tables.seat.empty");
  if (o.kind === "player") return msg("tables.seat.player", { name: o.id });
  const levels: string[] = [];
  for (let i = 0; i < info.seatCount; i++) {
    const x = info.seats[i];
    levels.push(x !== undefined && x.kind === "bot" ? x.level : "");
  }
  return botName(levels, seat);
}

/** `game` is the name of the board's game; `pub` the running match's public state, if any. */
export function infotextLines(info: TableInfo, pub: PublicTableState | undefined, game: Message): Message[] {
  if (info.board === "") return [msg("table.infotext.empty", { owner: info.owner })];
  const lines = [msg("table.infotext.board", { game, owner: info.owner })];
  if (pub !== undefined) {
    for (let seat = 0; seat < info.seatCount; seat++) {
      const m = pub.at.indexOf(seat);
      if (m >= 0) lines.push(msg("table.infotext.seat", { name: seatName(info, seat), score: pub.scores[m] ?? 0 }));
    }
    return lines;
  }
  let free = 0;
  for (let seat = 0; seat < info.seatCount; seat++) {
    if (info.seats[seat] === undefined) free++;
    else lines.push(seatName(info, seat));
  }
  if (free > 0) lines.push(msg("table.infotext.free", { count: free }));
  return lines;
}
