/**
 * The payment methods of both payment pages, the checkout's payment step and /checkout/wallet
 * (docs/product/states.md#checkout-flow): which methods an order or a top-up can use, what the method
 * picker shows, and the method-specific fields read into a checked instrument.
 */
import { formatPaise } from "~/lib/money";
import {
  BANKS,
  EXTERNAL_WALLETS,
  MEAL_CARD_PROVIDERS,
  methodLabels,
  METHOD_PROVIDER,
  PAY_LATER_PROVIDERS,
  type PaymentMethodId,
  type PaymentOption,
} from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { findSavedCard, listSavedCards } from "~/models/payments.server";
import type { CartView } from "~/lib/views/cart";
import { getEnv } from "../platform/env.server";
import { linkedWalletFor, linkedWalletSummaries } from "../payments/wallet-links.server";
import { walletBalance } from "../wallet/ledger.server";
import { codLimitPaise } from "./checkout.server";
import { RefusedError } from "~/lib/errors";
import type { WalletBalance } from "~/lib/views/wallet";
import { say } from "~/lib/i18n/request-language.server";

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

/** One method as the page lists it; only the wallet's line depends on the payment (the balance it may use). */
function methodOption(
  id: PaymentMethodId,
  walletDescription: string,
  use: Pick<PaymentOption, "available" | "reason" | "offer"> = { available: true, reason: null, offer: null },
): PaymentOption {
  const { label, description } = methodLabels(say)[id];
  return { id, providerId: METHOD_PROVIDER[id], label, description: id === "wallet" ? walletDescription : description, ...use };
}

/** What both payment pages render besides the methods: the balance, saved cards, the providers' lists. */
export function paymentPickerData(
  options: PaymentOption[],
  wallet: WalletBalance,
  cards: Awaited<ReturnType<typeof listSavedCards>>,
  linkedWallets: PaymentStepData["linkedWallets"],
): PaymentStepData {
  return {
    options,
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
 * The enabled methods (ENABLED_PAYMENTS, in its order) and whether this order can use each. A secret santa
 * gift is prepaid (docs/rules.md#secret-santa): cash on delivery is not even listed, the recipient must not
 * pay at the door.
 */
export function paymentOptions(
  cart: CartView,
  wallet: WalletBalance = { cash: 0, gift: 0, total: 0 },
  offers: Partial<Record<string, string>> = {},
  { prepaidOnly = false }: { prepaidOnly?: boolean } = {},
): PaymentOption[] {
  const limit = codLimitPaise();
  const walletDescription = say("Nukkad Cash and gift cards (balance {balance}), Paytm, PhonePe and more.", {
    balance: formatPaise(wallet.total),
  });
  const methods = getEnv().ENABLED_PAYMENTS.filter((id) => !(prepaidOnly && id === "cod"));
  return methods.map((id) => {
    const overLimit = id === "cod" && cart.bill.grandTotal > limit;
    return methodOption(id, walletDescription, {
      available: !overLimit,
      reason: overLimit ? say("Cash on delivery is available for orders up to {limit}.", { limit: formatPaise(limit) }) : null,
      offer: offers[id] ?? null,
    });
  });
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
  const giftCard = purpose === "gift_card";
  const usable = giftCard ? { cash: balance.cash, gift: 0, total: balance.cash } : { cash: 0, gift: 0, total: 0 };
  const walletDescription = giftCard
    ? say("Nukkad Cash (balance {balance}), Paytm, PhonePe and more.", { balance: formatPaise(usable.cash) })
    : say("Paytm, PhonePe, Amazon Pay and more.");
  const options = getEnv()
    .ENABLED_PAYMENTS.filter((id) => id !== "cod")
    .map((id) => methodOption(id, walletDescription));
  return paymentPickerData(options, usable, cards, linkedWallets);
}

/** Reads the method-specific form fields into a checked instrument (shared by both payment pages). */
export function checkPaymentInstrument(db: Db, userId: number, method: PaymentMethodId, raw: Record<string, string>) {
  return checkInstrument(db, userId, method, raw);
}

/**
 * The method's details, checked against what we offer: a bank from the
 * list, a saved card that is the shopper's own, a wallet we support. Only
 * non-secret values pass: card numbers are typed on the gateway's page.
 */
export async function checkInstrument(
  db: Db,
  userId: number,
  method: PaymentMethodId,
  raw: Record<string, string>,
): Promise<Record<string, string | number | boolean>> {
  const fail = (message: string): never => {
    throw new RefusedError(message);
  };
  switch (method) {
    case "nb":
      return raw.bank !== undefined && BANKS.some((b) => b.code === raw.bank) ? { bank: raw.bank } : fail(say("Please choose your bank."));
    case "upi":
      return { flow: raw.upiFlow === "qr" ? "qr" : "collect" };
    case "pay_later":
      return raw.payLater !== undefined && PAY_LATER_PROVIDERS.some((p) => p.code === raw.payLater)
        ? { provider: raw.payLater }
        : fail(say("Please choose a pay later provider."));
    case "meal_card":
      return raw.mealCard !== undefined && MEAL_CARD_PROVIDERS.some((p) => p.code === raw.mealCard)
        ? { provider: raw.mealCard }
        : fail(say("Please choose your meal card."));
    case "wallet":
      if (raw.wallet === "nukkad" || raw.wallet === undefined || raw.wallet === "") return { wallet: "nukkad" };
      if (!EXTERNAL_WALLETS.some((w) => w.code === raw.wallet)) return fail(say("Please choose a wallet."));
      // A linked wallet pays in one tap (payments.server.ts beginPayment), the others on the gateway's page.
      return (await linkedWalletFor(db, userId, raw.wallet)) ? { wallet: raw.wallet, oneTap: true } : { wallet: raw.wallet };
    case "card": {
      if (!raw.savedCard || raw.savedCard === "new") return { saveCard: raw.saveCard === "on" };
      const id = Number(raw.savedCard);
      const card = Number.isInteger(id) && id > 0 ? await findSavedCard(db, userId, id) : undefined;
      if (!card) return fail(say("That saved card was not found. Please choose another."));
      return { cardToken: card.token, last4: card.last4, network: card.network, ...(card.issuer ? { issuer: card.issuer } : {}) };
    }
    default:
      return {};
  }
}
