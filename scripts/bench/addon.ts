// Bedrock Script API add-on figures (one JSON line each), run by `npm run bench -- addon`: what a
// whole match against a bot costs in world dynamic properties (writes, peak size), reading the
// largest board property, and the sizes of the built script and .mcaddon. The match runs on
// the tests' fake of the Script API (test/bedrock-script/fake-world.ts): the figures count what
// the add-on asks of the game, not the game's own speed.
import "../../plugin/bdsx/build/esm-require";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { ADDON_DIR, addonBehaviorPack, MCADDON, SCRIPT_ENTRY } from "../../plugin/bedrock-script/build/addon";
import { parseBoardValue } from "../../plugin/bedrock-script/src/board";
import { gatherContent } from "../../plugin/bedrock-common/content";
import { emptySave, FakeGame, FakeItem, type ComponentMap, type FakePlayer } from "../../test/bedrock-script/fake-world";

const ROOT = join(import.meta.dirname, "../..");
const figure = (name: string, value: number, unit: string): string => JSON.stringify({ name, runtime: "node", value: Math.round(value * 100) / 100, unit });

const components: ComponentMap = new Map();
for (const [path, data] of addonBehaviorPack(gatherContent(ROOT).inputs, Buffer.from(""))) {
  if (!path.startsWith("blocks/")) continue;
  const b = (JSON.parse(data.toString("utf8")) as { "minecraft:block": { description: { identifier: string }; components: Record<string, unknown> } })["minecraft:block"];
  components.set(b.description.identifier, Object.keys(b.components).filter((k) => !k.startsWith("minecraft:")));
}

const T = "overworld:0,64,0";
const g = new FakeGame(components, emptySave(), { botDelayMs: 0 }).start();
const ann: FakePlayer = g.join("-100", "Ann");
g.place(ann, 0, 64, 0, "game_tables:small_game_table_oak");
g.place(ann, -1, 64, 0, "game_tables:game_chair_oak");
ann.hold(new FakeItem("game_tables:gin_rummy_board", 1), 8);
g.use(ann, 0, 64, 0);
g.use(ann, -1, 64, 0);
g.use(ann, 0, 64, 0);
const size = (): number => g.world.getDynamicPropertyIds().reduce((n, id) => n + id.length + String(g.world.getDynamicProperty(id)).length, 0);
const press = async (re: RegExp): Promise<boolean> => {
  const f = g.form(ann);
  const i = f === undefined ? -1 : f.buttons.findIndex((b) => re.test(b.text));
  if (i < 0) return false;
  await g.answer(ann, i);
  return true;
};
await press(/alone/i);
const writes0 = g.world.writes;
let peak = size();
let moves = 0;
for (let i = 0; i < 4000 && g.addon.service?.info(T)?.phase === "playing"; i++) {
  let moved = false;
  for (const re of [/^Next/, /^Pass$/, /^Draw from the stock/, /^Knock|^Gin/, /^Discard/]) if (!moved) moved = await press(re);
  if (moved) moves++;
  else g.tick(30);
  peak = Math.max(peak, size());
}
if (g.addon.service?.info(T)?.phase !== "result") throw new Error("the bench match did not finish");
console.log(figure("addon_match_player_moves", moves, "moves"));
console.log(figure("addon_match_property_writes", g.world.writes - writes0, "writes"));
console.log(figure("addon_world_properties_peak_chars", peak, "chars"));

// The largest board property the add-on accepts, read and checked.
const value = "1|gin_rummy|GT1." + "A".repeat(4096 - 16);
const runs = 20000;
const t0 = performance.now();
for (let i = 0; i < runs; i++) if (!parseBoardValue(value).ok) throw new Error("board value refused");
console.log(figure("addon_board_property_read_us", ((performance.now() - t0) * 1000) / runs, "us"));

// The built artifacts (`npm run build` first).
const script = join(ROOT, ADDON_DIR, "behavior_packs/game_tables_addon", SCRIPT_ENTRY);
if (existsSync(script)) console.log(figure("addon_script_bundle_kib", statSync(script).size / 1024, "KiB"));
if (existsSync(join(ROOT, MCADDON))) console.log(figure("addon_mcaddon_kib", statSync(join(ROOT, MCADDON)).size / 1024, "KiB"));
