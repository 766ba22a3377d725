/**
 * The Luanti mod folder is ready for ContentDB and the main menu: mod.conf names the oldest Luanti
 * it runs on and the games it supports, and the folder gets a README, a licence and a 3:2
 * screenshot of at least 300 x 200 (lua_api.txt, "Mod directory structure").
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain .mjs script without declarations
import { MOD_FILES, MOD_NAME, modConf } from "../../scripts/build-luanti.mjs";
import { gamesInWords } from "../../src/content/describe";

const PLUGIN = resolve(import.meta.dirname, "../../plugin/luanti");

/** mod.conf as Luanti's Settings format reads it: `key = value`, one a line. */
function conf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const at = line.indexOf(" = ");
    expect(at, line).toBeGreaterThan(0);
    out.set(line.substring(0, at), line.substring(at + 3));
  }
  return out;
}

describe("the Luanti mod's package", () => {
  it("mod.conf names the mod, its games, both boards and the oldest Luanti it runs on", () => {
    const c = conf(modConf(gamesInWords()));
    expect(c.get("name")).toBe(MOD_NAME);
    expect(c.get("title")).toBe("Game Tables");
    expect(c.get("description")).toContain("Gin Rummy");
    expect(c.get("description")).toContain("Uno No Mercy");
    expect(c.get("min_minetest_version")).toBe("5.6");
    // The depends are minetest_game's mods.
    expect(c.get("supported_games")).toBe("minetest_game");
    expect(c.get("depends")).toBe("default, wool, player_api");
  });

  it("ships a README, a licence and a 3:2 PNG screenshot of at least 300 x 200", () => {
    expect(MOD_FILES).toEqual(expect.arrayContaining(["README.md", "LICENSE", "screenshot.png"]));
    expect(readFileSync(join(PLUGIN, "README.md"), "utf8")).toContain("Uno No Mercy");
    expect(readFileSync(join(PLUGIN, "LICENSE"), "utf8")).toContain("MIT License");
    const png = readFileSync(join(PLUGIN, "screenshot.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBeGreaterThanOrEqual(300);
    expect(height).toBeGreaterThanOrEqual(200);
    expect(width * 2).toBe(height * 3);
  });
});
