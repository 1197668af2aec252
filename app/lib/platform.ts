/**
 * The platform a request comes from (docs/product/constants.md#platforms, docs/rules.md#partner-web-views).
 * Pure, so the root loader, the install banner and tests share one answer.
 *
 * `desktop_pwa` and `mobile_pwa` are the store opened as an installed app: the manifest's start_url carries
 * `?source=pwa`, so the server knows it from the app's first request, and a marker cookie keeps it for the
 * requests after (docs/rules.md#platform-values). The AMP values have no pages.
 */

/**
 * The partners' web views, each with its own value and login path: the telecom partner's /inapp/airtel-redirection,
 * the second partner's /inapp/partner-redirection (docs/rules.md#partner-login).
 */
export const PARTNER_PLATFORMS = ["webview_airtel", "webview_partner"] as const;
export type PartnerPlatform = (typeof PARTNER_PLATFORMS)[number];

export type Platform = "desktop_web" | "mobile_web" | "desktop_pwa" | "mobile_pwa" | PartnerPlatform | "webview_other";

const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i;
/** The telecom partner's app names itself in its user agent. */
const TELECOM_APP = /Airtel/i;
/**
 * Other apps' web views, where an app deep link has nowhere to go (docs/deep-links.md#install-banner):
 * Android WebView's "; wv)", social apps' browsers, anything that calls itself a web view.
 */
const OTHER_WEB_VIEW = /; wv\)|FBAN|FBAV|Instagram|Line\/|webview/i;

/**
 * The signed partner-session marker wins (set by the partner login and kept for the partner access: a partner's
 * web view may send a plain browser user agent); then an app's web view by its user agent (an app's web view is
 * never the installed store); then the installed app (`installed`, from installedAppOf in ./installed-app);
 * else the user agent.
 */
export function platformOf(input: {
  partner: PartnerPlatform | null;
  userAgent: string | null | undefined;
  installed?: boolean;
}): Platform {
  if (input.partner) return input.partner;
  const ua = input.userAgent ?? "";
  if (TELECOM_APP.test(ua)) return "webview_airtel";
  // An iOS app's web view carries no "Safari/" token; an iOS home-screen app does not either, so the marker decides there.
  if (OTHER_WEB_VIEW.test(ua) || (/iPhone|iPad|iPod/.test(ua) && !/Safari\//.test(ua) && !input.installed)) return "webview_other";
  const mobile = MOBILE.test(ua);
  if (input.installed) return mobile ? "mobile_pwa" : "desktop_pwa";
  return mobile ? "mobile_web" : "desktop_web";
}

export function isWebView(platform: Platform): boolean {
  return platform.startsWith("webview_");
}

/**
 * Whether the install banner and its app deep link fit (docs/deep-links.md#install-banner): a phone's or
 * tablet's own browser only — never a desktop, never a web view.
 */
export function appLinksFit(platform: Platform): boolean {
  return platform === "mobile_web";
}
