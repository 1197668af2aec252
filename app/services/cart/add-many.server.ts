/**
 * One post that adds several products to the cart (docs/rules.md#adding-several-products): the recipe
 * page's "add all ingredients" and the shared cart's "add all items" both come here. Every rule of a
 * single add applies to each line — the serving store's stock, MAX_LINE_QUANTITY, the 18+ declaration —
 * and the whole post is one idempotent mutation (docs/decisions/004-idempotent-cart-mutations.md): a
 * double submit or a retry adds nothing more.
 */
import type { AddLine } from "~/lib/add-many";
import { ConflictError, TooManyRequestsError } from "~/lib/errors";
import { bumpVersion, claimMutation, lockActiveCart, type CartOwner } from "~/models/cart.server";
import { lineQuantities, storeOffers, upsertLines } from "~/models/cart-lines-batch.server";
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
    const ids = [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
    // A handful of statements whatever the number of items: the offers, the current lines, one upsert.
    const [offers, held] = await Promise.all([storeOffers(tx, storeId, ids), lineQuantities(tx, cart.id, ids)]);
    const lines: AddLine[] = items.map((item) => {
      const line: AddLine = { name: item.name, requested: item.quantity, added: 0, outcome: "not_sold" };
      const offer = item.productId === null ? undefined : offers.get(item.productId);
      if (item.productId === null || !offer || item.quantity <= 0) return line;
      if (offer.ageRestricted && !options.adult) return { ...line, outcome: "age_restricted" };
      const limit = lineLimit(offer.stock);
      if (limit === 0) return { ...line, outcome: "sold_out" };
      // The same product twice in one post (two ingredients, one product) fills one line.
      const current = held.get(item.productId) ?? 0;
      const add = Math.min(item.quantity, Math.max(0, limit - current));
      if (add === 0) return { ...line, outcome: "at_limit" };
      held.set(item.productId, current + add);
      return { ...line, added: add, outcome: add === item.quantity ? "added" : "partial" };
    });
    const changed = items.flatMap((item, index) => (item.productId !== null && (lines[index]?.added ?? 0) > 0 ? [item.productId] : []));
    const writes = [...new Set(changed)].map((productId) => ({ productId, quantity: held.get(productId) ?? 0 }));
    if (writes.length) {
      await upsertLines(tx, cart.id, writes);
      await bumpVersion(tx, cart.id);
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
