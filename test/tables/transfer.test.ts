/**
 * The one path items move by (src/tables/items/transfer.ts): one stack per port call under its own id,
 * and every failure of a host port handled by the service: a stack the host fails to give waits in
 * the mailbox (the player is told why), the stacks before it are never given again, the ones after
 * it still arrive, and a take the host fails refuses the stake without moving anything.
 */
import { describe, expect, it } from "vitest";
import { recordedLeft } from "../../src/tables/items/transfer";
import { press, resign } from "./fake-host";
import { twoSeated } from "./helpers";

const DIAMONDS = { item: "default:diamond", count: 10 };
const GOLD = { item: "default:gold_ingot", count: 5 };
const MESE = { item: "default:mese", count: 3 };

function offer(s: ReturnType<typeof twoSeated>, player: string, item: string, count: number): void {
  const screen = s.world.lastScreen(player);
  const slot = screen.stake!.inventory.findIndex((l) => l.item === item);
  expect(press(s.service, s.world, player, "stake.add", { slot: String(slot), count: String(count) })).toEqual({ ok: true });
}

/** ann stakes diamonds, bob gold and mese; both start; bob resigns: ann wins the three stacks. */
function annWins(refuse: (what: string, txId: string, stack: { item: string }) => boolean): ReturnType<typeof twoSeated> {
  const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD, MESE] });
  offer(s, "ann", "default:diamond", 4);
  offer(s, "bob", "default:gold_ingot", 5);
  offer(s, "bob", "default:mese", 3);
  press(s.service, s.world, "ann", "start");
  press(s.service, s.world, "bob", "start");
  expect(s.service.info("T1")!.phase).toBe("playing");
  s.world.refuse = refuse;
  expect(resign(s.service, s.world, "bob").ok).toBe(true);
  return s;
}

describe("one transfer path", () => {
  it("a stack the host cannot give waits in the mailbox with a message; the others arrive once, however often the player comes back", () => {
    // One stack of the pot (bob's gold, between the others) cannot be built by the host: its give throws.
    const s = annWins((what, _txId, stack) => what === "give" && stack.item === GOLD.item);
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.count("ann", "default:mese")).toBe(3);
    expect(s.world.count("ann", "default:gold_ingot")).toBe(0);
    expect(s.service.mailbox("ann")).toEqual([GOLD]);
    expect(s.world.toldKeys("ann")).toContain("tables.mail.failed");
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/"))).toEqual([]);
    for (let i = 0; i < 3; i++) {
      s.world.online.delete("ann");
      s.service.onPlayerLeave("ann");
      s.world.online.add("ann");
      s.service.onPlayerJoin("ann");
      s.service.claimMailbox("ann");
      expect(s.world.count("ann", "default:diamond")).toBe(10);
      expect(s.world.count("ann", "default:mese")).toBe(3);
    }
    // Still refused: it stays in the mailbox, the player told again. Once the host can, it arrives once.
    expect(s.service.mailbox("ann")).toEqual([GOLD]);
    s.world.refuse = undefined;
    s.service.claimMailbox("ann");
    expect(s.world.count("ann", "default:gold_ingot")).toBe(5);
    expect(s.service.mailbox("ann")).toEqual([]);
  });

  it("a give the host did, then threw after recording it, counts as given (never given again)", () => {
    let thrown = false;
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD] });
    offer(s, "ann", "default:diamond", 4);
    offer(s, "bob", "default:gold_ingot", 5);
    press(s.service, s.world, "ann", "start");
    press(s.service, s.world, "bob", "start");
    const ports = s.service as unknown as { ctx: { ports: { inventory: { give: (p: string, id: string, st: object) => unknown } } } };
    const inv = ports.ctx.ports.inventory;
    const give = inv.give.bind(inv);
    inv.give = (p, id, st) => {
      const r = give(p, id, st);
      if (!thrown) {
        thrown = true;
        throw new Error("host API failed after the move");
      }
      return r;
    };
    resign(s.service, s.world, "bob");
    expect(thrown).toBe(true);
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.count("ann", "default:gold_ingot")).toBe(5);
    expect(s.service.mailbox("ann")).toEqual([]);
  });

  it("a take the host fails refuses that stake; what was taken goes back and nothing is lost", () => {
    const s = twoSeated({ botDelayMs: 0 }, { ann: [DIAMONDS], bob: [GOLD, MESE] });
    offer(s, "ann", "default:diamond", 4);
    offer(s, "bob", "default:gold_ingot", 5);
    offer(s, "bob", "default:mese", 3);
    press(s.service, s.world, "ann", "start");
    // bob's second stack fails after his first was taken.
    s.world.refuse = (what, txId) => what === "take" && txId.endsWith(".take1#1");
    press(s.service, s.world, "bob", "start");
    expect(s.service.info("T1")!.phase).not.toBe("playing");
    expect(s.world.count("ann", "default:diamond")).toBe(10);
    expect(s.world.count("bob", "default:gold_ingot")).toBe(5);
    expect(s.world.count("bob", "default:mese")).toBe(3);
    expect([...s.world.storage.keys()].filter((k) => k.startsWith("e/"))).toEqual([]);
  });

  it("reads what a Bedrock host recorded for a give: a count, or the leftover list of an older version", () => {
    expect(recordedLeft("3")).toBe(3);
    expect(recordedLeft("0")).toBe(0);
    expect(recordedLeft('[{"item":"minecraft:diamond","count":2},{"item":"minecraft:emerald","count":5,"meta":"x"}]')).toBe(7);
    expect(recordedLeft("[]")).toBe(0);
  });
});
