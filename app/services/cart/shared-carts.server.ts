/**
 * Shared carts (docs/rules.md#shared-carts): a shopper makes a link to their cart; anyone who opens it sees
 * the items at today's prices and stock in their own store and adds them with one post. The link is a
 * random token with a snapshot of product ids and quantities — no cart id, owner, prices or address — and
 * expires after SHARE_LINK_DAYS. Print jobs are not shared.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { describeAdds } from "~/lib/add-many";
import { ConflictError, NotFoundError, TooManyRequestsError } from "~/lib/errors";
import { sharedCartPath } from "~/lib/paths";
import type { ShareLinkData, SharedCartPageData } from "~/lib/views/discovery";
import { cartLines, findActiveCart, type CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { findLiveSharedCart, insertSharedCart, productsAt, type SharedCartItem } from "~/models/shared-carts.server";
import { pickLine } from "../catalogue/pick-lines.server";
import { takeShareLink } from "../platform/limiter.server";
import type { RequestContext } from "../platform/request-context.server";
import { publicOrigin } from "../platform/http.server";
import { cartPrints } from "../print/print-cart.server";
import { operatorSettings } from "../platform/operator-settings.server";
import { addProductsForShopper, type AddManyResult } from "./add-many.server";

/** How long a link works (docs/rules.md#shared-carts). */
export const SHARE_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** 18 random bytes, base64url: 24 characters, 144 bits (unguessable; nothing in it is derived from the cart). */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/);

export function newShareToken(): string {
  return randomBytes(18).toString("base64url");
}

const NOT_FOUND = "This shared cart link has expired or does not exist.";

/** Reads a token from a path: anything that is not one is a 404, like an unknown one. */
export function parseShareToken(value: string | undefined): string {
  const parsed = ShareTokenSchema.safeParse(value);
  if (!parsed.success) throw new NotFoundError(NOT_FOUND);
  return parsed.data;
}

/** Snapshots the owner's cart into a new link; the cart itself is not touched. */
export async function createShareLink(
  db: Db,
  owner: CartOwner | null,
  now: Date,
  token: string = newShareToken(),
): Promise<{ token: string; items: SharedCartItem[]; printCount: number; expiresAt: Date }> {
  const cart = owner ? await findActiveCart(db, owner) : undefined;
  const lines = cart ? await cartLines(db, cart.id, -1) : [];
  const printCount = cart ? (await cartPrints(db, cart.id, (await operatorSettings(db)).print)).lines.length : 0;
  if (!lines.length) {
    throw new ConflictError(
      printCount ? "Print jobs can't be shared: add some items to share your cart." : "Your cart is empty: add items before sharing it.",
    );
  }
  const items = lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
  const expiresAt = new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS);
  await insertSharedCart(db, { token, items, printCount, createdAt: now, expiresAt });
  return { token, items, printCount, expiresAt };
}

/** The shopper's "Share this cart" post: limited per device (docs/decisions/013-rate-limits.md). */
export async function shareShopperCart(ctx: RequestContext, now: Date): Promise<string> {
  const db = await ctx.db();
  const limit = await takeShareLink(db, await ctx.requester(), now);
  if (!limit.ok) throw new TooManyRequestsError(limit.message, limit.retryAt);
  const link = await createShareLink(db, await ctx.cartOwner(), now);
  return link.token;
}

/** The page that shows a just-made link (what it holds, not what it costs). */
export async function loadShareLink(ctx: RequestContext, tokenValue: string, now: Date): Promise<ShareLinkData> {
  const token = parseShareToken(tokenValue);
  const link = await findLiveSharedCart(await ctx.db(), token, now);
  if (!link) throw new NotFoundError(NOT_FOUND);
  return {
    url: publicOrigin(ctx.request) + sharedCartPath(token),
    // Unit by unit, as the cart counts its items (docs/rules.md#cart-figures).
    itemCount: link.items.reduce((n, item) => n + item.quantity, 0),
    printCount: link.printCount,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** `/share/cart/{token}`: the snapshot's items at the opener's store, today. */
export async function loadSharedCart(ctx: RequestContext, tokenValue: string | undefined, now: Date): Promise<SharedCartPageData> {
  const token = parseShareToken(tokenValue);
  const db = await ctx.db();
  const link = await findLiveSharedCart(db, token, now);
  if (!link) throw new NotFoundError(NOT_FOUND);
  const [location, consent] = await Promise.all([ctx.location(), ctx.ageConsent()]);
  const rows = new Map(
    (
      await productsAt(
        db,
        link.items.map((i) => i.productId),
        location.store?.id ?? -1,
      )
    ).map((r) => [r.productId, r]),
  );
  const lines = link.items.map((item) => {
    const row = rows.get(item.productId);
    const line = row
      ? pickLine(row, { fallbackName: "An item no longer sold", packs: item.quantity, adult: consent === "granted" })
      : pickLine(emptyRow, { fallbackName: "An item no longer sold", packs: item.quantity, adult: false });
    return { ...line, quantity: item.quantity };
  });
  return {
    token,
    lines,
    // Items as the cart counts them, unit by unit (docs/rules.md#cart-figures): the sharer's 13 items read 13 here too.
    addable: lines.filter((l) => l.status === "in_stock").reduce((n, l) => n + l.quantity, 0),
    printCount: link.printCount,
    expiresAt: link.expiresAt.toISOString(),
    storeName: location.store?.name ?? null,
  };
}

const emptyRow = {
  productId: null,
  name: null,
  unit: null,
  icon: null,
  background: null,
  categoryId: null,
  brandName: null,
  brandColor: null,
  photo: null,
  mrp: null,
  ageRestricted: null,
  price: null,
  stock: null,
};

/** "Add all items": the snapshot's products and quantities through the cart's add-many path. */
export async function addSharedCartToCart(
  ctx: RequestContext,
  headers: Headers,
  tokenValue: string | undefined,
  mutationId: string,
  now: Date,
): Promise<{ result: AddManyResult; message: string }> {
  const token = parseShareToken(tokenValue);
  const db = await ctx.db();
  const link = await findLiveSharedCart(db, token, now);
  if (!link) throw new NotFoundError(NOT_FOUND);
  const names = new Map(
    (
      await productsAt(
        db,
        link.items.map((i) => i.productId),
        -1,
      )
    ).map((r) => [r.productId, r.name]),
  );
  const items = link.items.map((i) => ({
    productId: names.has(i.productId) ? i.productId : null,
    quantity: i.quantity,
    name: names.get(i.productId) ?? "An item no longer sold",
  }));
  const result = await addProductsForShopper(ctx, headers, items, mutationId, now);
  const message = result.applied ? describeAdds(result.lines, "item", "units") : "These items are already in your cart.";
  return { result, message };
}
