/**
 * The print landing follows the operator's settings (docs/rules.md#operator-settings): after a print price or
 * limit is changed through the settings service — what `npm run ops -- settings set` runs — the next request's
 * /print loader data, the page it renders (its widgets and its JSON-LD offers, its description) and the JSON call
 * `GET /v1/print/landing_page` all show the new figure, though the landing's layout was read (and cached) before.
 */
import type { MetaArgs } from "@remix-run/node";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { PrintTerms } from "~/lib/operator-settings";
import type { PrintWidget } from "~/lib/print-widgets";
import PrintLanding, { loader as landingLoader, meta as landingMeta } from "~/routes/print._index";
import { loader as landingPageApi } from "~/routes/v1.print.landing_page";
import { setSetting } from "~/services/platform/operator-settings.server";
import { setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";
const args = (path: string) => ({ request: new Request(`${ORIGIN}${path}`), params: {}, context: {} });

type LandingData = { widgets: PrintWidget[]; terms: PrintTerms; origin: string; messages: null };

/** What the /print loader hands its page. */
async function landingData(): Promise<LandingData> {
  return ((await landingLoader(args("/print"))) as unknown as { data: LandingData }).data;
}

/** The page's HTML as the server renders it from that data (an English page: no words to translate). */
async function landingHtml(data: LandingData): Promise<string> {
  const root = { messages: null, locale: "en", features: {}, awaited: [] };
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => root,
      children: [{ id: "routes/print._index", path: "print", loader: () => data, element: <PrintLanding /> }],
    },
  ];
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`${ORIGIN}/print`));
  if (context instanceof Response) throw new Error(`The page answered ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />);
}

/** The service's JSON-LD block of the page's HTML (the breadcrumbs have their own). */
function jsonLdOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const service = blocks.find((b: { "@type"?: string }) => b["@type"] === "Service");
  if (!service) throw new Error("The page has no Service JSON-LD");
  return service as { offers: { name: string; price: string }[] };
}

/** The page's meta description for that data. */
function descriptionOf(data: LandingData): string {
  const tags = landingMeta({ data, matches: [], params: {}, location: {}, error: undefined } as unknown as MetaArgs<typeof landingLoader>);
  const tag = tags.find((t) => "name" in t && t.name === "description") as { content: string } | undefined;
  return tag?.content ?? "";
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function landingCall(): Promise<Record<string, any>> {
  const response = await landingPageApi(args("/v1/print/landing_page"));
  expect(response.status).toBe(200);
  return response.json();
}

const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ");

describe("the print landing after the operator changes print prices and limits", () => {
  it("shows today's figures, then the new ones from the next request: loader data, widgets, JSON-LD, description and the JSON call", async () => {
    const before = await landingData();
    expect(before.terms.pricePerSide).toEqual({ BLACK_AND_WHITE: 900, COLOR: 1_900 });
    expect(jsonLdOf(await landingHtml(before)).offers.map((o) => o.price)).toEqual(["9.00", "19.00", "25.00"]);
    expect((await landingCall()).print_terms).toMatchObject({
      price_per_side: { BLACK_AND_WHITE: 900, COLOR: 1_900 },
      delivery_fee: 2_500,
    });

    // As `npm run ops -- settings set …` does, through the settings service.
    for (const [key, value] of [
      ["print_price_colour", "23"],
      ["print_price_bw", "7.50"],
      ["print_delivery_fee", "30"],
      ["print_max_files", "4"],
      ["print_max_file_mb", "25"],
      ["print_max_pages_per_file", "60"],
    ]) {
      expect(await setSetting(handle.db, key!, value!, "test")).toMatchObject({ ok: true });
    }

    const after = await landingData();
    expect(after.terms).toMatchObject({
      pricePerSide: { BLACK_AND_WHITE: 750, COLOR: 2_300 },
      deliveryFee: 3_000,
      limits: { maxFilesPerOrder: 4, maxFileSizeBytes: 25 * 1024 * 1024, maxPagesPerFile: 60 },
    });
    // The layout itself, cached before the change, is unchanged: it holds no figure.
    expect(after.widgets).toEqual(before.widgets);

    const html = await landingHtml(after);
    expect(jsonLdOf(html).offers.map((o) => [o.name, o.price])).toEqual([
      ["Black and white print", "7.50"],
      ["Colour print", "23.00"],
      ["Print delivery", "30.00"],
    ]);
    const text = textOf(html);
    expect(text).toContain("₹7.50 per side");
    expect(text).toContain("₹23 per side");
    expect(text).toContain("₹30 per order");
    expect(text).toContain("up to 4 files an order, 25 MB and 60 pages a file");
    expect(text).toContain("₹7.50 a side in black and white, ₹23 a side in colour.");
    expect(text).not.toContain("₹19");
    expect(descriptionOf(after)).toContain("black and white ₹7.50 a side, colour ₹23 a side");

    const call = await landingCall();
    expect(call.widgets).toEqual(JSON.parse(JSON.stringify(after.widgets)));
    expect(call.print_terms).toEqual({
      price_per_side: { BLACK_AND_WHITE: 750, COLOR: 2_300 },
      delivery_fee: 3_000,
      max_pages_per_file: 60,
      max_pages_per_order: 500,
      max_copies: after.terms.maxCopies,
    });
    expect(call.file_constraints).toEqual({ max_file_count: 4, max_file_size: 25, supported_file_types: ["PDF", "JPG", "JPEG", "PNG"] });
  });
});
