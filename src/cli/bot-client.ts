/**
 * The host side of the bot protocol: runs an external bot process, feeds it the game as JSON
 * lines and reads one action per decision. A malformed, illegal or late reply never stalls the
 * table: the error is logged, a safe legal move is played instead, and after `maxFailures`
 * failures in a row, or as soon as the process dies, a built-in bot takes over. What is said and
 * played is the game's HostSide (src/games/<game>/cli/protocol*.ts).
 */
import { ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createRng, RngState } from "../util/random";
import { MatchContext, matchMessage, Message, ReadReply } from "./bot-protocol";
import { BOT_MARK, BotProcess, killBot, newMark, processesOf } from "./bot-processes";
import { readLines, TOO_LONG } from "./read-lines";

/** What a host tells a seat so far: the hand it last started, and how many of that hand's events it has had. */
export interface Sent {
  hand: number;
  events: number;
}

/** A bot that plays a seat in the process when the external one is given up on. */
export interface ReplacementBot<V, A> {
  level: string;
  decide(view: V): A;
}

/**
 * One game's side of the protocol on the host (docs/bot-protocol.md): what a seat is told, how
 * its reply is read, and what is played when the reply is no use. Views are the seat's own.
 */
export interface HostSide<V, A> {
  /** The messages the seat has not had up to this view: a `start` at each new hand, then public events. */
  catchUp(view: V, ctx: MatchContext, sent: Sent): Message[];
  decide(view: V, id: number): Message;
  read(line: string, view: V): ReadReply<A>;
  /** The end of a hand (view.result or the like set): what is left of its events, then its result. */
  handOver(view: V, ctx: MatchContext, sent: Sent): Message[];
  actionJson(action: A): Message;
  seatOf(view: V): number;
  /** A safe legal move for a reply that failed. */
  fallback(view: V, rng: RngState): A;
  /** The bot that plays the seat once the process is given up on. */
  replacement(rng: RngState): ReplacementBot<V, A>;
}

/** A seat in a match whose players may answer asynchronously (an external bot process). */
export interface Player<V, A> {
  decide(view: V, ctx: MatchContext): Promise<A>;
  /** The hand is over: the view holds its result; ctx.scores are the scores after it. */
  handOver(view: V, ctx: MatchContext): Promise<void>;
  matchOver(winner: number, ctx: MatchContext): Promise<void>;
  /** Out of turn (a game where others may act between turns): the action, or undefined to let the chance go. Without it, `decide` is asked. */
  mayAct?(view: V, ctx: MatchContext): Promise<A | undefined>;
}

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

/** Bots still running (their process group and mark, bot-processes.ts), killed if this process exits first. */
const running = new Map<number, string>();
process.once("exit", () => {
  for (const [pgid, mark] of running) killBot(pgid, mark);
});

export class ExternalBot<V, A> implements Player<V, A> {
  readonly command: string;
  private readonly side: HostSide<V, A>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly mark: string;
  private readonly timeoutMs: number;
  private readonly startupMs: number;
  private asked = false;
  private readonly maxFailures: number;
  private readonly log: (line: string) => void;
  private readonly rng: RngState;
  private waiter: Waiter | undefined;
  /** Set while a decision is pending: lines that come before the host waits again (a stale reply and the answer in one chunk) queue here. */
  private deciding = false;
  private readonly queued: ({ line: string } | { error: string })[] = [];
  private exited: string | undefined;
  private readonly sent: Sent = { hand: 0, events: 0 };
  private nextId = 0;
  private failures = 0;
  /** Set once the process is given up on. */
  replacement: ReplacementBot<V, A> | undefined;
  /** Every error logged, for callers and tests. */
  readonly errors: string[] = [];
  /** Replies that could not be played (bad, illegal, late or missing): a safe move was played instead. */
  failed = 0;

  /** `side`: the game the bot plays, as the host speaks it. */
  constructor(command: string, opts: ExternalBotOptions, side: HostSide<V, A>) {
    this.command = command;
    this.side = side;
    this.timeoutMs = opts.timeoutMs ?? 2000;
    this.startupMs = Math.max(this.timeoutMs, opts.startupMs ?? 10000);
    this.maxFailures = opts.maxFailures ?? 3;
    this.log = opts.log ?? ((line) => console.error(line));
    this.rng = createRng(opts.seed ?? 1);
    // Detached: the bot leads a new process group, so stopping it reaches past the /bin/sh wrapper
    // to the bot and anything it started, even a bot that ignores SIGTERM; the mark in its
    // environment finds what left the group (setsid).
    this.mark = newMark();
    this.child = spawn(command, { shell: true, detached: true, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, [BOT_MARK]: this.mark } });
    if (this.child.pid !== undefined) running.set(this.child.pid, this.mark);
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
    if (w === undefined && this.deciding) {
      this.queued.push(got);
      return;
    }
    if (w === undefined) {
      this.ignore(got);
      return;
    }
    this.waiter = undefined;
    w(got);
  }

  private ignore(got: { line: string } | { error: string }): void {
    const text = "line" in got ? got.line : got.error;
    if (text.trim() !== "") this.error(`ignored a line sent while no decision was asked (a late reply?): ${text.slice(0, 80)}`);
  }

  private error(message: string): void {
    const text = `bot "${this.command}": ${message}`;
    this.errors.push(text);
    this.log(text);
  }

  private send(m: Message): void {
    if (this.exited === undefined && this.child.stdin.writable) this.child.stdin.write(`${JSON.stringify(m)}\n`);
  }

  /** The next line (one queued first), or undefined on timeout or exit. */
  private nextLine(ms: number): Promise<Got> {
    const queued = this.queued.shift();
    if (queued !== undefined) return Promise.resolve(queued);
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

  async decide(view: V, ctx: MatchContext): Promise<A> {
    if (this.replacement !== undefined) return this.replacement.decide(view);
    this.deciding = true;
    try {
      return await this.ask(view, ctx);
    } finally {
      this.deciding = false;
      for (const got of this.queued.splice(0)) this.ignore(got);
    }
  }

  private async ask(view: V, ctx: MatchContext): Promise<A> {
    for (const m of this.side.catchUp(view, ctx, this.sent)) this.send(m);
    const id = ++this.nextId;
    this.send(this.side.decide(view, id));
    const ms = this.asked ? this.timeoutMs : this.startupMs;
    this.asked = true;
    for (;;) {
      const got = await this.nextLine(ms);
      if (got === undefined) {
        const why = this.exited !== undefined ? `the process ${this.exited}` : `no reply within ${ms} ms`;
        return this.fallback(view, why, this.exited !== undefined);
      }
      if ("error" in got) return this.fallback(view, got.error, false);
      const reply = this.side.read(got.line, view);
      if (reply.id !== undefined && reply.id !== id) {
        this.error(`ignored a reply to decision ${reply.id} (waiting for ${id})`);
        continue;
      }
      if (!reply.ok) return this.fallback(view, reply.error, false);
      this.failures = 0;
      return reply.action;
    }
  }

  private fallback(view: V, why: string, fatal: boolean): A {
    const action = this.side.fallback(view, this.rng);
    this.failures++;
    this.failed++;
    this.error(`${why}; played ${JSON.stringify(this.side.actionJson(action))} instead (seat ${this.side.seatOf(view)}, hand ${this.sent.hand})`);
    if (fatal || this.failures >= this.maxFailures) {
      const replacement = this.side.replacement(this.rng);
      this.error(fatal ? `replaced by the ${replacement.level} bot` : `failed ${this.failures} times in a row; replaced by the ${replacement.level} bot`);
      this.replacement = replacement;
      this.stop();
    }
    return action;
  }

  async handOver(view: V, ctx: MatchContext): Promise<void> {
    if (this.replacement !== undefined) return;
    for (const m of this.side.handOver(view, ctx, this.sent)) this.send(m);
  }

  async matchOver(winner: number, ctx: MatchContext): Promise<void> {
    if (this.replacement === undefined) this.send(matchMessage(winner, ctx.scores));
    this.sent.hand = 0; // the next match starts at hand 1 again
  }

  /** Kills the bot's process group and every process of the bot found outside it (bot-processes.ts). */
  private stop(seen: BotProcess[] = []): void {
    const pid = this.child.pid;
    if (pid === undefined || !running.has(pid)) return;
    running.delete(pid);
    killBot(pid, this.mark, seen);
  }

  /** Says goodbye, and kills whatever is left of the bot if it does not leave within a second. */
  async close(): Promise<void> {
    // What the bot runs now: once it leaves, a child it orphaned is found by its mark alone.
    const seen = processesOf(this.mark);
    await this.leave();
    this.stop(seen); // anything the bot left behind
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
