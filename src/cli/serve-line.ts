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
