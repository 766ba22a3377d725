/**
 * The storage port on world dynamic properties. Each key is one property `<space><key>`; a value
 * longer than CHUNK_CHARS is split over `<space>#<i>:<key>` properties (a string property holds at
 * most 32767 characters). The first property says how many parts there are ("=" + value for one).
 *
 * Durability, honestly: a set or delete is in the world as soon as it returns, and scripts run on
 * the server thread between world saves, so every write of one call (all parts of a long value)
 * is saved together or not at all, in order. Bedrock saves dynamic properties with the world (on
 * its save cycle and at a clean stop): after a crash the world, this storage and the players'
 * saved data come back as of the last save, never a newer write without an older one.
 */
import type { StoragePort } from "../../../src/tables/ports";
import type { GtDynamicProperties } from "./api";

/** Characters per property: 4 bytes each in UTF-8 stays under the 32767 limit. */
export const CHUNK_CHARS = 8000;

export class DynamicPropertyStorage implements StoragePort {
  private readonly cache = new Map<string, string>();

  constructor(
    private readonly props: GtDynamicProperties,
    /** The property-id prefix of this store ("gts:"), so stores never see each other's keys. */
    private readonly space: string,
  ) {
    for (const id of props.getDynamicPropertyIds()) {
      if (!id.startsWith(space)) continue;
      const key = id.substring(space.length);
      const value = this.read(key);
      if (value !== undefined) this.cache.set(key, value);
    }
  }

  get(key: string): string | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: string): void {
    const old = this.parts(key);
    const n = Math.max(1, Math.ceil(value.length / CHUNK_CHARS));
    const head = n === 1 ? "=" + value : String(n) + "|" + value.substring(0, CHUNK_CHARS);
    for (let i = 1; i < n; i++) this.props.setDynamicProperty(this.partId(key, i), value.substring(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS));
    for (let i = n; i < old; i++) this.props.setDynamicProperty(this.partId(key, i), undefined);
    this.props.setDynamicProperty(this.space + key, head);
    this.cache.set(key, value);
  }

  delete(key: string): void {
    const old = this.parts(key);
    this.props.setDynamicProperty(this.space + key, undefined);
    for (let i = 1; i < old; i++) this.props.setDynamicProperty(this.partId(key, i), undefined);
    this.cache.delete(key);
  }

  list(prefix: string): string[] {
    const out: string[] = [];
    for (const key of this.cache.keys()) if (key.startsWith(prefix)) out.push(key);
    return out;
  }

  private partId(key: string, i: number): string {
    return this.space + "#" + String(i) + ":" + key;
  }

  /** How many properties the stored value of `key` takes (0: none). */
  private parts(key: string): number {
    const head = this.props.getDynamicProperty(this.space + key);
    if (typeof head !== "string") return 0;
    if (head.startsWith("=")) return 1;
    const bar = head.indexOf("|");
    const n = bar > 0 ? parseInt(head.substring(0, bar), 10) : NaN;
    return isNaN(n) || n < 1 ? 1 : n;
  }

  private read(key: string): string | undefined {
    if (key.startsWith("#")) return undefined; // a part, not a key
    const head = this.props.getDynamicProperty(this.space + key);
    if (typeof head !== "string") return undefined;
    if (head.startsWith("=")) return head.substring(1);
    const n = this.parts(key);
    let value = head.substring(head.indexOf("|") + 1);
    for (let i = 1; i < n; i++) {
      const part = this.props.getDynamicProperty(this.partId(key, i));
      // A missing part cannot come from this writer (parts are written before the head).
      if (typeof part !== "string") throw new Error(`storage key ${key} lost part ${i} of ${n}`);
      value += part;
    }
    return value;
  }
}
