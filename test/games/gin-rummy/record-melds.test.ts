// Hand records carry the knocker's melds; records written before (no melds) still replay.
import { describe, expect, it } from "vitest";
import { replayLine } from "../../../src/games/gin-rummy/engine/record";
import { parseJson } from "../../../src/util/json";

// Seat 0 draws 2S and knocks with KD out: 7s, 8s and 9s as three sets or three runs.
const DEAL = {
  dealer: 1,
  hands: ["7C 7D 7H 8C 8D 8H 9C 9D 9H KD".split(" "), "7S 8S KC QD QS JC 2C 3D 4H AH".split(" ")],
  upcard: "5D",
  stock: "2S AC 2D 3C 4C 5C 6C TC AD 4D 6D TD JD 3H 5H 6H TH JH QH KH AS 3S 4S 5S 6S 9S TS JS KS 2H QC".split(" "),
};
const START = [
  { seat: 0, do: "pass" },
  { seat: 1, do: "pass" },
  { seat: 0, do: "stock" },
];

function replay(knock: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(replayLine(JSON.stringify({ ...DEAL, actions: [...START, knock] }), parseJson)) as Record<string, unknown>;
}

describe("hand records and the knocker's melds", () => {
  it("replay an old record (a knock without melds) with the default melds", () => {
    const r = replay({ seat: 0, do: "discard", card: "KD", knock: true });
    expect(r.outcome).toBe("knock");
    expect((r.melds as string[][][])[0]).toEqual([["7C", "7D", "7H"], ["8C", "8D", "8H"], ["9C", "9D", "9H"]]);
    expect(r.layoffs).toEqual([
      { card: "7S", onto: ["7C", "7D", "7H"] },
      { card: "8S", onto: ["8C", "8D", "8H"] },
    ]);
  });

  it("lay down the melds a record names", () => {
    const r = replay({ seat: 0, do: "discard", card: "KD", knock: true, melds: [["7C", "8C", "9C"], ["7D", "8D", "9D"], ["7H", "8H", "9H"]] });
    expect((r.melds as string[][][])[0]).toEqual([["7C", "8C", "9C"], ["7D", "8D", "9D"], ["7H", "8H", "9H"]]);
    expect(r.layoffs).toEqual([]);
    expect(r.deadwood).toEqual([2, 65]);
  });

  it("name the action that has melds it cannot have", () => {
    expect(replay({ seat: 0, do: "discard", card: "KD", knock: true, melds: [["7C", "8C", "9C"]] })).toEqual({
      error: { index: 3, code: "bad_melds", message: "these melds leave deadwood 50; the least is 2" },
    });
    expect(replay({ seat: 0, do: "discard", card: "KD", knock: true, melds: [["7C", "8C", "XX"]] })).toEqual({
      error: { index: 3, code: "bad_card", message: '"XX" is not a card (rank A23456789TJQK, then suit CDHS)' },
    });
    expect(replay({ seat: 0, do: "discard", card: "KD", melds: [["7C", "8C", "9C"]] })).toEqual({
      error: { index: 3, code: "bad_action", message: "melds come with a knock" },
    });
  });
});
