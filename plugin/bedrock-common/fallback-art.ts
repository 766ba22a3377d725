/**
 * Plain generated textures for the few pack images the shared art in resources/ does not provide
 * (the invisible seat, and any wood or board image missing there), so the packs always build.
 * Deterministic: a pattern computed from the wood colour, no randomness.
 */
import { PNG } from "pngjs";

type Rgba = [number, number, number, number];

function hex(color: string): Rgba {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255];
}

function shade(c: Rgba, f: number): Rgba {
  const k = (v: number): number => Math.max(0, Math.min(255, Math.round(v * f)));
  return [k(c[0]), k(c[1]), k(c[2]), c[3]];
}

function png(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const img = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = pixel(x, y);
      const i = (y * size + x) * 4;
      img.data[i] = p[0];
      img.data[i + 1] = p[1];
      img.data[i + 2] = p[2];
      img.data[i + 3] = p[3];
    }
  }
  return PNG.sync.write(img, { colorType: 6 });
}

/** Planks: four boards with darker seams and a little grain. */
export function planksTexture(color: string): Buffer {
  const base = hex(color);
  return png(16, (x, y) => {
    if (y % 4 === 3) return shade(base, 0.72);
    const grain = ((x * 7 + y * 3 + (y >> 2) * 5) % 9 === 0) ? 0.88 : 1;
    return shade(base, grain * (1 + ((y >> 2) % 2) * 0.06));
  });
}

/** Green felt with a lighter border, for the board on the table and the item. */
export function boardTexture(): Buffer {
  const felt: Rgba = [38, 112, 62, 255];
  const rim: Rgba = [112, 78, 44, 255];
  return png(16, (x, y) => {
    if (x === 0 || y === 0 || x === 15 || y === 15) return rim;
    if ((x === 5 || x === 10) && y >= 4 && y <= 11) return [236, 236, 228, 255];
    return (x + y) % 5 === 0 ? shade(felt, 1.1) : felt;
  });
}

/** Pixel art scaled up by a whole factor, nearest neighbour (pack icons want 128 px or more). */
export function upscale(png: Buffer, factor: number): Buffer {
  const src = PNG.sync.read(png);
  const out = new PNG({ width: src.width * factor, height: src.height * factor });
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const i = (y * out.width + x) * 4;
      const j = (Math.floor(y / factor) * src.width + Math.floor(x / factor)) * 4;
      for (let k = 0; k < 4; k++) out.data[i + k] = src.data[j + k];
    }
  }
  return PNG.sync.write(out, { colorType: 6 });
}

export function transparentTexture(): Buffer {
  return png(16, () => [0, 0, 0, 0]);
}
