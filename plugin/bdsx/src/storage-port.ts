/**
 * The table service's storage on bdsx: the journal of src/tables/persistence/journal.ts (the same code the
 * Luanti mod uses) in a file beside bdsx's storage is the truth; bdsx's storage map (bdsx/storage,
 * written by bdsx's file driver about 0.5 s after a change, by rename but without fsync) is only
 * its copy, rewritten to match at start, so operators still find the state where bdsx keeps plugin
 * data. After a crash that copy can be older than the journal: it is never read back while a
 * journal exists. Every write is fsync'ed before it returns (journal-file.ts).
 *
 * Values are kept in bdsx's map as ASCII (storage-text.ts): bdsx's format breaks on anything else.
 * A storage opened without a journal (player names, chair seats: nothing guards items with them)
 * is as durable as bdsx's storage, and its map stays the truth.
 */
import type { Storage } from "bdsx/storage";
import { JournalStorage, type HostCopy, type JournalFile } from "../../../src/tables/persistence/journal";
import { NodeJournalFile } from "./journal-file";
import { fromStored, toStored } from "./storage-text";
import { OLD_SEQ, upgradeOldStorage } from "./storage-upgrade";

export type KeyValues = Record<string, string>;

class BdsxMapCopy implements HostCopy {
  constructor(private readonly store: Storage<KeyValues>) {}
  private get map(): KeyValues {
    return this.store.data as KeyValues;
  }
  keys(): string[] {
    return Object.keys(this.map).filter((k) => typeof this.map[k] === "string");
  }
  get(key: string): string | undefined {
    const v = this.map[key];
    return typeof v === "string" ? fromStored(v) : undefined;
  }
  set(key: string, value: string): void {
    this.map[key] = toStored(value);
  }
  delete(key: string): void {
    delete this.map[key];
  }
}

/** No file: the storage starts from bdsx's map every time. */
const NO_JOURNAL: JournalFile = {
  read: () => undefined,
  append: () => undefined,
  startNext: () => undefined,
  appendNext: () => undefined,
  swapNext: () => undefined,
};

/**
 * Opens the storage on `store`, with its journal at `journalPath` (upgrading the old format);
 * throws JournalError on a damaged journal or old snapshot, rewriting nothing.
 */
export function openStorage(store: Storage<KeyValues>, journalPath?: string): { storage: JournalStorage; close: () => void } {
  if (store.data === undefined || store.data === null || typeof store.data !== "object") store.init({});
  const copy = new BdsxMapCopy(store);
  if (journalPath === undefined) {
    // The old port's write counter is no value (with a journal, the rewrite of the copy drops it).
    copy.delete(OLD_SEQ);
    return { storage: new JournalStorage(NO_JOURNAL, copy, "bdsx storage"), close: () => undefined };
  }
  const file = new NodeJournalFile(journalPath);
  upgradeOldStorage(file, store.data as KeyValues, journalPath);
  const storage = new JournalStorage(file, copy, journalPath);
  return { storage, close: () => file.close() };
}
