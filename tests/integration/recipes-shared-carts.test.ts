/**
 * Recipes and shared carts on a real database (docs/rules.md#recipes, #shared-carts,
 * #adding-several-products): the seeded recipes and their product mapping across a re-seed, the list's
 * pages, the one add-many cart path with its limits, and share links.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ConflictError } from "~/lib/errors";
import { countRecipes, listRecipes, recipeIngredientsAt } from "~/models/recipes.server";
import { findLiveSharedCart } from "~/models/shared-carts.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { addProducts } from "~/services/cart/add-many.server";
import { createShareLink, SHARE_LINK_DAYS } from "~/services/cart/shared-carts.server";
import { MAX_LINE_QUANTITY, getCart } from "~/services/cart/shopping-cart.server";
import { sitemapXml } from "~/services/catalogue/pages/sitemap-xml.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { takeShareLink } from "~/services/platform/limiter.server";
import { runRetention } from "~/services/platform/retention-job.server";
import { seedCatalogue } from "~/services/seed/seed.server";
import { queryRow, setUpTestDb } from "../support/db";
import { anonymous } from "../support/shoppers";

const handle = setUpTestDb();
const now = new Date("2026-11-25T06:30:00Z");
const atStore = { storeId: DEFAULT_STORE_ID, isRaining: false, now };
let seq = 0;
const mutation = () => `many-${++seq}`;

/** A product of the default store with stock in [min, max], not in an age-restricted category, skipping `not`. */
async function stocked(min: number, max = 1_000, not: number[] = []): Promise<{ id: number; stock: number; name: string }> {
  return queryRow(
    handle.db,
    sql`select sp.product_id as id, sp.stock, p.name from store_products sp
        join products p on p.id = sp.product_id join categories c on c.id = p.l0_category_id
        where sp.store_id = ${DEFAULT_STORE_ID} and sp.stock between ${min} and ${max} and not c.age_restricted
          and sp.product_id <> all(${`{${[0, ...not].join(",")}}`}::int[])
        order by sp.product_id limit 1`,
  );
}

async function setStock(productId: number, stock: number): Promise<void> {
  await handle.db.execute(
    sql`update store_products set stock = ${stock} where store_id = ${DEFAULT_STORE_ID} and product_id = ${productId}`,
  );
}

describe("seeded recipes", () => {
  it("map every ingredient to a product the default store prices", async () => {
    expect(await countRecipes(handle.db)).toBe(12);
    const [first] = await listRecipes(handle.db, 0, 1);
    const ingredients = await recipeIngredientsAt(handle.db, first!.id, DEFAULT_STORE_ID);
    expect(ingredients.length).toBe(first!.ingredients);
    expect(ingredients.every((i) => i.productId !== null && i.price !== null)).toBe(true);
  });

  it("pages in list order, and say nothing of price at a store that does not exist", async () => {
    const all = await listRecipes(handle.db, 0, 20);
    expect(all.map((r) => r.name).slice(0, 2)).toEqual(["Paneer Butter Masala", "Dal Tadka"]);
    const page3 = await listRecipes(handle.db, 10, 5);
    expect(page3.map((r) => r.id)).toEqual(all.slice(10, 15).map((r) => r.id));
    expect(page3).toHaveLength(2);
    const nowhere = await recipeIngredientsAt(handle.db, all[0]!.id, -1);
    expect(nowhere.every((i) => i.price === null && i.stock === null && i.productId !== null)).toBe(true);
  });

  it("are in the sitemap with their canonical addresses", async () => {
    const xml = await sitemapXml(handle.db, "https://nukkad.test", "categories");
    expect(xml).toContain("<loc>https://nukkad.test/recipes</loc>");
    expect(xml).toContain("<loc>https://nukkad.test/recipe/paneer-butter-masala/1</loc>");
  });
});

describe("adding several products at once", () => {
  it("adds what the store has, caps at the stock, and reports what it left out", async () => {
    const owner = anonymous();
    const full = await stocked(10);
    const scarce = await stocked(3, 3, [full.id]);
    const soldOut = await stocked(5, 1_000, [full.id, scarce.id]);
    await setStock(soldOut.id, 0);
    try {
      const result = await addProducts(
        handle.db,
        owner,
        DEFAULT_STORE_ID,
        [
          { productId: full.id, quantity: 2, name: "Full" },
          { productId: scarce.id, quantity: 5, name: "Scarce" },
          { productId: soldOut.id, quantity: 1, name: "Sold out" },
          { productId: null, quantity: 1, name: "Nothing stands for it" },
          { productId: 999_999_999, quantity: 1, name: "Unknown" },
        ],
        { mutationId: mutation(), adult: false },
      );
      expect(result.applied).toBe(true);
      expect(result.lines.map((l) => [l.name, l.outcome, l.added])).toEqual([
        ["Full", "added", 2],
        ["Scarce", "partial", 3],
        ["Sold out", "sold_out", 0],
        ["Nothing stands for it", "not_sold", 0],
        ["Unknown", "not_sold", 0],
      ]);
      const cart = await getCart(handle.db, owner, atStore);
      expect(cart.quantities).toEqual({ [full.id]: 2, [scarce.id]: 3 });
    } finally {
      await setStock(soldOut.id, soldOut.stock);
    }
  });

  it("fills one line when two items are the same product, within its stock", async () => {
    const owner = anonymous();
    const p = await stocked(3, 3);
    const result = await addProducts(
      handle.db,
      owner,
      DEFAULT_STORE_ID,
      [
        { productId: p.id, quantity: 2, name: "Bay leaf" },
        { productId: p.id, quantity: 2, name: "Bay leaf, again" },
      ],
      { mutationId: mutation(), adult: false },
    );
    expect(result.lines.map((l) => [l.outcome, l.added])).toEqual([
      ["added", 2],
      ["partial", 1],
    ]);
    const cart = await getCart(handle.db, owner, atStore);
    expect(cart.quantities).toEqual({ [p.id]: 3 });
    expect(cart.version).toBe(1);
  });

  it("applies one post once (double submit, retry)", async () => {
    const owner = anonymous();
    const p = await stocked(10);
    const items = [{ productId: p.id, quantity: 1, name: p.name }];
    const id = mutation();
    expect((await addProducts(handle.db, owner, DEFAULT_STORE_ID, items, { mutationId: id, adult: false })).applied).toBe(true);
    const again = await addProducts(handle.db, owner, DEFAULT_STORE_ID, items, { mutationId: id, adult: false });
    expect(again).toEqual({ applied: false, lines: [] });
    expect((await getCart(handle.db, owner, atStore)).quantities[p.id]).toBe(1);
  });

  it("adds on top of what the cart holds, up to the per-item limit", async () => {
    const owner = anonymous();
    // Stock above the per-item limit, so the limit is what stops the add.
    const p = await stocked(10);
    await setStock(p.id, MAX_LINE_QUANTITY + 20);
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: p.id, quantity: MAX_LINE_QUANTITY - 1, mutationId: mutation() });
    const result = await addProducts(handle.db, owner, DEFAULT_STORE_ID, [{ productId: p.id, quantity: 3, name: "Milk" }], {
      mutationId: mutation(),
      adult: false,
    });
    expect(result.lines[0]).toMatchObject({ outcome: "partial", added: 1 });
    const full = await addProducts(handle.db, owner, DEFAULT_STORE_ID, [{ productId: p.id, quantity: 1, name: "Milk" }], {
      mutationId: mutation(),
      adult: false,
    });
    expect(full.lines[0]).toMatchObject({ outcome: "at_limit", added: 0 });
    expect((await getCart(handle.db, owner, atStore)).quantities[p.id]).toBe(MAX_LINE_QUANTITY);
    await setStock(p.id, p.stock);
  });

  it("keeps age-restricted products out until the shopper has declared they are 18 or older", async () => {
    const restricted = await queryRow<{ id: number }>(
      handle.db,
      sql`select sp.product_id as id from store_products sp join products p on p.id = sp.product_id
          join categories c on c.id = p.l0_category_id
          where sp.store_id = ${DEFAULT_STORE_ID} and sp.stock > 0 and c.age_restricted order by sp.product_id limit 1`,
    );
    const items = [{ productId: restricted.id, quantity: 1, name: "Paan" }];
    const minor = anonymous();
    const refused = await addProducts(handle.db, minor, DEFAULT_STORE_ID, items, { mutationId: mutation(), adult: false });
    expect(refused.lines[0]?.outcome).toBe("age_restricted");
    expect((await getCart(handle.db, minor, atStore)).lines).toEqual([]);
    const adult = await addProducts(handle.db, anonymous(), DEFAULT_STORE_ID, items, { mutationId: mutation(), adult: true });
    expect(adult.lines[0]?.outcome).toBe("added");
  });

  it("refuses when no store serves the shopper", async () => {
    await expect(
      addProducts(handle.db, anonymous(), null, [{ productId: 1, quantity: 1, name: "x" }], { mutationId: mutation(), adult: false }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

describe("share links", () => {
  it("snapshot product ids and quantities only, and expire after 30 days", async () => {
    const owner = anonymous();
    const a = await stocked(10);
    const b = await stocked(10, 1_000, [a.id]);
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: a.id, delta: 2, mutationId: mutation() });
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: b.id, delta: 1, mutationId: mutation() });
    const link = await createShareLink(handle.db, owner, now);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const stored = await queryRow<Record<string, unknown>>(handle.db, sql`select * from shared_carts where token = ${link.token}`);
    // Nothing but the items: no cart id, owner, device, prices or address.
    expect(Object.keys(stored).sort()).toEqual(["created_at", "expires_at", "items", "print_count", "token"]);
    expect(stored.items).toEqual([
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    const day = 24 * 3600_000;
    expect(await findLiveSharedCart(handle.db, link.token, new Date(now.getTime() + (SHARE_LINK_DAYS - 1) * day))).toBeDefined();
    expect(await findLiveSharedCart(handle.db, link.token, new Date(now.getTime() + SHARE_LINK_DAYS * day + 1))).toBeUndefined();
  });

  it("are limited to 20 an hour per device", async () => {
    const requester = { deviceId: "share-limit-device", clientAddress: "10.0.0.9", userId: null };
    for (let i = 0; i < 20; i++) expect(await takeShareLink(handle.db, requester, now)).toEqual({ ok: true });
    const refused = await takeShareLink(handle.db, requester, now);
    expect(refused).toMatchObject({ ok: false, message: expect.stringMatching(/share links/) });
    // Another device is counted on its own.
    expect(await takeShareLink(handle.db, { ...requester, deviceId: "another-device" }, now)).toEqual({ ok: true });
  });

  it("cannot be made from an empty cart or without one", async () => {
    await expect(createShareLink(handle.db, anonymous(), now)).rejects.toBeInstanceOf(ConflictError);
    await expect(createShareLink(handle.db, null, now)).rejects.toBeInstanceOf(ConflictError);
  });

  it("are deleted by the retention job once expired", async () => {
    const owner = anonymous();
    const p = await stocked(10);
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: p.id, delta: 1, mutationId: mutation() });
    const link = await createShareLink(handle.db, owner, now);
    const report = await runRetention(handle.db, { now: new Date(now.getTime() + (SHARE_LINK_DAYS + 1) * 24 * 3600_000) });
    expect(report.find((r) => r.name === "expired shared-cart links")?.deleted).toBeGreaterThanOrEqual(1);
    const left = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from shared_carts where token = ${link.token}`);
    expect(left.n).toBe(0);
  });
});

describe("a re-seed", () => {
  it("brings the recipes back, mapped to the new products, and keeps share links", async () => {
    const before = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from shared_carts`);
    await seedCatalogue(handle.db);
    expect(await countRecipes(handle.db)).toBe(12);
    const unmapped = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from recipe_ingredients where product_id is null`,
    );
    expect(unmapped.n).toBe(0);
    const after = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from shared_carts`);
    expect(after.n).toBe(before.n);
  });
});
