/**
 * The built plugin itself (dist-style bundle, ES2017) loaded the way bdsx loads it, on the fake
 * bdsx modules: the entry wires the real bdsx API names (events, Form.sendTo, ItemStack,
 * storageManager, fsutil.projectPath, ...) to the table service. Catches wiring mistakes that the
 * adapter tests (which pass the host surface directly) cannot see.
 */
import Module from "node:module";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it, vi } from "vitest";
import { bundlePlugin } from "../../plugin/bdsx/build/bedrock";
import { SEATED_PITCH } from "../../plugin/bedrock-common/seats";
import { FakeBdsx, FakeItem } from "./fake-bdsx";

const ROOT = join(__dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "gt-built-"));
type Loader = (request: string, parent: unknown, isMain: boolean) => unknown;
const mod = Module as unknown as { _load: Loader };
const original = mod._load;
let fake: FakeBdsx | undefined;

afterAll(() => {
  mod._load = original;
  fake?.events.serverLeave.fire(); // stops the plugin's tick timer
});

describe("built bdsx plugin", () => {
  it("loads through bdsx's module names, reads game-tables.json and runs a table", async () => {
    const out = join(dir, "index.js");
    await bundlePlugin(build, ROOT, out);
    writeFileSync(join(dir, "game-tables.json"), JSON.stringify({ botDelayMs: 0, botLevels: ["easy"] }));
    fake = new FakeBdsx(new Map(), undefined, undefined, false);
    const modules = fake.modules(dir);
    mod._load = function (request, parent, isMain) {
      if (request in modules) return modules[request];
      if (request.startsWith("bdsx")) throw new Error(`the plugin needs ${request}, which the declarations do not cover`);
      return original.call(this, request, parent, isMain);
    };
    const req = Module.createRequire(out);
    req(out);
    const b = fake;
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    b.events.serverOpen.fire();
    expect(log.mock.calls.map((c) => String(c[0]))).toContain("game-tables: 0 tables, 0 settlements finished, 0 refunds");
    expect(b.world.commands).toContain("kill @e[type=game_tables:seat]");
    const ann = b.join("x-ann", "Ann", "pt_BR");
    b.events.blockPlace.fire({ player: ann, block: { getName: () => "game_tables:small_game_table_acacia" }, blockSource: b.world, blockPos: { x: 3, y: 70, z: 3 } });
    b.world.set(3, 70, 3, "game_tables:small_game_table_acacia");
    b.world.set(3, 70, 4, "game_tables:game_chair_acacia");
    ann.inventory.slots[0] = new FakeItem("game_tables:gin_rummy_board", 1);
    b.events.itemUseOnBlock.fire({ itemStack: ann.getMainhandSlot(), actor: ann, x: 3, y: 70, z: 3, face: 1 });
    expect(ann.inventory.count("game_tables:gin_rummy_board")).toBe(0);
    expect(b.world.state(3, 70, 3, "game_tables:fitted")).toBe('"gin_rummy"');
    await new Promise((r) => setTimeout(r, 250)); // past the plugin's double-click guard (real clock here)
    b.events.blockInteractedWith.fire({ player: ann, blockPos: { x: 3, y: 70, z: 4 } });
    expect(ann.riding?.identifier).toBe("game_tables:seat");
    // Seated south of the table: the look turns north (yaw 180) and down to the board, through MovePlayerPacket.
    expect(ann.look).toEqual({ pitch: SEATED_PITCH, yaw: 180, riding: ann.riding?.runtimeId });
    expect(b.packetsLive).toBe(0);
    // A chair used on the table's north face goes north of it, once the other plugins (Block.create, BlockPlaceEvent) had their say.
    const asked: string[] = [];
    b.events.blockPlace.on((e) => void asked.push((e as { block: { getName(): string } }).block.getName()));
    ann.inventory.slots[0] = new FakeItem("game_tables:game_chair_acacia", 2);
    await new Promise((r) => setTimeout(r, 250));
    b.events.itemUseOnBlock.fire({ itemStack: ann.getMainhandSlot(), actor: ann, x: 3, y: 70, z: 3, face: 2 });
    expect(asked).toEqual(["game_tables:game_chair_acacia"]);
    expect(b.world.getBlock({ x: 3, y: 70, z: 2 }).getName()).toBe("game_tables:game_chair_acacia");
    expect(ann.inventory.count("game_tables:game_chair_acacia")).toBe(1);
    ann.inventory.slots[0] = undefined;
    await new Promise((r) => setTimeout(r, 250));
    b.events.blockInteractedWith.fire({ player: ann, blockPos: { x: 3, y: 70, z: 3 } });
    const f = b.form(ann);
    expect(f?.type).toBe("form");
    // Portuguese, from the client's login data; one bot level, as game-tables.json says, with one,
    // two or three bots (a Gin Rummy table seats four).
    expect(f?.type === "form" && f.buttons.filter((x) => /Jogar sozinho/.test(x.text)).length).toBe(3);
    const alone = b.buttonIndex(ann, (l) => /sozinho/.test(l));
    await b.answer(ann, alone);
    expect(ann.messages.join(" ")).toMatch(/partida/);
    // The match is on: the table form now offers Resign (whoever's turn it is).
    expect(JSON.stringify(b.form(ann))).toMatch(/Desistir/);
    expect(log.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("failed"))).toEqual([]);
    log.mockRestore();
  });

  it("a damaged journal: one log line, nothing installed, the file left as it is", async () => {
    const at = mkdtempSync(join(tmpdir(), "gt-built-damaged-"));
    const out = join(at, "index.js");
    await bundlePlugin(build, ROOT, out);
    mkdirSync(join(at, "storage"));
    const journal = join(at, "storage", "game-tables.journal");
    const text = "game-tables journal 1\nS\tt/1\tx\nnot a write\nD\tt/1\n";
    writeFileSync(journal, text);
    const b = new FakeBdsx(new Map(), undefined, undefined, false);
    const modules = b.modules(at);
    mod._load = function (request, parent, isMain) {
      if (request in modules) return modules[request];
      return original.call(this, request, parent, isMain);
    };
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    Module.createRequire(out)(out);
    b.events.serverOpen.fire();
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([`game-tables: ${journal}: line 3 is damaged (not a write this mod made); the file is left as it is, tables are disabled`]);
    log.mockRestore();
    expect(b.world.commands).toEqual([]);
    expect(readFileSync(journal, "utf8")).toBe(text);
  });
});
