import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { parseListingQuery } from "~/lib/listing-query.server";
import { type DbHandle } from "~/models/db.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { getCart } from "~/services/cart/shopping-cart.server";
import { getListing } from "~/services/catalogue/browse.server";
import { anonymous } from "../support/shoppers";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { searchCatalogue } from "~/services/search/search.server";
import { createTestDb, queryRow } from "../support/db";
import { action as ageConsentAction } from "~/routes/age-consent";
import { AGE_CONSENT_UNANSWERED } from "~/services/account/age-consent.server";

let handle: DbHandle;
/** Noon in India, dry: no late-night fee, no rain surge. */
const atStore = { storeId: DEFAULT_STORE_ID, isRaining: false, now: new Date("2026-11-21T06:30:00Z") };
let paan: { id: number; name: string; category_id: number; l0: number };
beforeAll(async () => {
  handle = await createTestDb();
  paan = await queryRow(
    handle.db,
    sql`select p.id, p.name, p.category_id, p.l0_category_id as l0 from products p
        join categories c on c.id = p.l0_category_id
        join store_products sp on sp.product_id = p.id and sp.store_id = ${DEFAULT_STORE_ID} and sp.stock > 2
        where c.age_restricted order by p.id limit 1`,
  );
});
afterAll(async () => {
  await handle?.close();
});

describe("age-restricted products (Paan Corner)", () => {
  it("stay out of listings and search until the shopper declares 18+", async () => {
    const hidden = await searchCatalogue(handle.db, paan.name, DEFAULT_STORE_ID, 1);
    expect(hidden.products.map((p) => p.id)).not.toContain(paan.id);
    const shown = await searchCatalogue(handle.db, paan.name, DEFAULT_STORE_ID, 1, true);
    expect(shown.products.map((p) => p.id)).toContain(paan.id);

    const base = { storeId: DEFAULT_STORE_ID, categoryId: paan.category_id };
    expect((await getListing(handle.db, base, parseListingQuery(new URLSearchParams()))).total).toBe(0);
    expect(
      (await getListing(handle.db, { ...base, includeAgeRestricted: true }, parseListingQuery(new URLSearchParams()))).total,
    ).toBeGreaterThan(0);
  });

  it("cannot be added to the cart without the declaration", async () => {
    const device = anonymous();
    await expect(
      changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: paan.id, delta: 1, mutationId: "a1" }),
    ).rejects.toMatchObject({ status: 403 });
    await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: paan.id, delta: 1, mutationId: "a2" }, true);
    expect((await getCart(handle.db, device, atStore)).quantities[paan.id]).toBe(1);
    // Taking one out never needs the declaration.
    await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: paan.id, delta: -1, mutationId: "a3" });
    expect((await getCart(handle.db, device, atStore)).lines).toHaveLength(0);
  });
});

describe("the 18+ declaration post (/age-consent)", () => {
  const ORIGIN = "http://nukkad.test";
  const post = (fields: Record<string, string>) =>
    ageConsentAction({
      request: new Request(`${ORIGIN}/age-consent`, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: ORIGIN } }),
      params: {},
      context: {},
    });

  it("answers a tampered post with the question's message, a 400, and the page to go back to kept", async () => {
    const answer = (await post({ consent: "maybe", redirectTo: "/cn/paan-corner/cid/1/2" })) as unknown as {
      init: { status: number; headers: Headers } | null;
      data: unknown;
    };
    expect(answer.init?.status).toBe(400);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toEqual({ formError: AGE_CONSENT_UNANSWERED, values: { redirectTo: "/cn/paan-corner/cid/1/2" } });
    expect(new Headers(answer.init?.headers).get("Set-Cookie")).toBeNull();
  });

  it("refuses a post with no answer at all the same way, and never sends the shopper off-site", async () => {
    const answer = (await post({ redirectTo: "https://elsewhere.example/" })) as unknown as {
      init: { status: number } | null;
      data: unknown;
    };
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ formError: AGE_CONSENT_UNANSWERED, values: { redirectTo: "/" } });
  });

  it("records a yes and goes back to the page that asked", async () => {
    const answer = (await post({ consent: "granted", redirectTo: "/cn/paan-corner/cid/1/2" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/cn/paan-corner/cid/1/2");
    expect(answer.headers.get("Set-Cookie")).toMatch(/./);
  });
});
