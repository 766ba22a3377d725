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

/**
 * A decide's refusal while no start holds: a session plays only the hand a valid `start` set up
 * (seat, rules, dealt cards), so after a refused start it says which start and why, not just
 * that none came.
 */
export function noStartYet(refusedStart: string | undefined): string {
  const what = refusedStart === undefined ? "no start message yet" : `the last start message was refused (${refusedStart})`;
  return `${what}: the bot does not know its seat or the rules; send a valid start`;
}
