import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRINT_MAX_COPIES } from "~/lib/print-config";
import { DEFAULT_PRINT_HERO, PRINT_LAYOUT_ID, type PrintWidget } from "~/lib/print-widgets";
import { parsePrintLayout } from "~/lib/print-widgets.server";
import { getLayout } from "~/models/catalogue.server";
import type { DbHandle } from "~/models/db.server";
import { layouts } from "~/models/schema.server";
import { getPrintLanding } from "~/services/print/landing.server";
import { printLayout, seedPrintLayout } from "~/services/seed/print-layout";
import { sitemapXml } from "~/services/catalogue/pages/sitemap-xml.server";
import { loader as landingPageApi } from "~/routes/v1.print.landing_page";
import { createTestDb } from "../support/db";

/** The seeded demo database, an unseeded one for the seed step, and two whose print layout is damaged or missing. */
let seeded: DbHandle;
let empty: DbHandle;
let damaged: DbHandle;
let bare: DbHandle;

beforeAll(async () => {
  [seeded, empty, damaged, bare] = await Promise.all([
    createTestDb(),
    createTestDb({ seed: false }),
    createTestDb({ seed: false }),
    createTestDb({ seed: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([seeded, empty, damaged, bare].map((h) => h?.close()));
});

describe("print landing layout in the database", () => {
  it("is seeded, validates without errors and loads widgets 1000–1007", async () => {
    const stored = await getLayout(seeded.db, PRINT_LAYOUT_ID);
    expect(parsePrintLayout(stored).errors).toEqual([]);
    const widgets = await getPrintLanding(seeded.db);
    expect(widgets.map((w) => w.type)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007]);
    expect(widgets).toEqual(printLayout());
  });

  it("is what GET /v1/print/landing_page answers, page name PrintLanding, with the prices and limits in force", async () => {
    globalThis.__nukkadDb = Promise.resolve(seeded);
    try {
      const response = await landingPageApi({ request: new Request("http://localhost/v1/print/landing_page"), params: {}, context: {} });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        page_name: "PrintLanding",
        widgets: JSON.parse(JSON.stringify(printLayout())),
        // Today's figures: the operator's settings as seeded (docs/rules.md#operator-settings), money in paise.
        print_terms: {
          price_per_side: { BLACK_AND_WHITE: 900, COLOR: 1_900 },
          delivery_fee: 2_500,
          max_pages_per_file: 200,
          max_pages_per_order: 500,
          max_copies: PRINT_MAX_COPIES,
        },
        file_constraints: { max_file_count: 10, max_file_size: 10, supported_file_types: ["PDF", "JPG", "JPEG", "PNG"] },
      });
    } finally {
      globalThis.__nukkadDb = undefined;
    }
  });

  it("is in the categories sitemap", async () => {
    const xml = await sitemapXml(seeded.db, "https://nukkad.example", "categories");
    expect(xml).toContain("<loc>https://nukkad.example/print</loc>");
  });
});

describe("seedPrintLayout on an existing database", () => {
  it("adds the layout once and leaves an operator's edits alone", async () => {
    expect(await getLayout(empty.db, PRINT_LAYOUT_ID)).toBeNull();
    expect(await seedPrintLayout(empty.db)).toBe(true);
    expect(await seedPrintLayout(empty.db)).toBe(false);
    expect(await empty.db.$count(layouts, eq(layouts.id, PRINT_LAYOUT_ID))).toBe(1);

    const edited = printLayout();
    const hero = edited[0] as Extract<PrintWidget, { type: 1000 }>;
    hero.props.title = "Prints at your door";
    await empty.db.update(layouts).set({ widgets: edited }).where(eq(layouts.id, PRINT_LAYOUT_ID));
    expect(await seedPrintLayout(empty.db)).toBe(false);
    expect(parsePrintLayout(await getLayout(empty.db, PRINT_LAYOUT_ID)).widgets[0]).toMatchObject({
      props: { title: "Prints at your door" },
    });
  });
});

describe("a damaged print layout", () => {
  it("loses only its bad widgets, and the page keeps its hero and upload entry point", async () => {
    const [hero, steps, ...rest] = printLayout();
    if (hero === undefined) throw new Error("Expected hero to exist");
    const broken = [{ ...hero, props: { ...hero.props, href: "//evil.example" } }, steps, { type: 1099, id: "x", props: {} }, ...rest];
    await damaged.db.insert(layouts).values({ id: PRINT_LAYOUT_ID, widgets: broken });
    const widgets = await getPrintLanding(damaged.db);
    expect(widgets.map((w) => w.type)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007]);
    expect(widgets[0]).toEqual(DEFAULT_PRINT_HERO);
  });

  it("is no worse when the row is missing altogether", async () => {
    expect(await getPrintLanding(bare.db)).toEqual([DEFAULT_PRINT_HERO]);
  });
});
