/**
 * `npm run art`: draws every asset into resources/, writes resources/manifest.json and
 * dist/art/contact-sheet.png. Deterministic: the same code gives the same bytes.
 * `--check` writes nothing and fails when a committed file differs from what the code draws.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PNG } from "pngjs";
import { assets, type Asset } from "./assets";
import { Canvas } from "./canvas";
import { contactSheet } from "./sheet";

export const ROOT = resolve(import.meta.dirname, "../..");
export const RESOURCES = join(ROOT, "resources");

export interface Rendered {
  asset: Asset;
  canvas: Canvas;
  png: Buffer;
  /** sha256 of the size and RGBA pixels: stable even if a zlib version packs the PNG differently. */
  pixels: string;
}

export function pixelHash(width: number, height: number, rgba: Uint8Array): string {
  return createHash("sha256").update(`${width}x${height}:`).update(rgba).digest("hex");
}

export function renderAll(): Rendered[] {
  return assets().map((asset) => {
    const canvas = asset.draw();
    const png = canvas.png();
    return { asset, canvas, png, pixels: pixelHash(canvas.width, canvas.height, canvas.data) };
  });
}

export function manifest(rendered: Rendered[]): string {
  const list = rendered.map((r) => ({
    path: r.asset.path,
    file: r.asset.path.slice(r.asset.path.lastIndexOf("/") + 1),
    group: r.asset.group,
    purpose: r.asset.purpose,
    size: [r.canvas.width, r.canvas.height],
    hosts: r.asset.hosts,
    pixels: r.pixels,
  }));
  return JSON.stringify({ generator: "tools/art (npm run art)", version: 1, assets: list }, null, 2) + "\n";
}

function samePixels(path: string, r: Rendered): boolean {
  if (!existsSync(path)) return false;
  const img = PNG.sync.read(readFileSync(path));
  return pixelHash(img.width, img.height, img.data) === r.pixels;
}

function main(): void {
  const check = process.argv.includes("--check");
  const rendered = renderAll();
  const files: [string, Buffer | string][] = rendered.map((r) => [join(RESOURCES, r.asset.path), r.png]);
  files.push([join(RESOURCES, "manifest.json"), manifest(rendered)]);
  if (check) {
    // Images compare by pixels (PNG bytes may differ with another zlib), the manifest by text.
    const stale = rendered.filter((r) => !samePixels(join(RESOURCES, r.asset.path), r)).map((r) => join(RESOURCES, r.asset.path));
    const manifestPath = join(RESOURCES, "manifest.json");
    if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== manifest(rendered)) stale.push(manifestPath);
    if (stale.length > 0) {
      console.error(`art: ${stale.length} file(s) differ from the generator; run npm run art:\n` + stale.map((p) => "  " + p).join("\n"));
      process.exit(1);
    }
    console.log(`art: ${files.length} files up to date`);
    return;
  }
  for (const [path, data] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  }
  const sheet = join(ROOT, "dist/art/contact-sheet.png");
  mkdirSync(dirname(sheet), { recursive: true });
  writeFileSync(sheet, contactSheet(rendered.map((r) => ({ group: r.asset.group, canvas: r.canvas }))).png());
  console.log(`art: ${rendered.length} images, manifest and ${sheet}`);
}

if (process.argv[1] !== undefined && process.argv[1].endsWith("main.ts")) main();
