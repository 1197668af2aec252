/**
 * Payment methods and provider ids (docs/product/entities.md#payment-methods), the banks, external wallets
 * and one-tap response codes (docs/product/errors.md#one-tap-codes) the payment step offers, and the
 * payment statuses (docs/product/states.md#payment-statuses). Shared by the server and the browser: no secrets.
 */
import { translate } from "./i18n/translate";
import type { Translator } from "./i18n/translator";

const inEnglish: Translator = (text, values) => translate(null, text, values);

export const PAYMENT_METHOD_IDS = ["cod", "wallet", "card", "upi", "meal_card", "pay_later", "nb"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export function isPaymentMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/**
 * Provider ids (docs/product/entities.md#provider-ids): the product's own cash 1, wallet providers 2, 5 and
 * 8, payment gateways 3 and 9, cash on delivery 6, a telecom wallet 7.
 */
export const PROVIDER_IDS = {
  nukkadCash: 1,
  paytm: 2,
  gateway: 3,
  phonepe: 5,
  cod: 6,
  airtel: 7,
  amazonpay: 8,
  gateway2: 9,
} as const;

/** Which provider settles each method by default (enabledPayments lists these). */
export const METHOD_PROVIDER: Record<PaymentMethodId, number> = {
  cod: PROVIDER_IDS.cod,
  wallet: PROVIDER_IDS.nukkadCash,
  card: PROVIDER_IDS.gateway,
  upi: PROVIDER_IDS.gateway,
  nb: PROVIDER_IDS.gateway,
  pay_later: PROVIDER_IDS.gateway2,
  meal_card: PROVIDER_IDS.gateway2,
};

/** Each method's name and line of detail, in the language of `t` (a page's `t()` or the server's `say()`). */
export function methodLabels(t: Translator = inEnglish): Record<PaymentMethodId, { label: string; description: string }> {
  return {
    cod: { label: t("Cash on delivery"), description: t("Pay by cash or UPI to the delivery partner when your order arrives.") },
    wallet: { label: t("Wallets"), description: t("Nukkad Cash and gift cards, Paytm, PhonePe and more.") },
    card: { label: t("Credit or debit card"), description: t("Visa, Mastercard, RuPay, American Express. Save a card for next time.") },
    upi: { label: "UPI", description: t("Pay from any UPI app: enter your UPI ID or scan a QR code.") },
    nb: { label: t("Netbanking"), description: t("Pay from your bank account.") },
    pay_later: { label: t("Pay later"), description: t("Buy now, pay at the end of the month.") },
    meal_card: { label: t("Meal cards"), description: t("Pluxee (Sodexo), Zeta and other meal vouchers.") },
  };
}

export const METHOD_LABELS = methodLabels();

export interface Bank {
  code: string;
  name: string;
}

/** Netbanking banks (allBanks); the first six are shown as tiles, the rest in a list. */
export const BANKS: readonly Bank[] = [
  { code: "SBIN", name: "State Bank of India" },
  { code: "HDFC", name: "HDFC Bank" },
  { code: "ICIC", name: "ICICI Bank" },
  { code: "UTIB", name: "Axis Bank" },
  { code: "KKBK", name: "Kotak Mahindra Bank" },
  { code: "PUNB", name: "Punjab National Bank" },
  { code: "BARB", name: "Bank of Baroda" },
  { code: "CNRB", name: "Canara Bank" },
  { code: "UBIN", name: "Union Bank of India" },
  { code: "YESB", name: "Yes Bank" },
  { code: "IDFB", name: "IDFC FIRST Bank" },
  { code: "INDB", name: "IndusInd Bank" },
];

export interface ExternalWallet {
  /** The wallet's code in forms and in walletOpts. */
  code: string;
  name: string;
  providerId: number;
}

/** The six external wallets (docs/product/constants.md#wallets): linked by phone and code, then paid in one tap. */
export const EXTERNAL_WALLETS: readonly ExternalWallet[] = [
  { code: "paytm", name: "Paytm Wallet", providerId: PROVIDER_IDS.paytm },
  { code: "phonepe", name: "PhonePe Wallet", providerId: PROVIDER_IDS.phonepe },
  { code: "airtel", name: "Airtel Payments Bank", providerId: PROVIDER_IDS.airtel },
  { code: "amazonpay", name: "Amazon Pay Balance", providerId: PROVIDER_IDS.amazonpay },
  { code: "mobikwik", name: "MobiKwik", providerId: PROVIDER_IDS.gateway },
  { code: "freecharge", name: "Freecharge", providerId: PROVIDER_IDS.gateway2 },
];

export const PAY_LATER_PROVIDERS = [
  { code: "simpl", name: "Simpl" },
  { code: "lazypay", name: "LazyPay" },
] as const;

export const MEAL_CARD_PROVIDERS = [
  { code: "pluxee", name: "Pluxee (Sodexo)" },
  { code: "zeta", name: "Zeta" },
] as const;

/** docs/product/errors.md#one-tap-codes: what a one-tap wallet payment answers. */
export const ONE_TAP_CODES = {
  SUCCESS: 0,
  LOW_BALANCE: 1,
  FAILURE: 2,
  UNAUTHORIZED: 3,
  USER_BLOCKED: 4,
  USER_NOT_AVAILABLE: 5,
  MONTHLY_LIMIT: 8,
  OTP_LIMIT: 9,
  INCORRECT_OTP: 10,
  UNEXPECTED: 99,
} as const;
export type OneTapCode = (typeof ONE_TAP_CODES)[keyof typeof ONE_TAP_CODES];

/** What the shopper is told for each one-tap answer. */
export const ONE_TAP_MESSAGES: Record<OneTapCode, string> = {
  0: "Payment successful.",
  1: "Your wallet balance is too low for this order. Add money to it or choose another method.",
  2: "The wallet could not take this payment. Please try again or choose another method.",
  3: "The wallet asked us to link it again. Please link it and try once more.",
  4: "This wallet account is blocked. Please contact the wallet provider or choose another method.",
  5: "This wallet account is not available. Please choose another method.",
  8: "You have reached this wallet's monthly limit. Please choose another method.",
  9: "Too many codes requested. Please try again later.",
  10: "Incorrect code. Please check it and try again.",
  99: "Something unexpected happened at the wallet. Please try again or choose another method.",
};

/** Payment statuses (docs/product/states.md#payment-statuses). Polling ends on PAYMENT_FAILED or ORDER_CREATED. */
export const PAYMENT_STATUSES = [
  "ACTIVE",
  "PAYMENT_PENDING",
  "PAYMENT_SUCCESS",
  "PAYMENT_FAILED",
  "ORDER_PUBLISHED",
  "ORDER_CREATED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isFinalPaymentStatus(status: string): boolean {
  return status === "PAYMENT_FAILED" || status === "ORDER_CREATED";
}

export interface PaymentOption {
  id: PaymentMethodId;
  providerId: number;
  label: string;
  description: string;
  /** False with a reason when this order cannot use the method (e.g. over the cash limit). */
  available: boolean;
  reason: string | null;
  /** A bank or card offer that applies to this method, shown beside it. */
  offer?: string | null;
}
