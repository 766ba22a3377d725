/**
 * Uno match transcripts shared by Node and the LuaJIT build (tools/luajit/games.ts), compared byte
 * for byte: every move, every hand result, and the stored text of each finished match.
 */
import { unoPresetRules } from "../engine/rules";
import { emptyUnoTally, playUnoMatch, unoMatchSeed } from "./match-play";

export function unoTranscript(levels: readonly string[], seed: number, count: number, preset = "no-mercy"): string[] {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const s = unoMatchSeed(seed, i);
    lines.push(`match ${i} seed ${s} ${levels.join(" ")}`);
    const winner = playUnoMatch(unoPresetRules(preset), s, levels, emptyUnoTally(levels.length), (line) => lines.push(line));
    lines.push(`winner ${winner}`);
  }
  return lines;
}
