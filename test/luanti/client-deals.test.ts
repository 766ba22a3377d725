/**
 * The client suite's seeded deals (test/luanti/mod/game_tables_test/client-deals.lua) still deal
 * what its steps click through: the Gin knock that melds two ways (one of them undercut), and the
 * Uno first turn with a 7 and an UNO! play. A change to dealing fails here, not in the real client.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ginRummy } from "../../src/games/gin-rummy/game";
import { applyMatchAction } from "../../src/games/gin-rummy/engine/match";
import { legalActions } from "../../src/games/gin-rummy/engine/hand";
import { optimalArrangements } from "../../src/games/gin-rummy/engine/melds";
import { knockOptions, without } from "../../src/games/gin-rummy/panel-parts";
import { unoNoMercy } from "../../src/games/uno-no-mercy/game";

const file = readFileSync(join(__dirname, "mod", "game_tables_test", "client-deals.lua"), "utf8");

function deal(name: string): number[] {
  const m = new RegExp(`\\n\\s*${name} = \\{([-\\d, ]+)\\}`).exec(file);
  if (m === null) throw new Error(`no deal ${name} in client-deals.lua`);
  const words = m[1].split(",").map((w) => Number(w.trim()));
  expect(words).toHaveLength(7);
  for (const w of words) expect(w === (w | 0)).toBe(true);
  return words;
}

describe("the client suite's seeded deals", () => {
  it("Gin: seat 0 takes the upcard and knocks with K♥ two ways, the second undercut", () => {
    const m = ginRummy.rules.newMatch(ginRummy.rules.presets[0], 2, deal("knock"));
    expect(m.hand.phase).toBe("firstUpcard");
    expect(m.hand.turn).toBe(0);
    const took = applyMatchAction(m, { seat: 0, do: "take" });
    if (!took.ok) throw new Error(took.error.message);
    const s = took.state;
    const hand = s.hand.hands[0];
    const knocks = legalActions(s.hand).filter((a) => a.do === "discard" && a.knock === true);
    const choices = knocks.flatMap((a) => (a.do === "discard" ? [knockOptions(hand, a.card)] : [])).filter((k) => k !== undefined);
    expect(choices).toHaveLength(1);
    const k = choices[0]!;
    expect(k.options).toHaveLength(2);
    const all = optimalArrangements(without(hand, k.card));
    const outcomes = k.options.map((o) => {
      const r = applyMatchAction(s, { seat: 0, do: "discard", card: k.card, knock: true, melds: all[o.index].melds });
      if (!r.ok) throw new Error(r.error.message);
      return r.state.hand.result?.outcome;
    });
    // The suggested melds (first) win; the others leave the bot a layoff that undercuts.
    expect(outcomes).toEqual(["knock", "undercut"]);
  });

  it("Uno No Mercy: seat 1 plays first, with a 7 to swap and a play that calls UNO!", () => {
    const s = unoNoMercy.rules.newMatch(unoNoMercy.rules.presets[0], 4, deal("uno7"));
    expect(s.turn).toBe(1);
    const legal = unoNoMercy.rules.legal(s, 1);
    expect(legal.some((a) => a.do === "play" && a.target !== undefined)).toBe(true);
    expect(legal.some((a) => a.do === "play" && a.uno === true)).toBe(true);
  });
});
