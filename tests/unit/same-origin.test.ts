import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "~/lib/same-origin";

const allowed = ["https://nukkad.example"];
const check = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), allowed);

describe("isSameOriginRequest", () => {
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(check({ "Sec-Fetch-Site": "same-origin" })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "none" })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "cross-site", Origin: "https://nukkad.example" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "same-site" })).toBe(false);
  });
  it("refuses a foreign Origin whatever Sec-Fetch-Site says", () => {
    expect(check({ "Sec-Fetch-Site": "none", Origin: "https://evil.example" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "none", Origin: "https://nukkad.example" })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "same-origin", Origin: "null" })).toBe(true);
  });
  it("falls back to Origin", () => {
    expect(check({ Origin: "https://nukkad.example" })).toBe(true);
    expect(check({ Origin: "https://evil.example" })).toBe(false);
    expect(check({ Origin: "null" })).toBe(false);
  });
  it("lets through requests that carry neither (they get no cookies cross-site)", () => {
    expect(check({})).toBe(true);
  });
});
