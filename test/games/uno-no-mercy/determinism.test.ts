/** Uno No Mercy's transcripts depend on the seed only (Node = LuaJIT for every game: test/games/determinism.test.ts). */
import { describe, expect, it } from "vitest";
import { unoTranscript } from "../../../src/games/uno-no-mercy/bots/transcript";

describe("Uno determinism", () => {
  it("the same seed gives the same matches; another seed other matches", () => {
    const a = unoTranscript(["hard", "simple", "simple"], 42, 1);
    expect(unoTranscript(["hard", "simple", "simple"], 42, 1)).toEqual(a);
    expect(unoTranscript(["hard", "simple", "simple"], 43, 1)).not.toEqual(a);
  });
});
