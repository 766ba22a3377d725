/**
 * LuaJIT's default trace limits (1,000 traces, 512 KB of machine code) are sized for small
 * scripts; the engine and bots have many hot paths, and at the defaults the JIT keeps flushing and
 * recompiling (measured: ~45% of the time in the compiler). Raising the limits costs a few MB.
 * A side exit gets its own trace only once taken 100 times (default 10): the engine's branchy
 * card loops otherwise spawn thousands of side traces for rare paths, and compiling them was a
 * quarter of a self-play run and the hard bot's slowest decisions (docs/benchmarks.md, issue 21).
 * The Luanti mod applies the same settings when the server runs LuaJIT.
 */
export function tuneJit(this: void): void {
  jit.opt.start("maxtrace=8000", "maxrecord=8000", "maxmcode=65536", "sizemcode=256", "hotexit=100");
}
