/**
 * The Game contract (test/games/contract.test.ts) over the variant presets, which its rotation of
 * presets by seed does not reach: each of hollywood, tedesco and mahjong at two, three and four
 * seats, random play to the end of a match with the contract's checks on the states that matter
 * (codec and snapshot round trips, legal moves as screens offer them, hidden cards).
 */
import { describe, expect, it } from "vitest";
import { ginRummy } from "../../../src/games/gin-rummy/game";
import type { AnyGame } from "../../../src/games/game";
import type { MatchState } from "../../../src/games/gin-rummy/engine/match";
import type { Subject } from "../contract/checks";
import { checkCodec, checkHidden, checkLegal, checkPresses, checkTurn } from "../contract/checks";
import { HIDDEN_CARDS } from "../contract/hidden-cards";
import { playToEnd } from "../contract/play";

const game = ginRummy as unknown as AnyGame;
const subject: Subject = { game, cards: HIDDEN_CARDS[game.kind] };

describe("the Game contract under the variant presets", () => {
  for (const preset of ["hollywood", "tedesco", "mahjong"])
    for (let seats = 2; seats <= 4; seats++)
      it(`${preset}, ${seats} seats: plays to the end and keeps the contract`, () => {
        let last: unknown;
        let hands = 0;
        for (const { state, step, dealt } of playToEnd(game, preset, seats, 40 + seats, 30_000)) {
          const at = `${preset} ${seats} seats step ${step}`;
          checkTurn(subject, state, at);
          last = state;
          if (dealt) hands++;
          if (step < 30 || step % 23 === 0 || dealt || game.rules.turn(state) < 0) {
            checkLegal(subject, state, at);
            checkPresses(subject, state, at);
            checkHidden(subject, state, at);
            checkCodec(subject, state, at);
          }
        }
        const m = last as MatchState;
        expect(game.rules.result(m)).toBeDefined();
        expect(game.rules.presetOf(m)).toBe(preset);
        expect(m.hand.hands[0].length).toBeGreaterThanOrEqual(preset === "mahjong" && seats === 2 ? 13 : 7);
        if (preset === "hollywood") expect(m.result?.gameWinners).toHaveLength(3);
        expect(hands).toBeGreaterThan(1);
      });
});
