/**
 * Everything a `cmd:` bot started, found and killed when the bot is stopped (docs/bot-protocol.md,
 * "The host never lets a bot stall a table"). The bot leads its own process group, but a child
 * that calls setsid leaves that group, so on Linux the bot's processes are also found through
 * /proc: each bot gets a mark in its environment (GAME_TABLES_BOT), which every process it starts
 * inherits, across setsid and double forks; and a process whose parent is one of them is one too
 * (it may have cleared its environment). Node-only (the arena's CLI).
 */
import { readdirSync, readFileSync } from "node:fs";

/** The environment variable that marks a bot's processes. */
export const BOT_MARK = "GAME_TABLES_BOT";

let marks = 0;

/** A mark no other bot of this run or of another run on the machine carries. */
export function newMark(): string {
  marks++;
  return `${process.pid}.${marks}.${Math.floor(Math.random() * 1e9)}`;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, "latin1");
  } catch {
    return undefined; // gone, or not ours to read
  }
}

/** A process, with when it started (clock ticks since boot) so that a reused pid is not taken for it. */
export interface BotProcess {
  pid: number;
  start: string;
}

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (the command may hold spaces). */
function statFields(pid: number): string[] | undefined {
  const stat = read(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : stat.substring(stat.lastIndexOf(")") + 2).split(" ");
}

/** The live processes (not zombies) that carry the mark or descend from one that does. */
export function processesOf(mark: string): BotProcess[] {
  let pids: string[];
  try {
    pids = readdirSync("/proc");
  } catch {
    return []; // no /proc: the process group is all that can be reached
  }
  const parent = new Map<number, number>();
  const start = new Map<number, string>();
  const marked = new Set<number>();
  const needle = `${BOT_MARK}=${mark}\0`;
  for (const name of pids) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) continue; // "self", "cpuinfo", ...
    const fields = statFields(pid);
    // fields[0] is the state (Z: a zombie, already dead), [1] the parent, [19] the start time.
    if (fields === undefined || fields[0] === "Z") continue;
    parent.set(pid, Number(fields[1]));
    start.set(pid, fields[19]);
    const env = read(`/proc/${pid}/environ`);
    if (env !== undefined && env.includes(needle)) marked.add(pid);
  }
  const isOurs = (pid: number, depth: number): boolean => {
    if (marked.has(pid)) return true;
    const up = parent.get(pid);
    return up !== undefined && up > 1 && depth < 64 && isOurs(up, depth + 1);
  };
  const found: BotProcess[] = [];
  for (const [pid, at] of start) if (isOurs(pid, 0)) found.push({ pid, start: at });
  return found;
}

function kill(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // ESRCH: already gone.
  }
}

/**
 * Kills the bot's process group, the processes `seen` earlier that are still the same processes
 * (a child of the bot that has since lost its parent and cleared its environment is found only
 * so), then whatever of the bot is still found, again until a pass finds nothing (a process may
 * fork between a look and the kill); synchronous, so it also runs in an exit hook.
 */
export function killBot(pgid: number, mark: string, seen: BotProcess[] = []): void {
  kill(-pgid);
  for (const p of seen) if (statFields(p.pid)?.[19] === p.start) kill(p.pid);
  for (let pass = 0; pass < 20; pass++) {
    const left = processesOf(mark);
    if (left.length === 0) return;
    for (const p of left) kill(p.pid);
  }
}
