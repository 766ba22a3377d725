// Suites that run outside vitest (a real Luanti server, a real client). Each returns
// { passed, failed }; SUITE_PACKAGES are the Debian packages they need.
export const SUITE_PACKAGES = ["minetest-server", "minetest-data", "minetest-mod-mesecons", "minetest", "xvfb", "xdotool", "imagemagick", "libgl1-mesa-dri", "sqlite3"];
export const EXTRA_SUITES = [
  // The build step already built the mod (scripts/build-steps.mjs).
  { name: "luanti world (in-server integration)", run: async () => (await import("../test/luanti/run-world.mjs")).runWorldSuite({ build: false }) },
  { name: "luanti client (real client under Xvfb)", run: async () => (await import("../test/luanti/run-client.mjs")).runClientSuite({ build: false }) },
];
