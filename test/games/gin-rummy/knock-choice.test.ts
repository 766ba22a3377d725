/**
 * At the table: a knocker whose hand melds more than one way picks its melds on the screen
 * (suggested first, and a way back), and the result shows what was laid off where, with deadwood
 * labels that add up to the loose cards shown.
 */
import { describe, expect, it } from "vitest";
import { cardPoints } from "../../../src/games/gin-rummy/engine/cards";
import type { Screen } from "../../../src/screen/model";
import { buttons, press } from "../../tables/fake-host";
import { twoSeated } from "../../tables/helpers";
import { hand, resultSeat } from "../../support/parts";

const points = (cards: readonly number[]): number => cards.reduce((a, c) => a + cardPoints(c), 0);

/** The result panel is consistent: loose cards add up to the deadwood shown, laid-off cards sit on a meld. */
function checkResult(screen: Screen): number {
  const r = screen.result;
  if (r === undefined || r.outcome === "dead") return 0;
  const seats = r.seats.map(resultSeat);
  for (const x of seats) expect(points(x.loose)).toBe(x.deadwood);
  // What a seat laid off (named after its name) is what sits highlighted on the other seat's melds.
  const laid = seats.flatMap((x) => x.laidOff).sort((a, b) => a - b);
  const shownOn = seats.flatMap((x) => x.laidOn.flat()).sort((a, b) => a - b);
  expect(shownOn).toEqual(laid);
  expect(seats[0].laidOff.slice().sort((a, b) => a - b)).toEqual(seats[1].laidOn.flat().sort((a, b) => a - b));
  for (const x of seats) for (const c of laid) expect(x.loose).not.toContain(c);
  return laid.length;
}

/** Discards the highest loose card (so hands get low enough to knock). */
function worstDiscard(screen: Screen): string | undefined {
  const loose = hand(screen).deadwood;
  let best: number | undefined;
  for (const c of loose) if (screen.buttons.some((b) => b.action === `discard.${c}`) && (best === undefined || cardPoints(c) > cardPoints(best))) best = c;
  if (best !== undefined) return `discard.${best}`;
  return screen.buttons.find((b) => b.action.startsWith("discard."))?.action;
}

describe("choosing the knock melds on the screen", () => {
  it("offers the choice when there is one, goes back on request, and lays down the melds picked", () => {
    const s = twoSeated();
    for (const p of ["ann", "bob"]) press(s.service, s.world, p, "start");
    let chose = 0;
    let layoffsSeen = 0;
    for (let i = 0; i < 20000 && chose === 0; i++) {
      let moved = false;
      for (const p of ["ann", "bob"]) {
        const b = buttons(s.world, p);
        const knock = b.find((x) => /^knock\.\d+$/.test(x));
        const pick = b.find((x) => x === "next" || x === "rematch") ?? b.find((x) => x === "pass") ?? b.find((x) => x === "stock") ?? knock ?? worstDiscard(s.world.lastScreen(p));
        if (pick === undefined) continue;
        if (pick === "next") layoffsSeen += checkResult(s.world.lastScreen(p));
        expect(press(s.service, s.world, p, pick).ok).toBe(true);
        moved = true;
        const after = s.world.lastScreen(p);
        if (pick === knock && after.choice !== undefined) {
          const rows = after.choice.rows;
          expect(rows.length).toBeGreaterThan(1);
          // The suggested option comes first, and its button says so.
          const ids = rows.map((r) => r.action as string);
          expect(after.buttons.find((b) => b.action === ids[0])?.label.key).toBe("tables.button.lay_down_suggested");
          for (const id of ids) expect(id.startsWith(`${knock}.`)).toBe(true);
          expect(buttons(s.world, p)).toEqual([...ids, "knock.back", "resign", "tab.lessons", "close"]);
          // Back to the hand, then knock again and lay down an option that is not the suggestion.
          press(s.service, s.world, p, "knock.back");
          expect(s.world.lastScreen(p).choice).toBeUndefined();
          expect(buttons(s.world, p)).toContain(knock);
          press(s.service, s.world, p, knock);
          const other = rows[1];
          const otherMelds = other.groups.filter((g) => g.tone === "set").map((g) => g.cards.map((c) => c.face));
          expect(press(s.service, s.world, p, other.action as string).ok).toBe(true);
          const result = s.world.lastScreen(p).result;
          const seat = s.world.lastScreen(p).seat;
          expect(resultSeat(result!.seats[seat]).melds).toEqual(otherMelds);
          checkResult(s.world.lastScreen(p));
          chose++;
        }
        break;
      }
      if (!moved) {
        s.world.advance(1000);
        s.service.tick();
      }
    }
    expect(chose).toBe(1);
    expect(layoffsSeen).toBeGreaterThan(0);
  });
});
