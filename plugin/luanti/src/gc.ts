/**
 * Lua's garbage collector paced by the server step. LuaJIT collects a little with every
 * allocation, so a step with many moves also pays for the garbage of many moves, and it pays the
 * end of a cycle (the atomic re-mark and much of the sweep) in whichever step happens to reach it:
 * at 500 busy tables those were the slowest steps (docs/benchmarks.md). Here light steps do the
 * collector's work ahead of time, with a budget of time per step; the collector's own pacing
 * starts later (a higher pause), so it rarely has anything left to do in a heavy step, and stays
 * the backstop when the light steps cannot keep up. The pause is the server's whole Lua state's:
 * every mod's garbage waits a little longer, the heap peaks higher (about 2.5 times the live data
 * instead of 2).
 */
/** The collector's own cycles start once the heap reached this percentage of the live data. */
const AUTO_PAUSE = 250;
/** Ours start at this multiple of the heap a cycle left. */
const START_FACTOR = 1.6;
/** Steps whose own work took longer than this do no collecting of ours (µs)... */
const LIGHT_US = 40_000;
/** ...and a light step collects for at most this long (µs). */
const BUDGET_US = 6_000;
/** collectgarbage("step", 0) calls between two looks at the clock (each a few µs of work). */
const STEPS_PER_LOOK = 8;

let startAtKb = 0;
let collecting = false;

export function initGcPacing(): void {
  collectgarbage("setpause", AUTO_PAUSE);
}

/** At the end of the mod's step, which started at `startUs` (minetest.get_us_time). */
export function paceGc(startUs: number): void {
  const now = minetest.get_us_time();
  if (now - startUs > LIGHT_US) return;
  if (!collecting) {
    if (collectgarbage("count") < startAtKb) return;
    collecting = true;
  }
  const end = now + BUDGET_US;
  while (minetest.get_us_time() < end) {
    for (let i = 0; i < STEPS_PER_LOOK; i++) {
      // One small step of work (0 adds no debt to the collector's own pacing); true: a cycle ended.
      if (collectgarbage("step", 0)) {
        collecting = false;
        startAtKb = collectgarbage("count") * START_FACTOR;
        return;
      }
    }
  }
}
