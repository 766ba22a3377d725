// Stored matches keep the knocker's chosen melds; text stored before knockers chose still decodes.
import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/games/gin-rummy/engine/cards";
import { applyMatchAction, newMatch } from "../../../src/games/gin-rummy/engine/match";
import type { MatchState } from "../../../src/games/gin-rummy/engine/match";
import { createRng } from "../../../src/util/random";
import { HOUSE_RULES } from "../../../src/games/gin-rummy/engine/rules";
import type { Action } from "../../../src/games/gin-rummy/engine/types";
import { decodeMatch, encodeMatch } from "../../../src/games/gin-rummy/codec";
import { cards, handWith, meldNames } from "../../support/cards";

// Seat 0 knocks with 7s, 8s and 9s of three suits (sets or runs); seat 1 holds 7S and 8S.
function knocked(melds?: string[]): MatchState {
  let m: MatchState = newMatch(HOUSE_RULES, createRng(3), 1);
  m = { ...m, hand: handWith({ hand0: "7C 7D 7H 8C 8D 8H 9C 9D 9H KD", hand1: "7S 8S KC QD QS JC 2C 3D 4H AH", upcard: "5D", stockTop: "2S" }) };
  const knock: Action = { seat: 0, do: "discard", card: parseCard("KD"), knock: true };
  const actions: Action[] = [{ seat: 0, do: "pass" }, { seat: 1, do: "pass" }, { seat: 0, do: "stock" }, melds === undefined ? knock : { ...knock, melds: melds.map(cards) }];
  for (const a of actions) {
    const r = applyMatchAction(m, a);
    if (!r.ok) throw new Error(r.error.message);
    m = r.state;
  }
  return m;
}

function decoded(text: string): MatchState {
  const m = decodeMatch(text);
  if (typeof m === "string") throw new Error(m);
  return m;
}

describe("stored showdowns", () => {
  it("keep the melds the knocker chose", () => {
    const m = knocked(["7C 8C 9C", "7D 8D 9D", "7H 8H 9H"]);
    const back = decoded(encodeMatch(m));
    expect(meldNames(back.hand.result!.melds[0])).toEqual(["7C 8C 9C", "7D 8D 9D", "7H 8H 9H"]);
    expect(back.hand.result).toEqual(m.hand.result);
    const sets = knocked();
    expect(decoded(encodeMatch(sets)).hand.result).toEqual(sets.hand.result);
  });

  it("stored before knockers chose (12 flag characters), decode to the result they were scored with", () => {
    // Then the showdown laid down the runs here: seat 1's 7S and 8S would have gone on the sets.
    const f = encodeMatch(knocked()).split(".");
    f[3] = f[3].substring(0, 12);
    const old = decoded(f.join("."));
    expect(meldNames(old.hand.result!.melds[0])).toEqual(["7C 8C 9C", "7D 8D 9D", "7H 8H 9H"]);
    expect(old.hand.result!.layoffs).toEqual([]);
  });

  it("refuse a choice the knocker's hand does not have", () => {
    const f = encodeMatch(knocked()).split(".");
    f[3] = f[3].substring(0, 12) + "Z";
    expect(decodeMatch(f.join("."))).toBe("bad hand flags");
  });
});
