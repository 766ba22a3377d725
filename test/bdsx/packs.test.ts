/**
 * The behavior and resource packs: what they contain (per-wood blocks, the board item, the seat,
 * recipes from recipes/, textures from resources/, a .lang per language), stable uuids, a
 * reproducible .mcaddon, and Mojang's validator (`mct validate`, offline) finding zero errors.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { itemsFor, NAMESPACE } from "../../src/content/items";
import { LANGS } from "../../src/i18n/index";
import { bedrockLocale } from "../../src/i18n/bedrock";
import { buildPackFiles, mcaddonEntries } from "../../plugin/bdsx/build/bedrock";
import { gatherContent } from "../../plugin/bedrock-common/content";
import { requiredTextures, TEXTURE_PATHS, type Files } from "../../plugin/bedrock-common/packs";
import { UNO_BOARD_TEXTURES, UNO_CARD_BACK, unoCardTexture, unoFaces } from "../../src/games/uno-no-mercy/textures";
import { PACK_UUIDS, uuidV5 } from "../../plugin/bedrock-common/uuids";
import { WOODS } from "../../plugin/bedrock-common/woods";
import { writeZip } from "../../plugin/bedrock-common/zip";
import { cardImage, lessonImage } from "../../plugin/bedrock-common/forms";
import { mctValidate } from "./mct-validate";

const ROOT = join(__dirname, "../..");
const { inputs, warnings } = gatherContent(ROOT);
const { bp, rp } = buildPackFiles(inputs);

const json = (files: Files, path: string): Record<string, unknown> => {
  const b = files.get(path);
  if (b === undefined) throw new Error(`missing ${path}`);
  return JSON.parse(b.toString("utf8")) as Record<string, unknown>;
};

/** Reads a zip's entries back (local headers), inflating as needed. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLen = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 30, at + 30 + nameLen);
    const body = zip.subarray(at + 30 + nameLen + extra, at + 30 + nameLen + extra + size);
    out.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    at += 30 + nameLen + extra + size;
  }
  return out;
}

describe("Bedrock packs", () => {
  it("has a table and a chair block per wood, the board item (one per stack) and the rideable seat", () => {
    for (const w of WOODS) {
      const table = json(bp, `blocks/small_game_table_${w.id}.json`)["minecraft:block"] as { description: { identifier: string }; components: Record<string, unknown> };
      expect(table.description.identifier).toBe(`game_tables:small_game_table_${w.id}`);
      // Fire and explosions (no player, no event) must not take a table with a board and stakes.
      expect(table.components["minecraft:destructible_by_explosion"]).toBe(false);
      expect(table.components["minecraft:flammable"]).toBeUndefined();
      const chair = json(bp, `blocks/game_chair_${w.id}.json`)["minecraft:block"] as { description: { identifier: string } };
      expect(chair.description.identifier).toBe(`game_tables:game_chair_${w.id}`);
    }
    const item = json(bp, "items/gin_rummy_board.json")["minecraft:item"] as { components: Record<string, unknown> };
    expect(item.components["minecraft:max_stack_size"]).toBe(1);
    const seat = json(bp, "entities/seat.json")["minecraft:entity"] as {
      components: Record<string, { family_types?: string[] }>;
      events: Record<string, { sequence: { filters: { test: string } }[] }>;
    };
    expect(seat.components["minecraft:rideable"].family_types).toEqual(["player"]);
    // A seat nobody sits on removes itself.
    expect(seat.events["game_tables:check_empty"].sequence[0].filters.test).toBe("rider_count");
  });

  it("defines exactly the items and blocks the content area lists for Bedrock", () => {
    const defined = new Set<string>();
    for (const [path, data] of bp) {
      if (!path.startsWith("blocks/") && !path.startsWith("items/")) continue;
      const doc = JSON.parse(data.toString("utf8")) as Record<string, { description: { identifier: string } }>;
      defined.add((doc["minecraft:block"] ?? doc["minecraft:item"]).description.identifier);
    }
    expect([...defined].sort()).toEqual(itemsFor("bedrock").map((i) => `${NAMESPACE}:${i.name}`).sort());
  });

  it("crafts the board from 1 paper, 7 planks of any wood (the planks tag) and 1 green wool", () => {
    const r = json(bp, "recipes/game_tables_gin_rummy_board.json")["minecraft:recipe_shaped"] as {
      pattern: string[];
      key: Record<string, { item?: string; tag?: string }>;
      result: { item: string };
    };
    const counts = new Map<string, number>();
    for (const row of r.pattern) for (const ch of row) if (ch !== " ") {
      const k = r.key[ch];
      const name = k.tag !== undefined ? `tag:${k.tag}` : (k.item as string);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ "tag:minecraft:planks": 7, "minecraft:paper": 1, "minecraft:green_wool": 1 });
    expect(r.result.item).toBe("game_tables:gin_rummy_board");
    for (const w of WOODS) expect(bp.has(`recipes/game_tables_small_game_table_${w.id}.json`)).toBe(true);
  });

  it("defines the Uno No Mercy board: item (one per stack), icon, recipe with red wool, names, and its card art for forms", () => {
    const item = json(bp, "items/uno_no_mercy_board.json")["minecraft:item"] as { description: { identifier: string }; components: Record<string, unknown> };
    expect(item.description.identifier).toBe("game_tables:uno_no_mercy_board");
    expect(item.components["minecraft:max_stack_size"]).toBe(1);
    expect(item.components["minecraft:icon"]).toBe("game_tables_uno_no_mercy_board");
    const atlas = json(rp, "textures/item_texture.json") as { texture_data: Record<string, { textures: string[] }> };
    const icon = atlas.texture_data["game_tables_uno_no_mercy_board"].textures[0] + ".png";
    expect(rp.get(icon)?.equals(readFileSync(join(ROOT, "resources/textures", UNO_BOARD_TEXTURES.item)))).toBe(true);
    // Gin's board keeps its icon path.
    expect(atlas.texture_data["game_tables_gin_rummy_board"].textures[0]).toBe("textures/items/game_tables/gin_rummy_board");
    const r = json(bp, "recipes/game_tables_uno_no_mercy_board.json")["minecraft:recipe_shaped"] as { key: Record<string, { item?: string; tag?: string }>; result: { item: string } };
    expect(Object.values(r.key).map((k) => k.item ?? `tag:${k.tag}`).sort()).toEqual(["minecraft:paper", "minecraft:red_wool", "tag:minecraft:planks"]);
    expect(r.result.item).toBe("game_tables:uno_no_mercy_board");
    for (const lang of LANGS) expect(rp.get(`texts/${bedrockLocale(lang)}.lang`)?.toString("utf8")).toContain("item.game_tables:uno_no_mercy_board=");
    expect(rp.get("texts/en_US.lang")?.toString("utf8")).toContain("\nitem.game_tables:uno_no_mercy_board=Uno No Mercy Board\n");
    for (const face of unoFaces()) expect(rp.has(TEXTURE_PATHS.card(unoCardTexture(face))), unoCardTexture(face)).toBe(true);
    expect(rp.has(TEXTURE_PATHS.card(UNO_CARD_BACK))).toBe(true);
  });

  it("ships every texture from resources/ (no generated stand-ins), the cards and lessons the forms show, and a .lang per language", () => {
    expect(warnings).toEqual([]);
    for (const t of requiredTextures()) expect(rp.has(t)).toBe(true);
    expect(rp.has(`${cardImage(12)}.png`)).toBe(true); // king of clubs
    expect(rp.has(`${cardImage(9)}.png`)).toBe(true); // ten of clubs
    expect(rp.has(`${lessonImage("knock")}.png`)).toBe(true);
    for (const lang of LANGS) {
      const text = rp.get(`texts/${bedrockLocale(lang)}.lang`)?.toString("utf8") ?? "";
      expect(text).toContain("tile.game_tables:small_game_table_oak.name=");
      expect(text).toContain("item.game_tables:gin_rummy_board=");
      expect(text).toMatch(/^entity\.game_tables:seat\.name=[^()\n]+$/m);
    }
    expect(JSON.parse((rp.get("texts/languages.json") as Buffer).toString("utf8"))).toHaveLength(LANGS.length);
    expect(rp.get("texts/en_US.lang")?.toString("utf8")).toContain("\nentity.game_tables:seat.name=Game Chair\n");
    expect(rp.get("texts/de_DE.lang")?.toString("utf8")).toContain("\nentity.game_tables:seat.name=Spielstuhl\n");
  });

  it("uses the committed name-based uuids, each pack depending on the other", () => {
    expect(PACK_UUIDS.behaviorPack).toBe(uuidV5("game-tables:behavior-pack"));
    expect(PACK_UUIDS.behaviorData).toBe(uuidV5("game-tables:behavior-pack:data"));
    expect(PACK_UUIDS.resourcePack).toBe(uuidV5("game-tables:resource-pack"));
    expect(PACK_UUIDS.resourceModule).toBe(uuidV5("game-tables:resource-pack:resources"));
    const bm = json(bp, "manifest.json") as { header: { uuid: string }; dependencies: { uuid: string }[] };
    const rm = json(rp, "manifest.json") as { header: { uuid: string }; dependencies: { uuid: string }[] };
    expect(bm.dependencies[0].uuid).toBe(rm.header.uuid);
    expect(rm.dependencies[0].uuid).toBe(bm.header.uuid);
  });

  it("writes a reproducible .mcaddon holding both packs", () => {
    const a = writeZip(mcaddonEntries(bp, rp));
    const again = buildPackFiles(gatherContent(ROOT).inputs);
    expect(writeZip(mcaddonEntries(again.bp, again.rp)).equals(a)).toBe(true);
    const entries = readZip(a);
    expect(entries.size).toBe(bp.size + rp.size);
    expect(entries.get("game_tables_behavior/manifest.json")?.equals(bp.get("manifest.json") as Buffer)).toBe(true);
    expect(entries.get("game_tables_resources/textures/terrain_texture.json")?.equals(rp.get("textures/terrain_texture.json") as Buffer)).toBe(true);
  });

  it("passes Mojang's validator (mct validate, offline) with zero errors", () => {
    const report = mctValidate(ROOT, [
      ["behavior_packs/game_tables", bp],
      ["resource_packs/game_tables", rp],
    ]);
    const errors = report.items.filter((i) => i.type === "error" || i.type === "testFail");
    expect(errors).toEqual([]);
    expect(report.errors).toBe(0);
    // The validator really looked at both packs.
    const items = report.items;
    expect(items.some((i) => i.path === "/behavior_packs/game_tables/manifest.json")).toBe(true);
    expect(items.some((i) => (i.path ?? "").startsWith("/resource_packs/game_tables/"))).toBe(true);
  });
});
