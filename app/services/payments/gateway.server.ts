/**
 * The payment gateway port. The built-in sandbox (default) and the
 * Razorpay-compatible adapter (PAYMENT_GATEWAY=razorpay) both speak the same
 * protocol: we create a gateway order, hand the shopper to the gateway's
 * hosted page, and learn the outcome from a signed callback
 * (HMAC-SHA256 of `order_id|payment_id`), a signed webhook (HMAC-SHA256 of the
 * raw body with its own secret) or a status fetch — whichever comes first.
 */
import type { PaymentMethodId } from "~/lib/payment-methods";

export interface GatewayOrderRequest {
  /** Our payment id: the gateway's `receipt`, and the transaction id the browser polls. */
  paymentId: string;
  amount: number;
  method: PaymentMethodId;
  /** Non-secret choice details (bank code, VPA, saved card token, wallet code …). */
  instrument: Record<string, string | number | boolean>;
  /** Absolute URL the gateway sends the shopper back to. */
  callbackUrl: string;
  customer: { phone: string; name: string | null };
}

export interface CardDetails {
  token: string;
  network: string;
  last4: string;
  issuer: string | null;
}

export type GatewayOutcome =
  | { status: "paid"; gatewayPaymentId: string; card: CardDetails | null }
  | { status: "failed"; gatewayPaymentId: string | null; reason: string }
  | { status: "pending" };

export interface GatewayCallback {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  signature: string;
}

export interface WebhookEvent {
  /** The gateway's event id: a replay carries the same one. */
  id: string;
  gatewayOrderId: string;
  outcome: GatewayOutcome;
}

export interface PaymentGateway {
  readonly name: "sandbox" | "razorpay";
  /** Creates the gateway order; returns its id and where the shopper pays (an absolute or same-site URL). */
  createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string; redirectTo: string }>;
  /** True only when the callback's signature is the gateway's, for this order and payment. */
  verifyCallback(callback: GatewayCallback): boolean;
  /** Asks the gateway where a payment stands (polls, callbacks without a signature, reconciliation). */
  fetchOutcome(gatewayOrderId: string): Promise<GatewayOutcome>;
  /** Verifies the raw body against the signature header and parses it; null when not genuine. */
  parseWebhook(rawBody: string, headers: Headers): WebhookEvent | null;
}
