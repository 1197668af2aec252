/**
 * Cross-site form posts are refused (login CSRF, cart stuffing). Browsers
 * say where a request comes from with Sec-Fetch-Site, older ones with
 * Origin; a request carrying neither (curl, very old browsers) gets no
 * cookies cross-site anyway, because every cookie is SameSite=Lax.
 *
 * An Origin that names another site is refused whatever Sec-Fetch-Site says:
 * `none` (a navigation the user started) with a foreign Origin is no browser's
 * request, and Remix's own check (Origin must match Host) would abort it as a
 * 500 — after a resource route such as /logout had already run
 * (docs/rules.md#cross-site-requests).
 */
export function isSameOriginRequest(headers: Headers, allowedOrigins: string[]): boolean {
  const site = headers.get("Sec-Fetch-Site");
  const origin = headers.get("Origin");
  const foreignOrigin = origin !== null && origin !== "null" && !allowedOrigins.includes(origin);
  if (site) return (site === "same-origin" || site === "none") && !foreignOrigin;
  if (!origin || origin === "null") return origin !== "null";
  return !foreignOrigin;
}
