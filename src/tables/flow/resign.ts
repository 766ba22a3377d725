/**
 * What resigning does, decided once for the match and its confirmation (so the words always
 * match the behaviour): in a match of two the other seat wins; with more, the seat leaves and the
 * others play on, unless that leaves one seat, or only bots: then the match ends at once and the
 * seat still in with the best score so far wins (the first of them on a tie).
 */
import type { AnyRules } from "../../games/game";
import type { TableRecord } from "../persistence/records";

export interface ResignOutcome {
  /** The match seat that wins if `ms` resigns now, or -1 when the others play on. */
  winner: number;
  /** The match ends only because no player but bots would be left in it. */
  botsOnly: boolean;
}

export function resignOutcome(rec: TableRecord, rules: AnyRules, ms: number): ResignOutcome {
  const m = rec.match;
  if (m === undefined) return { winner: -1, botsOnly: false };
  const scores = rules.scores(m.state);
  let best = -1;
  let inCount = 0;
  let humans = 0;
  for (let i = 0; i < m.at.length; i++) {
    if (i === ms || m.out[i]) continue;
    inCount++;
    if (rec.seats[m.at[i]].bot === "") humans++;
    if (best < 0 || (scores[i] ?? 0) > (scores[best] ?? 0)) best = i;
  }
  if (best < 0) return { winner: ms === 0 ? 1 : 0, botsOnly: false };
  if (inCount === 1) return { winner: best, botsOnly: false };
  if (humans === 0) return { winner: best, botsOnly: true };
  return { winner: -1, botsOnly: false };
}
