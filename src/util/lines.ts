/**
 * Input split into lines, one way for every command-line reader: `replay` in Node and in LuaJIT,
 * `bot serve` and the arena's side of an external bot. Text is handled as bytes (Node reads it as
 * latin1, one character per byte, as Lua strings are), so both runtimes see the same lines for any
 * input: a NUL byte is an ordinary byte (LuaJIT's io.lines cut lines there), a line may end in
 * CR LF, a UTF-8 byte-order mark opening the input is dropped, and a line longer than the bound is
 * reported once and skipped instead of filling memory.
 */

/** 1 MiB: far above any hand record or protocol message, far below what would exhaust memory. */
export const MAX_LINE_BYTES = 1048576;

/** The UTF-8 byte-order mark as three bytes (String.fromCharCode is string.char in Lua). */
const BOM = String.fromCharCode(0xef, 0xbb, 0xbf);

/** A line without its end, or a line too long to keep (text ""; its length so far in `tooLong`). */
export type LineSink = (line: string, tooLong: number) => void;

export interface LineSplitter {
  readonly max: number;
  /** The pieces of the current line so far. */
  parts: string[];
  /** Their total length. */
  size: number;
  /** The current line passed `max`: it was reported, and its rest is dropped. */
  skipping: boolean;
  /** No line was emitted yet (where a byte-order mark may stand). */
  first: boolean;
}

export function lineSplitter(max: number = MAX_LINE_BYTES): LineSplitter {
  return { max, parts: [], size: 0, skipping: false, first: true };
}

function emit(s: LineSplitter, sink: LineSink): void {
  if (s.skipping) {
    s.skipping = false;
    s.first = false;
    return;
  }
  let line = s.parts.length === 1 ? s.parts[0] : s.parts.join("");
  s.parts = [];
  s.size = 0;
  if (s.first && line.substring(0, 3) === BOM) line = line.substring(3);
  s.first = false;
  if (line.length > 0 && line.charCodeAt(line.length - 1) === 13) line = line.substring(0, line.length - 1);
  sink(line, 0);
}

/** Keeps a piece of the current line, or reports the line once it is too long. */
function keep(s: LineSplitter, piece: string, sink: LineSink): void {
  if (s.skipping || piece.length === 0) return;
  if (s.size + piece.length > s.max) {
    const size = s.size + piece.length;
    s.parts = [];
    s.size = 0;
    s.skipping = true;
    sink("", size);
    return;
  }
  s.parts.push(piece);
  s.size += piece.length;
}

/** Feeds the next chunk of input; `sink` hears each line it completes, in order. */
export function feedLines(s: LineSplitter, chunk: string, sink: LineSink): void {
  let from = 0;
  for (;;) {
    const nl = chunk.indexOf("\n", from);
    if (nl < 0) break;
    keep(s, chunk.substring(from, nl), sink);
    emit(s, sink);
    from = nl + 1;
  }
  if (from < chunk.length) keep(s, chunk.substring(from), sink);
}

/** The end of the input: a last line without a line end still counts. */
export function endLines(s: LineSplitter, sink: LineSink): void {
  if (s.size > 0) emit(s, sink);
  s.skipping = false;
}
