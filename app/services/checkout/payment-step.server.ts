/**
 * The checkout's payment step (docs/product/states.md#checkout-flow), the one service its route calls
 * (docs/architecture.md#route-modules: the route wires the request context, parses the form and answers): what its
 * page shows for this order, and the work of its form — the tip and donation opt-ins, and placing the order
 * (checkout-placement.server.ts). The methods themselves, shared with /checkout/wallet, are in
 * payment-methods.server.ts.
 */
import { CHECKOUT_STEPS } from "~/lib/analytics-events";
import type { CheckoutStep } from "~/lib/checkout-steps";
import type { CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { listSavedCards } from "~/models/payments.server";
import { recordCheckoutStep } from "../analytics/record.server";
import { setCartExtras } from "../cart/cart-changes.server";
import { linkedWalletSummaries } from "../payments/wallet-links.server";
import { operatorSettings } from "../platform/operator-settings.server";
import type { RequestContext } from "../platform/request-context.server";
import { walletBalance } from "../wallet/ledger.server";
import { offersByMethod } from "../cart/promotions.server";
import { loadCheckout, type CheckoutState } from "./checkout.server";
import { placeCheckoutOrder, type PlaceInput, type PlaceResult } from "./checkout-placement.server";
import { paymentOptions, paymentPickerData, type PaymentStepData } from "./payment-methods.server";
import { say } from "~/lib/i18n/request-language.server";

/** What the payment page renders beside the checkout frame's summary (routes/checkout.tsx). */
export interface PaymentPage {
  payment: PaymentStepData;
  tipPresets: number[];
  donation: number;
  /** The "delivery tip" flag (docs/rules.md#feature-flags): off, no tip is offered. */
  tipOffered: boolean;
}

/**
 * The payment page for this request's shopper, or the step they have to complete first. Reaching it is a
 * checkout step for analytics (docs/rules.md#analytics).
 */
export async function paymentPage(
  ctx: RequestContext,
  now = new Date(),
): Promise<{ moveTo: CheckoutStep; page?: never } | { moveTo: null; page: PaymentPage }> {
  const db = await ctx.db();
  const state = await loadCheckout(ctx, now);
  if (state.step !== "paymentOptions") return { moveTo: state.step };
  recordCheckoutStep(db, ctx.request, { deviceId: await ctx.deviceId(), step: CHECKOUT_STEPS.PAYMENTS, now });
  const tipOffered = (await ctx.flags()).delivery_tip;
  const payment = await paymentStepData(db, state, now);
  const { fees } = await operatorSettings(db);
  return { moveTo: null, page: { payment, tipPresets: fees.tipPresets, donation: fees.donation, tipOffered } };
}

/** The payment step as its form finds it: the checkout, the logged-in shopper's cart, whether tips are offered. */
export interface PaymentSubmission {
  state: CheckoutState;
  owner: CartOwner;
  tipOffered: boolean;
}

/** The payment step for a post of its form; null before login (the shopper goes back to log in). */
export async function paymentSubmission(ctx: RequestContext, now = new Date()): Promise<PaymentSubmission | null> {
  const state = await loadCheckout(ctx, now);
  if (!state.user || !state.owner) return null;
  return { state, owner: state.owner, tipOffered: (await ctx.flags()).delivery_tip };
}

/**
 * The "delivery tip" flag off (docs/rules.md#feature-flags): a tip chosen before it went off leaves the bill
 * before anything is placed. True when it did: the page says why, and the shopper places the bill they see.
 */
export async function dropTipWhenOff(ctx: RequestContext, submission: PaymentSubmission): Promise<boolean> {
  if (submission.tipOffered || submission.state.cart.tip <= 0) return false;
  await setCartExtras(await ctx.db(), submission.owner, { tip: 0 });
  return true;
}

/**
 * The tip and donation opt-ins (docs/rules.md#tips-and-donation). With tips off a posted tip is refused: the
 * answer is the message, null when the opt-ins were set; a donation without a tip still applies.
 */
export async function setPaymentExtras(
  ctx: RequestContext,
  submission: PaymentSubmission,
  extras: { tip?: number; donation?: "on" | "off" },
): Promise<string | null> {
  if (!submission.tipOffered && (extras.tip ?? 0) > 0) return say("Tips are not offered at the moment.");
  await setCartExtras(await ctx.db(), submission.owner, {
    tip: submission.tipOffered ? extras.tip : undefined,
    donation: extras.donation === "on",
  });
  return null;
}

/**
 * "Place order" / "Pay" (checkout-placement.server.ts) for the checkout the form was posted on; the gateway
 * comes back to this request's origin, and the sandbox takes payments only where demo mode lets it.
 */
export async function placePaymentOrder(
  ctx: RequestContext,
  submission: PaymentSubmission,
  input: PlaceInput,
  now = new Date(),
): Promise<PlaceResult> {
  return placeCheckoutOrder(await ctx.db(), submission.state, input, new URL(ctx.request.url).origin, ctx.demo(), now);
}

/** The methods this order can use (a secret santa gift's without cash on delivery), the balance, saved cards and offers. */
export async function paymentStepData(db: Db, state: CheckoutState, now = new Date()): Promise<PaymentStepData> {
  const userId = state.user?.id;
  const [wallet, cards, offers, linkedWallets] = await Promise.all([
    userId ? walletBalance(db, userId) : Promise.resolve({ cash: 0, gift: 0, total: 0 }),
    userId ? listSavedCards(db, userId) : Promise.resolve([]),
    offersByMethod(db, state.cart.bill.itemTotal, now),
    userId ? linkedWalletSummaries(db, userId) : Promise.resolve(null),
  ]);
  const options = paymentOptions(state.cart, wallet, offers, { prepaidOnly: state.santaGift !== null });
  return paymentPickerData(options, wallet, cards, linkedWallets);
}
