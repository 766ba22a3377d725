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
}

/** Every element's rectangle and what follows it. */
export function rects(spec: string): Rect[] {
  const out: Rect[] = [];
  for (const m of spec.matchAll(/(\w+)\[(-?[\d.]+),(-?[\d.]+);([\d.]+),([\d.]+)([;\]][^\]]*)/g)) {
    out.push({ el: m[1], x: Number(m[2]), y: Number(m[3]), w: Number(m[4]), h: Number(m[5]), rest: m[6] });
  }
  return out;
}

/** Every element inside the 20 x 12.5 formspec (`label` names the screen in a failure). */
export function onScreen(spec: string, label = ""): void {
  for (const r of rects(spec)) {
    expect(r.x, `${label} ${r.el} at ${r.x}`).toBeGreaterThanOrEqual(0);
    expect(r.x + r.w, `${label} ${r.el} at ${r.x},${r.y} ${r.rest.substring(0, 60)}`).toBeLessThanOrEqual(20.001);
    expect(r.y + r.h, `${label} ${r.el} at ${r.x},${r.y} ${r.rest.substring(0, 60)}`).toBeLessThanOrEqual(12.501);
  }
}
