/**
 * A stored text (or a bot's decide, rebuilt into a state) that names impossible seats in a window is
 * refused by the state check: a challenge window whose card no seat played, or by a seat not to
 * move, and rolls of seats the table does not have. Such a state once decoded, and a legal pass then
 * threw inside the engine.
 */
import { describe, expect, it } from "vitest";
import { decodeHts, encodeHts } from "../../../src/games/here-to-slay/codec";
import { checkHts } from "../../../src/games/here-to-slay/engine/check";
import { cloneState } from "../../../src/games/here-to-slay/engine/state";
import type { HtsState } from "../../../src/games/here-to-slay/engine/types";
import { challengeMoment, diceMoment } from "../../support/hts-screens";

function refused(s: HtsState): string | HtsState {
  return decodeHts(encodeHts(s));
}

describe("Here to Slay's state check refuses impossible window seats", () => {
  it("a challenge window's card played by no seat, or by a seat not to move", () => {
    const s = challengeMoment(2).state;
    expect(checkHts(s)).toBeUndefined();
    expect(typeof refused(s)).toBe("object");
    const none = cloneState(s);
    none.played.seat = -1;
    expect(refused(none)).toBe("a played card not of the seat to move");
    const other = cloneState(s);
    other.played.seat = 1 - s.active;
    expect(typeof refused(other)).toBe("string");
  });

  it("a roll of a seat the table does not have, or a challenge roll with no challenger", () => {
    const s = diceMoment(2).state;
    expect(checkHts(s)).toBeUndefined();
    const far = cloneState(s);
    far.roll.seat = 3;
    expect(typeof refused(far)).toBe("string");
    const vs = cloneState(s);
    vs.roll.vsSeat = s.roll.kind === "challenge" ? -1 : 1;
    expect(typeof refused(vs)).toBe("string");
  });
});
