import { describe, expect, it } from "vitest";
import { INSTALLED_APP_MAX_AGE_SECONDS, installedAppCookieFix, installedAppOf } from "~/lib/installed-app";

// docs/rules.md#platform-values: the manifest's start_url is /?source=pwa (public/manifest.webmanifest).
const at = (path: string) => new URL(path, "https://nukkad.example");

describe("installedAppOf: what the server sees", () => {
  it("the app's first request is its start_url: installed, and the marker is set for the requests after", () => {
    expect(installedAppOf({ url: at("/?source=pwa"), cookie: null })).toEqual({ installed: true, setMarker: true });
  });

  it("later requests carry the marker: installed, nothing to set", () => {
    expect(installedAppOf({ url: at("/cart"), cookie: "nk_device=abc; nk_pwa=1" })).toEqual({ installed: true, setMarker: false });
    expect(installedAppOf({ url: at("/?source=pwa"), cookie: "nk_pwa=1" })).toEqual({ installed: true, setMarker: false });
  });

  it("a browser without the marker, or with another value or a look-alike name, is not the app", () => {
    expect(installedAppOf({ url: at("/"), cookie: null }).installed).toBe(false);
    expect(installedAppOf({ url: at("/?source=pwa2"), cookie: "" }).installed).toBe(false);
    expect(installedAppOf({ url: at("/"), cookie: "nk_pwa=" }).installed).toBe(false);
    expect(installedAppOf({ url: at("/"), cookie: "xnk_pwa=1; nk_pwa=10" }).installed).toBe(false);
  });
});

describe("installedAppCookieFix: what the page's script corrects", () => {
  it("sets the marker in the app's window when it is missing (the app opened somewhere other than its start_url)", () => {
    expect(installedAppCookieFix({ standalone: true, cookie: "", https: true })).toBe(
      `nk_pwa=1; max-age=${INSTALLED_APP_MAX_AGE_SECONDS}; path=/; samesite=lax; secure`,
    );
  });

  it("clears it in a browser tab, which shares the app's cookies", () => {
    expect(installedAppCookieFix({ standalone: false, cookie: "a=b; nk_pwa=1", https: false })).toBe(
      "nk_pwa=; max-age=0; path=/; samesite=lax",
    );
  });

  it("leaves a right marker alone", () => {
    expect(installedAppCookieFix({ standalone: true, cookie: "nk_pwa=1", https: true })).toBeNull();
    expect(installedAppCookieFix({ standalone: false, cookie: "a=b", https: true })).toBeNull();
  });
});
