import { describe, expect, it } from "vitest";
import { languageRedirect, localeOfPath, pathInLocale, preferredLocale } from "~/lib/i18n/locale";

describe("locale of a path", () => {
  it("is Hindi under /hi only", () => {
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/hi/cart")).toBe("hi");
    // The Hindi home's data, as Remix's single fetch asks for it after an action.
    expect(localeOfPath("/hi.data")).toBe("hi");
    expect(localeOfPath("/hindi.data")).toBe("en");
    expect(localeOfPath("/hindi-recipes")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("moves a page between the two stores, query and fragment kept", () => {
    expect(pathInLocale("/cart?x=1#a", "hi")).toBe("/hi/cart?x=1#a");
    expect(pathInLocale("/", "hi")).toBe("/hi");
    expect(pathInLocale("/?q=1", "hi")).toBe("/hi?q=1");
    expect(pathInLocale("/hi/cart?x=1", "en")).toBe("/cart?x=1");
    expect(pathInLocale("/hi", "en")).toBe("/");
    expect(pathInLocale("/hi/cart", "hi")).toBe("/hi/cart");
    expect(pathInLocale("https://example.com/", "hi")).toBe("https://example.com/");
  });
});

describe("Accept-Language", () => {
  it("picks the store's language the browser ranks first", () => {
    expect(preferredLocale("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(preferredLocale("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(preferredLocale("mr-IN,hi;q=0.7,en;q=0.5")).toBe("hi");
    expect(preferredLocale("en;q=0.5,hi;q=0.5")).toBe("en");
    expect(preferredLocale("ta-IN,*;q=0.5")).toBeNull();
    expect(preferredLocale("hi;q=0,en;q=0.1")).toBe("en");
    expect(preferredLocale("")).toBeNull();
    expect(preferredLocale(null)).toBeNull();
  });
});

describe("the language redirect", () => {
  it("sends a Hindi reader from an English address to the Hindi one, the choice before the browser's", () => {
    expect(languageRedirect({ pathAndQuery: "/cart?x=1", cookieLocale: "hi", acceptLanguage: "en" })).toBe("/hi/cart?x=1");
    expect(languageRedirect({ pathAndQuery: "/", cookieLocale: null, acceptLanguage: "hi-IN,en;q=0.5" })).toBe("/hi");
    expect(languageRedirect({ pathAndQuery: "/", cookieLocale: "en", acceptLanguage: "hi-IN" })).toBeNull();
    expect(languageRedirect({ pathAndQuery: "/", cookieLocale: null, acceptLanguage: "en-IN" })).toBeNull();
  });

  it("never moves a Hindi address: a link or a crawler gets what it names", () => {
    expect(languageRedirect({ pathAndQuery: "/hi/cart", cookieLocale: "en", acceptLanguage: "en" })).toBeNull();
  });
});
