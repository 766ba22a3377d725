/**
 * The /gametables grammar every host runs (src/tables/commands.ts): parsing, who may run what,
 * the replies in every language, and the operator's collection of the house's winnings, also
 * with a crash at each of its writes.
 */
import { describe, expect, it } from "vitest";
import { hasKey, render } from "../../src/i18n/index";
import { LANGS, type Message } from "../../src/i18n/types";
import { CONSOLE, commandWords, parseCommand, runCommandLine, type CommandHost, type CommandReply } from "../../src/tables/commands";
import type { TableService } from "../../src/tables/service";
import { Crash, press, resign, startService, World } from "./fake-host";

const DIAMONDS = { item: "default:diamond", count: 10 };
const CONFIG = { botDelayMs: 0, stakesVsBots: true };

function hostFor(service: TableService | undefined, world: World, extra: Partial<CommandHost> = {}): CommandHost {
  return { service: () => service, isOperator: (p) => world.operators.has(p), name: (p) => p.toUpperCase(), ...extra };
}

function keys(r: CommandReply): string[] {
  return r.lines.map((m) => m.key);
}

/** Every message (and nested one) has a key in the catalog and renders in every language. */
function renders(lines: Message[]): void {
  for (const m of lines) {
    expect(hasKey(m.key)).toBe(true);
    for (const lang of LANGS) {
      const text = render(lang, m);
      expect(text).not.toContain("{");
      expect(text).not.toContain("tables.cmd");
    }
  }
}

/** Ann stakes `count` diamonds against an easy bot and resigns: the house wins them. */
function houseWon(world: World, service: TableService, count: number): void {
  service.createTable("T1", "ann");
  service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
  service.sit("T1", 0, "ann");
  const slot = String(world.lastScreen("ann").stake!.inventory.findIndex((l) => l.item === "default:diamond"));
  expect(press(service, world, "ann", "stake.add", { slot, count: String(count) }).ok).toBe(true);
  expect(press(service, world, "ann", "alone.easy").ok).toBe(true);
  expect(resign(service, world, "ann")).toEqual({ ok: true });
}

function houseWorld(): { world: World; service: TableService } {
  const world = new World(5);
  world.addPlayer("ann", [DIAMONDS]);
  world.addPlayer("op");
  world.addPlayer("op2");
  world.operators.add("op");
  world.operators.add("op2");
  const service = startService(world, CONFIG);
  houseWon(world, service, 3);
  return { world, service };
}

/** Diamonds in inventories, escrow and every mailbox (the house's included). */
function diamonds(world: World): number {
  let n = 0;
  for (const p of ["ann", "op", "op2"]) n += world.count(p, "default:diamond");
  for (const [k, v] of world.storage) {
    if (k.startsWith("m/")) for (const x of JSON.parse(v).s) if (x.i === "default:diamond") n += x.c;
    if (k.startsWith("e/")) {
      const r = JSON.parse(v);
      for (const seat of [0, 1]) if (r.k[seat]) for (const x of r.s[seat]) if (x.i === "default:diamond") n += x.c;
    }
  }
  return n;
}

describe("/gametables grammar", () => {
  it("parses every verb into a typed command, aliases and case included", () => {
    expect(parseCommand("")).toEqual({ ok: true, command: { verb: "help" } });
    expect(parseCommand("help")).toEqual({ ok: true, command: { verb: "help" } });
    expect(parseCommand("  CLAIM ")).toEqual({ ok: true, command: { verb: "claim" } });
    expect(parseCommand("mail")).toEqual({ ok: true, command: { verb: "claim" } });
    expect(parseCommand("stand")).toEqual({ ok: true, command: { verb: "stand" } });
    expect(parseCommand('use "-1 64 0"')).toEqual({ ok: true, command: { verb: "use", x: -1, y: 64, z: 0 } });
    expect(parseCommand("list")).toEqual({ ok: true, command: { verb: "list" } });
    expect(parseCommand("refund M-7x")).toEqual({ ok: true, command: { verb: "refund", matchId: "M-7x" } });
    expect(parseCommand("abort world:1,2,3")).toEqual({ ok: true, command: { verb: "abort", tableId: "world:1,2,3" } });
    expect(parseCommand("house")).toEqual({ ok: true, command: { verb: "house", claim: false } });
    expect(parseCommand("house claim")).toEqual({ ok: true, command: { verb: "house", claim: true } });
    expect(parseCommand("reload")).toEqual({ ok: true, command: { verb: "reload" } });
    expect(parseCommand('config {"turnSeconds": 45}')).toEqual({ ok: true, command: { verb: "config", setting: '{"turnSeconds": 45}' } });
    expect(parseCommand("config turnSeconds=45")).toEqual({ ok: true, command: { verb: "config", setting: "turnSeconds=45" } });
    expect(commandWords()).toEqual(["help", "claim", "stand", "use", "list", "refund", "abort", "house", "reload", "config", "mail", "mailbox"]);
  });

  it("answers bad input with the usage or the unknown word, never a stack trace", () => {
    const bad: [string, string][] = [
      ["frobnicate", "tables.cmd.unknown"],
      ["toString", "tables.cmd.unknown"],
      ["refund", "tables.cmd.usage"],
      ["refund a b", "tables.cmd.usage"],
      ["abort", "tables.cmd.usage"],
      ["house take", "tables.cmd.usage"],
      ["claim now", "tables.cmd.usage"],
      ["use 1 2", "tables.cmd.usage"],
      ["use 1 2 zero", "tables.cmd.usage"],
      ["use 1 2 3.5", "tables.cmd.usage"],
      ["use 1 2 9999999999", "tables.cmd.usage"],
      ["config", "tables.cmd.usage"],
    ];
    for (const [line, key] of bad) {
      const r = parseCommand(line);
      expect(r.ok, line).toBe(false);
      if (!r.ok) {
        expect(r.error.key, line).toBe(key);
        renders([r.error]);
      }
    }
    const unknown = parseCommand("frobnicate");
    if (!unknown.ok) expect(render("en", unknown.error)).toBe("There is no command frobnicate. Type /gametables help for the list.");
    const usage = parseCommand("refund");
    if (!usage.ok) expect(render("de", usage.error)).toBe("Aufruf: /gametables refund <match id>");
  });

  it("checks permissions: players claim, operators and the console run the rest", () => {
    const { world, service } = houseWorld();
    const host = hostFor(service, world);
    for (const line of ["list", "refund M1", "abort T1", "house", "house claim", "reload"]) {
      expect(keys(runCommandLine({ ...host, reload: () => true }, "ann", line)), line).toEqual(["tables.error.not_operator"]);
    }
    expect(keys(runCommandLine(host, CONSOLE, "claim"))).toEqual(["tables.cmd.players_only"]);
    expect(keys(runCommandLine(host, CONSOLE, "house claim"))).toEqual(["tables.cmd.players_only"]);
    // The house is untouched by the refusals.
    expect(service.mailbox("@house")).toEqual([{ item: "default:diamond", count: 3 }]);
    // Help shows players their verbs, operators every verb.
    const forAnn = runCommandLine(host, "ann", "help");
    const forOp = runCommandLine(host, "op", "help");
    expect(forAnn.ok && forOp.ok).toBe(true);
    expect(forAnn.lines.length).toBe(4);
    expect(forOp.lines.length).toBe(10);
    renders(forOp.lines);
    expect(render("en", forOp.lines[7])).toBe("/gametables house [claim]: what bots won in staked matches; claim collects it into your mailbox");
  });

  it("runs each verb on the service; host verbs only where the host offers them", () => {
    const { world, service } = houseWorld();
    const host = hostFor(service, world);
    const list = runCommandLine(host, CONSOLE, "list");
    expect(list.ok).toBe(true);
    renders(list.lines);
    expect(render("en", list.lines[0])).toBe("T1: result, board gin_rummy, owner ANN, seats ANN / - / bot:easy / -, match -");
    expect(runCommandLine(host, "op", "refund nope")).toEqual({ ok: false, lines: [{ key: "tables.error.no_paused" }] });
    expect(runCommandLine(host, "op", "abort T1")).toEqual({ ok: false, lines: [{ key: "tables.error.no_match" }] });
    expect(press(service, world, "ann", "rematch").ok).toBe(true);
    expect(service.info("T1")!.matchId).not.toBe("");
    const aborted = runCommandLine(host, "op", "abort T1");
    expect(aborted.lines.map((m) => render("en", m))).toEqual(["The match at T1 was ended."]);
    expect(service.info("T1")!.matchId).toBe("");
    expect(runCommandLine(host, "op", "abort T9")).toEqual({ ok: false, lines: [{ key: "tables.error.no_table" }] });
    const house = runCommandLine(host, "op", "house");
    expect(house.ok).toBe(true);
    expect(house.lines.map((m) => render("en", m))).toEqual(["House winnings waiting: 3", "3 × default:diamond"]);
    renders(house.lines);
    // Not offered by this host.
    for (const line of ["reload", "stand", "use 1 2 3", "config a=1"]) {
      const r = runCommandLine(host, "op", line);
      expect(keys(r), line).toEqual(["tables.cmd.not_here"]);
      renders(r.lines);
    }
    // Offered: the host does the work.
    const calls: string[] = [];
    const full: CommandHost = {
      ...host,
      reload: () => calls.push("reload") > 5,
      stand: (a) => (calls.push("stand " + a), { ok: true, lines: [] }),
      use: (a, x, y, z) => (calls.push(`use ${a} ${x} ${y} ${z}`), { ok: true, lines: [] }),
      config: (a, s) => (calls.push(`config ${a} ${s}`), { ok: true, lines: [] }),
    };
    expect(keys(runCommandLine(full, CONSOLE, "reload"))).toEqual(["tables.cmd.reload_refused"]);
    expect(runCommandLine(full, "ann", "stand").ok).toBe(true);
    expect(runCommandLine(full, "ann", "use 4 -5 6").ok).toBe(true);
    expect(runCommandLine(full, "op", "config turnSeconds=45").ok).toBe(true);
    expect(calls).toEqual(["reload", "stand ann", "use ann 4 -5 6", "config op turnSeconds=45"]);
    // Not running: only the host's own verbs work.
    const down = hostFor(undefined, world, { reload: () => true });
    expect(keys(runCommandLine(down, "ann", "claim"))).toEqual(["tables.cmd.not_running"]);
    expect(keys(runCommandLine(down, CONSOLE, "reload"))).toEqual(["tables.cmd.reloaded"]);
  });
});

describe("/gametables house claim", () => {
  it("moves the house's winnings to the operator through the mailbox claim: counted before and after", () => {
    const { world, service } = houseWorld();
    const host = hostFor(service, world);
    expect(diamonds(world)).toBe(10);
    expect(world.count("ann", "default:diamond")).toBe(7);
    expect(runCommandLine(host, "op", "house claim")).toEqual({ ok: true, lines: [] });
    expect(world.count("op", "default:diamond")).toBe(3);
    expect(service.mailbox("@house")).toEqual([]);
    expect(service.mailbox("op")).toEqual([]);
    expect(diamonds(world)).toBe(10);
    expect(world.toldKeys("op")).toContain("tables.mail.claimed");
    // Nothing left to collect: a second claim moves nothing.
    expect(runCommandLine(host, "op2", "house claim").ok).toBe(true);
    expect(world.count("op2", "default:diamond")).toBe(0);
    expect(diamonds(world)).toBe(10);
  });

  it("an operator whose inventory is full finds the winnings in the mailbox", () => {
    const { world, service } = houseWorld();
    const inv = world.inv("op");
    while (inv.length < 8) inv.push({ item: "default:dirt", count: 64 });
    expect(runCommandLine(hostFor(service, world), "op", "house claim").ok).toBe(true);
    expect(service.mailbox("op")).toEqual([{ item: "default:diamond", count: 3 }]);
    expect(service.mailbox("@house")).toEqual([]);
    expect(diamonds(world)).toBe(10);
  });

  it("a crash at any write of the claim loses and duplicates nothing, whoever claims next", () => {
    let crashes = 0;
    for (let at = 1; ; at++) {
      const { world, service } = houseWorld();
      world.online.add("op");
      world.online.add("op2");
      world.crashAt = world.writes + at;
      let crashed = false;
      try {
        runCommandLine(hostFor(service, world), "op", "house claim");
      } catch (e) {
        if (!(e instanceof Crash)) throw e;
        crashed = true;
      }
      world.crashAt = -1;
      if (!crashed) break;
      crashes++;
      // Restart; the other operator asks first, then both claim.
      world.rollBack();
      world.online.clear();
      const again = startService(world, CONFIG);
      for (const p of ["op", "op2"]) {
        world.online.add(p);
        again.onPlayerJoin(p);
      }
      expect(diamonds(world), `crash at write ${at}`).toBe(10);
      runCommandLine(hostFor(again, world), "op2", "house claim");
      runCommandLine(hostFor(again, world), "op", "house claim");
      runCommandLine(hostFor(again, world), "op", "claim");
      runCommandLine(hostFor(again, world), "op2", "claim");
      expect(diamonds(world), `crash at write ${at}`).toBe(10);
      expect(world.count("op", "default:diamond") + world.count("op2", "default:diamond"), `crash at write ${at}`).toBe(3);
      expect(again.mailbox("@house")).toEqual([]);
    }
    // The claim writes the house entry's intent, the copy, the delete, the claiming mark, the ledger, the delete.
    expect(crashes).toBe(6);
  });
});
