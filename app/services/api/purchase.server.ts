/**
 * Buying through the JSON API (docs/product/api.md#buying-through-the-api): checkout by cart id and starting the
 * payment, on the services the checkout pages use — the cart request through the cart calls' own
 * `applyCartRequest`, the address through checkout's `chooseAddress` (owner-scoped, deliverable), the stock check
 * of entering checkout, and the payment step's `placePaymentOrder` (cash and wallet orders placed now, the rest
 * handed to the gateway: the sandbox's hosted page by default, docs/decisions/009-payments.md). The app then polls
 * `/payment-status/poll` until `ORDER_CREATED` or `PAYMENT_FAILED`, and the cart answers `checkout_done`.
 */
import { CartCheckoutBodySchema, PaymentStartBodySchema } from "~/lib/api-purchase-schemas.server";
import { ConflictError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";
import { chooseAddress, loadCheckout, stockCorrections } from "../checkout/checkout.server";
import { dropTipWhenOff, paymentSubmission, placePaymentOrder } from "../checkout/payment-step.server";
import { getPayment } from "../payments/payment-views.server";
import { jsonFail, jsonOk, readJsonOrForm } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import { BODY_NOT_UNDERSTOOD } from "./accounts.server";
import { requireApiUser, type ApiCall } from "./api-gate.server";
import { applyCartRequest, checkoutBody, LOG_IN_FOR_ADDRESS, ownCart, PRINTS_FROM_PRINT_STORE } from "./carts.server";

/** How long an app waits between polls (refresh_interval, seconds), as the payment status page's poller. */
export const POLL_REFRESH_INTERVAL_S = 3;
export const TIP_DROPPED = "Tips are not offered at the moment: your bill no longer includes one.";

/**
 * `POST /v5/carts/{id}/checkout`, the spec's checkout by cart id (docs/product/entities.md#cart-checkout-request):
 * the items and coupons sent applied as a PATCH would, `channel_address_id` chosen as the delivery address, then
 * the checkout action's answer — `checkout_ready` with `redirect_deeplink`, or the actions naming what is missing.
 */
export async function checkoutByCartResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  const raw = await readJsonOrForm(call.ctx.request);
  if (!raw) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = CartCheckoutBodySchema.safeParse(raw);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const body = parsed.data;
  if (body.cart_type === "paas" || body.print_ids?.length || body.print_config?.length) return jsonFail(422, PRINTS_FROM_PRINT_STORE);
  const before = await ownCart(call, cartId);
  const notices =
    body.items?.length || body.promo_codes?.length
      ? await applyCartRequest(call, before, { items: body.items, promo_codes: body.promo_codes }, { action: "set", whole: false })
      : [];
  if (body.channel_address_id !== undefined) {
    const state = await loadCheckout(call.ctx, call.now);
    if (!state.user) return jsonFail(422, LOG_IN_FOR_ADDRESS);
    await chooseAddress(await call.ctx.db(), state, body.channel_address_id);
  }
  const answer = await checkoutBody(call, await loadCheckout(call.ctx, call.now));
  const toast = [...notices, ...(answer.toast_text ? [answer.toast_text] : [])].join(" ") || null;
  return jsonOk({ ...answer, toast_text: toast });
}

/** The payment step's method details under the names its form posts them (checkInstrument, payment-methods.server.ts). */
function formInstrument(instrument: NonNullable<ReturnType<typeof PaymentStartBodySchema.parse>["instrument"]>): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    bank: instrument.bank,
    upiFlow: instrument.upi_flow,
    payLater: instrument.pay_later,
    mealCard: instrument.meal_card,
    wallet: instrument.wallet,
    savedCard: instrument.saved_card,
    saveCard: instrument.save_card ? "on" : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * `POST /v5/carts/{id}/payment`: pay for the caller's checkout-ready cart with `payment_method`, for the
 * `version` and `net_cost` the app showed (a cart or total that moved since is refused, 409, as the payment
 * page refuses it). Cash on delivery and orders the wallet covers are placed at once (`ORDER_CREATED`,
 * `order_id`); anything else starts a payment at the gateway: `transaction_id` to poll, `payment_url` its hosted
 * page, which the app opens with its `auth_key` and `access_token` headers (the page opens only for the payer).
 */
export async function startPaymentResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  await requireApiUser(call);
  const raw = await readJsonOrForm(call.ctx.request);
  if (!raw) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = PaymentStartBodySchema.safeParse(raw);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const body = parsed.data;
  const db = await call.ctx.db();
  const before = await ownCart(call, cartId);
  // Entering payment checks the stock as entering checkout does: what changed is said, and paid only once seen.
  const corrections = await stockCorrections(db, before);
  if (corrections) throw new ConflictError(corrections.toast);
  const submission = await paymentSubmission(call.ctx, call.now);
  if (!submission) throw new ConflictError(say("Please log in to continue."));
  if (await dropTipWhenOff(call.ctx, submission)) throw new ConflictError(TIP_DROPPED);
  const result = await placePaymentOrder(
    call.ctx,
    submission,
    {
      cartId: before.cart.id ?? "",
      paymentMethod: body.payment_method,
      version: body.version,
      grandTotal: body.net_cost,
      instrument: body.instrument ? formInstrument(body.instrument) : {},
      useWallet: body.use_wallet === true,
    },
    call.now,
  );
  const common = { cart_id: before.cart.id ?? "", refresh_interval: POLL_REFRESH_INTERVAL_S };
  if (result.kind === "placed") {
    return jsonOk({
      ...common,
      transaction_id: null,
      status: "ORDER_CREATED",
      payment_url: null,
      poll_url: null,
      order_id: result.orderId,
    });
  }
  const payment = await getPayment(db, submission.state.user?.id ?? 0, result.paymentId);
  const origin = new URL(call.ctx.request.url).origin;
  const poll = new URLSearchParams({ transaction_id: result.paymentId, poll_start_ts: String(call.now.getTime()) });
  return jsonOk({
    ...common,
    transaction_id: result.paymentId,
    status: payment?.status ?? "PAYMENT_PENDING",
    payment_url: new URL(result.redirectTo, origin).toString(),
    poll_url: `/payment-status/poll?${poll}`,
    order_id: payment?.orderId ?? null,
  });
}
