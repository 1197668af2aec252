import { describe, expect, it } from "vitest";
import { appLinksFit, isWebView, platformOf } from "~/lib/platform";

// docs/product/constants.md#platforms, docs/rules.md#partner-web-views
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const ANDROID_WEBVIEW =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IOS_APP_WEBVIEW = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const INSTAGRAM = `${SAFARI_IPHONE} Instagram 300.0`;
const TELECOM_APP = `${CHROME_ANDROID} AirtelThanks/4.80`;
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

describe("platformOf: the user agent, when no partner session marks the browser", () => {
  it.each([
    [CHROME_ANDROID, "mobile_web"],
    [SAFARI_IPHONE, "mobile_web"],
    [ANDROID_WEBVIEW, "webview_other"],
    [IOS_APP_WEBVIEW, "webview_other"],
    [INSTAGRAM, "webview_other"],
    [TELECOM_APP, "webview_airtel"],
    [DESKTOP, "desktop_web"],
    ["", "desktop_web"],
  ])("%s → %s", (userAgent, platform) => {
    expect(platformOf({ partner: null, userAgent })).toBe(platform);
  });

  it("a missing user agent is a desktop browser", () => {
    expect(platformOf({ partner: null, userAgent: null })).toBe("desktop_web");
  });
});

describe("platformOf: the partner session marker comes first", () => {
  it.each([DESKTOP, CHROME_ANDROID, SAFARI_IPHONE, ANDROID_WEBVIEW, ""])("webview_airtel whatever the user agent (%s)", (userAgent) => {
    expect(platformOf({ partner: "webview_airtel", userAgent })).toBe("webview_airtel");
  });

  it("the second partner keeps its own value", () => {
    expect(platformOf({ partner: "webview_partner", userAgent: TELECOM_APP })).toBe("webview_partner");
  });
});

describe("platformOf: the installed app (docs/rules.md#platform-values)", () => {
  it.each([
    [CHROME_ANDROID, "mobile_pwa"],
    [SAFARI_IPHONE, "mobile_pwa"],
    // An iOS home-screen app sends no "Safari/" token, like an app's web view: the marker tells them apart.
    [IOS_APP_WEBVIEW, "mobile_pwa"],
    [DESKTOP, "desktop_pwa"],
  ])("installed on %s → %s", (userAgent, platform) => {
    expect(platformOf({ partner: null, userAgent, installed: true })).toBe(platform);
  });

  it("a partner's web view and other apps' web views stay what they are", () => {
    expect(platformOf({ partner: "webview_airtel", userAgent: CHROME_ANDROID, installed: true })).toBe("webview_airtel");
    expect(platformOf({ partner: null, userAgent: TELECOM_APP, installed: true })).toBe("webview_airtel");
    expect(platformOf({ partner: null, userAgent: ANDROID_WEBVIEW, installed: true })).toBe("webview_other");
  });

  it("the installed app gets no install banner: it is the store already", () => {
    expect(appLinksFit(platformOf({ partner: null, userAgent: CHROME_ANDROID, installed: true }))).toBe(false);
  });
});

describe("install banner and app deep links: a phone's own browser only", () => {
  it.each([
    ["mobile_web", true, false],
    ["desktop_web", false, false],
    ["webview_airtel", false, true],
    ["webview_partner", false, true],
    ["webview_other", false, true],
  ] as const)("%s: app links %s, web view %s", (platform, fits, webView) => {
    expect(appLinksFit(platform)).toBe(fits);
    expect(isWebView(platform)).toBe(webView);
  });

  it.each([
    [CHROME_ANDROID, true],
    [SAFARI_IPHONE, true],
    [ANDROID_WEBVIEW, false],
    [IOS_APP_WEBVIEW, false],
    [INSTAGRAM, false],
    [TELECOM_APP, false],
    [DESKTOP, false],
  ])("%s → banner %s", (userAgent, fits) => {
    expect(appLinksFit(platformOf({ partner: null, userAgent }))).toBe(fits);
  });

  it("a partner session hides it even behind a phone browser's user agent", () => {
    expect(appLinksFit(platformOf({ partner: "webview_airtel", userAgent: CHROME_ANDROID }))).toBe(false);
  });
});
