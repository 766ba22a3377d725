/**
 * `game-tables play` for Uno No Mercy and Gin Rummy of 2–4 players: a whole match at the terminal
 * against bots, played through stdin, with every hand recorded (--record) and the records
 * replaying without an error.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const BIN = resolve(import.meta.dirname, "../../bin/game-tables.mjs");

/** Runs `play`, answering each prompt (the text since the last answer) with `answer(prompt)`. */
function playThrough(args: string[], answer: (prompt: string) => string): Promise<{ out: string; code: number | null }> {
  return new Promise((done) => {
    const child = spawn("node", [BIN, "play", ...args], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    let since = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
      since += chunk;
      if (since.endsWith("> ") || /Press Enter [^\n]*\.$/.test(since)) {
        const reply = answer(since);
        since = "";
        child.stdin.write(reply + "\n");
      }
    });
    child.on("exit", (code) => done({ out, code }));
  });
}

/** A Gin Rummy player at the prompts: pass, draw from the stock, knock with the suggested card when offered, else discard it. */
function ginAnswer(p: string): string {
  const last = p.slice(p.lastIndexOf("\n") + 1);
  if (last.startsWith("Take the upcard")) return "p";
  if (!last.startsWith("Discard")) return "s";
  const card = (/e\.g\. (\w\w)/.exec(last) as RegExpExecArray)[1];
  const knock = last.includes("'k CARD'") && !p.includes("You cannot knock");
  return knock ? `k ${card}` : card;
}

function replayed(file: string): string[] {
  const r = spawnSync("node", [BIN, "replay", file], { encoding: "utf8" });
  expect(r.status).toBe(0);
  return r.stdout.split("\n").filter((l) => l !== "");
}

describe("play beyond two-player Gin Rummy", () => {
  it("Uno No Mercy for four: a whole match, answered by move numbers, every hand recorded", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "play-uno-")), "hands.jsonl");
    const { out, code } = await playThrough(["--game", "uno-no-mercy", "--players", "4", "--level", "simple", "--seed", "7", "--record", file], (p) => (p.includes("Catch?") ? "c" : "1"));
    expect(code).toBe(0);
    expect(out).toMatch(/wins? the match/);
    const results = replayed(file);
    expect(results.length).toBeGreaterThan(0);
    for (const line of results) expect(JSON.parse(line)).toHaveProperty("winner");
  }, 60000);

  it("Gin Rummy for three: a whole match, answered with typed moves, every hand recorded", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "play-gin-")), "hands.jsonl");
    const { out, code } = await playThrough(["--players", "3", "--level", "easy", "--seed", "3", "--record", file], ginAnswer);
    expect(code).toBe(0);
    expect(out).toMatch(/wins? the match/);
    const results = replayed(file);
    expect(results.length).toBeGreaterThan(1);
    for (const line of results) expect(JSON.parse(line)).toHaveProperty("outcome");
  }, 60000);

  it("two-player Gin Rummy records its hands too", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "play-gin2-")), "hands.jsonl");
    const { code } = await playThrough(["--level", "easy", "--seed", "3", "--record", file], ginAnswer);
    expect(code).toBe(0);
    const results = replayed(file);
    expect(results.length).toBeGreaterThan(1);
    for (const line of results) expect(JSON.parse(line)).toHaveProperty("outcome");
  }, 60000);

  it("says what is wrong with its options", () => {
    const r = spawnSync("node", [BIN, "play", "--game", "uno-no-mercy", "--level", "normal"], { encoding: "utf8", input: "" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--level must be one of simple, hard here");
    const nowhere = spawnSync("node", [BIN, "play", "--players", "3", "--record", "/nonexistent-dir/x.jsonl"], { encoding: "utf8", input: "" });
    expect(nowhere.status).toBe(2);
    expect(nowhere.stderr).toContain("--record: cannot write /nonexistent-dir/x.jsonl");
    expect(nowhere.stdout).toBe("");
  });
});
