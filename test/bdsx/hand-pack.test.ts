/**
 * The optional empty-hand pack: the main pack's table and chair blocks with the `game_tables:use`
 * custom component, and its script, which turns an empty-handed click into `/gametables use`
 * for the bdsx plugin. The script runs here on a fake of the few @minecraft/server 1.12.0-beta
 * names it uses; the command it writes goes through the plugin's registered command.
 */
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { buildPackFiles, bundleHandScript } from "../../plugin/bdsx/build/bedrock";
import { gatherContent } from "../../plugin/bedrock-common/content";
import { HAND_SCRIPT, handPack } from "../../plugin/bdsx/build/hand-pack";
import { PACK_UUIDS, uuidV5 } from "../../plugin/bedrock-common/uuids";
import { chairId, tableId, WOODS } from "../../plugin/bedrock-common/woods";
import { USE_COMPONENT } from "../../plugin/bdsx/hand/use";
import { FakeBdsx, FakeItem, runHandScript, scriptPlayer, type FakePlayer } from "./fake-bdsx";
import { mctValidate } from "./mct-validate";

const ROOT = join(__dirname, "../..");

describe("empty-hand pack", () => {
  const { inputs } = gatherContent(ROOT);
  const { bp, rp } = buildPackFiles(inputs);
  const pack = handPack(bp, inputs.version, Buffer.from("// script\n"));

  it("replaces every table and chair block with the same one plus the custom component, and depends on the main pack and @minecraft/server 1.12.0-beta", () => {
    const manifest = JSON.parse((pack.get("manifest.json") as Buffer).toString("utf8"));
    expect(manifest.header.uuid).toBe(uuidV5("game-tables:hand-pack"));
    expect(PACK_UUIDS.handData).toBe(uuidV5("game-tables:hand-pack:data"));
    expect(PACK_UUIDS.handScript).toBe(uuidV5("game-tables:hand-pack:script"));
    expect(manifest.modules).toContainEqual(expect.objectContaining({ type: "script", language: "javascript", entry: HAND_SCRIPT }));
    expect(manifest.dependencies).toEqual([{ uuid: PACK_UUIDS.behaviorPack, version: inputs.version }, { module_name: "@minecraft/server", version: "1.12.0-beta" }]);
    const blocks = [...pack.keys()].filter((p) => p.startsWith("blocks/"));
    expect(blocks).toEqual([...bp.keys()].filter((p) => p.startsWith("blocks/")).sort());
    const ids = new Set<string>();
    for (const path of blocks) {
      const mine = JSON.parse((pack.get(path) as Buffer).toString("utf8"));
      const base = JSON.parse((bp.get(path) as Buffer).toString("utf8"));
      expect(mine["minecraft:block"].components["minecraft:custom_components"]).toEqual([USE_COMPONENT]);
      delete mine["minecraft:block"].components["minecraft:custom_components"];
      expect(mine).toEqual(base);
      ids.add(mine["minecraft:block"].description.identifier);
    }
    for (const w of WOODS) {
      expect(ids.has(tableId(w.id))).toBe(true);
      expect(ids.has(chairId(w.id))).toBe(true);
    }
    expect(pack.get(HAND_SCRIPT)?.toString()).toBe("// script\n");
  });

  it("passes Mojang's validator (mct validate, offline) with zero errors beside the main packs", async () => {
    const withScript = handPack(bp, inputs.version, await bundleHandScript(build, ROOT));
    const report = mctValidate(ROOT, [
      ["behavior_packs/game_tables", bp],
      ["behavior_packs/game_tables_hand", withScript],
      ["resource_packs/game_tables", rp],
    ]);
    expect(report.items.filter((i) => i.type === "error" || i.type === "testFail")).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.items.some((i) => i.path === "/behavior_packs/game_tables_hand/manifest.json")).toBe(true);
  });

  it("bundles the script as one ES module that needs only @minecraft/server", async () => {
    const js = (await bundleHandScript(build, ROOT)).toString("utf8");
    expect(js).toContain("game_tables:use");
    const imports = [...js.matchAll(/^import .* from "([^"]+)";?$/gm)].map((m) => m[1]);
    expect(imports).toEqual(["@minecraft/server"]);
    expect(js).not.toMatch(/\brequire\(/);
  });

  it("the script runs `/gametables use` as the player after the click, for every click on our blocks", () => {
    const script = runHandScript();
    const ran: string[] = [];
    script.interact({ block: { location: { x: -1, y: 64, z: 0 } } });
    script.interact({ block: { location: { x: -1, y: 64, z: 0 } }, player: scriptPlayer(ran) });
    expect(ran).toEqual([]);
    script.runQueued();
    expect(ran).toEqual(['gametables use "-1 64 0"']);
  });

  /** ann's table at 0,64,0 with a chair west of it. */
  function table(handPack: boolean): { b: FakeBdsx; ann: FakePlayer } {
    const b = new FakeBdsx();
    b.handPack = handPack;
    b.open();
    const ann = b.join("x-ann", "Ann");
    b.place(ann, 0, 64, 0, "game_tables:small_game_table_oak");
    b.place(ann, -1, 64, 0, "game_tables:game_chair_oak");
    ann.pos = { x: -1.5, y: 64, z: 1 };
    return { b, ann };
  }

  for (const handPack of [false, true]) {
    it(`${handPack ? "with" : "without"} the pack, a board in hand is fitted, and the table and chair work`, () => {
      const { b, ann } = table(handPack);
      ann.inventory.slots[0] = new FakeItem("game_tables:gin_rummy_board", 1);
      b.use(ann, 0, 64, 0);
      expect(b.plugin.service?.info("0:0,64,0")?.board).toBe("gin_rummy");
      expect(ann.inventory.slots[0] === undefined || ann.inventory.slots[0].isNull()).toBe(true);
      if (!handPack) {
        // bdsx never hears of an empty hand: nothing happens. Any item in hand works.
        b.use(ann, -1, 64, 0);
        expect(ann.riding).toBeUndefined();
        ann.inventory.slots[0] = new FakeItem("minecraft:stick", 1);
      }
      b.use(ann, -1, 64, 0);
      expect(ann.riding?.identifier).toBe("game_tables:seat");
      expect(b.form(ann)?.type).toBe("form");
    });
  }
});
