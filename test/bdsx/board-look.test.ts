/**
 * The table's board look on Bedrock (plugin/bedrock-common/board-look.ts): the generated table blocks
 * of all three packs (bdsx, its empty-hand pack, the Script API add-on) list "none" and every
 * board of src/content/boards.ts, draw each board with its own top texture from resources/, still
 * draw a table saved with the old boolean state as Gin Rummy, and the hosts' reading of a block's
 * states refuses a value no board has.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addonBehaviorPack, addonResourcePack } from "../../plugin/bedrock-script/build/addon";
import { LEGACY_KIND, LEGACY_STATE, LOOK_STATE, LOOK_VALUES, lookValue, NO_BOARD, shownBoard } from "../../plugin/bedrock-common/board-look";
import { redrawLine } from "../../src/tables/world/controller";
import { buildPackFiles } from "../../plugin/bdsx/build/bedrock";
import { gatherContent } from "../../plugin/bedrock-common/content";
import { handPack } from "../../plugin/bdsx/build/hand-pack";
import type { Files } from "../../plugin/bedrock-common/packs";
import { WOODS } from "../../plugin/bedrock-common/woods";
import { BOARDS } from "../../src/content/boards";

const ROOT = join(__dirname, "../..");
const { inputs } = gatherContent(ROOT);
const { bp, rp } = buildPackFiles(inputs);
const PACKS: [string, Files, Files][] = [
  ["bdsx", bp, rp],
  ["bdsx empty hand", handPack(bp, inputs.version, Buffer.from("")), rp],
  ["add-on", addonBehaviorPack(inputs, Buffer.from("")), addonResourcePack(inputs)],
];

type States = Record<string, string | boolean>;
interface TableBlock {
  description: { states: Record<string, unknown[]> };
  permutations: { condition: string; components: Record<string, unknown> }[];
}

function json<T>(files: Files, path: string): T {
  const b = files.get(path);
  if (b === undefined) throw new Error(`missing ${path}`);
  return JSON.parse(b.toString("utf8")) as T;
}

function table(files: Files, wood: string): TableBlock {
  return json<{ "minecraft:block": TableBlock }>(files, `blocks/small_game_table_${wood}.json`)["minecraft:block"];
}

/**
 * The Molang the packs' conditions use, evaluated: `q.block_state('s')` (a boolean state),
 * `q.block_state('s') == 'v'`, `&&`, `||` and parentheses. Anything else throws, so a condition
 * the test cannot read fails it.
 */
function holds(condition: string, states: States): boolean {
  const tokens = condition.match(/q\.block_state\('[^']*'\)|'[^']*'|==|&&|\|\||\(|\)/g) ?? [];
  if (tokens.join("") !== condition.split(" ").join("")) throw new Error(`unreadable condition: ${condition}`);
  let at = 0;
  const operand = (): string | boolean => {
    const t = tokens[at++];
    if (t === "(") {
      const v = or();
      if (tokens[at++] !== ")") throw new Error(`unbalanced: ${condition}`);
      return v;
    }
    if (t.startsWith("q.block_state(")) {
      const v = states[t.slice("q.block_state('".length, -2)];
      if (v === undefined) throw new Error(`no state in ${t}`);
      return v;
    }
    if (t.startsWith("'")) return t.slice(1, -1);
    throw new Error(`unexpected ${t} in ${condition}`);
  };
  const compare = (): boolean => {
    const a = operand();
    if (tokens[at] !== "==") return a === true;
    at++;
    return a === operand();
  };
  const and = (): boolean => {
    let v = compare();
    while (tokens[at] === "&&") {
      at++;
      v = compare() && v;
    }
    return v;
  };
  const or = (): boolean => {
    let v = and();
    while (tokens[at] === "||") {
      at++;
      v = and() || v;
    }
    return v;
  };
  const v = or();
  if (at !== tokens.length) throw new Error(`trailing tokens in ${condition}`);
  return v;
}

/** The board texture a table with these states draws ("" without a board), from its permutations. */
function drawn(block: TableBlock, states: States): string {
  const on = block.permutations.filter((p) => holds(p.condition, states));
  if (on.length > 1) throw new Error(`${on.length} looks at once for ${JSON.stringify(states)}`);
  if (on.length === 0) return "";
  const materials = on[0].components["minecraft:material_instances"] as Record<string, { texture: string }>;
  return materials["board"].texture;
}

/** The PNG bytes a terrain texture name stands for in a resource pack. */
function terrainPng(files: Files, name: string): Buffer | undefined {
  const atlas = json<{ texture_data: Record<string, { textures: string[] }> }>(files, "textures/terrain_texture.json");
  const entry = atlas.texture_data[name];
  return entry === undefined ? undefined : files.get(entry.textures[0] + ".png");
}

describe("Bedrock table blocks: one look per board", () => {
  it("list the look state's values as 'none' and every board kind in src/content/boards.ts order, and keep the old boolean", () => {
    expect(LOOK_VALUES).toEqual(["none", ...BOARDS.map((b) => b.kind)]);
    expect(BOARDS.map((b) => b.kind)).not.toContain(NO_BOARD);
    for (const [pack, b] of PACKS) {
      for (const w of WOODS) {
        const states = table(b, w.id).description.states;
        expect(states[LOOK_STATE], `${pack} ${w.id}`).toEqual(["none", "gin_rummy", "uno_no_mercy", "here_to_slay"]);
        expect(states[LEGACY_STATE], `${pack} ${w.id}`).toEqual([false, true]);
      }
    }
  });

  it("draw each board with its own top from resources/, and no board on a table without one", () => {
    for (const [pack, b, r] of PACKS) {
      for (const w of WOODS) {
        const block = table(b, w.id);
        expect(drawn(block, { [LOOK_STATE]: "none", [LEGACY_STATE]: false }), pack).toBe("");
        const tops = new Set<string>();
        for (const board of BOARDS) {
          const texture = drawn(block, { [LOOK_STATE]: board.kind, [LEGACY_STATE]: false });
          tops.add(texture);
          const png = terrainPng(r, texture);
          expect(png?.equals(readFileSync(join(ROOT, "resources/textures", board.top))), `${pack} ${w.id} ${board.kind}`).toBe(true);
        }
        expect(tops.size).toBe(BOARDS.length);
      }
    }
  });

  it("draw a table saved with the old boolean state (true) as Gin Rummy's board, and the new state wins over it", () => {
    const gin = BOARDS.find((b) => b.kind === LEGACY_KIND);
    expect(gin).toBeDefined();
    for (const [pack, b] of PACKS) {
      const block = table(b, "oak");
      const ginTop = drawn(block, { [LOOK_STATE]: LEGACY_KIND, [LEGACY_STATE]: false });
      // A saved block has the old state only: the new one takes its default, the first value.
      expect(drawn(block, { [LOOK_STATE]: LOOK_VALUES[0], [LEGACY_STATE]: true }), pack).toBe(ginTop);
      expect(drawn(block, { [LOOK_STATE]: "uno_no_mercy", [LEGACY_STATE]: true }), pack).not.toBe(ginTop);
    }
  });
});

describe("reading a table's look (both hosts)", () => {
  it("reads a board, none, the old boolean (a Script API boolean or a bdsx byte) and refuses a value no board has", () => {
    expect(shownBoard({ [LOOK_STATE]: "uno_no_mercy", [LEGACY_STATE]: false })).toEqual({ ok: true, kind: "uno_no_mercy" });
    expect(shownBoard({ [LOOK_STATE]: "none", [LEGACY_STATE]: false })).toEqual({ ok: true, kind: "" });
    expect(shownBoard({ [LEGACY_STATE]: true })).toEqual({ ok: true, kind: "gin_rummy" });
    expect(shownBoard({ [LEGACY_STATE]: 1 })).toEqual({ ok: true, kind: "gin_rummy" });
    expect(shownBoard({ [LEGACY_STATE]: 0 })).toEqual({ ok: true, kind: "" });
    expect(shownBoard({})).toEqual({ ok: true, kind: "" });
    expect(shownBoard({ [LOOK_STATE]: "chess" })).toEqual({ ok: false, value: "chess" });
    expect(shownBoard({ [LOOK_STATE]: 3 })).toEqual({ ok: false, value: "3" });
    expect(redrawLine("0:1,2,3", { ok: false, value: "chess" }, "gin_rummy")).toBe('game-tables: table 0:1,2,3 showed "chess", which is no board; its record holds "gin_rummy": redrawn from the record');
  });

  it("has a value for every board and none, and none for a kind no board has", () => {
    expect(lookValue("")).toBe("none");
    for (const b of BOARDS) expect(lookValue(b.kind)).toBe(b.kind);
    expect(lookValue("chess")).toBeUndefined();
    expect(lookValue("none")).toBeUndefined();
  });
});
