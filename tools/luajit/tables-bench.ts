/**
 * Profiling harness for the table service under LuaJIT (what the Luanti mod runs), outside
 * Luanti: K tables, each a player against an `easy` bot (or, with `uno`, three `simple` bots at
 * Uno No Mercy), played through the screens (the fake host of test/tables) for R rounds. Prints
 * the Lua milliseconds per table write (one per move, the player's or the bot's; the time
 * includes the fake host and the scripted player).
 *   npx tstl -p tsconfig.lua-tables-bench.json
 *   luajit dist/lua/game_tables_tables_bench.lua [K] [ROUNDS] [notune|tune] [gin|uno] [stopgc]
 *   (stopgc: the collector stopped for the rounds; also prints the KB allocated per table write)
 *   luajit -jp=f,/tmp/prof.txt dist/lua/game_tables_tables_bench.lua 200 60   (profile)
 */
import { startService, World } from "../../test/tables/fake-host";
import { playOne } from "../../test/tables/helpers";
import { press } from "../../test/tables/fake-host";
import { tuneJit } from "./jit-tuning";

declare const arg: Record<number, string | undefined>;

/** An Uno player's move: its first card that plays (or the first way of an open choice), else pick, take, draw or keep. */
function playUno(world: World, service: ReturnType<typeof startService>, p: string): boolean {
  if (!world.screens.has(p)) return false;
  const b = world.lastScreen(p).buttons.map((x) => x.action);
  const pick =
    b.find((x) => x.startsWith("play.") || x.startsWith("pick.")) ?? b.find((x) => x === "take") ?? b.find((x) => x === "draw") ?? b.find((x) => x === "keep");
  return pick !== undefined && press(service, world, p, pick).ok;
}

function main(this: void): void {
  const k = tonumber(arg[1] ?? "200") ?? 200;
  const rounds = tonumber(arg[2] ?? "60") ?? 60;
  if (arg[3] !== "notune") tuneJit();
  const uno = arg[4] === "uno";
  const world = new World(7);
  const service = startService(world, { botDelayMs: 0, botLevels: ["easy", "simple"] });
  const players: string[] = [];
  for (let i = 1; i <= k; i++) {
    const p = "p" + i;
    const t = "T" + i;
    world.addPlayer(p, []);
    players.push(p);
    service.createTable(t, p);
    service.fitBoard(t, p, uno ? "uno_no_mercy" : "gin_rummy", "", world.giveBoard(p));
    service.sit(t, 0, p);
    service.handleScreenAction(p, t, { token: world.lastScreen(p).token, action: uno ? "alone.simple.3" : "alone.easy" });
  }
  const stopGc = arg[5] === "stopgc";
  let moves = 0;
  // Every move (the player's or the bot's) writes its table record once.
  let tableWrites = 0;
  world.onWrite = (key) => {
    if (key.startsWith("t/")) tableWrites++;
    // The fake journal is one string that each append copies: kept short, so the KB counted are
    // the service's, not the fake disk's.
    if (stopGc) world.journal = "";
  };
  // With `stopgc` the collector is stopped for the rounds, so the heap's growth is what they
  // allocated (the garbage per move; the dropped screens and journal text below count too).
  collectgarbage("collect");
  if (stopGc) collectgarbage("stop");
  const kbStart = collectgarbage("count");
  const start = os.clock();
  for (let r = 0; r < rounds; r++) {
    for (const p of players) {
      const s = { world, service };
      if (uno ? playUno(world, service, p) : playOne(s, [p])) moves++;
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
    // The fake host keeps every screen and message, and its journal "file" is one growing string
    // (each append copies it): drop them so memory and the cost of a write stay flat (nothing
    // restarts here, so nothing reads the journal back).
    world.shown = [];
    world.told = [];
    world.journal = "";
  }
  const ms = (os.clock() - start) * 1000;
  const kb = stopGc ? ` kb_per_table_write=${Math.floor(((collectgarbage("count") - kbStart) / tableWrites) * 100) / 100}` : "";
  io.write(`tables=${k} rounds=${rounds} player_moves=${moves} table_writes=${tableWrites} ms=${Math.floor(ms)} ms_per_table_write=${Math.floor((ms / tableWrites) * 1000) / 1000}${kb}\n`);
}

main();
