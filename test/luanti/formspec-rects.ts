/** What the formspec render tests read off a rendered formspec: each element's rectangle, and that all stay on the screen. */
import { expect } from "vitest";

export interface Rect {
  el: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** What follows the rectangle in the element, up to its end. */
  rest: string;
  /** Inside a scroll container: the container (the element is shown only where the two meet). */
  clip?: Rect;
}

/**
 * Every element's rectangle on the screen and what follows it; an element inside a scroll
 * container is placed from the container's corner at its first scroll position, and keeps the
 * container as its clip.
 */
export function rects(spec: string): Rect[] {
  const out: Rect[] = [];
  let clip: Rect | undefined;
  for (const m of spec.matchAll(/(\w+)\[(?:(-?[\d.]+),(-?[\d.]+);([\d.]+),([\d.]+)([;\]][^\]]*))?/g)) {
    if (m[1] === "scroll_container_end") clip = undefined;
    if (m[2] === undefined) continue;
    const r: Rect = { el: m[1], x: Number(m[2]) + (clip?.x ?? 0), y: Number(m[3]) + (clip?.y ?? 0), w: Number(m[4]), h: Number(m[5]), rest: m[6] };
    if (clip !== undefined) r.clip = clip;
    out.push(r);
    if (m[1] === "scroll_container") clip = r;
  }
  return out;
}

/** Every element inside the 20 x 12.5 formspec (`label` names the screen in a failure); a scrolled one, its container. */
export function onScreen(spec: string, label = ""): void {
  for (const r of rects(spec)) {
    if (r.clip !== undefined) continue;
    expect(r.x, `${label} ${r.el} at ${r.x}`).toBeGreaterThanOrEqual(0);
    expect(r.x + r.w, `${label} ${r.el} at ${r.x},${r.y} ${r.rest.substring(0, 60)}`).toBeLessThanOrEqual(20.001);
    expect(r.y + r.h, `${label} ${r.el} at ${r.x},${r.y} ${r.rest.substring(0, 60)}`).toBeLessThanOrEqual(12.501);
  }
}
