/**
 * Profiling harness for the table service under LuaJIT (what the Luanti mod runs), outside
 * Luanti: K tables, each a player against an `easy` bot, played through the screens (the fake
 * host of test/tables) for R rounds. Prints the Lua milliseconds per table write (one per move,
 * the player's or the bot's; the time includes the fake host and the scripted player).
 *   npx tstl -p tsconfig.lua-tables-bench.json
 *   luajit dist/lua/game_tables_tables_bench.lua [K] [ROUNDS] [notune]
 *   luajit -jp=f,/tmp/prof.txt dist/lua/game_tables_tables_bench.lua 200 60   (profile)
 */
import { startService, World } from "../../test/tables/fake-host";
import { playOne } from "../../test/tables/helpers";
import { tuneJit } from "./jit-tuning";

declare const arg: Record<number, string | undefined>;

function main(this: void): void {
  const k = tonumber(arg[1] ?? "200") ?? 200;
  const rounds = tonumber(arg[2] ?? "60") ?? 60;
  if (arg[3] !== "notune") tuneJit();
  const world = new World(7);
  const service = startService(world, { botDelayMs: 0, botLevels: ["easy"] });
  const players: string[] = [];
  for (let i = 1; i <= k; i++) {
    const p = "p" + i;
    const t = "T" + i;
    world.addPlayer(p, []);
    players.push(p);
    service.createTable(t, p);
    service.fitBoard(t, p, "gin_rummy", "", world.giveBoard(p));
    service.sit(t, 0, p);
    service.handleScreenAction(p, t, { token: world.lastScreen(p).token, action: "alone.easy" });
  }
  let moves = 0;
  // Every move (the player's or the bot's) writes its table record once.
  let tableWrites = 0;
  world.onWrite = (key) => {
    if (key.startsWith("t/")) tableWrites++;
  };
  const start = os.clock();
  for (let r = 0; r < rounds; r++) {
    for (const p of players) {
      const s = { world, service };
      if (playOne(s, [p])) moves++;
      else {
        const b = world.lastScreen(p).buttons;
        for (const x of b) if (x.action === "rematch") {
          service.handleScreenAction(p, world.lastScreen(p).tableId, { token: world.lastScreen(p).token, action: "rematch" });
          moves++;
          break;
        }
      }
    }
    world.now += 1000;
    service.tick();
    // The fake host keeps every screen and message: drop them so memory stays flat.
    world.shown = [];
    world.told = [];
  }
  const ms = (os.clock() - start) * 1000;
  io.write(`tables=${k} rounds=${rounds} player_moves=${moves} table_writes=${tableWrites} ms=${Math.floor(ms)} ms_per_table_write=${Math.floor((ms / tableWrites) * 1000) / 1000}\n`);
}

main();
