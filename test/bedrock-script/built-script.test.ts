/**
 * The built script itself (the bundle that goes into the behaviour pack) loaded on the fake game
 * modules: main.ts wires the real Script API names (world, system, ItemStack, BlockPermutation,
 * the forms, the enums) to the host. Catches wiring mistakes the flow tests (which pass the host
 * surface directly) cannot see.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it, vi } from "vitest";
import { bundleScript } from "../../plugin/bedrock-script/build/addon";
import { SEATED_PITCH } from "../../plugin/bedrock-common/seats";
import { emptySave, FakeGame, fakeModules, FakeItem, VISITOR } from "./fake-world";
import { BOARD, CHAIR, COMPONENTS, press, ROOT, T, TABLE } from "./game";

describe("built add-on script", () => {
  it("loads through the game's module names and runs a table: place, fit, sit, forms", async () => {
    const g = new FakeGame(COMPONENTS, emptySave(), { botDelayMs: 0 });
    const mods = fakeModules(g);
    (globalThis as Record<string, unknown>)["__gtFakeMinecraft"] = mods;
    const bundle = (await bundleScript(build, ROOT)).toString("utf8");
    // The game's modules, as the fake's: each import of the bundle reads the object set above.
    const shim = (name: "server" | "ui"): string =>
      Object.keys(mods[name])
        .map((k) => `export const ${k} = globalThis.__gtFakeMinecraft.${name}.${k};`)
        .join("\n");
    const dir = mkdtempSync(join(tmpdir(), "gt-addon-script-"));
    writeFileSync(join(dir, "server.mjs"), shim("server"));
    writeFileSync(join(dir, "ui.mjs"), shim("ui"));
    const file = join(dir, "main.mjs");
    writeFileSync(file, bundle.split('from "@minecraft/server-ui"').join('from "./ui.mjs"').split('from "@minecraft/server"').join('from "./server.mjs"'));
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await import(pathToFileURL(file).href);
    g.start(false);
    quiet.mockRestore();
    expect(g.registered?.name).toBe("game_tables:gametables");
    expect([...g.components.keys()].sort()).toEqual(["game_tables:chair", "game_tables:table"]);
    const ann = g.join("-100", "Ann", "fr_FR");
    const bob = g.join("-200", "Bob");
    g.place(ann, 0, 64, 0, TABLE);
    g.place(ann, -1, 64, 0, CHAIR);
    g.place(ann, 1, 64, 0, CHAIR);
    ann.hold(new FakeItem(BOARD, 1), 3);
    g.use(ann, 0, 64, 0);
    expect(ann.container.count(BOARD)).toBe(0);
    expect(g.overworld.stateAt(0, 64, 0).states["game_tables:fitted"]).toBe("gin_rummy");
    g.use(ann, -1, 64, 0);
    g.use(bob, 1, 64, 0);
    expect(ann.riding?.typeId).toBe("game_tables:seat");
    // West of the table: turned east (yaw -90) and down to the board.
    expect(ann.rotation).toEqual({ x: SEATED_PITCH, y: -90 });
    // A visitor's chair used on the table stays in hand (PlayerPermissionLevel from the game's module).
    bob.permissionLevel = VISITOR;
    bob.hold(new FakeItem(CHAIR, 1), 5);
    g.use(bob, 0, 64, 0, g.overworld, "North");
    expect(bob.container.count(CHAIR)).toBe(1);
    expect(g.overworld.stateAt(0, 64, -1).typeId).toBe("minecraft:air");
    bob.container.slots[5] = undefined;
    ann.selectedSlotIndex = 0;
    g.use(ann, 0, 64, 0);
    g.use(bob, 0, 64, 0);
    await g.settle();
    expect(g.form(ann)?.title).toMatch(/[Tt]able/);
    expect(g.form(ann)?.buttons.map((b) => b.text).join(" ")).toMatch(/Commencer|Démarrer|Lancer/);
    await press(g, bob, /^Start/);
    const start = g.buttonIndex(ann, (l) => /Commencer|Démarrer|Lancer/.test(l));
    await g.answer(ann, start);
    expect(g.world.getDynamicPropertyIds().some((id) => id.startsWith("gts:"))).toBe(true);
    expect(g.form(bob)).toBeDefined();
    // The console's /game_tables:gametables list goes to the content log (console.warn).
    const log = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    g.run(undefined, "list");
    expect(log.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(new RegExp(`^${T}: playing, board gin_rummy, owner Ann, seats - / Bob / - / Ann, match `, "m"));
    log.mockRestore();
  });
});
