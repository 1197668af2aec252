/**
 * Makes the installed app's PNG icons (docs/rules.md#offline-and-installing) from public/favicon.svg, once:
 * the PNGs are committed, so neither the build nor the server needs sharp for them. Run again after changing
 * the favicon: `node scripts/make-app-icons.mjs`.
 *
 * - icon-192.png, icon-512.png: the favicon as it is (its own rounded square on a transparent corner);
 * - icon-maskable-512.png: full bleed, the letter inside the central 80 % safe zone, because the platform
 *   cuts its own shape (circle, squircle) out of it;
 * - apple-touch-icon.png (180): full bleed too, iOS rounds the corners itself and shows transparency as black.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import url from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), "..");
const favicon = await readFile(path.join(root, "public/favicon.svg"), "utf8");

/** The favicon's square without its rounded corners, its content scaled about the centre. */
function fullBleed(svg, scale) {
  const square = svg.replace(/rx="[\d.]+"/, 'rx="0"');
  const offset = (64 * (1 - scale)) / 2;
  // Everything after the background square is the mark: scale it into the safe zone.
  return square.replace(/(<rect[^>]*\/>)([\s\S]*)(<\/svg>)/, `$1<g transform="translate(${offset} ${offset}) scale(${scale})">$2</g>$3`);
}

const icons = [
  { file: "icons/icon-192.png", size: 192, svg: favicon },
  { file: "icons/icon-512.png", size: 512, svg: favicon },
  { file: "icons/icon-maskable-512.png", size: 512, svg: fullBleed(favicon, 0.8) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(favicon, 1) },
];

for (const { file, size, svg } of icons) {
  // Rendered at the target size (density scales the 64-unit viewBox), not enlarged from a small bitmap.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, "public", file));
  console.log(`public/${file} ${size}×${size}`);
}
