/**
 * The one way an item moves between a player's inventory and the service (escrow, mailbox, ledger
 * replays, boards). A host's inventory port is a set of primitives that may throw (ports.ts); this
 * module is the only caller of them, and turns every answer into one the callers handle:
 * - each call moves ONE stack under its own transfer id (`stackTxId`), so a stack that fails never
 *   repeats or blocks the stacks before or after it: the caller records each stack on its own;
 * - a throw is "failed" unless the host recorded the id anyway (the move happened before the
 *   throw): then the repeated call's answer, which a host gives without throwing, is the result.
 * What a caller does with "failed" (the mailbox, a refused stake, a later retry) is its policy.
 */
import { isJsonObject, parseJson } from "../../util/json";
import type { HostPorts, ItemStack, PlayerId, TakeResult } from "../ports";

/** The transfer id of stack `i` of a step whose id is `base`. */
export function stackTxId(base: string, i: number): string {
  return base + "#" + i;
}

/**
 * How many of a give did not fit, from what a host recorded for its id as JSON: a number, or (a
 * give from before stacks moved one by one) the list of the stacks that did not fit.
 */
export function recordedLeft(text: string): number {
  const parsed = parseJson(text);
  if (!parsed.ok) return 0;
  if (typeof parsed.value === "number") return parsed.value;
  let n = 0;
  if (Array.isArray(parsed.value)) for (const s of parsed.value) if (isJsonObject(s) && typeof s["count"] === "number") n += s["count"];
  return n;
}

export class Transfers {
  /** Failures seen since start (for the operator's log and the tests). */
  failures = 0;

  constructor(private readonly ports: HostPorts) {}

  /** The player's stacks; empty when the host cannot list them now. */
  list(player: PlayerId): ItemStack[] {
    try {
      return this.ports.inventory.list(player);
    } catch {
      this.failures++;
      return [];
    }
  }

  take(player: PlayerId, txId: string, stack: ItemStack): TakeResult | "failed" {
    return this.attempt(player, txId, () => this.ports.inventory.take(player, txId, stack));
  }

  /** How many did not fit, "offline", or "failed" (nothing given). */
  give(player: PlayerId, txId: string, stack: ItemStack): number | "offline" | "failed" {
    const left = this.attempt(player, txId, () => this.ports.inventory.give(player, txId, stack));
    if (typeof left === "number") return Math.max(0, Math.min(stack.count, Math.floor(left)));
    return left;
  }

  /** Whether the stack was dropped (false: offline, or the host failed: nothing dropped). */
  drop(player: PlayerId, txId: string, stack: ItemStack): boolean {
    const r = this.attempt(player, txId, () => this.ports.inventory.drop(player, txId, stack));
    return r !== false && r !== "failed";
  }

  /** Whether the host records `txId` ("offline"; false when it cannot tell now). */
  applied(player: PlayerId, txId: string): boolean | "offline" {
    try {
      return this.ports.inventory.applied(player, txId);
    } catch {
      this.failures++;
      return false;
    }
  }

  forget(player: PlayerId, txId: string): void {
    try {
      this.ports.inventory.forget(player, txId);
    } catch {
      // The id stays recorded until the host expires it: harmless, a new move never reuses it.
      this.failures++;
    }
  }

  private attempt<T>(player: PlayerId, txId: string, call: () => T): T | "failed" {
    try {
      return call();
    } catch {
      this.failures++;
    }
    // The host may have moved the stack and recorded it before throwing: its record says.
    if (this.applied(player, txId) !== true) return "failed";
    try {
      return call();
    } catch {
      return "failed";
    }
  }
}
