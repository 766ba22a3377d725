/** Here to Slay's table top (Game.presentation.tabletop): the middle and each seat's Party, for every host. */
import { describe, expect, it } from "vitest";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { CARDS } from "../../../src/games/here-to-slay/engine/deck";
import { cloneState } from "../../../src/games/here-to-slay/engine/state";
import { turnMoment } from "../../support/hts-screens";

describe("Here to Slay's table top", () => {
  it("lies the three Monsters, the deck and the discard in the middle; each Party in front of its seat, leader, slain Monsters, then Heroes", () => {
    const s = turnMoment(4).state;
    const t = hereToSlay.presentation.tabletop(s);
    expect(t.piles.map((p) => p.id)).toEqual(["monster.0", "monster.1", "monster.2", "deck", "discard"]);
    expect(t.piles.slice(0, 3).map((p) => p.top)).toEqual(s.monsters);
    expect(t.piles[3]).toMatchObject({ top: -1, count: s.deck.length });
    expect(t.piles[4].top).toBe(s.discard[s.discard.length - 1]);
    expect(t.fronts).toHaveLength(4);
    for (let i = 0; i < 4; i++) {
      const p = s.parties[i];
      expect(t.fronts?.[i].map((c) => c.top)).toEqual([p.leader, ...p.slain, ...p.heroes]);
      for (const c of t.fronts?.[i] ?? []) expect(c.count).toBe(0);
    }
    // The moment has a slain Monster somewhere: it lies right after its slayer's leader.
    const slayer = s.parties.findIndex((p) => p.slain.length > 0);
    expect(CARDS[t.fronts?.[slayer][1].top ?? -1].kind).toBe("monster");
  });

  it("keeps a Monster's place when fewer than three lie face up (an empty pile, drawn as nothing)", () => {
    const s = cloneState(turnMoment(2).state);
    const gone = s.monsters.splice(1, 1)[0];
    s.discard.push(gone);
    const t = hereToSlay.presentation.tabletop(s);
    expect(t.piles.map((p) => p.id)).toEqual(["monster.0", "monster.1", "monster.2", "deck", "discard"]);
    expect(t.piles[2]).toMatchObject({ top: -1, count: 0 });
  });
});
