/**
 * Lines from a Node stream through the shared splitter (src/util/lines.ts): at most 1 MiB each, so
 * a peer that never sends a line end cannot exhaust memory. Lines arrive decoded as UTF-8.
 */
import type { Readable } from "node:stream";
import { endLines, feedLines, lineSplitter, MAX_LINE_BYTES } from "../util/lines";

export interface LineHandlers {
  line(text: string): void;
  /** A line over the bound: dropped up to its end. */
  tooLong(bytes: number): void;
  end?(): void;
}

export const TOO_LONG = `longer than ${MAX_LINE_BYTES} bytes (1 MiB)`;

/** Feeds the stream's lines to the handlers until it ends; returns a function that stops reading. */
export function readLines(stream: Readable, h: LineHandlers): () => void {
  const s = lineSplitter();
  const sink = (line: string, tooLong: number): void => {
    if (tooLong > 0) h.tooLong(tooLong);
    else h.line(Buffer.from(line, "latin1").toString("utf8"));
  };
  const onData = (chunk: Buffer | string): void => {
    feedLines(s, typeof chunk === "string" ? Buffer.from(chunk).toString("latin1") : chunk.toString("latin1"), sink);
  };
  const onEnd = (): void => {
    endLines(s, sink);
    h.end?.();
  };
  stream.on("data", onData);
  stream.on("end", onEnd);
  return () => {
    stream.off("data", onData);
    stream.off("end", onEnd);
  };
}

export type LineItem = { text: string } | { tooLong: number };

/** Lines one at a time, for prompts: next() is the next line, or undefined once the input ended. */
export function lineQueue(stream: Readable): { next(): Promise<LineItem | undefined>; close(): void } {
  const ready: LineItem[] = [];
  let ended = false;
  let waiting: ((item: LineItem | undefined) => void) | undefined;
  const put = (item: LineItem | undefined): void => {
    const w = waiting;
    waiting = undefined;
    if (w !== undefined) w(item);
    else if (item !== undefined) ready.push(item);
  };
  const stop = readLines(stream, {
    line: (text) => put({ text }),
    tooLong: (bytes) => put({ tooLong: bytes }),
    end: () => {
      ended = true;
      put(undefined);
    },
  });
  return {
    next: () => {
      const item = ready.shift();
      if (item !== undefined || ended) return Promise.resolve(item);
      return new Promise((resolve) => (waiting = resolve));
    },
    close: () => {
      stop();
      stream.pause();
    },
  };
}
