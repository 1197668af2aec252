/**
 * The Razorpay wire protocol, shared by the Razorpay adapter and the sandbox
 * (which speaks it too, so the code that trusts a callback or a webhook is
 * the same whichever gateway is configured).
 */
import { z } from "zod";
import type { CardDetails, GatewayCallback, GatewayOutcome, WebhookEvent } from "./gateway.server";
import { callbackSignature, hmacHex, signaturesMatch } from "./signatures.server";

/** The payment entity fields we read (https://razorpay.com/docs/api/payments/). */
export const PaymentEntitySchema = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100).nullable().optional(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  method: z.string().max(40).optional(),
  token_id: z.string().max(100).nullable().optional(),
  card: z
    .object({ last4: z.string().regex(/^\d{4}$/), network: z.string().max(40), issuer: z.string().max(20).nullable().optional() })
    .nullable()
    .optional(),
  error_description: z.string().max(500).nullable().optional(),
});
export type PaymentEntity = z.infer<typeof PaymentEntitySchema>;

/** Captured is paid; failed is final; anything else is still in flight. */
export function outcomeOfPayments(entities: PaymentEntity[]): GatewayOutcome {
  const captured = entities.find((p) => p.status === "captured" || p.status === "refunded");
  if (captured) return { status: "paid", gatewayPaymentId: captured.id, card: cardOf(captured) };
  if (entities.some((p) => p.status === "created" || p.status === "authorized")) return { status: "pending" };
  const failed = entities[entities.length - 1];
  if (failed) return { status: "failed", gatewayPaymentId: failed.id, reason: failed.error_description || "The payment was declined." };
  return { status: "pending" };
}

function cardOf(entity: PaymentEntity): CardDetails | null {
  if (!entity.card || !entity.token_id)
    return entity.card ? { token: "", network: entity.card.network, last4: entity.card.last4, issuer: entity.card.issuer ?? null } : null;
  return { token: entity.token_id, network: entity.card.network, last4: entity.card.last4, issuer: entity.card.issuer ?? null };
}

export function verifyCallbackSignature(keySecret: string, callback: GatewayCallback): boolean {
  return signaturesMatch(callbackSignature(keySecret, callback.gatewayOrderId, callback.gatewayPaymentId), callback.signature);
}

const WebhookSchema = z.object({
  entity: z.literal("event"),
  event: z.string().max(60),
  payload: z.object({ payment: z.object({ entity: PaymentEntitySchema }).optional() }),
});

const SETTLING_EVENTS = new Set(["payment.captured", "payment.failed", "order.paid", "payment.authorized"]);

/**
 * A webhook is genuine when X-Razorpay-Signature is the HMAC-SHA256 of the
 * raw body (as received, byte for byte) with the webhook secret.
 */
export function parseSignedWebhook(webhookSecret: string, rawBody: string, headers: Headers): WebhookEvent | null {
  const signature = headers.get("x-razorpay-signature") ?? "";
  if (!signaturesMatch(hmacHex(webhookSecret, rawBody), signature)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = WebhookSchema.safeParse(json);
  const payment = parsed.success ? parsed.data.payload.payment?.entity : undefined;
  if (!payment?.order_id) return null;
  // The event id header is unique per event and repeated on redelivery; fall back to the payment and its state.
  const id = headers.get("x-razorpay-event-id") ?? `${payment.id}:${payment.status}`;
  // Only the events that say where a payment stands settle it; a genuine refund (or any other) event is acknowledged and changes nothing.
  const settles = parsed.success && SETTLING_EVENTS.has(parsed.data.event);
  return { id, gatewayOrderId: payment.order_id, outcome: settles ? outcomeOfPayments([payment]) : { status: "pending" } };
}

/** Builds a signed webhook body as the gateway sends it (the sandbox sends these; so do the tests' fake gateway). */
export function signedWebhook(webhookSecret: string, eventId: string, payment: PaymentEntity): { body: string; headers: Headers } {
  const event = payment.status === "failed" ? "payment.failed" : "payment.captured";
  const body = JSON.stringify({
    entity: "event",
    event,
    contains: ["payment"],
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    headers: new Headers({
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(webhookSecret, body),
      "x-razorpay-event-id": eventId,
    }),
  };
}
