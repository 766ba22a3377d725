/**
 * Crash at every storage write of the settlement, collection and pause paths, restart from
 * storage, let the players back in: each staked item ends in exactly one place, once.
 */
import { describe, expect, it } from "vitest";
import type { TableService } from "../../src/tables/service";
import { boardStack, Crash, press, resign, startService } from "./fake-host";
import { twoSeated } from "./helpers";
import { stockCount, zone } from "../support/parts";

const GEMS = { item: "gem", count: 20 };
const COINS = { item: "coin", count: 30 };

function total(world: ReturnType<typeof twoSeated>["world"], item: string): number {
  let n = world.count("ann", item) + world.count("bob", item);
  for (const [k, v] of world.storage) {
    if (k.startsWith("m/")) for (const s of JSON.parse(v).s) if (s.i === item) n += s.c;
    if (k.startsWith("e/")) {
      const r = JSON.parse(v);
      for (const seat of [0, 1]) if (r.k[seat]) for (const s of r.s[seat]) if (s.i === item) n += s.c;
    }
  }
  return n;
}

function stakedMatch(seed: number) {
  const s = twoSeated({ botDelayMs: 0 }, { ann: [GEMS], bob: [COINS] }, seed);
  const slot = (p: string, item: string) => String(s.world.lastScreen(p).stake!.inventory.findIndex((l) => l.item === item));
  press(s.service, s.world, "ann", "stake.add", { slot: slot("ann", "gem"), count: "12" });
  press(s.service, s.world, "bob", "stake.add", { slot: slot("bob", "coin"), count: "30" });
  return s;
}

/**
 * Runs `act`, crashing at its k-th write; returns the restarted service (players back online).
 * A crash returns the players to their last save (only when the world saves them late).
 */
function crashAt(
  s: ReturnType<typeof twoSeated>,
  k: number,
  act: (svc: TableService) => void,
  config: unknown = { botDelayMs: 0 },
): { service: TableService; crashed: boolean } {
  s.world.crashAt = s.world.writes + k;
  try {
    act(s.service);
    s.world.crashAt = -1;
    return { service: s.service, crashed: false };
  } catch (e) {
    if (!(e instanceof Crash)) throw e;
    s.world.rollBack();
    s.world.online.clear();
    const service = startService(s.world, config);
    for (const p of ["ann", "bob"]) {
      s.world.online.add(p);
      service.onPlayerJoin(p);
    }
    return { service, crashed: true };
  }
}

describe("crash at every write", () => {
  it("settlement of a won match pays the pot exactly once", () => {
    let crashes = 0;
    for (let k = 1; k <= 12; k++) {
      const s = stakedMatch(100 + k);
      press(s.service, s.world, "ann", "start");
      press(s.service, s.world, "bob", "start");
      expect(s.world.count("ann", "gem")).toBe(8);
      const { service, crashed } = crashAt(s, k, () => resign(s.service, s.world, "bob"));
      if (crashed) crashes++;
      expect(total(s.world, "gem")).toBe(20);
      expect(total(s.world, "coin")).toBe(30);
      const rec = JSON.parse(s.world.storage.get("t/T1")!);
      if (rec.l !== undefined) {
        // The match ended (before or at the crash): ann won, the pot is hers, escrow is gone.
        expect(rec.l.w).toBe(0);
        service.claimMailbox("ann");
        expect(s.world.count("ann", "gem")).toBe(20);
        expect(s.world.count("ann", "coin")).toBe(30);
      } else {
        // The crash came before the end was written: the match is still on, items still held.
        expect(rec.m).toBeDefined();
        expect([...s.world.storage.keys()].filter((x) => x.startsWith("e/")).length).toBe(1);
      }
    }
    expect(crashes).toBeGreaterThan(1);
  });

  it("collection at the start either holds both stakes or gives everything back", () => {
    for (let k = 1; k <= 8; k++) {
      const s = stakedMatch(200 + k);
      press(s.service, s.world, "ann", "start");
      const { service } = crashAt(s, k, () => press(s.service, s.world, "bob", "start"));
      expect(total(s.world, "gem")).toBe(20);
      expect(total(s.world, "coin")).toBe(30);
      const info = service.info("T1")!;
      const escrow = [...s.world.storage.keys()].filter((x) => x.startsWith("e/"));
      if (info.matchId !== "") {
        expect(escrow).toEqual(["e/" + info.matchId]);
        expect(s.world.count("ann", "gem")).toBe(8);
      } else {
        expect(escrow).toEqual([]);
        expect(s.world.count("ann", "gem") + (service.mailbox("ann")[0]?.count ?? 0)).toBe(20);
      }
    }
  });

  it("a crash while pausing onto the board keeps the board, and the match, in exactly one place", () => {
    let crashes = 0;
    for (let k = 1; k <= 6; k++) {
      const s = stakedMatch(300 + k);
      press(s.service, s.world, "ann", "start");
      press(s.service, s.world, "bob", "start");
      const { service, crashed } = crashAt(s, k, (svc) => void svc.removeBoard("T1", "ann"));
      if (crashed) crashes++;
      // A board the crash left in transit waits in the mailbox: claim it.
      service.claimMailbox("ann");
      const held = s.world.boardsOf("ann");
      const onTable = service.info("T1")!.board !== "";
      expect(held.length + (onTable ? 1 : 0)).toBe(1);
      if (onTable) {
        expect(service.info("T1")!.matchId).not.toBe("");
        expect(service.pausedMatches()).toEqual([]);
      } else {
        expect(service.info("T1")!.matchId).toBe("");
        service.createTable("T2", "ann");
        expect(service.fitBoard("T2", "ann", "gin_rummy", held[0], boardStack(held[0]))).toEqual({ ok: true, resumed: true });
      }
      expect(total(s.world, "gem")).toBe(20);
    }
    expect(crashes).toBeGreaterThan(2);
  });

  it("a crash while fitting or taking off a board never loses or copies it, with players saved late", () => {
    for (const what of ["fit", "remove", "break"]) {
      for (let k = 1; k <= 5; k++) {
        const s = stakedMatch(500 + k);
        s.world.saveEveryMs = 5000;
        s.world.savePlayers();
        if (what === "fit") {
          s.service.removeBoard("T1", "ann");
          s.world.savePlayers();
        }
        const { service } = crashAt(s, k, (svc) => {
          if (what === "fit") svc.fitBoard("T1", "ann", "gin_rummy", "", boardStack());
          else if (what === "remove") svc.removeBoard("T1", "ann");
          else svc.breakTable("T1", "ann");
        });
        service.claimMailbox("ann");
        const onTable = service.info("T1")?.board === "gin_rummy" ? 1 : 0;
        expect(`${what}@${k}: ${s.world.boardsOf("ann").length + onTable}`).toBe(`${what}@${k}: 1`);
      }
    }
  });

  it("a winner who is offline at the restart is paid when back, not before and not twice", () => {
    const s = stakedMatch(400);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    // Crash right after the give (at the write that would delete the escrow record).
    s.world.slots.set("ann", 8);
    let k = 1;
    for (; k < 10; k++) {
      const probe = stakedMatch(400);
      press(probe.service, probe.world, "ann", "start");
      press(probe.service, probe.world, "bob", "start");
      const before = probe.world.count("ann", "coin");
      probe.world.crashAt = probe.world.writes + k;
      try {
        resign(probe.service, probe.world, "bob");
      } catch {
        if (probe.world.count("ann", "coin") > before) break;
      }
    }
    s.world.crashAt = s.world.writes + k;
    expect(() => resign(s.service, s.world, "bob")).toThrow(Crash);
    expect(s.world.count("ann", "coin")).toBe(30);
    s.world.online.clear();
    const service = startService(s.world);
    // Still pending: the host cannot tell whether an offline player's transfer happened.
    expect([...s.world.storage.keys()].filter((x) => x.startsWith("e/")).length).toBe(1);
    s.world.online.add("ann");
    service.onPlayerJoin("ann");
    expect([...s.world.storage.keys()].filter((x) => x.startsWith("e/"))).toEqual([]);
    expect(s.world.count("ann", "coin")).toBe(30);
    expect(s.world.count("ann", "gem")).toBe(20);
    expect(service.mailbox("ann")).toEqual([]);
  });
});

describe("server restart (or the plugin removed and restored)", () => {
  it("a running match survives: seats are kept, the match goes on when both are back", () => {
    const s = stakedMatch(500);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const before = s.world.lastScreen("ann").game!;
    s.world.online.clear();
    const service = startService(s.world);
    expect(service.info("T1")!.phase).toBe("playing");
    expect(service.info("T1")!.present).toEqual([false, false, false, false]);
    for (const p of ["ann", "bob"]) {
      s.world.online.add(p);
      service.onPlayerJoin(p);
    }
    expect(service.info("T1")!.present).toEqual([true, true, false, false]);
    service.openScreen("ann", "T1");
    const after = s.world.lastScreen("ann").game!;
    expect(zone(after, "hand")).toEqual(zone(before, "hand"));
    expect(stockCount(after)).toBe(stockCount(before));
    expect(s.world.count("ann", "gem")).toBe(8);
  });

  it("with the forfeit policy, players who never come back get their stakes refunded", () => {
    const s = twoSeated({ botDelayMs: 0, graceSeconds: 60, onGraceExpiry: "forfeit" }, { ann: [GEMS], bob: [COINS] }, 501);
    const slot = (p: string, item: string) => String(s.world.lastScreen(p).stake!.inventory.findIndex((l) => l.item === item));
    press(s.service, s.world, "ann", "stake.add", { slot: slot("ann", "gem"), count: "5" });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.world.online.clear();
    const service = startService(s.world, { botDelayMs: 0, graceSeconds: 60, onGraceExpiry: "forfeit" });
    s.world.now += 61_000;
    service.tick();
    // Both were away: the match pauses rather than handing anyone a win.
    expect(service.info("T1")!.phase).toBe("paused");
    s.world.operators.add("cat");
    expect(service.abortMatch("T1", "cat").ok).toBe(true);
    expect(service.mailbox("ann")).toEqual([{ item: "gem", count: 5 }]);
  });
});

describe("drop policy under a crash", () => {
  it("leftovers dropped at the winner's feet are not dropped again when the settlement is resumed", () => {
    let drops = 0;
    for (let k = 1; k <= 6; k++) {
      const s = twoSeated({ botDelayMs: 0, overflow: "drop" }, { ann: [GEMS], bob: [COINS] }, 600 + k);
      const slot = (p: string, item: string) => String(s.world.lastScreen(p).stake!.inventory.findIndex((l) => l.item === item));
      press(s.service, s.world, "ann", "stake.add", { slot: slot("ann", "gem"), count: "20" });
      press(s.service, s.world, "bob", "stake.add", { slot: slot("bob", "coin"), count: "30" });
      press(s.service, s.world, "ann", "start");
      press(s.service, s.world, "bob", "start");
      s.world.slots.set("ann", 0);
      const { service } = crashAt(s, k, () => resign(s.service, s.world, "bob"), { botDelayMs: 0, overflow: "drop" });
      const dropped = (s.world.dropped.get("ann") ?? []).reduce((n, x) => n + x.count, 0);
      const mailed = service.mailbox("ann").reduce((n, x) => n + x.count, 0);
      const held = [...s.world.storage.keys()].filter((x) => x.startsWith("e/")).length;
      if (held === 0) expect(dropped + mailed).toBe(50);
      else expect(dropped + mailed).toBe(0);
      if (dropped > 0) drops++;
    }
    expect(drops).toBeGreaterThan(0);
  });
});

describe("players back at different times", () => {
  it("a collection interrupted between the two takes finishes with each player online in turn", () => {
    const s = stakedMatch(700);
    press(s.service, s.world, "ann", "start");
    // Crash at the third escrow write: collect, ann's take remembered, (bob's take), held.
    s.world.crashOnKey = 3;
    s.world.crashPrefixes = ["e/"];
    expect(() => press(s.service, s.world, "bob", "start")).toThrow(Crash);
    expect(s.world.count("ann", "gem")).toBe(8);
    expect(s.world.count("bob", "coin")).toBe(0);
    s.world.online.clear();
    const service = startService(s.world);
    s.world.online.add("ann");
    service.onPlayerJoin("ann");
    expect(JSON.parse([...s.world.storage.entries()].find(([k]) => k.startsWith("e/"))![1]).st).toBe("collect");
    s.world.online.delete("ann");
    service.onPlayerLeave("ann");
    s.world.online.add("bob");
    service.onPlayerJoin("bob");
    // The match never started: everything goes back (ann's to her mailbox, she is away).
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/"))).toEqual([]);
    expect(s.world.count("bob", "coin")).toBe(30);
    expect(service.mailbox("ann")).toEqual([{ item: "gem", count: 12 }]);
  });
});

describe("a host store older than the journal (issue 11: two hard kills after a settled match)", () => {
  /** A hard kill: the host store comes back as saved, the service starts again, players rejoin. */
  function kill(s: ReturnType<typeof twoSeated>): TableService {
    s.world.rollBack();
    s.world.online.clear();
    const service = startService(s.world);
    for (const p of ["ann", "bob"]) {
      s.world.online.add(p);
      service.onPlayerJoin(p);
    }
    return service;
  }

  it("a settled stake stays settled: the pot is paid once, the escrow does not come back", () => {
    const s = stakedMatch(311);
    s.world.staleHostStore = true;
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const mid = JSON.parse(s.world.storage.get("t/T1")!).m.id as string;
    expect(JSON.parse(s.world.storage.get("e/" + mid)!).st).toBe("held");
    // The host saves its store while the stakes are held, then the match is won and paid.
    s.world.saveHostStore();
    resign(s.service, s.world, "bob");
    expect(s.world.count("ann", "gem")).toBe(20);
    expect(s.world.count("ann", "coin")).toBe(30);
    expect(s.world.storage.has("e/" + mid)).toBe(false);
    // Two kills: each time the host store still says the escrow is held.
    for (let i = 0; i < 2; i++) {
      const service = kill(s);
      expect(s.world.hostStore.has("e/" + mid)).toBe(false);
      expect(service.pausedMatches()).toEqual([]);
    }
    expect(s.world.count("ann", "gem")).toBe(20);
    expect(s.world.count("ann", "coin")).toBe(30);
    expect(total(s.world, "gem") + total(s.world, "coin")).toBe(50);
    expect(s.world.storage.has("e/" + mid)).toBe(false);
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("m/"))).toEqual([]);
    expect(s.world.storageProblems).toEqual([]);
  });
});
