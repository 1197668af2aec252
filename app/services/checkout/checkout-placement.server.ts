/**
 * Placing the order from checkout (docs/product/states.md#checkout-flow): cash on delivery and
 * wallet-covered orders now, everything else through a payment; the cart id is the idempotency key.
 */
import { randomUUID } from "node:crypto";
import { formatPaise } from "~/lib/money";
import { type PaymentMethodId } from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { toOrderSnapshot } from "../account/address-book.server";
import { findOrderForCart, placeOrder, priceCart } from "../orders/order-placement.server";
import { startOrderPayment, type PaymentChoice } from "../payments/payment-start.server";
import type { DemoAccess } from "../security/demo-mode.server";
import { splitWalletSpend, walletBalance } from "../wallet/ledger.server";
import { cartLines, findActiveCart } from "~/models/cart.server";
import { CheckoutState, codLimitPaise } from "./checkout.server";
import { paymentOptions, checkInstrument } from "./payment-methods.server";
import { recordGiftDelivery } from "../santa/gifts.server";
import { ConflictError, RefusedError } from "~/lib/errors";
import { GIFT_NO_COD } from "~/lib/santa-gift";
import { say } from "~/lib/i18n/request-language.server";

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
  /** Demo mode as this request meets it: the sandbox gateway takes payments only where it is open (payment-start). */
  demo: DemoAccess,
  now = new Date(),
): Promise<PlaceResult> {
  const { user, owner } = state;
  if (!user || !owner) throw new ConflictError(say("Please log in to continue."));
  // A repeated submit (double click, retry, back button) after the order was placed finds that order,
  // whatever the shopper has put in a new cart since.
  if (state.cart.id !== input.cartId) {
    const existing = await findOrderForCart(db, user.id, input.cartId);
    if (existing) return { kind: "placed", orderId: existing.id, cartId: input.cartId, created: false };
    if (state.cart.id === null) throw new ConflictError(say("Your cart is empty."));
    throw new ConflictError(say("Your cart changed while you were checking out. Please review it and place the order again."));
  }
  if (input.version !== state.cart.version || input.grandTotal !== state.cart.bill.grandTotal) {
    throw new ConflictError(
      say("Your cart or its total changed: it is now {total}. Please review it and pay again.", {
        total: formatPaise(state.cart.bill.grandTotal),
      }),
    );
  }
  // A secret santa gift is prepaid and within twice the group's budget (docs/rules.md#secret-santa): refused
  // here, before anything is placed or a payment started, whatever the form was made to send.
  if (state.santaGift) {
    if (input.paymentMethod === "cod") throw new RefusedError(GIFT_NO_COD, 422);
    const { budget } = state.santaGift;
    if (budget?.level === "refused") throw new RefusedError(budget.message ?? say("This gift is over your group's budget."), 422);
  }
  const wallet = await walletBalance(db, user.id);
  const option = paymentOptions(state.cart, wallet, {}, { prepaidOnly: state.santaGift !== null }).find(
    (o) => o.id === input.paymentMethod,
  );
  if (!option) throw new RefusedError(say("Please choose a payment method."));
  const method = option.id;
  const address = state.address;
  if (!address || !address.serviceable || !address.store || address.etaMinutes === null) {
    throw new ConflictError(say("Please choose a delivery address."));
  }
  const store = address.store;
  // A secret santa gift: the recipient's real address is kept beside the order; the order keeps the masked one.
  if (state.santaGift) await recordGiftDelivery(db, user.id, input.cartId);
  const instrument = await checkInstrument(db, user.id, method, input.instrument);
  const useWallet = input.useWallet || (method === "wallet" && instrument.wallet === "nukkad");
  // The amount to pay, with coupons bound to this method (and a saved card's bank) counted.
  const cartRow = await findActiveCart(db, owner);
  if (!cartRow || state.storeId === null) throw new ConflictError(say("Your cart is empty."));
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
    throw new RefusedError(
      say(
        "This payment method's offer applies only when it pays part of the order, and your wallet would pay all of it. Pay without the wallet to get the offer.",
      ),
      422,
    );
  }
  if (!option.available) throw new RefusedError(option.reason ?? say("This payment method is not available."), 422);
  if (method === "wallet" && instrument.wallet === "nukkad" && rest > 0) {
    throw new RefusedError(
      say("Your wallet has {balance}. Choose another method for the remaining {rest}.", {
        balance: formatPaise(wallet.total),
        rest: formatPaise(rest),
      }),
      422,
    );
  }
  const common = {
    // The order keeps the device it was placed from ("" when the request carried no device cookie).
    deviceId: owner.deviceId,
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
    { cartId: input.cartId, details: { ...common, total: bill.grandTotal }, choice, origin, demo },
    now,
  );
  return { kind: "pay", ...started };
}
