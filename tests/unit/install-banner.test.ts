/**
 * Who sees the "Open app" banner (docs/deep-links.md#install-banner): only a store with an app
 * (APP_STORE_URL) shows it, and then only to a phone's own browser that has not said "Not now".
 */
import { describe, expect, it } from "vitest";
import { dismissInstallBanner, showsInstallBanner } from "~/services/platform/install-banner.server";

const PHONE = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const STORE = "https://apps.example/nukkad";

const request = (userAgent: string, cookie = "") =>
  new Request("https://nukkad.example/cn/dairy-bread-and-eggs/cid/2/141", { headers: { "User-Agent": userAgent, Cookie: cookie } });

describe("showsInstallBanner", () => {
  it("shows nothing in a store without an app, whatever the browser", async () => {
    expect(await showsInstallBanner(request(PHONE), undefined)).toBe(false);
    expect(await showsInstallBanner(request(DESKTOP), undefined)).toBe(false);
  });

  it("shows a store's app to a phone's browser until 'Not now', never to a desktop", async () => {
    expect(await showsInstallBanner(request(PHONE), STORE)).toBe(true);
    expect(await showsInstallBanner(request(DESKTOP), STORE)).toBe(false);
    const dismissed = (await dismissInstallBanner()).split(";")[0]!;
    expect(await showsInstallBanner(request(PHONE, dismissed), STORE)).toBe(false);
  });
});
