/**
 * Cross-site form posts are refused (login CSRF, cart stuffing). Browsers
 * say where a request comes from with Sec-Fetch-Site, older ones with
 * Origin; a request carrying neither (curl, very old browsers) gets no
 * cookies cross-site anyway, because every cookie is SameSite=Lax.
 */
export function isSameOriginRequest(headers: Headers, allowedOrigins: string[]): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const origin = headers.get("Origin");
  if (!origin || origin === "null") return origin !== "null";
  return allowedOrigins.includes(origin);
}
