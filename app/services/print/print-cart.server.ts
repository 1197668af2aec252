/**
 * Prints in the cart (cart_type "paas", print_ids, print_config: docs/product/entities.md#cart-type).
 * Prints ride in the shopper's one active cart next to any groceries and are
 * billed by ~/lib/print-price: one checkout, one delivery, one order (see
 * docs/decisions/011-prints-in-the-cart.md).
 */
import { randomUUID } from "node:crypto";
import { say } from "~/lib/i18n/request-language.server";
import {
  PRINT_PRODUCT_TYPE_BY_COLOR,
  PRINT_UPLOAD_MESSAGES,
  type PrintColor,
  type PrintOrientation,
  type PrintSide,
} from "~/lib/print-config";
import { parsePageRange, quotePrints, type PrintPrices, type PrintQuote } from "~/lib/print-price";
import { operatorSettings } from "../platform/operator-settings.server";
import { bumpVersion, lockActiveCart } from "~/models/cart.server";
import type { CartPrintLine } from "~/lib/views/cart";
import type { Db, Tx } from "~/models/db.server";
import { attachPrintFilesToCart, printFilesInCart, type PrintFileRow } from "~/models/print-files.server";
import { listPresentUploads, type PrintDeps } from "./uploads.server";
import { ConflictError, RefusedError } from "~/lib/errors";

export interface CartPrints {
  lines: CartPrintLine[];
  quote: PrintQuote;
}

function selectedPages(row: PrintFileRow): number {
  const pages = row.pages ?? 0;
  const range = parsePageRange(row.pageRange, pages);
  return range.ok ? range.pages.length : pages;
}

/**
 * `prices`: today's, from the operator's settings (docs/rules.md#operator-settings). An ordered file keeps the
 * price per side it was charged; without `prices` (an order's own views) only the delivery fee is the launch figure.
 */
export function pricePrints(rows: PrintFileRow[], prices?: PrintPrices): CartPrints {
  const quote = quotePrints(
    rows.map((r) => ({
      selectedPages: selectedPages(r),
      color: r.color as PrintColor,
      side: r.side as PrintSide,
      copies: r.copies,
      pricePerSide: r.pricePerSide ?? undefined,
    })),
    prices,
  );
  return {
    quote,
    lines: rows.map((r, i) => {
      const line = quote.lines[i];
      if (!line) throw new Error(`The print quote has no line for ${r.id}`);
      return {
        printId: r.id,
        productId: PRINT_PRODUCT_TYPE_BY_COLOR[r.color as PrintColor],
        name: r.displayName,
        pages: line.number_of_pages,
        copies: r.copies,
        color: r.color as PrintColor,
        side: r.side as PrintSide,
        orientation: r.orientation as PrintOrientation,
        pageRange: r.pageRange,
        pricePerPage: line.price_per_page,
        total: line.total,
      };
    }),
  };
}

/** The prints of a cart, priced now at `prices` (the operator's settings). */
export async function cartPrints(conn: Db | Tx, cartId: string, prices: PrintPrices): Promise<CartPrints> {
  return pricePrints(await printFilesInCart(conn, cartId), prices);
}

/**
 * "Add to cart" on the preview: every ready file goes into the shopper's
 * active cart (created if needed), which then checks out as usual. Files
 * still locked or being checked must be settled first, so nothing the
 * shopper sees on the preview is silently left behind.
 */
export async function addPrintsToCart(
  deps: PrintDeps,
  shopper: { userId: number; deviceId: string | null },
): Promise<{ redirectTo: string }> {
  const { userId, deviceId } = shopper;
  const files = await listPresentUploads(deps, userId);
  const waiting = files.find((f) => f.status !== "UPLOADED");
  if (waiting) {
    const name = waiting.displayName;
    throw new ConflictError(
      waiting.status === "PASSWORD_PROTECTED"
        ? say('"{name}" needs its password. Unlock or remove it before adding prints to the cart.', { name })
        : say('"{name}" is still being checked. Wait for it or remove it before adding prints to the cart.', { name }),
    );
  }
  if (files.length === 0) throw new ConflictError(say("Upload a file to print first."));
  const pages = files.reduce((sum, f) => sum + selectedPages(f), 0);
  const { limits } = (await operatorSettings(deps.db)).print;
  if (pages > limits.maxPagesPerOrder) throw new RefusedError(say(PRINT_UPLOAD_MESSAGES.pageLimit), 422);
  await deps.db.transaction(async (tx) => {
    const cart = await lockActiveCart(tx, { userId, deviceId: deviceId ?? randomUUID() }, randomUUID());
    await attachPrintFilesToCart(
      tx,
      userId,
      cart.id,
      files.map((f) => f.id),
    );
    // A new version: a checkout page opened before this shows "your cart changed" rather than a stale total.
    await bumpVersion(tx, cart.id);
  });
  return { redirectTo: "/checkout" };
}
