/**
 * One post that adds several products to the cart (docs/rules.md#adding-several-products): the recipe
 * page's "add all ingredients" and the shared cart's "add all items" both come here. Every rule of a
 * single add applies to each line — the serving store's stock, MAX_LINE_QUANTITY, the 18+ declaration —
 * and the whole post is one idempotent mutation (docs/decisions/004-idempotent-cart-mutations.md): a
 * double submit or a retry adds nothing more.
 */
import type { AddLine } from "~/lib/add-many";
import { ConflictError, TooManyRequestsError } from "~/lib/errors";
import { claimMutation, lineQuantity, lockActiveCart, storeOffer, writeLine, type CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { randomUUID } from "node:crypto";
import { takeCartChange } from "../platform/limiter.server";
import type { RequestContext } from "../platform/request-context.server";
import { lineLimit } from "./cart-changes.server";

export interface AddItem {
  /** Null: nothing in the catalogue stands for it (reported as not sold here). */
  productId: number | null;
  quantity: number;
  /** What the page calls it, for the report. */
  name: string;
}

export interface AddManyResult {
  /** False when this mutation id was already applied: nothing changed this time. */
  applied: boolean;
  /** One per item, in the order given. */
  lines: AddLine[];
}

export async function addProducts(
  db: Db,
  owner: CartOwner,
  storeId: number | null,
  items: readonly AddItem[],
  options: { mutationId: string; adult: boolean },
): Promise<AddManyResult> {
  if (storeId === null) throw new ConflictError("We don't deliver to your location yet.");
  return db.transaction(async (tx) => {
    const cart = await lockActiveCart(tx, owner, randomUUID());
    if (!(await claimMutation(tx, cart.id, options.mutationId))) return { applied: false, lines: [] };
    const lines: AddLine[] = items.map((i) => ({ name: i.name, requested: i.quantity, added: 0, outcome: "not_sold" }));
    // Lines are written in product-id order, the one lock order of cart transactions (no deadlocks).
    const order = items.map((item, index) => ({ item, index })).sort((a, b) => (a.item.productId ?? 0) - (b.item.productId ?? 0));
    for (const { item, index } of order) {
      const line = lines[index]!;
      if (item.productId === null || item.quantity <= 0) continue;
      const offer = await storeOffer(tx, storeId, item.productId);
      if (!offer) continue;
      if (offer.ageRestricted && !options.adult) {
        line.outcome = "age_restricted";
        continue;
      }
      const limit = lineLimit(offer.stock);
      if (limit === 0) {
        line.outcome = "sold_out";
        continue;
      }
      // The same product twice in one post (two ingredients, one product) counts against one line.
      const current = await lineQuantity(tx, cart.id, item.productId);
      const add = Math.min(item.quantity, Math.max(0, limit - current));
      if (add === 0) {
        line.outcome = "at_limit";
        continue;
      }
      await writeLine(tx, cart.id, item.productId, current + add);
      line.added = add;
      line.outcome = add === item.quantity ? "added" : "partial";
    }
    return { applied: true, lines };
  });
}

/**
 * The shopper's "add all" post, wired from the request context (docs/decisions/015-request-context.md): the
 * cart-change rate limit (one post counts once), the serving store, the 18+ declaration and the cart owner.
 * `headers` receives the device cookie when this request is the device's first.
 */
export async function addProductsForShopper(
  ctx: RequestContext,
  headers: Headers,
  items: readonly AddItem[],
  mutationId: string,
  now: Date,
): Promise<AddManyResult> {
  const db = await ctx.db();
  const limit = await takeCartChange(db, await ctx.requester(), now);
  if (!limit.ok) throw new TooManyRequestsError(limit.message, limit.retryAt);
  const location = await ctx.location();
  const adult = (await ctx.ageConsent()) === "granted";
  const owner = await ctx.ensureCartOwner(headers);
  return addProducts(db, owner, location.store?.id ?? null, items, { mutationId, adult });
}
