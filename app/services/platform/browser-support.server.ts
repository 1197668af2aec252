/**
 * Sending browsers that cannot run the store to /browser-not-supported
 * (docs/product/routes.md#error-pages), once per page load, and letting a shopper continue anyway.
 *
 * The check runs in `handleRequest` (app/entry.server.tsx), not in a loader
 * or before Remix: Remix calls handleRequest only to render a document, so
 * `.data` requests, resource routes (the JSON API, images, print files) and
 * static files never reach it, and no rule about URLs has to be kept in step
 * with the routes. Loaders have run by then; the cookies they set (a rotated
 * session id) go out with the redirect, so nothing they did is lost.
 */
import { isUnsupportedBrowser } from "~/lib/browser-support";
import { safeRedirectPath } from "~/lib/paths";
import { oldBrowserCookie } from "./cookies.server";

export const BROWSER_NOT_SUPPORTED_PATH = "/browser-not-supported";

export function browserNotSupportedPath(returnTo: string): string {
  return `${BROWSER_NOT_SUPPORTED_PATH}?redirectTo=${encodeURIComponent(safeRedirectPath(returnTo))}`;
}

async function continuedAnyway(request: Request): Promise<boolean> {
  return (await oldBrowserCookie().parse(request.headers.get("Cookie"))) === "1";
}

/**
 * A 303 to the page for unsupported browsers, for a GET of a page that
 * rendered normally (an error page is left as it is), or null to render.
 */
export async function unsupportedBrowserRedirect(request: Request, status: number, headers: Headers): Promise<Response | null> {
  if (request.method !== "GET" || status < 200 || status >= 300) return null;
  const url = new URL(request.url);
  if (url.pathname.toLowerCase().replace(/\/$/, "") === BROWSER_NOT_SUPPORTED_PATH) return null;
  if (!isUnsupportedBrowser(request.headers.get("User-Agent")) || (await continuedAnyway(request))) return null;
  const redirect = new Headers({
    Location: browserNotSupportedPath(url.pathname + url.search),
    "Cache-Control": "private, no-store",
    Vary: "User-Agent",
  });
  for (const cookie of headers.getSetCookie()) redirect.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers: redirect });
}

/** "Continue to the store anyway": remembered for this browser, then back to the page it asked for. */
export async function continueAnyway(returnTo: unknown): Promise<Response> {
  return new Response(null, {
    status: 303,
    headers: {
      Location: safeRedirectPath(returnTo),
      "Set-Cookie": await oldBrowserCookie().serialize("1"),
      "Cache-Control": "private, no-store",
    },
  });
}
