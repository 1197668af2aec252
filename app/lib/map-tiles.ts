/**
 * Where the pin map's tiles come from (`MAP_TILE_URL`, docs/decisions/059-map-pin-and-location-states.md). Pure:
 * the environment check, the Content-Security-Policy's `img-src` and the map itself read the same template.
 */

/** OpenStreetMap's own tile server: fine for a store's light use under its tile usage policy, with the credit below. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** The subdomains Leaflet puts in a template's `{s}` (its default, and what tile servers with `{s}` offer). */
export const TILE_SUBDOMAINS = ["a", "b", "c"] as const;

/** The URL with each `{s}` as one subdomain and the other placeholders as numbers: something `new URL` can read. */
function sample(template: string, subdomain: string): string {
  return template
    .replaceAll("{s}", subdomain)
    .replace(/\{(?:z|x|y)\}/g, "0")
    .replaceAll("{r}", "");
}

/**
 * A usable tile template: an https URL (http only for this machine, a local tile server) naming `{z}`, `{x}` and
 * `{y}`, with nothing else in braces but Leaflet's `{s}` and `{r}`.
 */
export function isTileUrl(template: string): boolean {
  if (!["{z}", "{x}", "{y}"].every((p) => template.includes(p))) return false;
  if (/\{(?!(?:z|x|y|s|r)\})[^}]*\}/.test(template)) return false;
  try {
    const url = new URL(sample(template, TILE_SUBDOMAINS[0]));
    return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname));
  } catch {
    return false;
  }
}

/** The origins the browser fetches tiles from: one, or one per subdomain for a `{s}` host. For `img-src`, never a wildcard. */
export function tileOrigins(template: string): string[] {
  if (!isTileUrl(template)) return [];
  const subdomains = template.includes("{s}") ? TILE_SUBDOMAINS : TILE_SUBDOMAINS.slice(0, 1);
  return [...new Set(subdomains.map((s) => new URL(sample(template, s)).origin))];
}
