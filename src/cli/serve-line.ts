/** One line a `bot serve` session reads: its JSON and `type`, or nothing (blank or not JSON, logged). */
export interface ServeLine {
  raw: unknown;
  type: unknown;
}

export function readServeLine(line: string, log: (line: string) => void): ServeLine | undefined {
  if (line.trim() === "") return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    log(`bot serve: ignored malformed JSON: ${line.slice(0, 80)}`);
    return undefined;
  }
  return { raw, type: typeof raw === "object" && raw !== null ? (raw as { type?: unknown }).type : undefined };
}

/** What a session does with each message a line carries, for games whose every decide carries the whole view (events need nothing). */
export interface ServeHandlers {
  start(raw: unknown): void;
  decide(raw: unknown): string;
  end(): void;
}

/** One line of a session whose decides stand alone: the reply line for a `decide`, else undefined. */
export function serveLine(line: string, log: (line: string) => void, on: ServeHandlers): string | undefined {
  const read = readServeLine(line, log);
  if (read === undefined) return undefined;
  const { raw, type } = read;
  if (type === "start") on.start(raw);
  else if (type === "decide") return on.decide(raw);
  else if (type === "end") on.end();
  else if (type !== "event") log(`bot serve: ignored a message of unknown type ${JSON.stringify(type)}`);
  return undefined;
}

/**
 * The one reply line to a `decide`: the action `work` gives, with the decide's `id` first, or
 * `{"id":N,"error":"..."}` (also logged) when it gives a reason instead or throws (a bot bug must
 * not end the session: the host hears why and plays on). `id` is left out when the decide had none.
 */
export function answerDecide(raw: unknown, log: (line: string) => void, work: () => Record<string, unknown> | string): string {
  const rawId = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
  const id = typeof rawId === "number" && Number.isInteger(rawId) ? rawId : undefined;
  let out: Record<string, unknown> | string;
  try {
    out = work();
  } catch (e) {
    out = `the bot failed: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (typeof out !== "string") return JSON.stringify(id === undefined ? out : { id, ...out });
  log(`bot serve: refused decide${id === undefined ? "" : ` ${id}`}: ${out}`);
  return JSON.stringify(id === undefined ? { error: out } : { id, error: out });
}

/**
 * A decide's refusal while no start holds: a session plays only the hand a valid `start` set up
 * (seat, rules, dealt cards), so after a refused start it says which start and why, not just
 * that none came.
 */
export function noStartYet(refusedStart: string | undefined): string {
  const what = refusedStart === undefined ? "no start message yet" : `the last start message was refused (${refusedStart})`;
  return `${what}: the bot does not know its seat or the rules; send a valid start`;
}
