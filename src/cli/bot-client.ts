/**
 * The host side of the bot protocol: runs an external bot process, feeds it the game as JSON
 * lines and reads one action per decision. A malformed, illegal or late reply never stalls the
 * table: the error is logged, a safe legal move is played instead (the simple policy), and after
 * `maxFailures` failures in a row, or as soon as the process dies, the `normal` bot takes over.
 */
import { ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import type { Bot } from "../games/gin-rummy/bots/bot";
import { createBot } from "../games/gin-rummy/bots/index";
import { simpleDecide } from "../games/gin-rummy/bots/simple";
import { createRng, RngState } from "../util/random";
import type { Action, HandResult, Seat } from "../games/gin-rummy/engine/types";
import type { SeatView } from "../games/gin-rummy/engine/view";
import type { Player } from "./bot-match";
import { actionJson, decideMessage, eventMessage, MatchContext, matchMessage, Message, readReply, resultMessages, startMessage } from "./bot-protocol";
import { readLines, TOO_LONG } from "./read-lines";

export interface ExternalBotOptions {
  /** How long a reply may take (default 2000 ms). */
  timeoutMs?: number;
  /** How long the first reply may take, while the process starts (default 10000 ms). */
  startupMs?: number;
  /** Failures in a row before the normal bot replaces the process (default 3). */
  maxFailures?: number;
  /** Where errors go (default: stderr). */
  log?: (line: string) => void;
  /** Seed of the fallback moves and the replacement bot. */
  seed?: number;
}

/** A line from the bot, or why there is none to use (too long); undefined on timeout or exit. */
type Got = { line: string } | { error: string } | undefined;
type Waiter = (got: Got) => void;

/** Process groups of bots still running, killed if this process exits first. */
const running = new Set<number>();
process.once("exit", () => {
  for (const pgid of running) killGroup(pgid);
});

/** Kills a bot and everything it started (its shell, its children): it leads its own group. */
function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
    // ESRCH: the group is already gone.
  }
}

export class ExternalBot implements Player {
  readonly command: string;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly timeoutMs: number;
  private readonly startupMs: number;
  private asked = false;
  private readonly maxFailures: number;
  private readonly log: (line: string) => void;
  private readonly rng: RngState;
  private waiter: Waiter | undefined;
  private exited: string | undefined;
  private handNumber = 0;
  private eventsSent = 0;
  private nextId = 0;
  private failures = 0;
  /** Set once the process is given up on. */
  replacement: Bot | undefined;
  /** Every error logged, for callers and tests. */
  readonly errors: string[] = [];

  constructor(command: string, opts: ExternalBotOptions = {}) {
    this.command = command;
    this.timeoutMs = opts.timeoutMs ?? 2000;
    this.startupMs = Math.max(this.timeoutMs, opts.startupMs ?? 10000);
    this.maxFailures = opts.maxFailures ?? 3;
    this.log = opts.log ?? ((line) => console.error(line));
    this.rng = createRng(opts.seed ?? 1);
    // Detached: the bot leads a new process group, so stopping it reaches past the /bin/sh wrapper
    // to the bot and anything it started, even a bot that ignores SIGTERM.
    this.child = spawn(command, { shell: true, detached: true, stdio: ["pipe", "pipe", "pipe"] });
    if (this.child.pid !== undefined) running.add(this.child.pid);
    this.child.stdin.on("error", () => undefined); // a dead bot's closed pipe is handled by "exit"
    this.child.on("error", (e) => this.onExit(`could not start: ${e.message}`));
    this.child.on("exit", (code, signal) => this.onExit(signal !== null ? `killed by ${signal}` : `exited with code ${code}`));
    readLines(this.child.stdout, {
      line: (line) => this.onLine({ line }),
      tooLong: () => this.onLine({ error: `a reply line ${TOO_LONG}` }),
    });
    readLines(this.child.stderr, {
      line: (line) => this.log(`bot "${this.command}" stderr: ${line}`),
      tooLong: () => this.log(`bot "${this.command}" stderr: (a line ${TOO_LONG}, dropped)`),
    });
  }

  private onExit(why: string): void {
    if (this.exited !== undefined) return;
    this.exited = why;
    const w = this.waiter;
    this.waiter = undefined;
    if (w !== undefined) w(undefined);
  }

  private onLine(got: { line: string } | { error: string }): void {
    const w = this.waiter;
    if (w === undefined) {
      const text = "line" in got ? got.line : got.error;
      if (text.trim() !== "") this.error(`ignored a line sent while no decision was asked (a late reply?): ${text.slice(0, 80)}`);
      return;
    }
    this.waiter = undefined;
    w(got);
  }

  private error(message: string): void {
    const text = `bot "${this.command}": ${message}`;
    this.errors.push(text);
    this.log(text);
  }

  private send(m: Message): void {
    if (this.exited === undefined && this.child.stdin.writable) this.child.stdin.write(`${JSON.stringify(m)}\n`);
  }

  /** Sends the start of a new hand and every public event the bot has not seen yet. */
  private catchUp(view: SeatView, ctx: MatchContext): void {
    if (ctx.handNumber !== this.handNumber) {
      this.handNumber = ctx.handNumber;
      this.eventsSent = 0;
      // A seat's hand only changes by its own actions, so at its first look it is the dealt hand.
      this.send(startMessage(view, ctx));
    }
    for (; this.eventsSent < view.history.length; this.eventsSent++) this.send(eventMessage(view.history[this.eventsSent]));
  }

  /** The next line, or undefined on timeout or exit. */
  private nextLine(ms: number): Promise<Got> {
    if (this.exited !== undefined) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (this.waiter === done) this.waiter = undefined;
        resolve(undefined);
      }, ms);
      const done: Waiter = (got) => {
        clearTimeout(timer);
        resolve(got);
      };
      this.waiter = done;
    });
  }

  async decide(view: SeatView, ctx: MatchContext): Promise<Action> {
    if (this.replacement !== undefined) return this.replacement.decide(view);
    this.catchUp(view, ctx);
    const id = ++this.nextId;
    this.send(decideMessage(view, id));
    const ms = this.asked ? this.timeoutMs : this.startupMs;
    this.asked = true;
    for (;;) {
      const got = await this.nextLine(ms);
      if (got === undefined) {
        const why = this.exited !== undefined ? `the process ${this.exited}` : `no reply within ${ms} ms`;
        return this.fallback(view, why, this.exited !== undefined);
      }
      if ("error" in got) return this.fallback(view, got.error, false);
      const reply = readReply(got.line, view);
      if (reply.id !== undefined && reply.id !== id) {
        this.error(`ignored a reply to decision ${reply.id} (waiting for ${id})`);
        continue;
      }
      if (!reply.ok) return this.fallback(view, reply.error, false);
      this.failures = 0;
      return reply.action;
    }
  }

  private fallback(view: SeatView, why: string, fatal: boolean): Action {
    const action = simpleDecide(view, this.rng);
    this.failures++;
    this.error(`${why}; played ${JSON.stringify(actionJson(action))} instead (seat ${view.seat}, hand ${this.handNumber})`);
    if (fatal || this.failures >= this.maxFailures) {
      this.error(fatal ? "replaced by the normal bot" : `failed ${this.failures} times in a row; replaced by the normal bot`);
      this.replacement = createBot("normal", this.rng);
      this.stop();
    }
    return action;
  }

  async handOver(view: SeatView, ctx: MatchContext): Promise<void> {
    if (this.replacement !== undefined) return;
    this.catchUp(view, ctx);
    for (const m of resultMessages(view.result as HandResult, ctx.scores)) this.send(m);
  }

  async matchOver(winner: Seat, ctx: MatchContext): Promise<void> {
    if (this.replacement === undefined) this.send(matchMessage(winner, ctx.scores));
    this.handNumber = 0; // the next match starts at hand 1 again
  }

  /** Kills the bot's whole process group (whatever is left of it). */
  private stop(): void {
    const pid = this.child.pid;
    if (pid === undefined || !running.has(pid)) return;
    running.delete(pid);
    killGroup(pid);
  }

  /** Says goodbye, and kills the process group if the bot does not leave within a second. */
  async close(): Promise<void> {
    await this.leave();
    this.stop(); // anything the bot left behind in its group
  }

  private async leave(): Promise<void> {
    if (this.exited !== undefined) return;
    this.send({ type: "end" });
    this.child.stdin.end();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.stop();
        resolve();
      }, 1000);
      this.child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      if (this.exited !== undefined) {
        clearTimeout(timer);
        resolve();
      }
    });
  }
}
