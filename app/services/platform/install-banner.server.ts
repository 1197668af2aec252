/** The app install banner's server half (docs/deep-links.md#install-banner): who sees it, and "Not now". */
import { appLinksFit } from "~/lib/platform";
import { installBannerCookie } from "./cookies.server";
import { getEnv } from "./env.server";
import { requestPlatform } from "./partner-session.server";

/**
 * A phone's own browser that has not dismissed the banner, of a store that has an app (`APP_STORE_URL`). Never
 * inside a web view — a partner session counts even behind a plain browser's user agent
 * (docs/rules.md#partner-web-views).
 */
export async function showsInstallBanner(request: Request, appStoreUrl = getEnv().APP_STORE_URL): Promise<boolean> {
  if (!appStoreUrl) return false;
  if (!appLinksFit((await requestPlatform(request)).platform)) return false;
  return (await installBannerCookie().parse(request.headers.get("Cookie"))) !== 1;
}

export function dismissInstallBanner(): Promise<string> {
  return installBannerCookie().serialize(1);
}
