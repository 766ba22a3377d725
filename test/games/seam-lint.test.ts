/**
 * The seam in the editor: ESLint (eslint.config.js, `no-restricted-imports`) refuses an import of a
 * game's own folder where people work, before the import tests (seam.test.ts, one-folder.test.ts) run.
 */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-imports messages ESLint gives `text` as if it were the file at `path`. */
async function refusals(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, path) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const use = (spec: string): string => `import type { Game } from "${spec}";\nexport type G = Game;\n`;

describe("the seam's lint rule", () => {
  it("refuses a game's folder in the table service, the screen model, texts, content, every host and the CLI", async () => {
    const cases: [string, string][] = [
      ["src/tables/x.ts", "../games/gin-rummy/game"],
      ["src/tables/x.ts", "../games/registry"],
      ["src/screen/x.ts", "../games/uno-no-mercy/engine/state"],
      ["src/content/x.ts", "../games/gin-rummy/textures"],
      ["src/i18n/x.ts", "../games/uno-no-mercy/i18n"],
      ["src/i18n/x.ts", "../games/records"],
      ["plugin/luanti/src/x.ts", "../../../src/games/gin-rummy/engine/cards"],
      ["plugin/bdsx/build/x.ts", "../../../src/games/uno-no-mercy/deck"],
      ["plugin/bedrock-script/src/x.ts", "../../../src/games/gin-rummy/game"],
      ["src/cli/x.ts", "../games/gin-rummy/cli/index"],
      ["src/cli/x.ts", "../games/uno-no-mercy/record"],
    ];
    for (const [path, spec] of cases) expect(await refusals(path, use(spec)), `${path} -> ${spec}`).toHaveLength(1);
  });

  it("lets them import the seam (and, outside the table service and screen model, the registry)", async () => {
    const cases: [string, string][] = [
      ["src/tables/x.ts", "../games/game"],
      ["src/screen/x.ts", "../games/game"],
      ["src/content/x.ts", "../games/registry"],
      ["src/i18n/x.ts", "../games/game"],
      ["plugin/luanti/src/x.ts", "../../../src/games/registry"],
      ["plugin/bdsx/src/x.ts", "../../../src/games/game"],
      ["src/cli/x.ts", "../games/records"],
    ];
    for (const [path, spec] of cases) expect(await refusals(path, use(spec)), `${path} -> ${spec}`).toEqual([]);
  });

  it("keeps the portable core's ban on Node modules beside it", async () => {
    expect(await refusals("src/tables/x.ts", 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n')).toHaveLength(1);
    expect(await refusals("src/i18n/x.ts", 'import { z } from "zod";\nexport const s = z;\n')).toHaveLength(1);
    // The command line is the Node edge too: the portable core loads no part of it.
    expect(await refusals("src/games/uno-no-mercy/x.ts", use("./cli/index"))).toHaveLength(1);
    expect(await refusals("src/games/x.ts", use("../cli/game-clis"))).toHaveLength(1);
    expect(await refusals("src/util/x.ts", use("../cli/game-cli"))).toHaveLength(1);
  });

  it("leaves src/games and the tools alone, and a game's CLI side its Node modules", async () => {
    expect(await refusals("src/games/registry.ts", use("./gin-rummy/game"))).toEqual([]);
    expect(await refusals("src/games/uno-no-mercy/cli/x.ts", 'import { z } from "zod";\nexport const s = z;\n')).toEqual([]);
    expect(await refusals("src/games/uno-no-mercy/x.ts", 'import { z } from "zod";\nexport const s = z;\n')).toHaveLength(1);
    expect(await refusals("tools/x.ts", use("../src/games/gin-rummy/game"))).toEqual([]);
  });
});
