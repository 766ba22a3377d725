/**
 * Test helpers for the add-on flows: the built behaviour pack's component map and recipes, a
 * set-up table, and players pressing form buttons the way people do.
 */
import { join } from "node:path";
import { expect } from "vitest";
import { addonBehaviorPack } from "../../plugin/bedrock-script/build/addon";
import { gatherContent } from "../../plugin/bedrock-common/content";
import type { Files } from "../../plugin/bedrock-common/packs";
import { emptySave, FakeGame, FakeItem, type ComponentMap, type FakePlayer, type Save } from "./fake-world";

export const ROOT = join(__dirname, "../..");
export const TABLE = "game_tables:small_game_table_oak";
export const CHAIR = "game_tables:game_chair_oak";
export const BOARD = "game_tables:gin_rummy_board";
/** The table at 0,64,0 in the overworld. */
export const T = "overworld:0,64,0";

const { inputs } = gatherContent(ROOT);
/** The behaviour pack as built (the script itself is not needed by the fake). */
export const BP: Files = addonBehaviorPack(inputs, Buffer.from(""));

function componentMap(bp: Files): ComponentMap {
  const out: ComponentMap = new Map();
  for (const [path, data] of bp) {
    if (!path.startsWith("blocks/")) continue;
    const block = (JSON.parse(data.toString("utf8")) as { "minecraft:block": { description: { identifier: string }; components: Record<string, unknown> } })["minecraft:block"];
    out.set(
      block.description.identifier,
      Object.keys(block.components).filter((k) => !k.startsWith("minecraft:")),
    );
  }
  return out;
}

export const COMPONENTS = componentMap(BP);

export interface Recipe {
  pattern: string[];
  key: Record<string, { item?: string; tag?: string }>;
  result: { item: string; count: number };
}

export function recipeFor(output: string): Recipe {
  for (const [path, data] of BP) {
    if (!path.startsWith("recipes/")) continue;
    const r = (JSON.parse(data.toString("utf8")) as { "minecraft:recipe_shaped": Recipe })["minecraft:recipe_shaped"];
    if (r.result.item === output) return r;
  }
  throw new Error(`no recipe for ${output}`);
}

/** Vanilla item tags the recipes use. */
export const TAGS: Record<string, string[]> = { "minecraft:planks": ["minecraft:oak_planks", "minecraft:birch_planks"] };

export function game(save: Save = emptySave(), config: unknown = { botDelayMs: 0 }): FakeGame {
  return new FakeGame(COMPONENTS, save, config).start();
}

/** ann owns a table at 0,64,0 with chairs west and east, the board fitted; bob is online. */
export function setup(config: unknown = { botDelayMs: 0 }): { g: FakeGame; ann: FakePlayer; bob: FakePlayer } {
  const g = game(emptySave(), config);
  const ann = g.join("-100", "Ann");
  const bob = g.join("-200", "Bob");
  g.place(ann, 0, 64, 0, TABLE);
  g.place(ann, -1, 64, 0, CHAIR);
  g.place(ann, 1, 64, 0, CHAIR);
  ann.hold(new FakeItem(BOARD, 1), 8);
  g.use(ann, 0, 64, 0);
  ann.selectedSlotIndex = 0;
  expect(g.addon.service?.info(T)?.board).toBe("gin_rummy");
  return { g, ann, bob };
}

export async function press(g: FakeGame, p: FakePlayer, label: RegExp): Promise<void> {
  const i = g.buttonIndex(p, (l) => label.test(l));
  if (i < 0) throw new Error(`${p.name}: no button ${label} in ${JSON.stringify(g.form(p))}`);
  await g.answer(p, i);
}

/** Both seated with the table screen open. */
export async function seatBoth(g: FakeGame, ann: FakePlayer, bob: FakePlayer): Promise<void> {
  g.use(ann, -1, 64, 0);
  g.use(bob, 1, 64, 0);
  if (g.form(ann) === undefined) g.use(ann, 0, 64, 0);
  if (g.form(bob) === undefined) g.use(bob, 0, 64, 0);
}

/** Offers `count` of the stack whose dropdown label ends with the item's name. */
export async function stake(g: FakeGame, p: FakePlayer, item: string, count: number): Promise<void> {
  await press(g, p, /^Add to the pot/);
  const f = g.form(p);
  if (f === undefined || f.kind !== "modal") throw new Error("no stake form");
  const slot = f.inputs[0].options.findIndex((o) => o.endsWith(" " + item.replace("minecraft:", "").split("_").join(" ")));
  expect(slot).toBeGreaterThanOrEqual(0);
  await g.answer(p, [slot, String(count)]);
}

/** Presses a move on the player's form (next hand, pass, draw, knock or gin, else a discard). */
export async function playMove(g: FakeGame, p: FakePlayer): Promise<boolean> {
  const f = g.form(p);
  if (f === undefined || f.kind !== "action") return false;
  const labels = f.buttons.map((x) => x.text);
  const pick = [/^Next/, /^Pass$/, /^Draw from the stock/, /^Knock|^Gin/, /^Discard/].map((re) => labels.findIndex((l) => re.test(l))).find((i) => i >= 0);
  if (pick === undefined) return false;
  await g.answer(p, pick);
  return true;
}

export async function startMatch(g: FakeGame, ann: FakePlayer, bob: FakePlayer): Promise<string> {
  await press(g, ann, /^Start/);
  await press(g, bob, /^Start/);
  expect(g.addon.service?.info(T)?.phase).toBe("playing");
  return g.addon.service?.info(T)?.matchId ?? "";
}
