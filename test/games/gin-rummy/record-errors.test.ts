/** Replay's error lines name what is wrong: a card that is not a card is bad_card, not a missing card. */
import { describe, expect, it } from "vitest";
import { replayLine } from "../../../src/games/gin-rummy/engine/record";
import { parseJson } from "../../../src/util/json";
import { generateRecord } from "../../support/generate";

function withAction(action: unknown): string {
  const rec = generateRecord(4) as unknown as { actions: unknown[] };
  return JSON.stringify({ ...rec, actions: [action] });
}

describe("replay error lines", () => {
  it("report a card that is not a card as bad_card", () => {
    expect(replayLine(withAction({ seat: 0, do: "discard", card: "ZZ" }), parseJson)).toBe(
      '{"error":{"index":0,"code":"bad_card","message":"\\"ZZ\\" is not a card (rank A23456789TJQK, then suit CDHS)"}}',
    );
    // A long non-card is cut short in the message.
    expect(replayLine(withAction({ seat: 0, do: "discard", card: "Q".repeat(100) }), parseJson)).toContain('"\\"QQQQQQQQ...\\" is not a card');
  });

  it("still report a discard without a card as bad_action", () => {
    expect(replayLine(withAction({ seat: 0, do: "discard" }), parseJson)).toBe('{"error":{"index":0,"code":"bad_action","message":"discard needs a card"}}');
    expect(replayLine(withAction({ seat: 0, do: "discard", card: 7 }), parseJson)).toContain('"bad_action"');
  });
});
