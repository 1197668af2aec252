import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "~/models/db.server";
import { getListing } from "~/services/catalogue/browse.server";
import { loadPackShot } from "~/services/catalogue/images/pack-shot-loader.server";
import { parseListingQuery } from "~/lib/listing-query.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { createTestDb, queryRow } from "../support/db";
import { must } from "../support/must";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

/** The version in the card's URL for a product of the seeded catalogue. */
async function cardVersion(productId: number): Promise<string> {
  const row = await queryRow<{ category_id: number }>(handle.db, sql`select category_id from products where id = ${productId}`);
  const listing = await getListing(
    handle.db,
    { storeId: DEFAULT_STORE_ID, categoryId: row.category_id },
    parseListingQuery(new URLSearchParams("per_page=100")),
  );
  const card = must(
    listing.products.find((p) => p.id === productId),
    "the product's card",
  );
  return must(card.image.match(/^\/img\/pack\/\d+\/([0-9a-f]{8})\/front\.webp$/)?.[1], `a pack shot URL, got ${card.image}`);
}

describe("pack shots from the database", () => {
  it("renders the product the card names, and knows the card's URL is current", async () => {
    const version = await cardVersion(100_104);
    const front = must(await loadPackShot(handle.db, 100_104, version, "front"), "the front");
    expect(front.current).toBe(true);
    expect(front.svg).toContain(">AMUL<");
    expect(front.svg).toContain(">500 ml<");
    const back = must(await loadPackShot(handle.db, 100_104, version, "back"), "the back");
    expect(back.svg).toContain("Cooperative Milk Marketing Federation Ltd");
    expect(back.svg).toContain("FSSAI Lic. No.");
  });

  it("serves a stale version the current picture, marked not current", async () => {
    const shot = must(await loadPackShot(handle.db, 100_104, "00000000", "front"), "the front");
    expect(shot.current).toBe(false);
  });

  it("gives produce a back label but no pack front, and an unknown product nothing", async () => {
    expect(await loadPackShot(handle.db, 100_001, "00000000", "front")).toBeNull();
    expect((await loadPackShot(handle.db, 100_001, "00000000", "back"))?.svg).toContain("Country of origin");
    expect(await loadPackShot(handle.db, 99_999_999, "00000000", "front")).toBeNull();
  });
});
