/**
 * Layouts and collections in Hindi (docs/collections-and-layouts.md#hindi): on the seeded demo store a Hindi page
 * (/hi) reads home's banners, rails and tiles, the layout pages' titles and tabs, and the demo collections in
 * Hindi; the English page is what it was, neither carries the other language's words, and the shared read cache
 * (on here, as in production) keeps the two apart. The import takes the Hindi fields and refuses bad ones.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { parseLayout } from "~/lib/widgets.server";
import { parseTabs } from "~/lib/collections.server";
import type { ResolvedWidget, StreamedLayout } from "~/lib/views/catalogue";
import { queryRows } from "~/models/db.server";
import { loader as homeLoader } from "~/routes/_index.loader";
import { loader as useCaseLoader } from "~/routes/le.$layoutId";
import { loader as tabsLoader } from "~/routes/tab-layouts";
import { loader as storesLoader } from "~/routes/store._index";
import { loader as storeLoader } from "~/routes/store.$layoutId";
import { loader as cityLoader } from "~/routes/$localityName._index";
import { loader as collectionLoader } from "~/routes/cln.$name.clid.$id";
import { slugify } from "~/lib/slug";
import { loadCollection } from "~/services/catalogue/browse.server";
import { importCollections, importLayouts } from "~/services/catalogue/admin/collections-admin.server";
import { DEMO_COLLECTION_IDS } from "~/services/seed/collections";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { unwrap } from "../support/forms";
import { must } from "../support/must";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "60" });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";
const DEVANAGARI = /[\u0900-\u097f]/;

/** `path`'s loader data, answered as the server does: in the language of its address (/hi/… is Hindi). */
function answer(path: string, run: (request: Request) => Promise<unknown>): Promise<Record<string, unknown>> {
  const request = new Request(`${ORIGIN}${path}`);
  return inLanguageOf(request, async () => unwrap(await run(request)).body);
}

async function home(prefix: "" | "/hi") {
  const body = await answer(`${prefix}/`, (request) => homeLoader({ request, params: {}, context: {} }));
  const layout = must(body.layout as StreamedLayout | null, "home's layout");
  return { above: layout.above, outline: layout.outline, below: await layout.below };
}

/** Every text a shopper reads in a widget: titles, banners and tiles. */
function widgetTexts(widget: ResolvedWidget): string[] {
  switch (widget.type) {
    case "banner_carousel":
      return widget.props.banners.flatMap((b) => [b.title, b.subtitle, b.cta]);
    case "link_tiles":
      return [widget.props.title, ...widget.props.tiles.flatMap((t) => [t.label, t.subtitle])];
    case "city_intro":
      return [];
    default:
      return [widget.props.title];
  }
}

const byId = (widgets: ResolvedWidget[], id: string) =>
  must(
    widgets.find((w) => w.id === id),
    `widget ${id}`,
  );

describe("home in Hindi", () => {
  it("shows its banners, rails, grid and tiles in Hindi, the outline's links too", async () => {
    const { above, outline, below } = await home("/hi");
    const banners = byId(above, "home-banners");
    if (banners.type !== "banner_carousel") throw new Error("expected the banners");
    expect(banners.props.banners[0]).toMatchObject({
      title: "ताज़ी सब्ज़ियाँ और फल",
      subtitle: "खेत से ताज़ा, मिनटों में डिलीवरी",
      cta: "अभी ऑर्डर करें",
    });
    expect(byId(above, "home-deals").props).toMatchObject({ title: "टॉप डील्स" });
    expect(byId(above, "home-categories").props).toMatchObject({ title: "कैटेगरी के हिसाब से खरीदें" });
    const explore = byId(above, "home-explore");
    if (explore.type !== "link_tiles") throw new Error("expected the explore tiles");
    expect(explore.props.title).toBe("एक्सप्लोर करें");
    expect(explore.props.tiles.map((t) => [t.label, t.subtitle])).toContainEqual(["₹99 तक का Amul सामान", "डेयरी डील्स"]);
    expect(outline.find((o) => o.id === "home-dairy")).toMatchObject({ title: "डेयरी, ब्रेड और अंडे", link: { label: "सभी देखें" } });
    expect(outline.find((o) => o.id === "home-brands")).toMatchObject({ title: "टॉप ब्रांड", link: { label: "सभी ब्रांड" } });
    // Every word of every widget is Hindi: what stays English on home is brand and product names.
    for (const widget of [...above, ...below]) for (const text of widgetTexts(widget)) expect(text, widget.id).toMatch(DEVANAGARI);
  });

  it("is the English home on an English page, and neither carries the other language's words", async () => {
    await home("/hi"); // cached first: the English page must not be served from it
    const { above, outline } = await home("");
    const banners = byId(above, "home-banners");
    if (banners.type !== "banner_carousel") throw new Error("expected the banners");
    expect(banners.props.banners[0]).toMatchObject({ title: "Fresh vegetables & fruits", cta: "Order now" });
    expect(byId(above, "home-deals").props).toMatchObject({ title: "Top deals" });
    expect(outline.find((o) => o.id === "home-brands")).toMatchObject({ title: "Top brands", link: { label: "All brands" } });
    for (const widget of above) for (const text of widgetTexts(widget)) expect(text, widget.id).not.toMatch(DEVANAGARI);
    const hindi = await home("/hi");
    for (const layout of [above, hindi.above]) expect(JSON.stringify(layout)).not.toMatch(/"(title|subtitle|cta|label)Hi"/);
  });
});

describe("layout pages in Hindi", () => {
  it("/hi/le/… has its title, tiles and rails in Hindi; /le/… in English", async () => {
    const page = (prefix: string) =>
      answer(`${prefix}/le/breakfast-ideas`, (request) => useCaseLoader({ request, params: { layoutId: "breakfast-ideas" }, context: {} }));
    const hi = await page("/hi");
    expect(hi.title).toBe("नाश्ते के आइडिया");
    const widgets = hi.widgets as ResolvedWidget[];
    const recipes = byId(widgets, "breakfast-recipes");
    if (recipes.type !== "link_tiles") throw new Error("expected the recipe tiles");
    expect(recipes.props.title).toBe("ये रेसिपी आज़माएँ");
    expect(recipes.props.tiles.map((t) => `${t.label}, ${t.subtitle}`)).toEqual([
      "कांदा पोहा, 20 मिनट",
      "आलू पराठा, 45 मिनट",
      "रवा उपमा, 20 मिनट",
    ]);
    expect(byId(widgets, "breakfast-picks").props).toMatchObject({ title: "नाश्ते का ज़रूरी सामान" });
    expect(hi.canonical).toBe("/le/breakfast-ideas");

    const en = await page("");
    expect(en.title).toBe("Breakfast ideas");
    expect(byId(en.widgets as ResolvedWidget[], "breakfast-picks").props).toMatchObject({ title: "Breakfast essentials" });
  });

  it("/hi/tab-layouts names its tabs in Hindi, their links unchanged", async () => {
    const hi = await answer("/hi/tab-layouts?tab=party", (request) => tabsLoader({ request, params: {}, context: {} }));
    expect(hi.title).toBe("मौके के हिसाब से खरीदें");
    expect(hi.tabs).toEqual([
      { key: "breakfast", label: "नाश्ता", href: "/tab-layouts?tab=breakfast", selected: false },
      { key: "party", label: "पार्टी नाइट", href: "/tab-layouts?tab=party", selected: true },
      { key: "organic", label: "ऑर्गेनिक", href: "/tab-layouts?tab=organic", selected: false },
    ]);
    const en = await answer("/tab-layouts?tab=party", (request) => tabsLoader({ request, params: {}, context: {} }));
    expect((en.tabs as { label: string }[]).map((t) => t.label)).toEqual(["Breakfast", "Party night", "Organic"]);
  });

  it("/hi/store lists the stores by their Hindi titles, and the organic store's rails are its categories' Hindi names", async () => {
    const stores = await answer("/hi/store", (request) => storesLoader({ request, params: {}, context: {} }));
    expect(stores.stores).toEqual([{ id: "organic-store", kind: "store", title: "ऑर्गेनिक स्टोर", href: "/store/organic-store" }]);
    const organic = await answer("/hi/store/organic-store", (request) =>
      storeLoader({ request, params: { layoutId: "organic-store" }, context: {} }),
    );
    expect(organic.title).toBe("ऑर्गेनिक स्टोर");
    const titles = (organic.widgets as ResolvedWidget[]).map((w) => ("title" in w.props ? w.props.title : ""));
    expect(titles.slice(0, 2)).toEqual(["ऑर्गेनिक सामान खरीदें", "ऑर्गेनिक राशन"]);
  });

  it("a city home's widgets are in Hindi", async () => {
    const hi = await answer("/hi/gurugram", (request) => cityLoader({ request, params: { localityName: "gurugram" }, context: {} }));
    const layout = hi.layout as StreamedLayout;
    expect(byId(layout.above, "city-categories").props).toMatchObject({ title: "कैटेगरी के हिसाब से खरीदें" });
    expect(layout.outline.map((o) => o.title)).toContain("सब्ज़ियाँ और फल");
    await layout.below;
  });
});

describe("a collection's own page", () => {
  it("is named and described in Hindi under /hi, in English otherwise, at the same English address", async () => {
    const collection = must(await loadCollection(handle.db, DEMO_COLLECTION_IDS.breakfast), "the breakfast collection");
    const path = (prefix: string) => `${prefix}/cln/${slugify(collection.name)}/clid/${collection.id}`;
    const params = { name: slugify(collection.name), id: String(collection.id) };
    const page = async (prefix: "" | "/hi") =>
      (await answer(path(prefix), (request) => collectionLoader({ request, params, context: {} }))) as {
        collection: { name: string; description: string };
      };
    expect((await page("/hi")).collection).toEqual(
      expect.objectContaining({ name: collection.nameHi, description: collection.descriptionHi }),
    );
    expect(collection.nameHi).toMatch(DEVANAGARI);
    expect((await page("")).collection).toEqual(expect.objectContaining({ name: collection.name, description: collection.description }));
  });
});

describe("the demo seed's Hindi", () => {
  it("gives every layout's title, tab and widget text its Hindi, and every collection its Hindi name and description", async () => {
    const rows = await queryRows<{ id: string; kind: string; title: string; title_hi: string | null; widgets: unknown; tabs: unknown }>(
      handle.db,
      sql`select id, kind, title, title_hi, widgets, tabs from layouts where kind <> 'print' order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(["breakfast-ideas", "city", "home", "organic-store", "party-night", "tab-layouts"]);
    const missing: string[] = [];
    for (const row of rows) {
      if (row.title && !DEVANAGARI.test(row.title_hi ?? "")) missing.push(`${row.id}: title`);
      for (const tab of parseTabs(row.tabs)) if (!tab.labelHi) missing.push(`${row.id}: tab ${tab.key}`);
      const { widgets, errors } = parseLayout(row.widgets);
      expect(errors, row.id).toEqual([]);
      for (const w of widgets) {
        if (w.type === "banner_carousel") {
          for (const b of w.props.banners)
            if (!b.titleHi || !b.subtitleHi || !b.ctaHi) missing.push(`${row.id}: ${w.id} banner ${b.title}`);
        } else if (w.type !== "city_intro") {
          if (!w.props.titleHi) missing.push(`${row.id}: ${w.id} title`);
          if (w.type === "link_tiles") {
            for (const t of w.props.tiles)
              if (!t.labelHi || (t.subtitle && !t.subtitleHi)) missing.push(`${row.id}: ${w.id} tile ${t.label}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);

    const collections = await queryRows<{ id: number; name_hi: string | null; description_hi: string | null }>(
      handle.db,
      sql`select id, name_hi, description_hi from collections order by id`,
    );
    for (const c of collections) {
      expect(c.name_hi, `collection ${c.id}`).toMatch(DEVANAGARI);
      expect(c.description_hi, `collection ${c.id}`).toMatch(DEVANAGARI);
    }
    const amul = must(await loadCollection(handle.db, DEMO_COLLECTION_IDS.amulUnder99), "Amul under ₹99");
    expect(amul).toMatchObject({ name: "Amul under ₹99", nameHi: "₹99 तक का Amul सामान", href: "/dc/amul-under-99/3" });
  });
});

describe("importing layouts and collections with their Hindi", () => {
  const monsoon = (titleHi?: string) => ({
    id: "monsoon-store",
    kind: "store",
    title: "Monsoon store",
    ...(titleHi === undefined ? {} : { titleHi }),
    widgets: [
      {
        type: "banner_carousel",
        id: "monsoon-banner",
        props: {
          banners: [
            {
              title: "Chai weather",
              subtitle: "For a rainy evening",
              cta: "Shop now",
              titleHi: "चाय का मौसम",
              ctaHi: "अभी खरीदें",
              href: "/",
              icon: "hot-beverage",
              background: "#1e3a8a",
            },
          ],
        },
      },
    ],
  });

  it("stores the Hindi, reads it on a Hindi page, and counts a change of Hindi alone as an update", async () => {
    expect(await importLayouts(handle.db, [monsoon("बारिश का स्टोर")])).toMatchObject({ ok: true, message: expect.stringMatching(/1 new/) });
    expect(await importLayouts(handle.db, [monsoon("बारिश का स्टोर")])).toMatchObject({ message: expect.stringMatching(/1 unchanged/) });
    expect(await importLayouts(handle.db, [monsoon("मानसून स्टोर")])).toMatchObject({ message: expect.stringMatching(/1 updated/) });
    const [row] = await queryRows<{ title_hi: string | null }>(handle.db, sql`select title_hi from layouts where id = 'monsoon-store'`);
    expect(row?.title_hi).toBe("मानसून स्टोर");

    const page = (prefix: string) =>
      answer(`${prefix}/store/monsoon-store`, (request) => storeLoader({ request, params: { layoutId: "monsoon-store" }, context: {} }));
    const hi = await page("/hi");
    expect(hi.title).toBe("मानसून स्टोर");
    const banner = (hi.widgets as ResolvedWidget[])[0];
    // A banner without its Hindi subtitle shows the English one.
    expect(banner?.type === "banner_carousel" && banner.props.banners[0]).toMatchObject({
      title: "चाय का मौसम",
      subtitle: "For a rainy evening",
      cta: "अभी खरीदें",
    });

    // Imported again without its Hindi, the layout's Hindi title is gone: the file is the whole record.
    expect(await importLayouts(handle.db, [monsoon()])).toMatchObject({ message: expect.stringMatching(/1 updated/) });
    const [cleared] = await queryRows<{ title_hi: string | null }>(handle.db, sql`select title_hi from layouts where id = 'monsoon-store'`);
    expect(cleared?.title_hi).toBeNull();
  });

  it("refuses Hindi that is not written in Hindi, with its record and field, and writes nothing", async () => {
    const bad = await importLayouts(handle.db, [
      { ...monsoon("Monsoon store"), id: "monsoon-2" },
      {
        id: "tab-layouts",
        kind: "tabs",
        title: "Shop by occasion",
        tabs: [{ key: "breakfast", label: "Breakfast", labelHi: "", layoutId: "breakfast-ideas" }],
      },
    ]);
    expect(bad.ok).toBe(false);
    const error = !bad.ok ? bad.error : "";
    expect(error).toContain('layouts[0] (id "monsoon-2"): titleHi: must be written in Hindi (Devanagari)');
    expect(error).toContain('layouts[1] (id "tab-layouts"): tabs.0.labelHi: String must contain at least 1 character(s)');
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from layouts where id = 'monsoon-2'`);
    expect(Number(row?.n)).toBe(0);
  });

  it("stores a collection's Hindi name and description", async () => {
    const record = {
      id: 30,
      name: "Tea time",
      nameHi: "चाय का वक़्त",
      description: "Tea and biscuits.",
      descriptionHi: "चाय और बिस्कुट।",
      definition: { kind: "dynamic", rule: { newWithinDays: 30 } },
    };
    expect(await importCollections(handle.db, [record])).toMatchObject({ ok: true, message: expect.stringMatching(/1 new/) });
    expect(await importCollections(handle.db, [{ ...record, nameHi: "चाय का समय" }])).toMatchObject({
      message: expect.stringMatching(/1 updated/),
    });
    expect(await loadCollection(handle.db, 30)).toMatchObject({ name: "Tea time", nameHi: "चाय का समय", descriptionHi: "चाय और बिस्कुट।" });
    const refused = await importCollections(handle.db, [{ ...record, id: 31, nameHi: "Tea time" }]);
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringContaining("collections[0] (id 31): nameHi: must be written in Hindi"),
    });
  });
});
