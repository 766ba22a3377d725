import { describe, expect, it } from "vitest";
import { dropCard } from "../../../../src/games/gin-rummy/bots/hand-masks";

describe("hand masks", () => {
  // The sampled hands' order decides ties among equal discards, so a dropped card must leave the
  // others in place (Node and LuaJIT then play the same games as with splice).
  it("dropCard takes one card out and keeps the others' order; an absent card changes nothing", () => {
    const hand = [5, 17, 3, 40, 22];
    dropCard(hand, 3);
    expect(hand).toEqual([5, 17, 40, 22]);
    dropCard(hand, 22);
    expect(hand).toEqual([5, 17, 40]);
    dropCard(hand, 5);
    expect(hand).toEqual([17, 40]);
    dropCard(hand, 9);
    expect(hand).toEqual([17, 40]);
  });
});
