/**
 * The server-side cart. Mutations are idempotent (each carries a mutation id,
 * applied at most once) and serialised per cart by a row lock, so double
 * clicks, retries and concurrent tabs never lose or double an add. Quantities
 * are capped by the serving store's stock.
 */
import { shownName } from "~/lib/i18n/catalogue-names.server";
import { cartPrints } from "../print/print-cart.server";
import { operatorSettings } from "../platform/operator-settings.server";
import { cartSummary, computeBill } from "~/lib/bill";
import { productCardImage } from "../catalogue/images/product-images.server";
import { productPath } from "~/lib/paths";
import { cartLines, findActiveCart, type CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { cardName } from "~/lib/card-name";
import type { CartLine, CartState, CartView } from "~/lib/views/cart";
import { promoDiscountFor } from "./promotions.server";

/** A shopper can hold at most this many of one item, whatever the stock. */
export const MAX_LINE_QUANTITY = 50;

/** The serving store and the moment the bill is computed for (fees depend on both). */
export interface CartContext {
  storeId: number | null;
  isRaining: boolean;
  now: Date;
}

export async function getCart(db: Db, owner: CartOwner | null, context: CartContext): Promise<CartView> {
  const { storeId } = context;
  const empty: CartView = {
    id: null,
    version: 0,
    state: "invalid",
    tip: 0,
    donation: false,
    addressId: null,
    lines: [],
    summary: { count: 0, total: 0 },
    bill: computeBill([], context),
    quantities: {},
    promoCodes: [],
    promos: [],
    cartType: "items",
    prints: [],
  };
  if (!owner) return empty;
  const cart = await findActiveCart(db, owner);
  // Fees and print prices as the operator set them (docs/rules.md#operator-settings), cached per process.
  const settings = await operatorSettings(db);
  if (!cart) return empty;
  const rows = await cartLines(db, cart.id, storeId ?? -1);
  const lines: CartLine[] = rows.map((r) => {
    const available = r.price !== null && (r.stock ?? 0) > 0;
    const price = r.price ?? r.mrp;
    // The line in the shopper's language (its Hindi name on a Hindi page); its address keeps the English name.
    const name = shownName(r);
    const shown = cardName({ name, brand: r.brandName });
    return {
      productId: r.productId,
      name,
      ...(shown === name ? {} : { cardName: shown }),
      unit: r.unit,
      brandName: r.brandName,
      image: productCardImage({ ...r, id: r.productId }),
      href: productPath(r.name, r.productId),
      quantity: r.quantity,
      price,
      mrp: r.mrp,
      lineTotal: available ? price * r.quantity : 0,
      available,
      stock: r.stock ?? 0,
    };
  });
  const billable = lines.filter((l) => l.available);
  const prints = await cartPrints(db, cart.id, settings.print);
  const buyable = lines.length + prints.lines.length > 0 && lines.every((l) => l.available && l.quantity <= l.stock);
  const state: CartState = !buyable ? "invalid" : owner.userId !== null && cart.addressId !== null ? "checkout_ready" : "valid";
  // The payment method is not chosen in the cart: bank and card offers wait for the payment step.
  const promo = await promoDiscountFor(db, {
    userId: owner.userId,
    codes: cart.promoCodes,
    itemTotal: billable.reduce((sum, l) => sum + l.lineTotal, 0),
    now: context.now,
  });
  const bill = computeBill(
    billable,
    context,
    {
      tip: cart.tip,
      donation: cart.donation,
      promoDiscount: promo.discount,
      prints: { total: prints.quote.printTotal, deliveryFee: prints.quote.deliveryFee },
    },
    settings.fees,
  );
  return {
    id: cart.id,
    version: cart.version,
    state,
    tip: cart.tip,
    donation: cart.donation,
    addressId: cart.addressId,
    lines,
    summary: cartSummary({ lines, prints: prints.lines, bill }),
    bill,
    quantities: Object.fromEntries(lines.map((l) => [l.productId, l.quantity])),
    promoCodes: cart.promoCodes,
    promos: promo.results,
    cartType: prints.lines.length > 0 ? "paas" : "items",
    prints: prints.lines,
  };
}
