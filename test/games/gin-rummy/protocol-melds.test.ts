// The bot protocol as documented: knock replies with melds, undercuts as knock events, the forced stock draw.
import { describe, expect, it } from "vitest";
import { actionJson, decideMessage, readReply, resultMessages } from "../../../src/games/gin-rummy/cli/protocol";
import { parseCard } from "../../../src/games/gin-rummy/engine/cards";
import { applyAction } from "../../../src/games/gin-rummy/engine/hand";
import type { Action, HandState } from "../../../src/games/gin-rummy/engine/types";
import { seatView } from "../../../src/games/gin-rummy/engine/view";
import { handWith } from "../../support/cards";

function play(s: HandState, actions: Action[]): HandState {
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

// Seat 0 draws 2S and may knock with KD out: 7s, 8s and 9s as three sets or three runs.
const deal = (): HandState => handWith({ hand0: "7C 7D 7H 8C 8D 8H 9C 9D 9H KD", hand1: "7S 8S KC QD QS JC 2C 3D 4H AH", upcard: "5D", stockTop: "2S" });
const PASSES: Action[] = [
  { seat: 0, do: "pass" },
  { seat: 1, do: "pass" },
];

describe("the bot protocol", () => {
  it("forces the stock draw after both passed the first upcard", () => {
    const d = decideMessage(seatView(play(deal(), PASSES), 0), 1);
    expect(d.phase).toBe("draw");
    expect(d.legal).toEqual([{ seat: 0, do: "stock" }]);
  });

  it("takes a knock reply's melds when they are the knocker's, and refuses others", () => {
    const view = seatView(play(deal(), [...PASSES, { seat: 0, do: "stock" }]), 0);
    const runs = '"melds":[["9H","8H","7H"],["7C","8C","9C"],["7D","8D","9D"]]';
    const ok = readReply(`{"id":3,"do":"discard","card":"KD","knock":true,${runs}}`, view);
    if (!ok.ok) throw new Error(ok.error);
    expect(actionJson(ok.action)).toEqual({ seat: 0, do: "discard", card: "KD", knock: true, melds: [["9H", "8H", "7H"], ["7C", "8C", "9C"], ["7D", "8D", "9D"]] });
    const r = applyAction(play(deal(), [...PASSES, { seat: 0, do: "stock" }]), ok.action);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.result?.layoffs).toEqual([]);
    const short = readReply('{"id":3,"do":"discard","card":"KD","knock":true,"melds":[["7C","8C","9C"]]}', view);
    expect(short).toEqual({ ok: false, id: 3, error: expect.stringContaining("these melds leave deadwood 50; the least is 2") });
    const noKnock = readReply(`{"id":3,"do":"discard","card":"KD",${runs}}`, view);
    expect(noKnock.ok ? "" : noKnock.error).toContain("melds come with a knock");
  });

  it("sends an undercut as a knock event, then the layoffs and a result with outcome undercut", () => {
    // Seat 0 draws 2S and knocks with it out (deadwood 5D); seat 1 lays 4H off and is left with nothing.
    let s = handWith({ hand0: "AH 2H 3H 7C 7D 7S KC KD KS 5D", hand1: "4H 9D 9H 9S 4C 5C 6C 2D 3D 4D", upcard: "6S", stockTop: "2S" });
    s = play(s, [...PASSES, { seat: 0, do: "stock" }]);
    s = play(s, [{ seat: 0, do: "discard", card: parseCard("2S"), knock: true }]);
    if (s.result === undefined) throw new Error("the hand goes on");
    const msgs = resultMessages(s.result, [0, 0]);
    expect(msgs.map((m) => m.kind)).toEqual(["knock", "layoff", "result"]);
    expect(msgs[2]).toMatchObject({ outcome: "undercut", knocker: 0, winner: 1 });
  });
});
