/**
 * The installed app's marker (docs/rules.md#platform-values), apart from ./platform so that the page's entry
 * script, which keeps the marker right, carries only this.
 */

/** The marker cookie of the installed app: plain, not httpOnly, so the app's own script can correct it. */
export const INSTALLED_APP_COOKIE = "nk_pwa";

/** 14 days, like a partner's access: an app not opened for that long counts as a browser again until it is. */
export const INSTALLED_APP_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/**
 * Whether a request comes from the installed app (docs/rules.md#platform-values): the manifest's start_url
 * (`/?source=pwa`) says so on the app's first request, the marker cookie on the ones after. The browser's tabs
 * share the app's cookies, so the app's script clears the marker in a tab that is not the app (entry.client).
 */
export function installedAppOf(input: { url: URL; cookie: string | null | undefined }): { installed: boolean; setMarker: boolean } {
  const launched = input.url.searchParams.get("source") === "pwa";
  const marked = new RegExp(`(?:^|;\\s*)${INSTALLED_APP_COOKIE}=1(?:;|$)`).test(input.cookie ?? "");
  return { installed: launched || marked, setMarker: launched && !marked };
}

/**
 * The installed-app marker as the page's own script must leave it (app/entry.client.tsx): set in the app's
 * window (`display-mode: standalone`), cleared in a browser tab, which shares the app's cookies. Returns the
 * `document.cookie` assignment to make, or null when the marker is already right.
 */
export function installedAppCookieFix(input: { standalone: boolean; cookie: string; https: boolean }): string | null {
  const { installed } = installedAppOf({ url: new URL("http://x/"), cookie: input.cookie });
  if (installed === input.standalone) return null;
  const value = input.standalone ? `1; max-age=${INSTALLED_APP_MAX_AGE_SECONDS}` : "; max-age=0";
  return `${INSTALLED_APP_COOKIE}=${value}; path=/; samesite=lax${input.https ? "; secure" : ""}`;
}
