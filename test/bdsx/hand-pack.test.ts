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
import { gatherContent } from "../../plugin/bdsx/build/content";
import { HAND_SCRIPT, handPack } from "../../plugin/bdsx/build/hand-pack";
import { PACK_UUIDS, uuidV5 } from "../../plugin/bdsx/build/uuids";
import { chairId, tableId, WOODS } from "../../plugin/bdsx/build/woods";
import { install, USE_COMPONENT, type ServerApi } from "../../plugin/bdsx/hand/use";
import { FakeBdsx, FakeItem, type FakePlayer } from "./fake-bdsx";
import { mctValidate } from "./mct-validate";

const ROOT = join(__dirname, "../..");

/** The script on a fake game: returns the component it registered and the commands it ran. */
function runScript(): { interact: (e: unknown) => void; ran: string[]; runQueued: () => void } {
  let registered: { onPlayerInteract?: (e: never) => void } | undefined;
  const queue: (() => void)[] = [];
  const api: ServerApi = {
    world: {
      beforeEvents: {
        worldInitialize: {
          subscribe: (cb) => cb({ blockTypeRegistry: { registerCustomComponent: (name, c) => (name === USE_COMPONENT ? (registered = c) : undefined) } }),
        },
      },
    },
    system: { run: (cb) => queue.push(cb) },
    EquipmentSlot: { Mainhand: "Mainhand" },
  };
  install(api);
  if (registered?.onPlayerInteract === undefined) throw new Error("no onPlayerInteract registered");
  const on = registered.onPlayerInteract;
  return { interact: (e) => on(e as never), ran: [], runQueued: () => queue.splice(0).forEach((f) => f()) };
}

function scriptPlayer(held: unknown, ran: string[]): unknown {
  return {
    getComponent: (id: string) => (id === "minecraft:equippable" ? { getEquipment: (slot: string) => (slot === "Mainhand" ? held : undefined) } : undefined),
    runCommandAsync: (c: string) => {
      ran.push(c);
      return Promise.resolve({});
    },
  };
}

/** Runs a command line the way BDS parses `/gametables <action> "<arg>"` for the plugin. */
function runAs(b: FakeBdsx, p: FakePlayer, line: string): { ok: boolean; text: string } {
  const m = /^gametables (\w+) "([^"]*)"$/.exec(line);
  if (m === null || b.commandCallback === undefined) throw new Error(`not a gametables command: ${line}`);
  let out = { ok: false, text: "" };
  b.commandCallback({ action: m[1], arg: m[2] }, { getEntity: () => p }, { success: (t?: string) => (out = { ok: true, text: t ?? "" }), error: (t: string) => (out = { ok: false, text: t }) });
  return out;
}

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

  it("an empty-handed click on a chair or table seats the player or opens the table, through the plugin's command", () => {
    const b = new FakeBdsx();
    b.open();
    const ann = b.join("x-ann", "Ann");
    b.place(ann, 0, 64, 0, "game_tables:small_game_table_oak");
    b.place(ann, -1, 64, 0, "game_tables:game_chair_oak");
    ann.inventory.slots[0] = new FakeItem("game_tables:gin_rummy_board", 1);
    b.use(ann, 0, 64, 0);
    ann.pos = { x: -1.5, y: 64, z: 1 };
    const script = runScript();
    // Holding something: bdsx reports the click itself, the script stays out of it.
    script.interact({ block: { location: { x: -1, y: 64, z: 0 } }, player: scriptPlayer({ typeId: "minecraft:stick" }, script.ran) });
    script.interact({ block: { location: { x: -1, y: 64, z: 0 } } });
    script.runQueued();
    expect(script.ran).toEqual([]);
    // Empty hand on the chair: the command runs after the event, as the player.
    script.interact({ block: { location: { x: -1, y: 64, z: 0 } }, player: scriptPlayer(undefined, script.ran) });
    expect(script.ran).toEqual([]);
    script.runQueued();
    expect(script.ran).toEqual(['gametables use "-1 64 0"']);
    expect(runAs(b, ann, script.ran[0]).ok).toBe(true);
    expect(ann.riding?.identifier).toBe("game_tables:seat");
    // And on the table: its screen.
    b.now += 1000;
    script.interact({ block: { location: { x: 0, y: 64, z: 0 } }, player: scriptPlayer(undefined, script.ran) });
    script.runQueued();
    expect(runAs(b, ann, script.ran[1]).ok).toBe(true);
    expect(b.form(ann)?.type).toBe("form");
  });
});
