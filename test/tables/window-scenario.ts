/**
 * Reaction windows in a deterministic scenario that runs unchanged in Node and in LuaJIT (no Node
 * APIs): a Here to Slay table (given to the service as its only game) of one
 * player who never answers and three bots, ticked second by second. Each line: the tick, the seats
 * a window asks, the seconds its timer has left, the moves made; then the stored table.
 */
import type { AnyGame } from "../../src/games/game";
import { hereToSlay } from "../../src/games/here-to-slay/game";
import { TableService } from "../../src/tables/service";
import type { LiveMatch } from "../../src/tables/persistence/records";
import { readTable } from "../../src/tables/persistence/records";
import { fakePorts, press, World } from "./fake-host";

export function windowLines(seed: number): string[] {
  const lines: string[] = [];
  const world = new World(seed);
  world.addPlayer("ann", []);
  const made = TableService.create({ ...fakePorts(world), games: [hereToSlay as unknown as AnyGame] }, { botDelayMs: 1000, reactionSeconds: 8, turnSeconds: 10, warnSeconds: [5], awayAfterTimeouts: 0, botLevels: ["simple"] });
  if (!made.ok) return ["config refused: " + made.error.reason];
  const service = made.service;
  service.recoverAtStartup();
  service.createTable("T1", "ann");
  service.fitBoard("T1", "ann", "here_to_slay", "", world.giveBoard("ann"));
  service.sit("T1", 0, "ann");
  press(service, world, "ann", "alone.simple.3");
  for (let i = 0; i < 120; i++) {
    const info = service.info("T1");
    if (info === undefined || info.phase !== "playing") break;
    const state = storedState(world);
    if (state === undefined) break;
    const asked = hereToSlay.rules.reacting(state);
    const deadline = storedDeadline(world);
    lines.push(`${i} asked ${asked.join(",")} left ${asked.length > 0 ? deadline - world.now : -1} moves ${state.moves}`);
    world.advance(1000);
    service.tick();
  }
  lines.push("table " + (world.storage.get("t/T1") ?? ""));
  return lines;
}

function storedState(world: World): ReturnType<typeof hereToSlay.rules.newMatch> | undefined {
  const m = stored(world);
  return m === undefined ? undefined : (m.match.state as ReturnType<typeof hereToSlay.rules.newMatch>);
}

function storedDeadline(world: World): number {
  const m = stored(world);
  return m === undefined ? -1 : m.match.deadline;
}

/** The stored table's match, read as the service reads it (records.ts: no JSON.parse, which LuaJIT lacks). */
function stored(world: World): { match: LiveMatch } | undefined {
  const text = world.storage.get("t/T1");
  if (text === undefined) return undefined;
  const rec = readTable(text, [hereToSlay as unknown as AnyGame]);
  return typeof rec === "string" || rec.match === undefined ? undefined : { match: rec.match };
}
