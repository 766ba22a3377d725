// Suites that run outside vitest (a real Luanti server, a real client). Each returns
// { passed, failed }; SUITE_PACKAGES are the Debian packages they need.
import { withLuanti510 } from "./lib/luanti-trixie.mjs";

export const SUITE_PACKAGES = ["minetest-server", "minetest-data", "minetest-mod-mesecons", "minetest", "xvfb", "xdotool", "imagemagick", "libgl1-mesa-dri", "sqlite3"];
/** About a minute and a half: each kill is a server start, a census and a few seconds of play. */
const SHORT_SOAK_KILLS = 12;
export const EXTRA_SUITES = [
  // The build step already built the mod (scripts/build-steps.mjs).
  { name: "luanti world (in-server integration)", run: async () => (await import("../test/luanti/run-world.mjs")).runWorldSuite({ build: false }) },
  { name: "luanti operator install (docs' steps, no settings)", run: async () => (await import("../test/luanti/run-install.mjs")).runInstallSuite({ build: false }) },
  // The same two on Luanti 5.10 (Debian trixie, in a chroot made on first use: luanti-trixie.mjs).
  { name: "luanti world on Luanti 5.10", run: async () => withLuanti510(async (bin) => (await import("../test/luanti/run-world.mjs")).runWorldSuite({ build: false, bin })) },
  {
    name: "luanti operator install on Luanti 5.10",
    run: async () => withLuanti510(async (bin) => (await import("../test/luanti/run-install.mjs")).runInstallSuite({ build: false, bin })),
  },
  { name: "luanti client (real client under Xvfb)", run: async () => (await import("../test/luanti/run-client.mjs")).runClientSuite({ build: false }) },
  // A few kills of the crash-loop soak (`npm run soak` runs the long one).
  {
    name: "luanti crash-loop soak (short)",
    run: async () => {
      const r = await (await import("../test/luanti/run-soak.mjs")).runSoak({ kills: SHORT_SOAK_KILLS, seed: 1, build: false });
      return { passed: r.violations.length === 0 ? 1 : 0, failed: r.violations.length };
    },
  },
];
