/**
 * The partner-session marker and the request's platform (docs/rules.md#partner-web-views). The marker is a
 * signed httpOnly cookie set by a partner login: which partner's web view this browser is, and whether the
 * partner asked for the page without the site's header and footer. It lasts as long as the partner access
 * (14 days, docs/product/constants.md#device-and-session) and outlives a logout: it describes the browser, not
 * the shopper.
 */
import { z } from "zod";
import { INSTALLED_APP_COOKIE, INSTALLED_APP_MAX_AGE_SECONDS, installedAppOf } from "~/lib/installed-app";
import { PARTNER_PLATFORMS, platformOf, type PartnerPlatform, type Platform } from "~/lib/platform";
import { partnerCookie } from "./cookies.server";
import { getEnv } from "./env.server";

/** docs/product/constants.md#device-and-session: a partner's access lasts 14 days. */
export const PARTNER_ACCESS_MS = 14 * 24 * 60 * 60 * 1000;

/** "none": the partner draws its own bar, so the site shows only a minimal one (cart and location). */
export type PartnerChrome = "full" | "none";

const MarkerSchema = z.object({
  platform: z.enum(PARTNER_PLATFORMS),
  chrome: z.enum(["full", "none"]),
  /** Epoch ms: the cookie's max age is the browser's word, this is the server's. */
  until: z.number().int(),
});
export type PartnerSession = z.infer<typeof MarkerSchema>;

/** The marker when present, genuine (signed) and within the partner access; else null. */
export async function readPartnerSession(request: Request, now = new Date()): Promise<PartnerSession | null> {
  const parsed = MarkerSchema.safeParse(await partnerCookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.until > now.getTime() ? parsed.data : null;
}

/** The Set-Cookie header that marks this browser as the partner's web view for the partner access. */
export function markPartnerSession(platform: PartnerPlatform, chrome: PartnerChrome, now = new Date()): Promise<string> {
  return partnerCookie().serialize(MarkerSchema.parse({ platform, chrome, until: now.getTime() + PARTNER_ACCESS_MS }));
}

/**
 * What the root loader hands the layout: the platform and the partner's chrome request, as plain values; and,
 * on the installed app's first request (its start_url), the Set-Cookie of the installed-app marker
 * (docs/rules.md#platform-values).
 */
export async function requestPlatform(
  request: Request,
  now = new Date(),
): Promise<{ platform: Platform; chrome: PartnerChrome; installedAppMarker: string | null }> {
  const marker = await readPartnerSession(request, now);
  const app = installedAppOf({ url: new URL(request.url), cookie: request.headers.get("Cookie") });
  return {
    platform: platformOf({ partner: marker?.platform ?? null, userAgent: request.headers.get("User-Agent"), installed: app.installed }),
    chrome: marker?.chrome ?? "full",
    installedAppMarker: app.setMarker ? installedAppMarkerCookie() : null,
  };
}

/** Plain and readable by the app's script, which clears it in a browser tab (app/entry.client.tsx); it names no one. */
function installedAppMarkerCookie(): string {
  const secure = getEnv().NODE_ENV === "production" ? "; Secure" : "";
  return `${INSTALLED_APP_COOKIE}=1; Path=/; Max-Age=${INSTALLED_APP_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
