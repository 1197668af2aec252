/**
 * The JSON API's feeds on the database (docs/product/api.md#feeds): `/feed/` is the home page's own layout at
 * the caller's store, and the listing feed is the listing page's products, age-restricted ones only with the
 * 18+ header.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as feedRoute from "~/routes/feed._index";
import * as listingRoute from "~/routes/v1.listing.feed";
import { issueAuthKey } from "~/services/api/auth-key.server";
import { resolveLayout } from "~/services/catalogue/browse.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { appHeaders, callRoute } from "../support/api-client";
import { queryRows } from "~/models/db.server";
import { queryRow, setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });
const headers = () => appHeaders(issueAuthKey(newDeviceId(), new Date()).authKey);

describe("feeds", () => {
  it("/feed/ answers the home layout's widgets at the default store, as the home page renders them", async () => {
    const answer = await callRoute(feedRoute, { path: "/feed/?template_version=9", headers: headers() });
    expect(answer.status).toBe(200);
    const home = await resolveLayout(handle.db, "home", DEFAULT_STORE_ID);
    const objects = answer.body.objects as { id: string; type: string }[];
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.map((o) => [o.id, o.type])).toEqual(home.slice(0, 20).map((w) => [w.id, w.type]));
    expect(answer.body).toMatchObject({
      layout_config: { layout_id: "home", template_version: 9 },
      page_meta: { store_id: DEFAULT_STORE_ID },
    });
    expect((await callRoute(feedRoute, { path: "/feed/?template_version=nine", headers: headers() })).status).toBe(400);
  });

  it("an app's lat and lon headers choose the serving store, as the picker's GPS does", async () => {
    const store = await queryRow<{ id: number; lat: number; lon: number }>(
      handle.db,
      sql`select id, lat, lon from stores where city_id <> 1849 order by id limit 1`,
    );
    const answer = await callRoute(feedRoute, {
      path: "/feed/",
      headers: { ...headers(), lat: String(store.lat), lon: String(store.lon) },
    });
    expect(answer.body).toMatchObject({ success: true, page_meta: { store_id: store.id } });
  });

  it("the listing feed pages a subcategory's products; an age-restricted one needs the 18+ header", async () => {
    const open = await queryRow<{ id: number }>(
      handle.db,
      sql`select c.id from categories c join categories p on p.id = c.parent_id where not p.age_restricted order by c.id limit 1`,
    );
    const answer = await callRoute(listingRoute, {
      method: "POST",
      path: "/v1/listing/feed",
      headers: headers(),
      body: { category_id: open.id },
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true, is_success: true } });
    const response = answer.body.response as { products: { id: number; price: number }[]; total: number };
    expect(response.products.length).toBeGreaterThan(0);
    expect(response.total).toBeGreaterThanOrEqual(response.products.length);

    const restricted = await queryRow<{ id: number }>(
      handle.db,
      sql`select c.id from categories c join categories p on p.id = c.parent_id where p.age_restricted order by c.id limit 1`,
    );
    const hidden = await callRoute(listingRoute, {
      method: "POST",
      path: "/v1/listing/feed",
      headers: headers(),
      body: { category_id: restricted.id },
    });
    expect((hidden.body.response as { products: unknown[] }).products).toEqual([]);
    const adult = await callRoute(listingRoute, {
      method: "POST",
      path: "/v1/listing/feed",
      headers: { ...headers(), "x-age-consent-granted": "true" },
      body: { category_id: restricted.id },
    });
    expect((adult.body.response as { products: unknown[] }).products.length).toBeGreaterThan(0);
    expect(
      (await callRoute(listingRoute, { method: "POST", path: "/v1/listing/feed", headers: headers(), body: { category_id: 999999 } }))
        .status,
    ).toBe(404);
  });

  it("answer a client whose Accept-Language prefers Hindi in Hindi: names and the page title; paths stay English", async () => {
    const listing = async (language: string) => {
      const answer = await callRoute(listingRoute, {
        method: "POST",
        path: "/v1/listing/feed",
        headers: { ...headers(), "Accept-Language": language },
        body: { category_id: 101 },
      });
      expect(answer.headers.get("Content-Language")).toBe(language.startsWith("hi") ? "hi" : "en");
      return (answer.body.response as { products: { id: number; name: string; href: string }[] }).products;
    };
    const [hindi, english] = [await listing("hi-IN,hi;q=0.9,en;q=0.8"), await listing("en-IN,en;q=0.9")];
    // The fresh vegetables have Hindi names in the demo seed ("Nukkad Fresh आलू": the brand as printed).
    const named = await queryRows<{ id: number; name: string; name_hi: string }>(
      handle.db,
      sql`select id, name, name_hi from products where category_id = 101 and name_hi is not null`,
    );
    const card = english.find((p) => named.some((n) => n.id === p.id));
    const row = named.find((n) => n.id === card?.id);
    expect(row).toBeDefined();
    expect(card).toMatchObject({ name: row!.name });
    const hindiCard = hindi.find((p) => p.id === row!.id);
    expect(hindiCard).toMatchObject({ name: row!.name_hi, href: card!.href });
    expect(hindiCard!.href).toMatch(/^\/prn\/[a-z0-9-]+\/prid\/\d+$/);

    const feed = await callRoute(feedRoute, { path: "/feed/", headers: { ...headers(), "Accept-Language": "hi" } });
    expect(feed.body.page_meta).toMatchObject({ title: "नुक्कड़: मिनटों में ऑनलाइन ग्रोसरी डिलीवरी" });
    const englishFeed = await callRoute(feedRoute, { path: "/feed/", headers: headers() });
    expect(englishFeed.body.page_meta).toMatchObject({ title: "Nukkad: Online grocery delivery in minutes" });
  });
});
