/** The app install banner's server half (docs/deep-links.md#install-banner): who sees it, and "Not now". */
import { appLinksFit } from "~/lib/platform";
import { installBannerCookie } from "../platform/cookies.server";
import { requestPlatform } from "../platform/partner-session.server";

/**
 * A phone's own browser that has not dismissed the banner. Never inside a web view — a partner session counts
 * even behind a plain browser's user agent (docs/rules.md#partner-web-views).
 */
export async function showsInstallBanner(request: Request): Promise<boolean> {
  if (!appLinksFit((await requestPlatform(request)).platform)) return false;
  return (await installBannerCookie().parse(request.headers.get("Cookie"))) !== 1;
}

export function dismissInstallBanner(): Promise<string> {
  return installBannerCookie().serialize(1);
}
