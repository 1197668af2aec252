/** The app install banner's server half (docs/deep-links.md#install-banner): who sees it, and "Not now". */
import { installBannerFits } from "~/lib/page-deep-link";
import { installBannerCookie } from "../platform/cookies.server";

/** A phone's browser (not a web view) that has not dismissed the banner. */
export async function showsInstallBanner(request: Request): Promise<boolean> {
  if (!installBannerFits(request.headers.get("User-Agent") ?? "")) return false;
  return (await installBannerCookie().parse(request.headers.get("Cookie"))) !== 1;
}

export function dismissInstallBanner(): Promise<string> {
  return installBannerCookie().serialize(1);
}
