/** The Fluent Emoji Flat icons (MIT, docs/decisions/003-generated-product-images.md): loaded once, embedded with their own ids. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

interface IconData {
  body: string;
  width: number;
  height: number;
}

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}

interface IconifyAlias {
  parent: string;
  width?: number;
  height?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}

interface IconifyJSON {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
  width?: number;
  height?: number;
}

let iconCache: Map<string, IconData> | null = null;

function flipBody(body: string, width: number, height: number, hFlip: boolean, vFlip: boolean): string {
  if (!hFlip && !vFlip) return body;
  const tx = hFlip ? width : 0;
  const ty = vFlip ? height : 0;
  return `<g transform="translate(${tx} ${ty}) scale(${hFlip ? -1 : 1} ${vFlip ? -1 : 1})">${body}</g>`;
}

/** Parses icons.json on first use and keeps only name → {body, width, height}. */
function loadIcons(): Map<string, IconData> {
  if (iconCache) return iconCache;
  const require = createRequire(import.meta.url);
  const file = require.resolve("@iconify-json/fluent-emoji-flat/icons.json");
  const json = JSON.parse(readFileSync(file, "utf8")) as IconifyJSON;
  const defaultWidth = json.width ?? 16;
  const defaultHeight = json.height ?? 16;
  const map = new Map<string, IconData>();

  for (const [name, icon] of Object.entries(json.icons)) {
    const width = icon.width ?? defaultWidth;
    const height = icon.height ?? defaultHeight;
    map.set(name, {
      body: flipBody(icon.body, width, height, icon.hFlip === true, icon.vFlip === true),
      width,
      height,
    });
  }

  // Aliases may chain (alias → alias → icon); flips compose by XOR.
  const aliases = json.aliases ?? {};
  const resolveAlias = (name: string, depth: number): IconData | undefined => {
    const direct = map.get(name);
    if (direct) return direct;
    const alias = aliases[name];
    if (!alias || depth > 8) return undefined;
    const parent = resolveAlias(alias.parent, depth + 1);
    if (!parent) return undefined;
    const width = alias.width ?? parent.width;
    const height = alias.height ?? parent.height;
    const resolved: IconData = {
      body: flipBody(parent.body, parent.width, parent.height, alias.hFlip === true, alias.vFlip === true),
      width,
      height,
    };
    map.set(name, resolved);
    return resolved;
  };
  for (const name of Object.keys(aliases)) resolveAlias(name, 0);

  iconCache = map;
  return map;
}

export function getIcon(name: string): IconData | undefined {
  return loadIcons().get(name);
}

export function iconExists(name: string): boolean {
  return loadIcons().has(name);
}

// Ids: each copy of an icon inside one SVG gets its own prefix ("nka-",
// "nkb-") so gradients/clipPaths never clash. Images are standalone
// documents (<img>), so a fixed prefix keeps the output deterministic.
export const ID_PREFIX = "nk";

/** Prefixes every id="…" and every url(#…) / href="#…" reference in an icon body. */
export function prefixIds(body: string, prefix: string): string {
  return body
    .replace(/(\sid=)(["'])/g, `$1$2${prefix}`)
    .replace(/url\(\s*(["']?)#/g, `url($1#${prefix}`)
    .replace(/(\s(?:xlink:)?href=)(["'])#/g, `$1$2#${prefix}`);
}

export function embedIcon(icon: IconData, prefix: string, x: number, y: number, size: number, extra = ""): string {
  const body = prefixIds(icon.body, prefix);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${icon.width} ${icon.height}"${extra}>${body}</svg>`;
}
