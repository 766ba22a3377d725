/**
 * Building arrays on hot paths so that LuaJIT does not pay for growing them. There, an array grown
 * by appends is reallocated at every power of two (and each append looks the length up), while
 * an array literal is allocated at its size at once. So hot code that knows only a likely size
 * starts from a literal with placeholder slots, fills it by index and trims it with `truncate`.
 * V8 does either about as fast.
 */

/** Drops the slots of `list` past `length` (by pop, not a length write: V8 sets lengths slowly). */
export function truncate<T>(list: T[], length: number): void {
  for (let n = list.length; n > length; n--) list.pop();
}

/**
 * A copy of `list` (a hand, a meld), made from a literal of eleven slots filled by index and
 * trimmed: `slice` grows its copy from nothing, reallocating it at every power of two in LuaJIT.
 * A longer list grows past the slots by index, which both runtimes do in order.
 */
export function copyList<T>(list: readonly T[]): T[] {
  const n = list.length;
  if (n === 0) return [];
  const x = list[0];
  const out = [x, x, x, x, x, x, x, x, x, x, x];
  for (let i = 1; i < n; i++) out[i] = list[i];
  truncate(out, n);
  return out;
}
