/**
 * Item moves not yet safe from a crash. Storage is durable the moment a write returns, but a host
 * saves a player's inventory, with its transfer ids, on its own schedule (Luanti: every
 * server_map_save_interval). A crash inside that gap brings the player back as of the last save
 * while storage has moved on: a payout would be lost, a stake taken twice over.
 *
 * So every take and give that reached a player is kept here until the host has surely saved it:
 * `inventory.saveDelayMs()` after it happened, in the same run of the server. After a restart,
 * when its player joins (after the escrow has finished its own steps), each kept move is checked:
 * if the player's saved data records its transfer id the move is on disk and is dropped; if not,
 * the crash rolled it back and it is done again under a new id (`<txId>.<run>`), kept until saved
 * in its turn. The entry is rewritten in one write, so a crash during a redo redoes it once more,
 * never twice. Transfer ids are forgotten only here, when their move is dropped.
 *
 *   l/<player>/<txId> = {"k":"take"|"give","s":[stacks moved],"t":time,"r":run,"x":id now}
 */
import type { Out } from "../util/json";
import { isJsonObject, obj, parseJson, writeJson } from "../util/json";
import type { HostPorts, ItemStack, PlayerId } from "./ports";
import { minusStacks, readStacks, stacksOut } from "./stacks";

export const LEDGER_PREFIX = "l/";

export type MoveKind = "take" | "give";

interface Move {
  kind: MoveKind;
  stacks: ItemStack[];
  time: number;
  run: number;
  /** The transfer id that carries the move now ("": the key's own). */
  id: string;
}

function readMove(text: string): Move | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok) return undefined;
  const v = parsed.value;
  if (!isJsonObject(v)) return undefined;
  const kind = v["k"];
  const stacks = readStacks(v["s"]);
  const time = v["t"];
  const run = v["r"];
  const id = v["x"] ?? "";
  if ((kind !== "take" && kind !== "give") || stacks === undefined || typeof time !== "number" || typeof run !== "number" || typeof id !== "string") {
    return undefined;
  }
  return { kind, stacks, time, run, id };
}

function writeMove(m: Move): string {
  const fields: [string, Out][] = [["k", m.kind], ["s", stacksOut(m.stacks)], ["t", m.time], ["r", m.run]];
  if (m.id !== "") fields.push(["x", m.id]);
  return writeJson(obj(fields));
}

/** Splits `l/<player>/<txId>`: player ids are escaped (no "/"), transfer ids may hold anything after. */
function splitKey(key: string): [string, string] | undefined {
  const rest = key.substring(LEDGER_PREFIX.length);
  const slash = rest.indexOf("/");
  return slash <= 0 ? undefined : [rest.substring(0, slash), rest.substring(slash + 1)];
}

export class Ledger {
  /** This run of the server (counted in storage at start-up); moves of earlier runs are suspect. */
  run = 0;
  /** Keys of moves of this run, oldest first: the sweep looks at nothing else. */
  private readonly fresh: string[] = [];

  constructor(
    private readonly ports: HostPorts,
    private readonly escape: (player: PlayerId) => string,
    private readonly unescape: (key: string) => string,
    /** Where a replayed give puts what no longer fits (the mailbox). */
    private readonly leftovers: (player: PlayerId, id: string, stacks: ItemStack[]) => void,
  ) {}

  /** Records a take or give the host answered (not "offline"); `stacks` is what really moved. */
  moved(player: PlayerId, txId: string, kind: MoveKind, stacks: ItemStack[]): void {
    this.write(LEDGER_PREFIX + this.escape(player) + "/" + txId, { kind, stacks, time: this.ports.clock.now(), run: this.run, id: "" });
  }

  private write(key: string, m: Move): void {
    this.ports.storage.set(key, writeMove(m));
    this.fresh.push(key);
  }

  /**
   * The player is online again: every move of an earlier run is either on disk (dropped) or was
   * rolled back by a crash (done again). A give that no longer fits leaves the rest in the mailbox.
   */
  replay(player: PlayerId): void {
    const prefix = LEDGER_PREFIX + this.escape(player) + "/";
    const keys = this.ports.storage.list(prefix);
    keys.sort();
    for (const key of keys) {
      const text = this.ports.storage.get(key);
      const m = text === undefined ? undefined : readMove(text);
      if (m === undefined || m.run === this.run) continue;
      const txId = key.substring(prefix.length);
      const id = m.id !== "" ? m.id : txId;
      const saved = this.ports.inventory.applied(player, id);
      if (saved === "offline") return;
      if (saved || m.stacks.length === 0) {
        this.ports.storage.delete(key);
        this.ports.inventory.forget(player, id);
        continue;
      }
      const redo = txId + "." + this.run;
      let moved = m.stacks;
      if (m.kind === "take") {
        // Missing only when the saved inventory never had them (picked up after the last save,
        // and back on the ground since the map rolled back too): nothing else may be taken instead.
        if (this.ports.inventory.take(player, redo, m.stacks) !== "ok") moved = [];
      } else {
        const rest = this.ports.inventory.give(player, redo, m.stacks);
        if (rest === "offline") return;
        if (rest.length > 0) this.leftovers(player, redo, rest);
        moved = minusStacks(m.stacks, rest);
      }
      this.write(key, { kind: m.kind, stacks: moved, time: this.ports.clock.now(), run: this.run, id: redo });
    }
  }

  /** Drops the moves of this run that the host has saved by now, and forgets their ids. */
  sweep(): void {
    if (this.fresh.length === 0) return;
    const now = this.ports.clock.now();
    const delay = this.ports.inventory.saveDelayMs();
    while (this.fresh.length > 0) {
      const key = this.fresh[0];
      const text = this.ports.storage.get(key);
      const m = text === undefined ? undefined : readMove(text);
      if (m !== undefined && m.run === this.run && now - m.time <= delay) return;
      this.fresh.shift();
      if (m === undefined || m.run !== this.run) continue;
      const parts = splitKey(key);
      this.ports.storage.delete(key);
      if (parts !== undefined) this.ports.inventory.forget(this.unescape(parts[0]), m.id !== "" ? m.id : parts[1]);
    }
  }
}
