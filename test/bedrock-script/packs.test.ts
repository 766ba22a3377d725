/**
 * The add-on's .mcaddon: the script module and its Script API dependencies, stable pack
 * identities, every texture a pack names is in it, six languages, a reproducible zip, and
 * Mojang's validator (`mct validate all`, offline) finding zero errors in the .mcaddon itself.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { ADDON_UUID_NAMES, ADDON_UUIDS, addonEntries, addonPacks, MIN_ENGINE_VERSION, SCRIPT_ENTRY, SCRIPT_MODULES } from "../../plugin/bedrock-script/build/addon";
import type { Files } from "../../plugin/bedrock-common/packs";
import { uuidV5 } from "../../plugin/bedrock-common/uuids";
import { writeZip } from "../../plugin/bedrock-common/zip";
import { LANGS } from "../../src/i18n/index";
import { bedrockLocale } from "../../src/i18n/bedrock";
import { mctRun } from "../bdsx/mct-validate";
import { ROOT } from "./game";

const { bp, rp } = await addonPacks(build, ROOT);

const json = (files: Files, path: string): Record<string, unknown> => {
  const b = files.get(path);
  if (b === undefined) throw new Error(`missing ${path}`);
  return JSON.parse(b.toString("utf8")) as Record<string, unknown>;
};

const typingsVersion = (name: string): string => (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

describe("Script API add-on packs", () => {
  it("declares the script module and the Script API modules at the versions of the typings it is checked against", () => {
    const m = json(bp, "manifest.json") as { header: { uuid: string; min_engine_version: number[] }; modules: { type: string; entry?: string }[]; dependencies: { module_name?: string; version: unknown; uuid?: string }[] };
    const script = m.modules.find((x) => x.type === "script");
    expect(script?.entry).toBe(SCRIPT_ENTRY);
    expect(bp.get(SCRIPT_ENTRY)?.length).toBeGreaterThan(1000);
    for (const [name, version] of Object.entries(SCRIPT_MODULES)) {
      expect(m.dependencies.find((d) => d.module_name === name)?.version).toBe(version);
      expect(typingsVersion(name)).toBe(version);
    }
    expect(m.header.min_engine_version).toEqual(MIN_ENGINE_VERSION);
    expect(m.dependencies.some((d) => d.uuid === ADDON_UUIDS.resourcePack)).toBe(true);
    const r = json(rp, "manifest.json") as { header: { pack_scope: string } };
    expect(r.header.pack_scope).toBe("world");
  });

  it("keeps its pack identities stable (name-based uuids) and apart from the bdsx packs", () => {
    for (const [k, name] of Object.entries(ADDON_UUID_NAMES)) expect(ADDON_UUIDS[k as keyof typeof ADDON_UUIDS]).toBe(uuidV5(name));
    expect(new Set(Object.values(ADDON_UUIDS)).size).toBe(5);
  });

  it("the script imports only the game's modules (everything else is bundled)", () => {
    const text = (bp.get(SCRIPT_ENTRY) as Buffer).toString("utf8");
    const imports = [...text.matchAll(/^import [^;]*? from "([^"]+)";$/gms)].map((m) => m[1]);
    expect(new Set(imports)).toEqual(new Set(Object.keys(SCRIPT_MODULES)));
  });

  it("has every texture its JSON names, and a .lang per language", () => {
    const named = new Set<string>();
    for (const f of ["textures/terrain_texture.json", "textures/item_texture.json"]) {
      const data = json(rp, f)["texture_data"] as Record<string, { textures: string[] }>;
      for (const v of Object.values(data)) for (const t of v.textures) named.add(t);
    }
    expect(named.size).toBeGreaterThan(40);
    for (const t of named) {
      expect(t.startsWith("textures/game_tables/tables/")).toBe(true);
      expect(rp.has(t + ".png")).toBe(true);
    }
    // Only the creator folder under textures/, one game folder under it (the validator's add-on layout).
    const tops = new Set([...rp.keys()].filter((p) => p.startsWith("textures/") && p.endsWith(".png")).map((p) => p.split("/").slice(0, 3).join("/")));
    expect([...tops]).toEqual(["textures/game_tables/tables"]);
    expect(JSON.parse((rp.get("texts/languages.json") as Buffer).toString("utf8"))).toEqual(LANGS.map(bedrockLocale).sort());
    for (const lang of LANGS) expect((rp.get(`texts/${bedrockLocale(lang)}.lang`) as Buffer).toString("utf8")).toContain("tile.game_tables:small_game_table_oak.name=");
  });

  it("zips to the same bytes every time", () => {
    expect(writeZip(addonEntries(bp, rp)).equals(writeZip(addonEntries(bp, rp)))).toBe(true);
  });

  it("passes Mojang's validator (mct validate all, offline) on the .mcaddon with zero errors", () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-addon-"));
    const file = join(dir, "game-tables-addon.mcaddon");
    writeFileSync(file, writeZip(addonEntries(bp, rp)));
    const report = mctRun(ROOT, ["--if", file], dir);
    const items = report.items;
    expect(items.filter((i) => i.type === "error" || i.type === "testFail")).toEqual([]);
    expect(report.errors).toBe(0);
    // It really read both packs and the script modules.
    expect(items.some((i) => i.path === "/game_tables_addon_behavior/manifest.json")).toBe(true);
    expect(items.some((i) => (i.path ?? "").startsWith("/game_tables_addon_resources/"))).toBe(true);
    expect(items.some((i) => /@minecraft\/server-ui/.test(i.message))).toBe(true);
  });
});
