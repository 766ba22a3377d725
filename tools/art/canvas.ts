/** A tiny RGBA pixel canvas for the art generators: integer coordinates, no anti-aliasing. */
import { PNG } from "pngjs";

export type RGBA = [number, number, number, number];

export function hex(h: string, alpha = 255): RGBA {
  const n = parseInt(h.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, alpha];
}

/** Mixes two colours; t = 0 gives a, 1 gives b. */
export function mix(a: RGBA, b: RGBA, t: number): RGBA {
  return [0, 1, 2, 3].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as RGBA;
}

export const shade = (c: RGBA, t: number): RGBA => mix(c, [0, 0, 0, c[3]], t);
export const tint = (c: RGBA, t: number): RGBA => mix(c, [255, 255, 255, c[3]], t);

export class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    fill?: RGBA,
  ) {
    this.data = new Uint8Array(width * height * 4);
    if (fill) this.rect(0, 0, width, height, fill);
  }

  get(x: number, y: number): RGBA {
    const i = (y * this.width + x) * 4;
    return [this.data[i], this.data[i + 1], this.data[i + 2], this.data[i + 3]];
  }

  /** Source-over blending, so translucent shadows and highlights compose. */
  set(x: number, y: number, c: RGBA): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const a = c[3] / 255;
    if (a >= 1) {
      this.data[i] = c[0];
      this.data[i + 1] = c[1];
      this.data[i + 2] = c[2];
      this.data[i + 3] = 255;
      return;
    }
    if (a <= 0) return;
    const da = this.data[i + 3] / 255;
    const oa = a + da * (1 - a);
    for (let k = 0; k < 3; k++) this.data[i + k] = Math.round((c[k] * a + this.data[i + k] * da * (1 - a)) / oa);
    this.data[i + 3] = Math.round(oa * 255);
  }

  /** Replaces a pixel outright (for cutting transparent corners). */
  put(x: number, y: number, c: RGBA): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.data.set(c, i);
  }

  rect(x: number, y: number, w: number, h: number, c: RGBA): void {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.set(i, j, c);
  }

  frame(x: number, y: number, w: number, h: number, c: RGBA): void {
    this.rect(x, y, w, 1, c);
    this.rect(x, y + h - 1, w, 1, c);
    this.rect(x, y, 1, h, c);
    this.rect(x + w - 1, y, 1, h, c);
  }

  hline(x0: number, x1: number, y: number, c: RGBA): void {
    for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) this.set(x, y, c);
  }

  vline(x: number, y0: number, y1: number, c: RGBA): void {
    for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) this.set(x, y, c);
  }

  /** Bresenham line. */
  line(x0: number, y0: number, x1: number, y1: number, c: RGBA): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.set(x0, y0, c);
      if (x0 === x1 && y0 === y1) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x0 += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y0 += sy;
      }
    }
  }

  /** Draws another canvas at (x, y), optionally scaled up by an integer factor. */
  blit(src: Canvas, x: number, y: number, scale = 1, alpha = 1): void {
    for (let j = 0; j < src.height; j++) {
      for (let i = 0; i < src.width; i++) {
        const c = src.get(i, j);
        if (c[3] === 0) continue;
        const cc: RGBA = [c[0], c[1], c[2], Math.round(c[3] * alpha)];
        for (let v = 0; v < scale; v++) for (let u = 0; u < scale; u++) this.set(x + i * scale + u, y + j * scale + v, cc);
      }
    }
  }

  /** A copy rotated by 180 degrees (for the lower half of double-headed cards). */
  rotated180(): Canvas {
    const out = new Canvas(this.width, this.height);
    for (let j = 0; j < this.height; j++) for (let i = 0; i < this.width; i++) out.put(this.width - 1 - i, this.height - 1 - j, this.get(i, j));
    return out;
  }

  /** A copy rotated 90 degrees clockwise (cards lying sideways in illustrations). */
  rotated90(): Canvas {
    const out = new Canvas(this.height, this.width);
    for (let j = 0; j < this.height; j++) for (let i = 0; i < this.width; i++) out.put(this.height - 1 - j, i, this.get(i, j));
    return out;
  }

  /** A copy flipped left to right. */
  mirrored(): Canvas {
    const out = new Canvas(this.width, this.height);
    for (let j = 0; j < this.height; j++) for (let i = 0; i < this.width; i++) out.put(this.width - 1 - i, j, this.get(i, j));
    return out;
  }

  scaled(factor: number): Canvas {
    const out = new Canvas(this.width * factor, this.height * factor);
    out.blit(this, 0, 0, factor);
    return out;
  }

  /** A silhouette of the opaque pixels in one colour (drop shadows, outlines). */
  silhouette(c: RGBA): Canvas {
    const out = new Canvas(this.width, this.height);
    for (let j = 0; j < this.height; j++) {
      for (let i = 0; i < this.width; i++) {
        const a = this.get(i, j)[3];
        if (a > 0) out.put(i, j, [c[0], c[1], c[2], Math.round((c[3] * a) / 255)]);
      }
    }
    return out;
  }

  /** PNG bytes: RGBA, 8 bits, fixed zlib settings, so the same pixels give the same bytes. */
  png(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    png.data = Buffer.from(this.data);
    return PNG.sync.write(png, { colorType: 6, inputColorType: 6, bitDepth: 8, deflateLevel: 9 });
  }
}

/**
 * A bitmap drawn as text rows: each character maps to a colour in `palette`; '.' and ' ' are
 * transparent. Every glyph, portrait and icon in the art is data in this form.
 */
export function bitmap(rows: readonly string[], palette: Record<string, RGBA>): Canvas {
  const w = Math.max(...rows.map((r) => r.length));
  const c = new Canvas(w, rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const ch = row[x];
      if (ch === "." || ch === " ") continue;
      const col = palette[ch];
      if (col === undefined) throw new Error(`bitmap: no colour for '${ch}'`);
      c.put(x, y, col);
    }
  });
  return c;
}

/** A copy with a one-pixel outline in `ol` all round (8 neighbours), one pixel larger on each side. */
export function outline(g: Canvas, ol: RGBA): Canvas {
  const c = new Canvas(g.width + 2, g.height + 2);
  const s = g.silhouette(ol);
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (dx !== 0 || dy !== 0) c.blit(s, 1 + dx, 1 + dy);
  c.blit(g, 1, 1);
  return c;
}
