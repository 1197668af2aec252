/**
 * Checkout: works out which step the shopper is on, prices the cart at the
 * store that serves the chosen address (not the browsing location), lists
 * payment options, and hands the order to the orders service.
 */
import { randomUUID } from "node:crypto";
import { formatPaise } from "~/lib/money";
import { nextCheckoutStep, type CheckoutStep } from "~/lib/checkout-steps";
import {
  BANKS,
  EXTERNAL_WALLETS,
  MEAL_CARD_PROVIDERS,
  METHOD_LABELS,
  METHOD_PROVIDER,
  PAY_LATER_PROVIDERS,
  type PaymentMethodId,
  type PaymentOption,
} from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { findSavedCard, listSavedCards } from "~/models/payments.server";
import type { AddressView } from "~/lib/views/account";
import type { CartView } from "~/lib/views/cart";
import type { WalletBalance } from "~/lib/views/wallet";
import { findOwnedAddress, toOrderSnapshot } from "../account/address-book.server";
import { enforceStockLimits, getCart, setCartAddress } from "../cart/shopping-cart.server";
import { getEnv } from "../platform/env.server";
import { getShopperLocation } from "../location/shopper-location.server";
import { findOrderForCart, placeOrder, priceCart } from "../orders/orders.server";
import { startOrderPayment, type PaymentChoice } from "../payments/payments.server";
import { linkedWalletFor, linkedWalletSummaries } from "../payments/wallet-links.server";
import { cartOwnerOf, getShopper, type SessionUser } from "../account/session.server";
import { splitWalletSpend, walletBalance } from "../wallet/ledger.server";
import { cartLines, findActiveCart } from "~/models/cart.server";
import { offersByMethod } from "../cart/promotions.server";

export interface CheckoutState {
  user: SessionUser | null;
  deviceId: string | null;
  cart: CartView;
  /** The chosen address, when it still belongs to the shopper. */
  address: AddressView | null;
  /** The store whose prices and stock the cart was read at (the address's, else the browsing location's). */
  storeId: number | null;
  step: CheckoutStep;
}

export async function loadCheckout(db: Db, request: Request, now = new Date()): Promise<CheckoutState> {
  const [shopper, location] = await Promise.all([getShopper(db, request), getShopperLocation(db, request)]);
  const owner = cartOwnerOf(shopper);
  // First read at the browsing store: it tells us which address the cart points at.
  const browsing = { storeId: location.store?.id ?? null, isRaining: location.store?.isRaining ?? false, now };
  let cart = await getCart(db, owner, browsing);
  let storeId = browsing.storeId;
  const address = shopper.user && cart.addressId !== null ? await findOwnedAddress(db, shopper.user.id, cart.addressId) : null;
  if (address?.store && address.store.id !== browsing.storeId) {
    // Delivery comes from the address's store: its prices, stock and rain flag make the bill.
    cart = await getCart(db, owner, { storeId: address.store.id, isRaining: address.store.isRaining, now });
    storeId = address.store.id;
  }
  const step = nextCheckoutStep({ loggedIn: shopper.user !== null, hasDeliverableAddress: address?.serviceable === true });
  return { user: shopper.user, deviceId: shopper.deviceId, cart, address, storeId, step };
}

/**
 * Entering checkout with lines the store can no longer supply corrects the
 * cart (docs/product/validation.md#out-of-stock) and says what changed; null when everything can be bought.
 */
export async function correctUnavailableLines(db: Db, state: CheckoutState): Promise<string | null> {
  const owner = state.user
    ? { userId: state.user.id, deviceId: state.deviceId ?? "" }
    : state.deviceId
      ? { userId: null, deviceId: state.deviceId }
      : null;
  if (!owner || state.storeId === null) return null;
  if (state.cart.lines.every((l) => l.available && l.quantity <= l.stock)) return null;
  const changes = await enforceStockLimits(db, owner, state.storeId);
  if (!changes.length) return null;
  const nameOf = (id: number) => state.cart.lines.find((l) => l.productId === id)?.name ?? "An item";
  const parts = changes.map((c) =>
    c.available === 0
      ? `${nameOf(c.productId)} is out of stock and was removed`
      : `only ${c.available} of ${nameOf(c.productId)} can be delivered`,
  );
  return `Your cart was updated: ${parts.join("; ")}.`;
}

export function codLimitPaise(): number {
  return getEnv().COD_LIMIT_RUPEES * 100;
}

export interface PaymentStepData {
  options: PaymentOption[];
  wallet: WalletBalance;
  /** Saved cards: gateway token kept server-side; the page sees network and last four only. */
  savedCards: { id: number; network: string; last4: string }[];
  banks: typeof BANKS;
  externalWallets: typeof EXTERNAL_WALLETS;
  /** External wallets linked for one tap: masked phone and balance (the others get a "Link" link); null when one-tap is not offered. */
  linkedWallets: Awaited<ReturnType<typeof linkedWalletSummaries>>;
  payLater: typeof PAY_LATER_PROVIDERS;
  mealCards: typeof MEAL_CARD_PROVIDERS;
}

/** The enabled methods (ENABLED_PAYMENTS, in its order) and whether this order can use each. */
export function paymentOptions(
  cart: CartView,
  wallet: WalletBalance = { cash: 0, gift: 0, total: 0 },
  offers: Partial<Record<string, string>> = {},
): PaymentOption[] {
  const limit = codLimitPaise();
  return getEnv().ENABLED_PAYMENTS.map((id) => {
    let available = true;
    let reason: string | null = null;
    if (id === "cod" && cart.bill.grandTotal > limit) {
      available = false;
      reason = `Cash on delivery is available for orders up to ${formatPaise(limit)}.`;
    }
    const description =
      id === "wallet"
        ? `Nukkad Cash and gift cards (balance ${formatPaise(wallet.total)}), Paytm, PhonePe and more.`
        : METHOD_LABELS[id].description;
    return {
      id,
      providerId: METHOD_PROVIDER[id],
      label: METHOD_LABELS[id].label,
      description,
      available,
      reason,
      offer: offers[id] ?? null,
    };
  });
}

export async function paymentStepData(db: Db, state: CheckoutState, now = new Date()): Promise<PaymentStepData> {
  const userId = state.user?.id;
  const [wallet, cards, offers, linkedWallets] = await Promise.all([
    userId ? walletBalance(db, userId) : Promise.resolve({ cash: 0, gift: 0, total: 0 }),
    userId ? listSavedCards(db, userId) : Promise.resolve([]),
    offersByMethod(db, state.cart.bill.itemTotal, now),
    userId ? linkedWalletSummaries(db, userId) : Promise.resolve(null),
  ]);
  return {
    options: paymentOptions(state.cart, wallet, offers),
    wallet,
    savedCards: cards.map((c) => ({ id: c.id, network: c.network, last4: c.last4 })),
    banks: BANKS,
    externalWallets: EXTERNAL_WALLETS,
    linkedWallets,
    payLater: PAY_LATER_PROVIDERS,
    mealCards: MEAL_CARD_PROVIDERS,
  };
}

/**
 * The method choice for a top-up or a gift card (/checkout/wallet): no cash
 * on delivery; the wallet can pay for a gift card from Nukkad Cash only, and
 * cannot top itself up.
 */
export async function walletCheckoutData(db: Db, userId: number, purpose: string): Promise<PaymentStepData> {
  const [balance, cards, linkedWallets] = await Promise.all([
    walletBalance(db, userId),
    listSavedCards(db, userId),
    linkedWalletSummaries(db, userId),
  ]);
  const usable = purpose === "gift_card" ? { cash: balance.cash, gift: 0, total: balance.cash } : { cash: 0, gift: 0, total: 0 };
  const options = getEnv()
    .ENABLED_PAYMENTS.filter((id) => id !== "cod")
    .map((id): PaymentOption => {
      const description =
        id === "wallet"
          ? purpose === "gift_card"
            ? `Nukkad Cash (balance ${formatPaise(usable.cash)}), Paytm, PhonePe and more.`
            : "Paytm, PhonePe, Amazon Pay and more."
          : METHOD_LABELS[id].description;
      return {
        id,
        providerId: METHOD_PROVIDER[id],
        label: METHOD_LABELS[id].label,
        description,
        available: true,
        reason: null,
        offer: null,
      };
    });
  return {
    options,
    wallet: usable,
    savedCards: cards.map((c) => ({ id: c.id, network: c.network, last4: c.last4 })),
    banks: BANKS,
    externalWallets: EXTERNAL_WALLETS,
    linkedWallets,
    payLater: PAY_LATER_PROVIDERS,
    mealCards: MEAL_CARD_PROVIDERS,
  };
}

/** Reads the method-specific form fields into a checked instrument (shared by both payment pages). */
export function checkPaymentInstrument(db: Db, userId: number, method: PaymentMethodId, raw: Record<string, string>) {
  return checkInstrument(db, userId, method, raw);
}

export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422,
  ) {
    super(message);
  }
}

/** Choosing an address: it must be the shopper's own and deliverable. */
export async function chooseAddress(db: Db, state: CheckoutState, addressId: number): Promise<void> {
  if (!state.user) throw new CheckoutError("Please log in to continue.", 409);
  const address = await findOwnedAddress(db, state.user.id, addressId);
  if (!address) throw new CheckoutError("That address was not found.", 404);
  if (!address.serviceable) throw new CheckoutError(address.reason ?? "We don't deliver to this address yet.", 422);
  await setCartAddress(db, { userId: state.user.id, deviceId: state.deviceId ?? "" }, address.id);
}

export interface PlaceInput {
  cartId: string;
  paymentMethod: string;
  version: number;
  grandTotal: number;
  /** Method details from the form: bank, VPA or QR, saved card, wallet provider … (validated here). */
  instrument: Record<string, string>;
  useWallet: boolean;
}

export type PlaceResult =
  { kind: "placed"; orderId: number; cartId: string; created: boolean } | { kind: "pay"; paymentId: string; redirectTo: string };

/**
 * "Place order" / "Pay": cash on delivery and orders the wallet covers are
 * placed now; everything else starts a payment and goes to the gateway.
 * The cart id is the idempotency key.
 */
export async function placeCheckoutOrder(
  db: Db,
  state: CheckoutState,
  input: PlaceInput,
  origin: string,
  now = new Date(),
): Promise<PlaceResult> {
  const user = state.user;
  if (!user) throw new CheckoutError("Please log in to continue.", 409);
  // A repeated submit (double click, retry, back button) after the order was placed finds that order,
  // whatever the shopper has put in a new cart since.
  if (state.cart.id !== input.cartId) {
    const existing = await findOrderForCart(db, user.id, input.cartId);
    if (existing) return { kind: "placed", orderId: existing.id, cartId: input.cartId, created: false };
    if (state.cart.id === null) throw new CheckoutError("Your cart is empty.", 409);
    throw new CheckoutError("Your cart changed while you were checking out. Please review it and place the order again.", 409);
  }
  if (input.version !== state.cart.version || input.grandTotal !== state.cart.bill.grandTotal) {
    throw new CheckoutError(
      `Your cart or its total changed: it is now ${formatPaise(state.cart.bill.grandTotal)}. Please review it and pay again.`,
      409,
    );
  }
  const wallet = await walletBalance(db, user.id);
  const option = paymentOptions(state.cart, wallet).find((o) => o.id === input.paymentMethod);
  if (!option) throw new CheckoutError("Please choose a payment method.", 400);
  const method = option.id;
  const address = state.address;
  if (!address || !address.serviceable || !address.store || address.etaMinutes === null) {
    throw new CheckoutError("Please choose a delivery address.", 409);
  }
  const store = address.store;
  const instrument = await checkInstrument(db, user.id, method, input.instrument);
  const useWallet = input.useWallet || (method === "wallet" && instrument.wallet === "nukkad");
  // The amount to pay, with coupons bound to this method (and a saved card's bank) counted.
  const cartRow = await findActiveCart(db, { userId: user.id, deviceId: state.deviceId ?? "" });
  if (!cartRow || state.storeId === null) throw new CheckoutError("Your cart is empty.", 409);
  const lines = (await cartLines(db, cartRow.id, address.store.id, "productId")).map((r) => ({ ...r, price: r.price ?? r.mrp }));
  const issuer = typeof instrument.issuer === "string" ? instrument.issuer : null;
  const price = async (paymentMethod: PaymentMethodId) => {
    const { bill } = await priceCart(db, user.id, cartRow, lines, { now, store, paymentMethod, issuer });
    const split = useWallet ? splitWalletSpend(wallet, bill.grandTotal) : { cash: 0, gift: 0 };
    return { bill, split, rest: bill.grandTotal - split.cash - split.gift };
  };
  // An order the wallet covers is a wallet order, priced as one: offers bound to the
  // chosen card or bank do not apply when that card or bank is not charged.
  const walletPriced = useWallet && method !== "cod" ? await price("wallet") : null;
  const paidByWallet = walletPriced?.rest === 0;
  const priced = paidByWallet && walletPriced ? walletPriced : await price(method);
  const { bill, split, rest } = priced;
  if (!paidByWallet && method !== "cod" && rest === 0) {
    // Only the chosen method's offer brings the total within the wallet: that method would be charged nothing.
    throw new CheckoutError(
      "This payment method's offer applies only when it pays part of the order, and your wallet would pay all of it. Pay without the wallet to get the offer.",
      422,
    );
  }
  if (!option.available) throw new CheckoutError(option.reason ?? "This payment method is not available.", 422);
  if (method === "wallet" && instrument.wallet === "nukkad" && rest > 0) {
    throw new CheckoutError(
      `Your wallet has ${formatPaise(wallet.total)}. Choose another method for the remaining ${formatPaise(rest)}.`,
      422,
    );
  }
  const common = {
    deviceId: state.deviceId ?? "",
    address: { ...toOrderSnapshot(address), addressId: address.id },
    store: address.store,
    etaMinutes: address.etaMinutes,
    codLimitPaise: codLimitPaise(),
    expected: { version: input.version, grandTotal: bill.grandTotal },
    issuer,
  };
  if (method === "cod" || paidByWallet) {
    const placed = await placeOrder(db, {
      userId: user.id,
      cartId: input.cartId,
      paymentMethod: paidByWallet ? "wallet" : method,
      now,
      ...common,
      payment:
        split.cash + split.gift > 0 ? { id: randomUUID(), walletCash: split.cash, walletGift: split.gift, holdNow: true } : undefined,
    });
    return { kind: "placed", ...placed };
  }
  const choice: PaymentChoice = { method, instrument, useWallet };
  const started = await startOrderPayment(
    db,
    user,
    { cartId: input.cartId, details: { ...common, total: bill.grandTotal }, choice, origin },
    now,
  );
  return { kind: "pay", ...started };
}

/**
 * The method's details, checked against what we offer: a bank from the
 * list, a saved card that is the shopper's own, a wallet we support. Only
 * non-secret values pass: card numbers are typed on the gateway's page.
 */
async function checkInstrument(
  db: Db,
  userId: number,
  method: PaymentMethodId,
  raw: Record<string, string>,
): Promise<Record<string, string | number | boolean>> {
  const fail = (message: string): never => {
    throw new CheckoutError(message, 400);
  };
  switch (method) {
    case "nb":
      return raw.bank !== undefined && BANKS.some((b) => b.code === raw.bank) ? { bank: raw.bank } : fail("Please choose your bank.");
    case "upi":
      return { flow: raw.upiFlow === "qr" ? "qr" : "collect" };
    case "pay_later":
      return raw.payLater !== undefined && PAY_LATER_PROVIDERS.some((p) => p.code === raw.payLater)
        ? { provider: raw.payLater }
        : fail("Please choose a pay later provider.");
    case "meal_card":
      return raw.mealCard !== undefined && MEAL_CARD_PROVIDERS.some((p) => p.code === raw.mealCard)
        ? { provider: raw.mealCard }
        : fail("Please choose your meal card.");
    case "wallet":
      if (raw.wallet === "nukkad" || raw.wallet === undefined || raw.wallet === "") return { wallet: "nukkad" };
      if (!EXTERNAL_WALLETS.some((w) => w.code === raw.wallet)) return fail("Please choose a wallet.");
      // A linked wallet pays in one tap (payments.server.ts beginPayment), the others on the gateway's page.
      return (await linkedWalletFor(db, userId, raw.wallet)) ? { wallet: raw.wallet, oneTap: true } : { wallet: raw.wallet };
    case "card": {
      if (!raw.savedCard || raw.savedCard === "new") return { saveCard: raw.saveCard === "on" };
      const id = Number(raw.savedCard);
      const card = Number.isInteger(id) && id > 0 ? await findSavedCard(db, userId, id) : undefined;
      if (!card) return fail("That saved card was not found. Please choose another.");
      return { cardToken: card.token, last4: card.last4, network: card.network, ...(card.issuer ? { issuer: card.issuer } : {}) };
    }
    default:
      return {};
  }
}
