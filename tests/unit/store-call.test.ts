import { describe, expect, it } from "vitest";
import { failureAction, loginPathFor } from "~/lib/store-call";

describe("failureAction (docs/product/errors.md#api-errors)", () => {
  it("does nothing below 400", () => {
    expect([200, 202, 204, 304, 399].map(failureAction)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
  });

  it("treats 401 and 403 as logged out", () => {
    expect(failureAction(401)).toBe("login");
    expect(failureAction(403)).toBe("login");
  });

  it("reports every other answer of 400 or above", () => {
    expect([400, 402, 404, 405, 413, 422, 429, 500, 503].map(failureAction)).toEqual(Array(9).fill("report"));
  });
});

describe("loginPathFor", () => {
  it("comes back to the page, query included", () => {
    expect(loginPathFor("/print/preview", "?from=home")).toBe(`/login?redirectTo=${encodeURIComponent("/print/preview?from=home")}`);
    expect(loginPathFor("/")).toBe("/login?redirectTo=%2F");
  });

  it("stays in Hindi under /hi, with the way back inside the basename", () => {
    expect(loginPathFor("/hi/print/preview")).toBe("/hi/login?redirectTo=%2Fprint%2Fpreview");
    expect(loginPathFor("/hi", "?x=1")).toBe(`/hi/login?redirectTo=${encodeURIComponent("/?x=1")}`);
    // /hindi is an English path.
    expect(loginPathFor("/hindi")).toBe("/login?redirectTo=%2Fhindi");
  });
});
