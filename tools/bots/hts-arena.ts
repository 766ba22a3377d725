/**
 * Here to Slay's arena while the game is not registered (`game-tables arena` takes registered
 * games only): bot A in seat 0, bot B in the others, the report of HTS_ARENA (src/games/here-to-slay/bots/arena.ts):
 *   npx tsx tools/bots/hts-arena.ts [--a hard] [--b simple] [--players 4] [--matches 200] [--seed 1] [--json]
 * Seeded: match i depends on the seed and i only, so the same arguments give the same figures.
 */
import { parseArgs } from "node:util";
import { HTS_ARENA } from "../../src/games/here-to-slay/bots/arena";

const { values } = parseArgs({
  options: {
    a: { type: "string", default: "hard" },
    b: { type: "string", default: "simple" },
    players: { type: "string", default: "4" },
    matches: { type: "string", default: "200" },
    seed: { type: "string", default: "1" },
    json: { type: "boolean", default: false },
  },
});
const o = { a: values.a, b: values.b, players: Number(values.players), matches: Number(values.matches), seed: Number(values.seed), preset: "standard" };
const wrong = HTS_ARENA.check(o) ?? (Number.isInteger(o.matches) && o.matches > 0 && Number.isInteger(o.seed) ? undefined : "--matches and --seed must be whole numbers");
if (wrong !== undefined) {
  console.error(wrong);
  process.exit(2);
}
const tally = HTS_ARENA.emptyTally(o);
const t0 = performance.now();
HTS_ARENA.play(o, 0, o.matches, tally);
const report = HTS_ARENA.report(o, tally, (performance.now() - t0) / 1000);
console.log(values.json ? JSON.stringify(report) : HTS_ARENA.format(report));
