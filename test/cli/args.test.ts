/**
 * Every command reads its options through node:util parseArgs (src/cli/args.ts) and says in one
 * line what is wrong: an unknown option, a missing value, a value that is not a number, a stray
 * argument. Checked here in-process; test/cli/options.test.ts runs the commands themselves.
 */
import { describe, expect, it } from "vitest";
import { intOption, readArgs } from "../../src/cli/args";
import { parseArenaArgs } from "../../src/cli/arena";
import { serveSession } from "../../src/cli/bot-serve";
import { parsePlayArgs } from "../../src/cli/play";
import { parseReplayArgs } from "../../src/cli/replay";

const SPEC = { seed: { type: "string" }, json: { type: "boolean" } } as const;

describe("readArgs", () => {
  it("reads options, flags and up to the allowed arguments", () => {
    expect(readArgs(["--seed", "5", "--json", "file"], SPEC, 1)).toEqual({ values: { seed: "5", json: true }, positionals: ["file"] });
    expect(readArgs(["--seed=7"], SPEC)).toEqual({ values: { seed: "7" }, positionals: [] });
    // A value may start with one dash: seeds may be negative.
    expect(readArgs(["--seed", "-5"], SPEC)).toEqual({ values: { seed: "-5" }, positionals: [] });
    expect(readArgs(["--seed=--x"], SPEC)).toEqual({ values: { seed: "--x" }, positionals: [] });
  });

  it("says what is wrong in one line", () => {
    expect(readArgs(["--bogus", "1"], SPEC)).toBe("unknown option --bogus");
    expect(readArgs(["-s"], SPEC)).toBe("unknown option -s");
    expect(readArgs(["--seed"], SPEC)).toBe("--seed needs a value");
    expect(readArgs(["--seed", "--json"], SPEC)).toBe("--seed needs a value");
    expect(readArgs(["--json=yes"], SPEC)).toBe("--json takes no value");
    expect(readArgs(["stray"], SPEC)).toBe("unexpected argument stray");
    expect(readArgs(["a", "b"], SPEC, 1)).toBe("unexpected argument b");
    expect(intOption("matches", "x")).toBe("--matches must be an integer");
    expect(intOption("matches", "1.5")).toBe("--matches must be an integer");
    expect(intOption("matches", "")).toBe("--matches must be an integer");
    expect(intOption("seed", "-12")).toBe(-12);
    expect(intOption("seed", undefined)).toBeUndefined();
  });
});

describe("each command's options", () => {
  it("arena", () => {
    expect(parseArenaArgs(["--bogus"])).toBe("unknown option --bogus");
    expect(parseArenaArgs(["--matches"])).toBe("--matches needs a value");
    expect(parseArenaArgs(["--matches", "many"])).toBe("--matches must be an integer");
    expect(parseArenaArgs(["--seed", "1e"])).toBe("--seed must be an integer");
    expect(parseArenaArgs(["--json=1"])).toBe("--json takes no value");
    expect(parseArenaArgs(["--game", "chess"])).toBe("--game must be gin-rummy, uno-no-mercy or here-to-slay");
    expect(parseArenaArgs(["--a", "normal", "--b", "easy", "--seed", "-3", "--json"])).toMatchObject({ game: "gin_rummy", seed: -3, json: true, players: 2 });
  });

  it("play", () => {
    expect(parsePlayArgs(["--bogus", "1"])).toBe("unknown option --bogus");
    expect(parsePlayArgs(["--seed"])).toBe("--seed needs a value");
    expect(parsePlayArgs(["--players", "two"])).toBe("--players must be 2, 3 or 4");
    expect(parsePlayArgs(["--game", "chess"])).toBe("--game must be gin-rummy, uno-no-mercy or here-to-slay");
    expect(parsePlayArgs(["--game", "uno-no-mercy", "--level", "normal"])).toBe("--level must be one of simple, hard here");
    expect(parsePlayArgs(["--players", "3", "--level", "hard"])).toBe("--level must be one of easy, simple, normal here");
    expect(parsePlayArgs(["--preset", "bogus"])).toMatch(/^--preset must be one of house, classic, /);
    expect(parsePlayArgs(["--rules", "classic"])).toBe("unknown option --rules");
    const ok = parsePlayArgs(["--game", "uno_no_mercy", "--players", "4", "--seed", "9"]);
    expect(typeof ok === "string" ? ok : ok.options).toEqual({ game: "uno_no_mercy", players: 4, level: "hard", seed: "9", preset: "no-mercy", record: "" });
  });

  it("bot serve", () => {
    const log = (): void => undefined;
    expect(serveSession(["--bogus", "x"], log)).toBe("unknown option --bogus");
    expect(serveSession(["--level"], log)).toBe("--level needs a value");
    expect(serveSession(["--level", "hard", "--seed", "x"], log)).toBe("--seed must be an integer");
    expect(serveSession(["--game", "chess", "--level", "hard"], log)).toBe("--game must be gin-rummy, uno-no-mercy or here-to-slay");
    expect(serveSession(["--game", "uno-no-mercy", "--level", "normal"], log)).toBe("--level must be one of simple, hard");
    expect(serveSession([], log)).toBe("--level is needed: gin-rummy levels are easy, simple, normal, hard");
    expect(typeof serveSession(["--level", "hard", "--seed", "-7"], log)).toBe("object");
  });

  it("replay", () => {
    expect(parseReplayArgs(["--bogus", "f"])).toBe("unknown option --bogus");
    expect(parseReplayArgs(["f", "--runtime"])).toBe("--runtime needs a value");
    expect(parseReplayArgs(["f", "--runtime", "python"])).toBe("--runtime takes node or lua");
    expect(parseReplayArgs(["a", "b"])).toBe("unexpected argument b");
    expect(parseReplayArgs(["-", "--runtime", "lua"])).toEqual({ file: "-", runtime: "lua" });
  });
});
