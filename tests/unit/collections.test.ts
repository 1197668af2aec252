import { describe, expect, it } from "vitest";
import { collectionPath, layoutPath } from "~/lib/collections";
import { CollectionRecordSchema, CollectionRuleSchema, formatIssues, LayoutRecordSchema } from "~/lib/collections.server";
import { collectionFilter, describeRule } from "~/services/catalogue/collection-rules.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const issues = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatIssues(result.error as Parameters<typeof formatIssues>[0]);

describe("dynamic collection rules", () => {
  it("accept the documented conditions", () => {
    expect(CollectionRuleSchema.parse({ brandIds: [3], maxPrice: 9_900 })).toEqual({ brandIds: [3], maxPrice: 9_900 });
    expect(CollectionRuleSchema.parse({ newWithinDays: 7 })).toEqual({ newWithinDays: 7 });
    expect(CollectionRuleSchema.parse({ categoryId: 3, minDiscountPercent: 10 })).toEqual({ categoryId: 3, minDiscountPercent: 10 });
  });

  it("refuse an empty rule, a misspelt field, bounds the wrong way round and out-of-range numbers", () => {
    expect(issues(CollectionRuleSchema.safeParse({}))).toEqual(["(record): a rule needs at least one condition"]);
    expect(issues(CollectionRuleSchema.safeParse({ maxprice: 9_900 }))).toEqual([
      "(record): Unrecognized key(s) in object: 'maxprice'",
      "(record): a rule needs at least one condition",
    ]);
    expect(issues(CollectionRuleSchema.safeParse({ minPrice: 500, maxPrice: 100 }))).toEqual([
      "minPrice: minPrice must not be above maxPrice",
    ]);
    expect(issues(CollectionRuleSchema.safeParse({ minDiscountPercent: 0 }))[0]).toMatch(/^minDiscountPercent: /);
    expect(issues(CollectionRuleSchema.safeParse({ newWithinDays: 1.5 }))[0]).toMatch(/^newWithinDays: Expected integer/);
    expect(issues(CollectionRuleSchema.safeParse({ maxPrice: 3_000_000_000 }))[0]).toMatch(/^maxPrice: /);
    expect(issues(CollectionRuleSchema.safeParse({ brandIds: [] }))[0]).toMatch(/^brandIds: /);
  });

  it("curated collections list each product once", () => {
    const twice = CollectionRecordSchema.safeParse({ id: 1, name: "X", definition: { kind: "curated", productIds: [5, 5] } });
    expect(issues(twice)).toEqual(["definition.productIds: a product is listed twice"]);
    const kind = CollectionRecordSchema.safeParse({ id: 1, name: "X", definition: { kind: "smart", rule: {} } });
    expect(issues(kind)[0]).toMatch(/^definition.kind: Invalid discriminator value/);
  });

  it("become the listing filter: L0 or L1 category, scope, and a day-stable cut-off for new products", () => {
    const isTop = (id: number) => id < 100;
    const now = new Date("2026-11-25T15:30:00Z");
    expect(collectionFilter({ kind: "curated", productIds: [9, 4] }, isTop, now)).toEqual({ productIds: [9, 4] });
    expect(collectionFilter({ kind: "dynamic", rule: { categoryId: 3, minDiscountPercent: 10 } }, isTop, now)).toEqual({
      l0CategoryId: 3,
      scope: { minDiscountPercent: 10 },
    });
    expect(collectionFilter({ kind: "dynamic", rule: { categoryId: 301, brandIds: [2], maxPrice: 9_900 } }, isTop, now)).toEqual({
      categoryId: 301,
      scope: { brandIds: [2], maxPrice: 9_900 },
    });
    const later = new Date("2026-11-25T23:59:00Z");
    const a = collectionFilter({ kind: "dynamic", rule: { newWithinDays: 7 } }, isTop, now);
    const b = collectionFilter({ kind: "dynamic", rule: { newWithinDays: 7 } }, isTop, later);
    expect(a.scope?.addedSince?.toISOString()).toBe("2026-11-18T00:00:00.000Z");
    expect(b).toEqual(a);
  });

  it("read as words", () => {
    const names = { brand: (id: number) => (id === 3 ? "Amul" : `#${id}`), category: () => "Munchies" };
    expect(describeRule({ kind: "dynamic", rule: { brandIds: [3], maxPrice: 9_900 } }, names)).toBe("Amul · up to ₹99");
    expect(describeRule({ kind: "dynamic", rule: { categoryId: 3, minDiscountPercent: 10, newWithinDays: 7 } }, names)).toBe(
      "in Munchies · 10% off or more · new in the last 7 days",
    );
  });
});

describe("layout records", () => {
  const rail = { type: "product_rail", id: "r", props: { title: "R", source: { kind: "collection", collectionId: 1 } } };

  it("check widgets with the schema pages read them with, and tabs against the kind", () => {
    const ok = LayoutRecordSchema.parse({ id: "breakfast-ideas", kind: "use_case", title: "Breakfast", widgets: [rail] });
    expect(ok.widgets[0]).toEqual({ ...rail, props: { ...rail.props, limit: 12 } });
    expect(issues(LayoutRecordSchema.safeParse({ id: "t", kind: "tabs", title: "T" }))).toEqual(["tabs: a tab layout needs tabs"]);
    expect(
      issues(
        LayoutRecordSchema.safeParse({
          id: "s",
          kind: "store",
          title: "S",
          widgets: [
            rail,
            {
              type: "link_tiles",
              id: "r",
              props: { title: "L", tiles: [{ label: "x", icon: "x", target: { kind: "path", href: "https://evil" } }] },
            },
          ],
        }),
      ),
    ).toEqual(["widgets.1.props.tiles.0.target.href: must be a local path", 'widgets: widget id "r" is used twice']);
    expect(issues(LayoutRecordSchema.safeParse({ id: "p", kind: "print", widgets: [rail] }))[0]).toMatch(/^kind: Invalid enum value/);
  });
});

describe("paths", () => {
  it("one canonical path per collection and layout", () => {
    expect(collectionPath("curated", "Breakfast essentials", 1)).toBe("/cln/breakfast-essentials/clid/1");
    expect(collectionPath("curated", "Breakfast essentials", 1, 201)).toBe("/cln/breakfast-essentials/clid/1/201");
    expect(collectionPath("dynamic", "Amul under ₹99", 3)).toBe("/dc/amul-under-99/3");
    expect(layoutPath("use_case", "breakfast-ideas")).toBe("/le/breakfast-ideas");
    expect(layoutPath("store", "organic-store")).toBe("/store/organic-store");
    expect(layoutPath("tabs", "tab-layouts")).toBe("/tab-layouts");
    expect(layoutPath("page", "city")).toBeNull();
  });
});

describe("npm run ops -- layouts|collections", () => {
  it("parses list and import, reading the JSON file in the CLI", () => {
    expect(parseOpsArgs(["layouts", "list"])).toEqual({ command: "layouts-list" });
    expect(parseOpsArgs(["collections", "list"])).toEqual({ command: "collections-list" });
    const dir = mkdtempSync(path.join(tmpdir(), "ops-"));
    const file = path.join(dir, "layouts.json");
    writeFileSync(file, JSON.stringify({ layouts: [] }));
    expect(parseOpsArgs(["layouts", "import", file])).toEqual({
      command: "layouts-import",
      file: "layouts.json",
      document: { layouts: [] },
    });
    writeFileSync(file, "{ not json");
    const bad = parseOpsArgs(["collections", "import", file]);
    expect(bad).toMatchObject({ refused: true });
    expect("error" in bad && bad.error).toMatch(/layouts\.json: not valid JSON/);
    expect(parseOpsArgs(["layouts"])).toEqual({
      error: 'layouts takes "list" or "import <file.json>": npm run ops -- layouts import layouts.json',
    });
  });
});
