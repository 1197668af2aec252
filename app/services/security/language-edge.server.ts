/**
 * The language half of the store's edge (docs/decisions/055-hindi.md): a page asked for at its English address
 * by a shopper who chose Hindi, or whose browser asks for Hindi first on a first visit, is sent to its Hindi
 * address before Remix runs. Only page loads (a browser asking for HTML): data requests, the route manifest,
 * the JSON API and files are answered where they were asked.
 */
import { cookieLocale, languageRedirect } from "~/lib/i18n/locale";

export function languageRedirectResponse(request: Request, url: URL): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) return null;
  if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") return null;
  const location = languageRedirect({
    pathAndQuery: url.pathname + url.search,
    cookieLocale: cookieLocale(request.headers.get("Cookie")),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
  if (!location) return null;
  // Chosen per visitor: no shared cache may keep it for another.
  return new Response(null, {
    status: 302,
    headers: { Location: location, "Cache-Control": "private, no-store", Vary: "Accept-Language, Cookie" },
  });
}
