/**
 * The sandbox gateway's hosted payment page (routes/sandbox-pay.$orderId.tsx; README, "Payments"): who may open it,
 * and what it shows. It plays the card network, the bank, the UPI app and the wallet, so every method can be paid
 * (and fail) on a fresh clone.
 */
import qrcode from "qrcode-generator";
import { z } from "zod";
import { BANKS, EXTERNAL_WALLETS, isPaymentMethodId, MEAL_CARD_PROVIDERS, methodLabels, PAY_LATER_PROVIDERS } from "~/lib/payment-methods";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import { NO_SANDBOX_PAYMENTS_HERE, type SandboxPageView } from "~/lib/sandbox-pay";
import type { SandboxOrderRow } from "~/models/sandbox-gateway.server";
import { notFound } from "../platform/error-response.server";
import { PRIVATE_NO_STORE } from "../platform/http.server";
import type { RequestContext } from "../platform/request-context.server";
import { sandboxOpen } from "../security/demo-mode.server";
import { sayFailureReason } from "./failure-reasons.server";
import { findHostedOrder, SANDBOX_TEST_CARDS, SANDBOX_VPAS } from "./sandbox-gateway.server";

// ------------------------------------------------------------ who may open it

const ParamsSchema = z.object({ orderId: z.string().regex(/^order_sbx[\w-]{1,40}$/) });

export const paymentNotFound = () => notFound("Payment not found", PRIVATE_NO_STORE);

/**
 * The 403's body, which the route's error boundary shows: its page has no data, so no words of the checkout part
 * reach it. In English NO_SANDBOX_PAYMENTS_HERE; in Hindi the heading's words, a line break, then the sentence.
 */
function noSandboxPaymentsHere(): string {
  if (requestLocale() === "en") return NO_SANDBOX_PAYMENTS_HERE;
  return `${say("Payment not available")}\n${say(
    "Online payment is not available at this address: this is a demo store whose payments are simulated, so nothing can be paid here and nothing was charged.",
  )}`;
}

/**
 * The payer and their hosted order, or a 404 for anyone who is not paying this order: another account or no
 * session gets the same 404 as for an id that never existed, on GET and POST alike (README "Running in public").
 * From a public address it opens only in a public demo (DEMO_MODE=1): a store reached there without it would take
 * orders nobody paid for (docs/decisions/033-demo-mode-per-request.md).
 */
export async function hostedPagePayer(ctx: RequestContext, params: Record<string, string | undefined>) {
  if (!sandboxOpen(ctx.demo())) {
    throw new Response(noSandboxPaymentsHere(), {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_NO_STORE },
    });
  }
  const db = await ctx.db();
  const parsed = ParamsSchema.safeParse(params);
  const shopper = await ctx.shopper();
  if (!parsed.success || !shopper.user) throw paymentNotFound();
  const order = await findHostedOrder(db, shopper.user.id, parsed.data.orderId);
  if (!order) throw paymentNotFound();
  return { db, payerId: shopper.user.id, order };
}

// ------------------------------------------------------------ what it shows

/** The hosted order as its page shows it, in the request's language. */
export function hostedPageView(order: SandboxOrderRow): SandboxPageView {
  const i = order.instrument;
  const upiUri = `upi://pay?pa=nukkad@nkpay&pn=Nukkad&am=${(order.amount / 100).toFixed(2)}&cu=INR&tr=${order.id}`;
  return {
    id: order.id,
    amount: order.amount,
    method: order.method,
    status: order.status,
    failureReason: order.failureReason ? sayFailureReason(order.failureReason) : null,
    savedCard: typeof i.cardToken === "string" ? { network: String(i.network ?? ""), last4: String(i.last4 ?? "") } : null,
    vpa: typeof i.vpa === "string" ? i.vpa : null,
    upiFlow: i.flow === "qr" ? "qr" : "collect",
    upiUri,
    qrSvg: i.flow === "qr" ? qrSvg(upiUri) : null,
    payee: payeeName(order.method, i),
    testCards: SANDBOX_TEST_CARDS,
    testVpas: SANDBOX_VPAS,
  };
}

/** The UPI QR code of a payment, as an SVG the page inlines (no script, so it shows without JavaScript). */
export function qrSvg(text: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
}

/** Who the shopper is paying on the bank's, wallet's or provider's screen, in the page's language (brands stay as they are). */
export function payeeName(method: string, i: Record<string, string | number | boolean>): string {
  const all = [
    ...BANKS.map((b) => ({ code: b.code, name: say("{bank} NetBanking", { bank: b.name }) })),
    ...EXTERNAL_WALLETS,
    ...PAY_LATER_PROVIDERS,
    ...MEAL_CARD_PROVIDERS,
  ];
  const code = i.bank ?? i.wallet ?? i.provider;
  return all.find((x) => x.code === code)?.name ?? (isPaymentMethodId(method) ? methodLabels(say)[method].label : say("Payment"));
}
