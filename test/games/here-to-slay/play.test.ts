/**
 * `game-tables play --game here-to-slay` (the CLI side's `play`): a whole match at the terminal,
 * the person in seat 0 answering by number, every move said in words, the match recorded
 * (--record) and the record replaying to the match's result.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Terminal } from "../../../src/cli/terminal";
import { GAME_CLI } from "../../../src/games/here-to-slay/cli/index";
import { HTS_RECORDS } from "../../../src/games/here-to-slay/records";
import { parseJson } from "../../../src/util/json";

let out: string[] = [];
beforeEach(() => {
  out = [];
  vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => void out.push(parts.join(" ")));
});
afterEach(() => vi.restoreAllMocks());

/** A person at the terminal who answers `pick(count)` to every question, or stops after `stopAfter` answers. */
function person(pick: (count: number, asked: number) => string, stopAfter = Infinity): Terminal & { asked: number } {
  const t = {
    asked: 0,
    ask(question: string) {
      // The moves listed just before the question: "  N) ...".
      let count = 0;
      for (let i = out.length - 1; i >= 0 && out[i].startsWith("  "); i--) count += out[i].split("\n").length;
      out.push(question);
      t.asked++;
      return Promise.resolve(t.asked > stopAfter ? undefined : pick(count, t.asked));
    },
    close: () => undefined,
  };
  return t;
}

describe("Here to Slay at the terminal", () => {
  it("plays a whole 3-seat match answered by number, recorded, and the record replays to its result", async () => {
    const record = join(mkdtempSync(join(tmpdir(), "hts-play-")), "match.jsonl");
    const play = GAME_CLI.play;
    expect(play?.level).toBe("hard");
    // The first move listed, except "end your turn" while there are others (it is listed last).
    const term = person((count, asked) => (asked === 2 ? "x" : String(count > 1 ? 1 : count)));
    const code = await play!.run({ game: "here_to_slay", players: 3, level: "simple", seed: "7", preset: "standard", record }, term);
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toContain("Here to Slay: you against 2 simple bots. Seed 7.");
    expect(text).toContain("Type a number from 1 to");
    expect(text).toMatch(/You: took .* as leader/);
    expect(text).toMatch(/Bot [12]: /);
    expect(text).toMatch(/Monsters slain: You \d, Bot 1 \d, Bot 2 \d\./);
    const lines = readFileSync(record, "utf8").split("\n").filter((l) => l !== "");
    expect(lines.length).toBe(1);
    const parsed = parseJson(lines[0]);
    if (!parsed.ok) throw new Error(parsed.error);
    const result = JSON.parse(HTS_RECORDS.replay(parsed.value, lines[0])) as { winner: number | null; end: string };
    expect(["monsters", "classes", "limit"]).toContain(result.end);
    expect(text).toContain(result.winner === 0 ? "You win!" : result.winner === null ? "No one wins." : `Bot ${result.winner} wins.`);
  });

  it("stops cleanly when the input ends, exit code 0, nothing recorded", async () => {
    const record = join(mkdtempSync(join(tmpdir(), "hts-play-")), "match.jsonl");
    const code = await GAME_CLI.play!.run({ game: "here_to_slay", players: 2, level: "easy", seed: "x", preset: "standard", record }, person(() => "1", 3));
    expect(code).toBe(0);
    expect(() => readFileSync(record, "utf8")).toThrow();
  });
});
