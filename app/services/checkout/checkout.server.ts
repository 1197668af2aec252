/**
 * Checkout: works out which step the shopper is on, prices the cart at the
 * store that serves the chosen address (not the browsing location), lists
 * payment options, and hands the order to the orders service.
 */
import { nextCheckoutStep, type CheckoutStep } from "~/lib/checkout-steps";
import type { CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import type { AddressView } from "~/lib/views/account";
import type { CartView } from "~/lib/views/cart";
import { findOwnedAddress } from "../account/address-book.server";
import { deliveryCart } from "../cart/delivery-cart.server";
import { getCart } from "../cart/shopping-cart.server";
import { giftCheckoutAddress } from "../santa/gifts.server";
import { enforceStockLimits, setCartAddress } from "../cart/cart-changes.server";
import { getEnv } from "../platform/env.server";
import type { SessionUser } from "../account/session.server";
import type { RequestContext } from "../platform/request-context.server";
import { ConflictError, NotFoundError, RefusedError } from "~/lib/errors";
import { checkGiftBudget, type GiftBudgetCheck } from "~/lib/santa-gift";
import { say } from "~/lib/i18n/request-language.server";

export interface CheckoutState {
  user: SessionUser | null;
  /**
   * Whose cart this is, as the request context resolved it (`cartOwner()`: the account when logged in, else
   * the device; null without a device cookie): every change checkout makes goes to this cart, so no step
   * rebuilds the owner from the user and the device (docs/decisions/015-request-context.md).
   */
  owner: CartOwner | null;
  cart: CartView;
  /** The chosen address, when it still belongs to the shopper. */
  address: AddressView | null;
  /** The store whose prices and stock the cart was read at (the address's, else the browsing location's). */
  storeId: number | null;
  step: CheckoutStep;
  /**
   * Set when the cart is sent as a secret santa gift: `address` is then the masked stand-in for the recipient's
   * (its store and ETA are the recipient's: for placing only, never shown, see `addressShown`), and the gift
   * is checked against the group's budget (docs/rules.md#secret-santa).
   */
  santaGift: { groupName: string; budget: GiftBudgetCheck | null } | null;
}

/** What checkout reads from the request context: the database, the shopper, whose cart, and where. */
export type CheckoutContext = Pick<RequestContext, "db" | "shopper" | "cartOwner" | "location">;

/**
 * The checkout state of this request's shopper, as the request context resolved them (docs/decisions/015-request-context.md):
 * the pages by cookie, the JSON API's clients by auth key and access token (docs/decisions/021-json-api-auth.md).
 * Every route and API call that reads a checkout comes through here, so none reads the session or rebuilds the
 * cart owner itself.
 */
export async function loadCheckout(ctx: CheckoutContext, now = new Date()): Promise<CheckoutState> {
  const [db, shopper, owner, location] = await Promise.all([ctx.db(), ctx.shopper(), ctx.cartOwner(), ctx.location()]);
  // Priced as the header prices it: at the chosen address's store (docs/rules.md#cart-figures).
  let { cart, address, storeId } = await deliveryCart(db, { owner, userId: shopper.user?.id ?? null, browsing: location.store, now });
  // A secret santa gift goes to the recipient's address from the recipient's store, shown masked (docs/rules.md#secret-santa).
  const gift = await giftCheckoutAddress(db, shopper.user?.id ?? null, cart.id);
  if (gift) {
    address = gift.address;
    const store = gift.address.store;
    if (store && store.id !== storeId) {
      cart = await getCart(db, owner, { storeId: store.id, isRaining: store.isRaining, now });
      storeId = store.id;
    }
  }
  const step = nextCheckoutStep({ loggedIn: shopper.user !== null, hasDeliverableAddress: address?.serviceable === true });
  const santaGift = gift
    ? {
        groupName: gift.groupName,
        // No group, no budget (and no address to deliver to either: checkout stops at the address step).
        budget: gift.budgetPaise === null ? null : checkGiftBudget(cart.bill.itemTotal + cart.bill.printTotal, gift.budgetPaise),
      }
    : null;
  return { user: shopper.user, owner, cart, address, storeId, step, santaGift };
}

/**
 * The address as the pages show it. For a secret santa gift, neither the recipient's store nor its delivery
 * time: either would give away the area the recipient lives in (docs/rules.md#secret-santa).
 */
export function addressShown(state: Pick<CheckoutState, "address" | "santaGift">): AddressView | null {
  if (!state.address || !state.santaGift) return state.address;
  return { ...state.address, store: null, etaMinutes: null };
}

/** What entering checkout corrected: what it says, and which products left the cart or were cut to the stock. */
export interface StockCorrections {
  toast: string;
  removed: number[];
  reduced: number[];
}

/**
 * Entering checkout with lines the store can no longer supply corrects the
 * cart (docs/product/validation.md#out-of-stock) and says what changed; null when everything can be bought.
 */
export async function correctUnavailableLines(db: Db, state: CheckoutState): Promise<string | null> {
  return (await stockCorrections(db, state))?.toast ?? null;
}

/** correctUnavailableLines, with the products it removed and reduced (the JSON API's cart actions, docs/product/states.md#cart-actions). */
export async function stockCorrections(db: Db, state: CheckoutState): Promise<StockCorrections | null> {
  const { owner } = state;
  if (!owner || state.storeId === null) return null;
  if (state.cart.lines.every((l) => l.available && l.quantity <= l.stock)) return null;
  const changes = await enforceStockLimits(db, owner, state.storeId);
  if (!changes.length) return null;
  const nameOf = (id: number) => state.cart.lines.find((l) => l.productId === id)?.name ?? say("An item");
  const parts = changes.map((c) =>
    c.available === 0
      ? say("{name} is out of stock and was removed", { name: nameOf(c.productId) })
      : say("only {count} of {name} can be delivered", { count: c.available, name: nameOf(c.productId) }),
  );
  return {
    toast: say("Your cart was updated: {changes}.", { changes: parts.join("; ") }),
    removed: changes.filter((c) => c.available === 0).map((c) => c.productId),
    reduced: changes.filter((c) => c.available > 0).map((c) => c.productId),
  };
}

export function codLimitPaise(): number {
  return getEnv().COD_LIMIT_RUPEES * 100;
}

/** Choosing an address: it must be the shopper's own and deliverable. Answers the address, which becomes the shopper's location. */
export async function chooseAddress(db: Db, state: CheckoutState, addressId: number): Promise<AddressView> {
  const { user, owner } = state;
  if (!user || !owner) throw new ConflictError(say("Please log in to continue."));
  const address = await findOwnedAddress(db, user.id, addressId);
  if (!address) throw new NotFoundError(say("That address was not found."));
  if (!address.serviceable) throw new RefusedError(address.reason ?? say("We don't deliver to this address yet."), 422);
  await setCartAddress(db, owner, address.id);
  return address;
}
