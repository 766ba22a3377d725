import { describe, expect, it } from "vitest";
import { TableService } from "../../src/tables/service";
import { buttons, fakePorts, press, resign, startService, World } from "./fake-host";
import { screenLeaks } from "./fuzz";
import { playOne, playToEnd, twoSeated } from "./helpers";
import { counter, faces, stockCount, topDiscard, zone } from "../support/parts";
import { seatTexts } from "../support/occupants";

describe("seats, start and a whole match", () => {
  it("starts when both press Start, plays to a result, and each seat sees only its own hand", () => {
    const s = twoSeated();
    expect(buttons(s.world, "ann")).toContain("start");
    press(s.service, s.world, "ann", "start");
    expect(s.service.info("T1")?.phase).toBe("lobby");
    expect(s.world.lastScreen("bob").seats[0].ready).toBe(true);
    press(s.service, s.world, "bob", "start");
    expect(s.service.info("T1")?.phase).toBe("playing");
    const handA = faces(zone(s.world.lastScreen("ann").game, "hand"));
    const handB = faces(zone(s.world.lastScreen("bob").game, "hand"));
    expect(handA.length).toBeGreaterThanOrEqual(10);
    expect(handA.filter((c) => handB.includes(c))).toEqual([]);
    // Every screen shown during the match, checked as it is shown against the stored state it
    // was rendered from: its own hand exactly, nothing of the other hand that was not face up.
    const leaks: string[] = [];
    let longest = 0;
    s.world.onShow = (p, screen) => leaks.push(...screenLeaks(s.world.storage, p, screen, (n) => (longest = Math.max(longest, n))));
    s.service.openScreen("cat", "T1");
    const moves = playToEnd(s, 5000, ["ann", "bob"]);
    expect(moves).toBeLessThan(5000);
    expect(leaks).toEqual([]);
    expect(longest).toBeGreaterThan(30);
    const info = s.service.info("T1")!;
    expect(info.phase).toBe("result");
    const res = s.world.lastScreen("ann");
    expect(res.kind).toBe("result");
    expect(res.result).toBeDefined();
    expect(res.result!.winner === 0 || res.result!.winner === 1).toBe(true);
    expect(Math.max(...res.seats.map((x) => x.score))).toBeGreaterThanOrEqual(100);
  });

  it("a bystander sees the public view: no hand, no game buttons", () => {
    const s = twoSeated();
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.service.openScreen("cat", "T1");
    const v = s.world.lastScreen("cat");
    expect(v.kind).toBe("public");
    expect(v.seat).toBe(-1);
    expect(v.game!.zones.filter((z) => z.layout !== "pile")).toEqual([]);
    expect(v.buttons.map((b) => b.action).filter((x) => x !== "tab.lessons" && x !== "close")).toEqual([]);
    const pub = s.service.publicState("T1")!;
    expect(pub.piles.map((p) => p.id)).toEqual(["stock", "discard"]);
    expect(pub.piles[1].top).toBe(topDiscard(v.game));
    expect(pub.piles[0].count).toBe(31);
    expect(stockCount(v.game)).toBe(31);
    expect(pub.handSizes).toEqual([10, 10]);
    // A bystander's forged move is refused and changes nothing.
    const before = s.world.storage.get("t/T1");
    const r = s.service.handleScreenAction("cat", "T1", { token: v.token, action: "stock" });
    expect(r.ok).toBe(false);
    expect(s.world.storage.get("t/T1")).toBe(before);
  });

  it("rematch needs every seated human; stakes are agreed again", () => {
    const s = twoSeated();
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    playToEnd(s);
    expect(buttons(s.world, "ann")).toContain("rematch");
    press(s.service, s.world, "ann", "rematch");
    expect(s.service.info("T1")!.phase).toBe("result");
    press(s.service, s.world, "bob", "rematch");
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(s.world.lastScreen("ann").stake).toBeUndefined();
  });

  it("play alone: a bot takes the empty seat and moves on ticks", () => {
    const world = new World(3);
    world.addPlayer("ann");
    const service = startService(world, { botDelayMs: 500 });
    service.createTable("T1", "ann");
    service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
    service.sit("T1", 0, "ann");
    const alone = buttons(world, "ann").filter((b) => b.startsWith("alone."));
    // Gin Rummy seats up to four: one bot (the classic two-player game) or two or three; `hard`
    // plays two players only.
    const levels = ["easy", "simple", "normal"];
    expect(alone).toEqual([...levels.flatMap((l) => ["alone." + l, "alone." + l + ".2", "alone." + l + ".3"]), "alone.hard"]);
    expect(press(service, world, "ann", "alone.hard.2").ok).toBe(false);
    press(service, world, "ann", "alone.easy");
    // The bot sits across the table; two seated play the two-player game, ten cards each.
    expect(seatTexts(service.info("T1"))).toEqual(["ann", "", "bot:easy", ""]);
    expect(JSON.parse(world.storage.get("t/T1")!).m.at).toEqual([0, 2]);
    expect(service.publicState("T1")!.handSizes.length).toBe(2);
    expect(service.publicState("T1")!.handSizes[0]).toBeGreaterThanOrEqual(10);
    const s = { world, service };
    for (let i = 0; i < 4000 && service.info("T1")!.phase === "playing"; i++) {
      if (!playOne(s, ["ann"])) {
        world.now += 600;
        service.tick();
      }
    }
    expect(service.info("T1")!.phase).toBe("result");
    // Rematch against the bot starts at once.
    press(service, world, "ann", "rematch");
    expect(service.info("T1")!.phase).toBe("playing");
  });

  it("three players at a four-seat Gin table play the three-player game; an absent one's stand-in is a level that plays three", () => {
    const world = new World(5);
    for (const p of ["ann", "bob", "cat"]) world.addPlayer(p);
    const service = startService(world, { botDelayMs: 0, graceSeconds: 30, absentPolicy: "bot" });
    service.createTable("T1", "ann");
    service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
    service.sit("T1", 0, "ann");
    service.sit("T1", 2, "bob");
    service.sit("T1", 3, "cat");
    for (const p of ["ann", "bob", "cat"]) press(service, world, p, "start");
    expect(service.info("T1")!.phase).toBe("playing");
    expect(JSON.parse(world.storage.get("t/T1")!).m.at).toEqual([0, 2, 3]);
    expect(service.publicState("T1")!.handSizes.length).toBe(3);
    world.online.delete("cat");
    service.onPlayerLeave("cat");
    world.advance(31_000);
    service.tick();
    // `hard` (the last configured level) plays two players only: the stand-in is `normal`.
    expect(JSON.parse(world.storage.get("t/T1")!).s[3].u).toBe("normal");
  });

  it("only the owner changes rules, before the deal", () => {
    const s = twoSeated();
    expect(buttons(s.world, "bob").some((b) => b.startsWith("rules."))).toBe(false);
    const forged = s.service.handleScreenAction("bob", "T1", { token: s.world.lastScreen("bob").token, action: "rules.oklahoma" });
    expect(forged.ok).toBe(false);
    press(s.service, s.world, "ann", "rules.oklahoma");
    expect(s.world.lastScreen("bob").rules!.preset).toBe("oklahoma");
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    expect(counter(s.world.lastScreen("ann").game!.counters, "target")?.value).toBe(150);
    expect(buttons(s.world, "ann").some((b) => b.startsWith("rules."))).toBe(false);
  });
});

describe("forms: stale, duplicate and forged submissions", () => {
  it("ignores a replayed token and a button that was not on the screen", () => {
    const s = twoSeated();
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const mover = s.world.lastScreen("ann").buttons.some((b) => b.action === "take" || b.action === "pass") ? "ann" : "bob";
    const screen = s.world.lastScreen(mover);
    const first = s.service.handleScreenAction(mover, "T1", { token: screen.token, action: "pass" });
    expect(first.ok).toBe(true);
    const after = s.world.storage.get("t/T1");
    const again = s.service.handleScreenAction(mover, "T1", { token: screen.token, action: "pass" });
    expect(again.ok).toBe(false);
    expect(s.world.storage.get("t/T1")).toBe(after);
    const other = mover === "ann" ? "bob" : "ann";
    const o = s.world.lastScreen(other);
    const notOffered = s.service.handleScreenAction(other, "T1", { token: o.token, action: "discard.0" });
    expect(notOffered.ok).toBe(false);
    const garbage = s.service.handleScreenAction(other, "T1", { token: "1.x", action: "resign" });
    expect(garbage.ok).toBe(false);
    expect(s.service.info("T1")!.phase).toBe("playing");
  });

  it("a player not at the table cannot act on it even with a real token", () => {
    const s = twoSeated();
    s.service.openScreen("cat", "T1");
    const r = s.service.handleScreenAction("cat", "T1", { token: s.world.lastScreen("cat").token, action: "start" });
    expect(r.ok).toBe(false);
  });
});

describe("time and presence", () => {
  it("warns before the turn timer runs out, then makes a safe move", () => {
    const s = twoSeated({ botDelayMs: 0, turnSeconds: 60, warnSeconds: [20, 5], onTimeout: "auto" });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const mover = buttons(s.world, "ann").includes("pass") ? "ann" : "bob";
    s.world.now += 41_000;
    s.service.tick();
    expect(s.world.toldKeys(mover)).toContain("tables.turn.warning");
    expect(s.world.lastScreen(mover).game!.turn.timeLeft).toBe(19);
    s.world.now += 20_000;
    s.service.tick();
    expect(s.world.toldKeys(mover)).toContain("tables.turn.auto");
    expect(buttons(s.world, mover)).not.toContain("pass");
  });

  it("forfeits on timeout when configured", () => {
    const s = twoSeated({ botDelayMs: 0, onTimeout: "forfeit" });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const mover = buttons(s.world, "ann").includes("pass") ? 0 : 1;
    s.world.now += 61_000;
    s.service.tick();
    const rec = JSON.parse(s.world.storage.get("t/T1")!);
    expect(rec.l.w).toBe(1 - mover);
    expect(rec.l.why).toBe("timeout");
  });

  it("keeps a disconnected seat for the grace period, then pauses; the match resumes on return", () => {
    const s = twoSeated({ botDelayMs: 0, graceSeconds: 120, onGraceExpiry: "pause" });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    s.world.now += 100_000;
    s.service.tick();
    expect(s.service.info("T1")!.phase).toBe("playing");
    s.world.now += 30_000;
    s.service.tick();
    expect(s.service.info("T1")!.phase).toBe("paused");
    expect(s.service.sit("T1", 1, "cat").ok).toBe(false);
    s.world.online.add("bob");
    s.service.onPlayerJoin("bob");
    expect(s.service.info("T1")!.phase).toBe("playing");
  });

  it("a two-player match paused for the absent: the one who stayed ends it, both stakes go back", () => {
    const s = twoSeated({ botDelayMs: 0, graceSeconds: 120, onGraceExpiry: "pause" }, { ann: [{ item: "gem", count: 5 }], bob: [{ item: "gem", count: 5 }] });
    for (const p of ["ann", "bob"]) {
      const slot = String(s.world.lastScreen(p).stake!.inventory.findIndex((l) => l.item === "gem"));
      expect(press(s.service, s.world, p, "stake.add", { slot, count: "3" })).toEqual({ ok: true });
    }
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.world.online.delete("bob");
    s.service.onPlayerLeave("bob");
    s.world.now += 121_000;
    s.service.tick();
    expect(s.service.info("T1")!.phase).toBe("paused");
    expect(press(s.service, s.world, "ann", "end")).toEqual({ ok: true });
    expect(s.service.info("T1")!.phase).toBe("lobby");
    expect(s.world.count("ann", "gem")).toBe(5);
    // bob is away: his share waits in his mailbox.
    expect(s.world.count("bob", "gem") + s.service.mailbox("bob").reduce((n, x) => n + x.count, 0)).toBe(5);
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/"))).toEqual([]);
  });

  it("forfeits after the grace period when configured", () => {
    const s = twoSeated({ botDelayMs: 0, graceSeconds: 30, onGraceExpiry: "forfeit" });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    s.service.stand("ann");
    s.world.now += 31_000;
    s.service.tick();
    expect(s.service.info("T1")!.phase).toBe("result");
    const rec = JSON.parse(s.world.storage.get("t/T1")!);
    expect(rec.l.w).toBe(1);
    expect(rec.l.why).toBe("forfeit");
  });

  it("standing up between matches frees the seat", () => {
    const s = twoSeated();
    s.service.stand("bob");
    expect(seatTexts(s.service.info("T1"))).toEqual(["ann", "", "", ""]);
    expect(s.service.sit("T1", 1, "cat").ok).toBe(true);
  });
});

describe("permissions", () => {
  it("only the owner (or an operator) removes the board or breaks a table with a match", () => {
    const s = twoSeated();
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    expect(s.service.removeBoard("T1", "bob").ok).toBe(false);
    expect(s.service.breakTable("T1", "bob").ok).toBe(false);
    expect(s.service.info("T1")!.phase).toBe("playing");
    s.world.operators.add("cat");
    expect(s.service.breakTable("T1", "cat").ok).toBe(true);
    expect(s.service.info("T1")).toBeUndefined();
  });

  it("resigning ends the match for the other seat", () => {
    const s = twoSeated();
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    resign(s.service, s.world, "bob");
    const rec = JSON.parse(s.world.storage.get("t/T1")!);
    expect(rec.l.w).toBe(0);
    expect(s.world.lastScreen("ann").messages.map((m) => m.key)).toContain("tables.match.resigned");
  });
});

describe("resigning asks first", () => {
  it("Resign shows a confirmation; Keep playing goes back, the confirmation ends the match", () => {
    const s = twoSeated();
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    press(s.service, s.world, "bob", "resign");
    expect(s.service.info("T1")!.phase).toBe("playing");
    const ask = s.world.lastScreen("bob");
    expect(ask.messages.map((m) => m.key)).toContain("tables.resign.ask");
    expect(ask.buttons.map((b) => b.action).filter((a) => a !== "tab.lessons" && a !== "close")).toEqual(["resign.confirm", "resign.cancel"]);
    press(s.service, s.world, "bob", "resign.cancel");
    expect(buttons(s.world, "bob")).toContain("resign");
    expect(buttons(s.world, "bob")).not.toContain("resign.confirm");
    expect(s.service.info("T1")!.phase).toBe("playing");
    resign(s.service, s.world, "bob");
    expect(JSON.parse(s.world.storage.get("t/T1")!).l.why).toBe("resign");
    // The next match starts without the question left over.
    press(s.service, s.world, "ann", "rematch");
    press(s.service, s.world, "bob", "rematch");
    expect(buttons(s.world, "bob")).toContain("resign");
  });
});

describe("a player who lets the timer play", () => {
  /** Lets timers run out until `stop` holds; returns how many ran out. */
  function idle(s: ReturnType<typeof twoSeated>, stop: () => boolean, limit = 40): number {
    let n = 0;
    while (!stop() && n < limit) {
      s.world.now += 61_000;
      s.service.tick();
      n++;
    }
    return n;
  }
  const turnOf = (s: ReturnType<typeof twoSeated>) => s.world.lastScreen("ann").game!.turn.seat;
  /** The timer plays the whole turn of the seat to move. */
  function timedTurn(s: ReturnType<typeof twoSeated>): void {
    const seat = turnOf(s);
    idle(s, () => s.service.info("T1")!.phase !== "playing" || turnOf(s) !== seat);
  }

  it("after three turns in a row played by the timer the seat counts as away and the match pauses; I'm back resumes it", () => {
    const s = twoSeated({ botDelayMs: 0 });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const first = turnOf(s) === 0 ? "ann" : "bob";
    const second = first === "ann" ? "bob" : "ann";
    for (let i = 0; i < 4; i++) timedTurn(s);
    expect(s.service.info("T1")!.phase).toBe("playing");
    timedTurn(s); // the first seat's third
    expect(s.service.info("T1")!.phase).toBe("paused");
    expect(buttons(s.world, first)).toContain("back");
    expect(buttons(s.world, second)).not.toContain("back");
    expect(s.world.lastScreen(second).messages.map((m) => m.key)).toContain("tables.match.idle");
    press(s.service, s.world, first, "back");
    expect(s.service.info("T1")!.phase).toBe("playing");
    expect(buttons(s.world, first)).not.toContain("back");
  });

  it("a move of one's own starts the count again", () => {
    const s = twoSeated({ botDelayMs: 0, awayAfterTimeouts: 2 });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    timedTurn(s);
    timedTurn(s);
    // Both seats move themselves once (the first upcard is passed: each turn is a draw and a discard).
    for (let i = 0; i < 4; i++) playOne(s);
    expect(s.service.info("T1")!.phase).toBe("playing");
    timedTurn(s);
    timedTurn(s);
    expect(s.service.info("T1")!.phase).toBe("playing");
    timedTurn(s);
    expect(s.service.info("T1")!.phase).toBe("paused");
  });

  it("under the forfeit policy the walked-away seat loses (stakes go back); 0 turns the rule off", () => {
    const s = twoSeated({ botDelayMs: 0, onGraceExpiry: "forfeit" });
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const mover = turnOf(s);
    idle(s, () => s.service.info("T1")!.phase !== "playing");
    const rec = JSON.parse(s.world.storage.get("t/T1")!);
    expect(rec.l.why).toBe("forfeit");
    expect(rec.l.w).toBe(1 - mover);
    const off = twoSeated({ botDelayMs: 0, awayAfterTimeouts: 0 });
    press(off.service, off.world, "ann", "start");
    press(off.service, off.world, "bob", "start");
    expect(idle(off, () => off.service.info("T1")!.phase !== "playing", 30)).toBe(30);
  });
});

describe("lobby lines", () => {
  it("a bystander is told to take a seat; a seated player is not", () => {
    const s = twoSeated();
    s.service.stand("bob");
    s.service.openScreen("cat", "T1");
    expect(s.world.lastScreen("cat").messages.map((m) => m.key)).toContain("tables.board.fitted");
    expect(s.world.lastScreen("ann").messages.map((m) => m.key)).not.toContain("tables.board.fitted");
    expect(s.world.lastScreen("ann").messages.map((m) => m.key)).toContain("tables.lobby.waiting_opponent");
  });
});

describe("the lessons tab", () => {
  it("lists the lessons for the table's rules and opens one", () => {
    const s = twoSeated();
    press(s.service, s.world, "ann", "tab.lessons");
    const l = s.world.lastScreen("ann");
    expect(l.kind).toBe("lessons");
    expect(l.lessons!.list.length).toBeGreaterThan(5);
    const second = l.lessons!.list[1].id;
    press(s.service, s.world, "ann", "lesson." + second);
    expect(s.world.lastScreen("ann").lessons!.open!.id).toBe(second);
    expect(s.world.lastScreen("ann").lessons!.open!.image).toMatch(/\.png$/);
    press(s.service, s.world, "ann", "tab.game");
    expect(s.world.lastScreen("ann").kind).toBe("lobby");
  });
});

describe("config", () => {
  it("refuses a broken config with the field and reason, and accepts a good one", () => {
    const world = new World();
    const bad: [unknown, string][] = [
      [{ turnSeconds: 5 }, "turnSeconds"],
      [{ onTimeout: "explode" }, "onTimeout"],
      [{ overflow: 3 }, "overflow"],
      [{ botLevels: ["easy", "godlike"] }, "botLevels"],
      [{ warnSeconds: [90] }, "warnSeconds"],
      [{ nonsense: true }, "nonsense"],
      ["not an object", "config"],
    ];
    for (const [config, field] of bad) {
      const made = TableService.create(fakePorts(world), config);
      expect(made.ok).toBe(false);
      if (!made.ok) {
        expect(made.error.field).toBe(field);
        expect(made.error.reason.length).toBeGreaterThan(5);
      }
    }
    const good = TableService.create(fakePorts(world), { turnSeconds: 90, onGraceExpiry: "forfeit", overflow: "drop", botLevels: ["hard"] });
    expect(good.ok).toBe(true);
  });
});

describe("bots never stall a table", () => {
  it("a bot that throws or answers nonsense gets the safe move, and the match goes on", () => {
    const world = new World(21);
    world.addPlayer("ann");
    let calls = 0;
    const ports = fakePorts(world);
    ports.bots = {
      levels: () => ["broken"],
      create: () => ({
        decide: () => {
          calls++;
          if (calls % 2 === 0) throw new Error("bot crashed");
          return { seat: 0, do: "discard", card: 99 } as never;
        },
      }),
    };
    const made = TableService.create(ports, { botDelayMs: 0, botLevels: ["broken"] });
    if (!made.ok) throw new Error(made.error.reason);
    const service = made.service;
    service.recoverAtStartup();
    service.createTable("T1", "ann");
    service.fitBoard("T1", "ann", "gin_rummy", "", world.giveBoard("ann"));
    service.sit("T1", 0, "ann");
    press(service, world, "ann", "alone.broken");
    const s = { world, service };
    for (let i = 0; i < 4000 && service.info("T1")!.phase === "playing"; i++) {
      if (!playOne(s, ["ann"])) {
        world.now += 100;
        service.tick();
      }
    }
    expect(calls).toBeGreaterThan(10);
    expect(service.info("T1")!.phase).toBe("result");
  });
});
