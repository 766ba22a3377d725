/**
 * LuaJIT's default trace limits (1,000 traces, 512 KB of machine code) are sized for small
 * scripts; the engine and bots have many hot paths, and at the defaults the JIT keeps flushing and
 * recompiling (measured: ~45% of the time in the compiler). Raising the limits costs a few MB.
 * The Luanti mod applies the same settings when the server runs LuaJIT.
 */
export function tuneJit(this: void): void {
  jit.opt.start("maxtrace=8000", "maxrecord=8000", "maxmcode=65536", "sizemcode=256");
}
