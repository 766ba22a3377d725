/**
 * Writes test/fixtures/tables/v1-29cb03e.json: storage, inventories, transfer records and a board
 * snapshot as the table service of main at 29cb03e (two seats, records without a version) wrote
 * them. Run once with that code (`npx tsx test/support/make-v1-fixture.ts`); the migration test
 * (test/tables/migrate.test.ts) feeds them to the current service. Kept for the record: running
 * it with today's code writes today's format instead.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { press, resign, startService, World } from "../tables/fake-host";
import { playOne } from "../tables/helpers";

const world = new World(12);
for (const p of ["ann", "bob", "cat", "dan", "eve", "fay", "gus"]) world.addPlayer(p, [{ item: "gem", count: 20 }, { item: "coin", count: 9, meta: "{\"name\":\"lucky\"}" }]);
const service = startService(world, { botDelayMs: 0, stakesVsBots: true });
const s = { world, service };
function seatTwo(table: string, a: string, b: string, stakeA: number, stakeB: number): void {
  service.createTable(table, a);
  service.fitBoard(table, a, "gin_rummy", "", world.giveBoard(a));
  service.sit(table, 0, a);
  service.sit(table, 1, b);
  if (stakeA > 0) press(service, world, a, "stake.add", { slot: "0", count: String(stakeA) });
  if (stakeB > 0) press(service, world, b, "stake.add", { slot: "1", count: String(stakeB) });
  press(service, world, a, "start");
  press(service, world, b, "start");
}
// T1: a staked match running (escrow held).
seatTwo("T1", "ann", "bob", 5, 3);
for (let i = 0; i < 7; i++) playOne(s, ["ann", "bob"]);
// T2: a staked match paused onto its board, the board in dan's hand.
seatTwo("T2", "dan", "eve", 4, 2);
for (let i = 0; i < 9; i++) playOne(s, ["dan", "eve"]);
const removed = service.removeBoard("T2", "dan");
if (!removed.ok) throw new Error("remove failed");
service.stand("eve");
// T3: a staked match won by gus while offline: the pot waits in his mailbox; the result stays.
seatTwo("T3", "fay", "gus", 2, 1);
world.online.delete("gus");
service.onPlayerLeave("gus");
resign(service, world, "fay");
// T4: cat against a bot, staked (the house holds a bot's stake), running.
service.createTable("T4", "cat");
service.fitBoard("T4", "cat", "gin_rummy", "", world.giveBoard("cat"));
service.sit("T4", 0, "cat");
press(service, world, "cat", "stake.add", { slot: "0", count: "6" });
press(service, world, "cat", "alone.easy");
for (let i = 0; i < 5; i++) playOne(s, ["cat"]);
world.advance(1000);
service.tick();

const storage: Record<string, string> = {};
for (const k of [...world.storage.keys()].sort()) storage[k] = world.storage.get(k) as string;
const inventories: Record<string, unknown> = {};
for (const [p, inv] of world.inventories) inventories[p] = inv;
const tx = [...world.tx.keys()].sort();
const out = { written: "29cb03e (main before N seats)", snapshot: removed.boardMeta, storage, inventories, tx, online: [...world.online].sort(), now: world.now };
writeFileSync(resolve(import.meta.dirname, "../fixtures/tables/v1-29cb03e.json"), JSON.stringify(out, null, 2) + "\n");
console.log(Object.keys(storage).join("\n"));
