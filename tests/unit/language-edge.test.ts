import { describe, expect, it } from "vitest";
import { cookieLocale } from "~/lib/i18n/locale";
import { languageRedirectResponse } from "~/services/security/language-edge.server";

const page = (path: string, headers: Record<string, string>, method = "GET") => {
  const request = new Request(`http://127.0.0.1${path}`, { method, headers: { Accept: "text/html,application/xhtml+xml", ...headers } });
  return languageRedirectResponse(request, new URL(request.url));
};

describe("the language edge", () => {
  it("sends a page load to its Hindi address, never to be shared by a cache", () => {
    const moved = page("/cn/milk/cid/2/141?page=2", { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" });
    expect(moved?.status).toBe(302);
    expect(moved?.headers.get("Location")).toBe("/hi/cn/milk/cid/2/141?page=2");
    expect(moved?.headers.get("Cache-Control")).toBe("private, no-store");
    expect(moved?.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(page("/", { Cookie: "nk_device=x; nk_lang=hi" })?.headers.get("Location")).toBe("/hi");
  });

  it("leaves alone what is not a page load in English for a Hindi reader", () => {
    const hindi = { "Accept-Language": "hi-IN" };
    expect(page("/hi/cart", { ...hindi, Cookie: "nk_lang=en" })).toBeNull();
    expect(page("/", { ...hindi, Cookie: "nk_lang=en" })).toBeNull();
    expect(page("/cart", hindi, "POST")).toBeNull();
    expect(page("/cart.data", hindi)).toBeNull();
    expect(page("/__manifest", hindi)).toBeNull();
    expect(page("/", { ...hindi, Accept: "application/json" })).toBeNull();
    expect(page("/", { "Accept-Language": "en-IN" })).toBeNull();
  });

  it("reads only a cookie that names a language", () => {
    expect(cookieLocale("nk_lang=hi")).toBe("hi");
    expect(cookieLocale("a=1; nk_lang=en")).toBe("en");
    expect(cookieLocale("nk_lang=fr")).toBeNull();
    expect(cookieLocale("xnk_lang=hi")).toBeNull();
    expect(cookieLocale(null)).toBeNull();
  });
});
