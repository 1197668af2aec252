/**
 * Which language a request is in, and where a page is in the other one (docs/decisions/055-hindi.md).
 *
 * The Hindi store is the same app under `/hi` (Remix's basename), so every page has one address per language
 * and crawlers index both. A path without the prefix is English; a shopper who chose Hindi (the `nk_lang`
 * cookie), or whose browser asks for Hindi before English on a first visit, is sent to the Hindi address.
 * Pure: the edge (services/security/language-edge.server.ts) and the routes use it.
 */

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix, and Remix basename, of the Hindi store. */
export const HINDI_BASENAME = "/hi";

/** `<html lang>` and hreflang per language: the store is India's (DECISIONS "Languages"). */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** The shopper's choice: a preference, not a secret, so a plain cookie (docs/rules.md#languages). */
export const LANGUAGE_COOKIE = "nk_lang";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}

/** LANGUAGE_COOKIE's value in a Cookie header: a literal, compiled once (the edge reads it for every page request). */
const LANGUAGE_COOKIE_VALUE = /(?:^|;\s*)nk_lang=([^;]*)/;

/** The `nk_lang` cookie's language in a Cookie header, if it names one. */
export function cookieLocale(cookieHeader: string | null): Locale | null {
  const match = LANGUAGE_COOKIE_VALUE.exec(cookieHeader ?? "");
  const value = match?.[1]?.trim();
  return isLocale(value) ? value : null;
}

/**
 * "hi" for `/hi` and `/hi/…`, else "en" (`/hindi` is an English path). `/hi.data` is the Hindi home's data, as
 * Remix's single fetch asks for it when the home revalidates (after a card's ADD): Hindi too, as server.mjs routes it.
 */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_BASENAME || pathname === `${HINDI_BASENAME}.data` || pathname.startsWith(`${HINDI_BASENAME}/`) ? "hi" : "en";
}

/**
 * "/cart" under the basename "/hi": "/hi/cart", and "/" is "/hi"; under "/" unchanged. The one rule for putting
 * the Hindi prefix before an address: the browser's plain links (components/layout/page-links.tsx), the server's
 * HTML and the crawlers' URLs all use it.
 */
export const withBasename = (basename: string, to: string) => (basename === "/" ? to : to === "/" ? basename : basename + to);

/**
 * The same page in `locale`: `/cart?x=1` ⇄ `/hi/cart?x=1`, `/` ⇄ `/hi`. Takes a local path (with its query
 * and fragment); anything else is returned unchanged.
 */
export function pathInLocale(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const rest = path.slice(0, pathEnd(path));
  const tail = path.slice(rest.length);
  const english = localeOfPath(rest) === "hi" ? rest.slice(HINDI_BASENAME.length) || "/" : rest;
  return (locale === "en" ? english : withBasename(HINDI_BASENAME, english)) + tail;
}

function pathEnd(path: string): number {
  const i = path.search(/[?#]/);
  return i === -1 ? path.length : i;
}

/**
 * The language an `Accept-Language` header prefers of the two the store has, or null when it names neither.
 * "hi-IN,hi;q=0.9,en;q=0.8" → hi; "en-IN,en;q=0.9,hi;q=0.8" → en; a wildcard alone names neither.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: { locale: Locale; q: number; order: number } | null = null;
  for (const [order, part] of acceptLanguage.split(",").slice(0, 20).entries()) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q || (q === best.q && order < best.order)) best = { locale: primary, q, order };
  }
  return best?.locale ?? null;
}

/**
 * Where a page request should go instead, for its language, or null to serve it as asked. Only an English
 * address is ever redirected: a `/hi/…` address is Hindi for everyone, so a link or a crawler gets what it
 * names. The shopper's choice (the cookie) wins; without one, the browser's languages decide on a first visit.
 */
export function languageRedirect(request: {
  pathAndQuery: string;
  cookieLocale: Locale | null;
  acceptLanguage: string | null;
}): string | null {
  const path = request.pathAndQuery;
  if (localeOfPath(path.slice(0, pathEnd(path))) === "hi") return null;
  const wanted = request.cookieLocale ?? preferredLocale(request.acceptLanguage);
  return wanted === "hi" ? pathInLocale(path, "hi") : null;
}
