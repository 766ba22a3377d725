import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../../src/tables/config";
import { ROOT } from "../content/keys";

interface SettingDef {
  key: string;
  config?: string;
  type: string;
  default: unknown;
}

/** A setting's documented default as the table service would read it (plugin/luanti/src/config.ts). */
function parsed(s: SettingDef): unknown {
  if (s.type === "intlist" || s.type === "list") {
    const parts = String(s.default).split(",").map((p) => p.trim());
    return s.type === "intlist" ? parts.map(Number) : parts;
  }
  return s.default;
}

describe("Luanti operator settings", () => {
  it("document the table service's defaults (what a server gets when nothing is set)", () => {
    const { settings } = JSON.parse(readFileSync(join(ROOT, "plugin/luanti/settings.json"), "utf8")) as { settings: SettingDef[] };
    const covered: string[] = [];
    for (const s of settings) {
      if (s.config === undefined) continue;
      covered.push(s.config);
      expect(parsed(s), s.key).toEqual((DEFAULT_CONFIG as unknown as Record<string, unknown>)[s.config]);
    }
    expect(covered.sort()).toEqual(Object.keys(DEFAULT_CONFIG).sort());
  });
});
