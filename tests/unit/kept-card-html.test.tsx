/**
 * Kept product cards (app/components/product/product-card-html.server.tsx, docs/decisions/049-kept-card-html.md):
 * a page whose cards come from kept HTML is byte for byte the page React renders card by card — what the browser
 * hydrates <ProductCard> over — for every kind of card, cart and page, the first time and from the kept copy.
 */
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { KeptCardItemContext, ProductGrid } from "~/components/product/product-card";
import { DocumentWords } from "~/lib/i18n/page-messages.server";
import { createKeptCards, keptCardItem, type KeptCards } from "~/components/product/product-card-html.server";
import { ProductRail } from "~/components/widgets/product-rail";
import type { ProductCard } from "~/lib/catalogue";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";

const plain: ProductCard = {
  id: 100003,
  name: "Nukkad Fresh Potato",
  // The tile's shorter name (app/lib/card-name.ts): its heading shows it, with the full name as its title.
  cardName: "Potato",
  unit: "1 kg",
  brandName: "Nukkad Fresh",
  price: 3500,
  mrp: 4500,
  inStock: true,
  image: "/img/p/100003.svg",
  photo: null,
  href: "/prn/nukkad-fresh-potato/prid/100003",
};
const cards: ProductCard[] = [
  plain,
  {
    ...plain,
    id: 100036,
    name: `Amul "Gold" Milk & Cream <500 ml>`,
    cardName: undefined,
    price: 3300,
    mrp: 3300,
    photo: { key: "9713b1472f51906fd958b49213c9299e", width: 512, height: 640, placeholder: "data:image/webp;base64,AAAA" },
    href: "/prn/amul-gold-milk/prid/100036",
    diet: "veg",
    badges: [{ code: "bestseller", label: "Bestseller" }],
    rating: { average: 4.25, count: 27 },
  },
  { ...plain, id: 100040, name: "Nukkad Fresh Onion", cardName: "Onion", inStock: false, rating: { average: 3, count: 1 } },
  { ...plain, id: 100041, name: "Nukkad Fresh Tomato", cardName: `"Tomato" & <more>`, inStock: false },
];

interface Shopper {
  quantities: Record<number, number>;
  version: number;
  status: "SERVICEABLE" | "NON_SERVICEABLE";
  /** Out-of-stock products the shopper asked to be told of (docs/rules.md#back-in-stock-requests). */
  awaited: number[];
}

function page(url: string, shopper: Shopper, kept: KeptCards | null, hindi: boolean | DocumentWords = false): string {
  const root = {
    // A Hindi page's data carries its words (docs/decisions/055-hindi.md): the listing's loader sends the "shop" part,
    // or, for a document, looks them up in it and notes each (docs/decisions/056-words-a-page-shows.md).
    messages: hindi instanceof DocumentWords ? hindi : hindi ? HINDI_PARTS.shop : null,
    cart: { quantities: shopper.quantities, version: shopper.version },
    location: { status: shopper.status },
    awaited: shopper.awaited,
  };
  const rail = { id: "rail", type: "product_rail" as const, props: { title: "Fresh" }, data: { products: cards } };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => root,
        children: [
          {
            path: "*",
            element: (
              <main>
                <ProductGrid products={cards} label="Vegetables" />
                <ProductRail widget={rail as never} index={0} />
              </main>
            ),
          },
        ],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root } } },
  );
  return renderToString(
    <KeptCardItemContext.Provider value={kept && keptCardItem(kept)}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </KeptCardItemContext.Provider>,
  );
}

const shoppers: Record<string, Shopper> = {
  "an empty cart": { quantities: {}, version: 0, status: "SERVICEABLE", awaited: [] },
  "a cart with two of them, one out of stock now": {
    quantities: { 100003: 2, 100040: 1 },
    version: 17,
    status: "SERVICEABLE",
    awaited: [],
  },
  "a shopper waiting for one out-of-stock product, and one in stock that is back": {
    quantities: {},
    version: 4,
    status: "SERVICEABLE",
    awaited: [100041, 100003],
  },
  "a place not served": { quantities: {}, version: 3, status: "NON_SERVICEABLE", awaited: [] },
};

describe("kept product cards", () => {
  const kept = createKeptCards();
  // React's development build warns of what only matters in a browser; the page itself is what is compared.
  beforeAll(() => {
    const error = console.error;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (!/useLayoutEffect does nothing on the server|does not recognize the `%s` prop.* fetchPriority/.test(args.map(String).join(" ")))
        error(...args);
    });
  });
  afterAll(() => vi.restoreAllMocks());
  for (const [name, shopper] of Object.entries(shoppers)) {
    for (const url of ["/cn/vegetables/cid/1/101", "/s?q=aloo&sort=price_asc&brand=1&brand=2"]) {
      it(`renders the page React renders, for ${name} on ${url}, first and kept`, () => {
        const rendered = page(url, shopper, null);
        // Every card really is in it, with its form where it has one (the comparison is not of two empty pages).
        expect(rendered.match(/<article class="card-body"/g)).toHaveLength(cards.length * 2);
        expect(page(url, shopper, kept)).toBe(rendered);
        expect(page(url, shopper, kept)).toBe(rendered);
      });
    }
  }

  it("writes each page's own ADD action, escaped as React escapes it (the page's own query included)", () => {
    const html = page("/s?q=a&b=<x>", shoppers["a cart with two of them, one out of stock now"]!, createKeptCards());
    expect(html).toContain(`action="/cart?productId=100003&amp;mutationId=v17%3A100003%3A2&amp;redirectTo=%2Fs%3Fq%3Da%26b%3D%3Cx%3E"`);
  });

  it("asks to be told when an out-of-stock product is back, and says so once asked, with the same page's action", () => {
    const waiting = shoppers["a shopper waiting for one out-of-stock product, and one in stock that is back"]!;
    for (const kept of [null, createKeptCards()]) {
      const html = page("/cn/vegetables/cid/1/101", waiting, kept);
      // Onion (100040) is out of stock and not asked for: its button names the product; Tomato (100041) was asked for.
      expect(html).toContain(
        `action="/notify-me?productId=100040&amp;mutationId=v4%3A100040%3A0&amp;redirectTo=%2Fcn%2Fvegetables%2Fcid%2F1%2F101"`,
      );
      expect(html).toContain(`aria-label="Notify me when Nukkad Fresh Onion is back">Notify me</button>`);
      expect(html).not.toContain("Notify me when Nukkad Fresh Tomato is back");
      expect(html.match(/<span class="notify-done">We&#x27;ll notify you<\/span>/g)).toHaveLength(2);
      // An in-stock product the shopper once waited for has its ADD.
      expect(html).toContain(`aria-label="Add Nukkad Fresh Potato to cart"`);
    }
  });

  it("says the card's words in Hindi on a Hindi page, the same from the kept copy, and English again on an English one", () => {
    const hindiKept = createKeptCards();
    const waiting = shoppers["a shopper waiting for one out-of-stock product, and one in stock that is back"]!;
    const rendered = page("/cn/vegetables/cid/1/101", waiting, null, true);
    expect(page("/cn/vegetables/cid/1/101", waiting, hindiKept, true)).toBe(rendered);
    expect(rendered).toContain(`aria-label="Nukkad Fresh Potato कार्ट में जोड़ें">जोड़ें</button>`);
    expect(rendered).toContain(`aria-label="Nukkad Fresh Onion वापस आने पर मुझे बताएँ">मुझे बताएँ</button>`);
    expect(rendered).toContain(`<span class="notify-done">हम आपको बताएँगे</span>`);
    expect(rendered).toContain(`data-off="22% छूट"`);
    // The same kept cards on an English page: English words, not the Hindi page's copy.
    const english = page("/cn/vegetables/cid/1/101", waiting, hindiKept);
    expect(english).toBe(page("/cn/vegetables/cid/1/101", waiting, null));
    expect(english).toContain(`>Add</button>`);
    expect(english).not.toMatch(/[\u0900-\u097f]/);
  });

  it("notes the words of a card it did not render again, so a Hindi document still sends the browser every word it shows", () => {
    const waiting = shoppers["a shopper waiting for one out-of-stock product, and one in stock that is back"]!;
    const rendered = new DocumentWords(HINDI_PARTS.shop, ["shop"]);
    page("/cn/vegetables/cid/1/101", waiting, null, rendered);
    const hindiKept = createKeptCards();
    page("/cn/vegetables/cid/1/101", waiting, hindiKept, new DocumentWords(HINDI_PARTS.shop, ["shop"]));
    const fromKept = new DocumentWords(HINDI_PARTS.shop, ["shop"]);
    page("/cn/vegetables/cid/1/101", waiting, hindiKept, fromKept);
    expect(Object.keys(rendered.used())).toEqual(expect.arrayContaining(["Add", "Notify me", "We'll notify you", "{off}% OFF"]));
    expect(fromKept.used()).toEqual(rendered.used());
  });

  it("keeps at most its bound", () => {
    const small = createKeptCards(3);
    const input = (id: number) => ({
      product: { ...plain, id },
      eager: false,
      priority: false,
      canBuy: true,
      quantity: 0,
      asked: false,
      action: "/cart",
      basename: "/",
      t: (text: string) => text,
    });
    for (const id of [1, 2, 3, 1, 4, 5]) expect(small.html(input(id))).toContain(`data-product-id="${id}"`);
    expect(small.size()).toBe(3);
  });
});
