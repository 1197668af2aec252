import { describe, expect, it } from "vitest";
import { jsReferencedByHtml, staticImports } from "../../scripts/bench/js-size";

describe("what a first visit downloads (the JavaScript budget, e2e/js-budget.spec.ts)", () => {
  it("follows static imports and re-exports, resolved against the file, and not dynamic import()", () => {
    const code =
      'import{a as s}from"/build/_shared/chunk-A.js";import"./chunk-B.js";import * as R from "../c.js";' +
      'export{x as y}from"/build/_shared/chunk-D.js";export * from "./e.js";' +
      'const lazy=()=>import("/build/_shared/chunk-LAZY.js");var t="important";';
    expect(staticImports(code, "/build/_shared/chunk-Z.js")).toEqual([
      "/build/_shared/chunk-A.js",
      "/build/_shared/chunk-B.js",
      "/build/c.js",
      "/build/_shared/chunk-D.js",
      "/build/_shared/e.js",
    ]);
  });

  it("starts from the modulepreload links and the inline module script", () => {
    const html =
      '<link rel="modulepreload" href="/build/entry.client-X.js"/><link rel="modulepreload" href="/build/_shared/chunk-A.js"/>' +
      '<script type="module" async="">import "/build/manifest-M.js";\nimport * as route0 from "/build/root-R.js";</script>';
    expect(jsReferencedByHtml(html).sort()).toEqual([
      "/build/_shared/chunk-A.js",
      "/build/entry.client-X.js",
      "/build/manifest-M.js",
      "/build/root-R.js",
    ]);
  });
});
