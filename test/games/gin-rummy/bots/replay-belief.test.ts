/**
 * The replayed belief over a rule-bound opponent's hand (replay-belief.ts), checked against the
 * truth: `simple`'s real cards break none of the clues its moves give, every sampled hand is a
 * hand it could hold, the belief is the same for the same seed, it tells `simple`'s deadwood (what
 * decides a knock) better than the knock search's clue sampler, and it declines far more often
 * for a careless player its rules do not describe. Its effort: warm steps only after the
 * opponent moved.
 */
import { describe, expect, it } from "vitest";
import { dw, masksOf } from "../../../../src/games/gin-rummy/bots/hand-masks";
import { readKnowledge } from "../../../../src/games/gin-rummy/bots/knowledge";
import { sampledHands } from "../../../../src/games/gin-rummy/bots/planner";
import { brokenClues, newReplayBelief, ReplayOptions, updateReplayBelief } from "../../../../src/games/gin-rummy/bots/replay-belief";
import { createRng } from "../../../../src/util/random";
import { HARD } from "../../../../src/games/gin-rummy/bots/levels";
import { play } from "./spy-play";

const OPTIONS: ReplayOptions = { fresh: 3000, rounds: 6, warm: 1000, samples: 100, every: 10, bits: 8 };

describe("replayed belief over simple's hand", () => {
  it("simple's real cards break no clue; a wrong card does", () => {
    let views = 0;
    let wrong = 0;
    play(6, 31, ({ view, dealt, draws }) => {
      expect(brokenClues(view, dealt, draws)).toBe(0);
      views++;
      // Swap the dealt card simple threw first for one we hold: it could not have thrown it.
      const first = view.history.find((e) => e.seat !== view.seat && e.kind === "discard");
      if (first !== undefined && first.kind === "discard" && dealt.includes(first.card)) {
        const forged = dealt.map((c) => (c === first.card ? view.hand[0] : c));
        expect(brokenClues(view, forged, draws)).toBeGreaterThan(0);
        wrong++;
      }
    });
    expect(views).toBeGreaterThan(40);
    expect(wrong).toBeGreaterThan(10);
  });

  it("samples only hands simple could hold, the same for the same seed", () => {
    let checked = 0;
    play(3, 32, ({ view, hand }) => {
      const a = newReplayBelief();
      const b = newReplayBelief();
      const held = updateReplayBelief(a, view, OPTIONS, createRng(5));
      expect(updateReplayBelief(b, view, OPTIONS, createRng(5))).toBe(held);
      if (!held) return;
      expect(a.sampled.slice(0, a.count)).toEqual(b.sampled.slice(0, b.count));
      expect(a.count).toBe(OPTIONS.samples);
      const k = readKnowledge(view);
      for (let i = 0; i < a.count; i++) {
        const h = a.sampled[i];
        expect(h.length).toBe(hand.length);
        expect(new Set(h).size).toBe(h.length);
        // Never a card we hold or one in the pile; always the face-up cards it took and kept.
        for (const c of h) expect(k.where[c] === 0 || k.where[c] === 1).toBe(false);
        for (const c of k.oppKnown) expect(h).toContain(c);
      }
      checked++;
    });
    expect(checked).toBeGreaterThan(15);
  });

  it("walks warm steps only after the opponent moved: our own draw adds no clue", () => {
    const b = newReplayBelief();
    const rng = createRng(35);
    const sampling = OPTIONS.samples * OPTIONS.every;
    let hand = "";
    let seen = -1;
    const kinds = { first: 0, moved: 0, still: 0 };
    play(3, 35, ({ view }) => {
      const key = `${view.upcard}/${view.dealer}/${view.scores?.join(",")}`;
      const theirs = view.history.filter((e) => e.seat !== view.seat).length;
      updateReplayBelief(b, view, OPTIONS, rng);
      if (b.walked === 0) return; // the replay cannot model this hand (a reshuffled stock)
      if (key !== hand) {
        expect(b.walked).toBe(OPTIONS.fresh + sampling);
        kinds.first++;
      } else if (theirs !== seen) {
        expect(b.walked).toBe(OPTIONS.warm + sampling);
        kinds.moved++;
      } else {
        expect(b.walked).toBe(sampling);
        kinds.still++;
      }
      hand = key;
      seen = theirs;
    });
    expect(kinds.first).toBeGreaterThan(5);
    expect(kinds.moved).toBeGreaterThan(20);
    expect(kinds.still).toBeGreaterThan(20);
  });

  it("tells simple's deadwood better than the knock search's clue sampler", () => {
    let sampler = 0;
    let replayed = 0;
    let views = 0;
    // As `hard` keeps it: one belief going on through each hand, with its options.
    const b = newReplayBelief();
    const rng = createRng(33);
    play(Number(process.env.N ?? 6), 33, ({ view, hand }) => {
      if (!updateReplayBelief(b, view, HARD.replay as ReplayOptions, rng)) return;
      const truth = dw(masksOf(hand));
      let mean = 0;
      for (let i = 0; i < b.count; i++) mean += dw(masksOf(b.sampled[i]));
      replayed += (mean / b.count - truth) ** 2;
      const hands = sampledHands(view, HARD, createRng(view.history.length), 100);
      mean = 0;
      for (const h of hands) mean += dw(masksOf(h));
      sampler += (mean / hands.length - truth) ** 2;
      views++;
    });
    expect(views).toBeGreaterThan(100);
    expect(replayed / views).toBeLessThan((sampler / views) * 0.8);
  });

  it("holds for simple, and far less often for a careless player its rules do not describe", () => {
    const share = (opponent: "simple" | "easy"): number => {
      const b = newReplayBelief();
      const rng = createRng(34);
      let views = 0;
      let held = 0;
      play(4, 34, ({ view }) => {
        views++;
        if (updateReplayBelief(b, view, HARD.replay as ReplayOptions, rng)) held++;
      }, opponent);
      expect(views).toBeGreaterThan(100);
      return held / views;
    };
    const simple = share("simple");
    const easy = share("easy");
    expect(simple).toBeGreaterThan(0.9);
    expect(easy).toBeLessThan(0.6);
  });
});
