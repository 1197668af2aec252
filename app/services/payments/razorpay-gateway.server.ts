/**
 * The Razorpay-compatible adapter (PAYMENT_GATEWAY=razorpay): orders are
 * created through the REST API with the key pair (HTTP Basic), the shopper
 * pays on the gateway's hosted checkout, and outcomes are trusted only when
 * signed (callback, webhook) or fetched from the API ourselves. The protocol
 * (payment entity, signatures, outcome mapping) is shared with the sandbox.
 */
import { z } from "zod";
import type { GatewayCallback, GatewayOrderRequest, GatewayOutcome, PaymentGateway, WebhookEvent } from "./gateway.server";
import { outcomeOfPayments, parseSignedWebhook, PaymentEntitySchema, verifyCallbackSignature } from "./razorpay-protocol.server";

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** API base, e.g. https://api.razorpay.com (a local fake in tests). */
  apiUrl: string;
  /** Per request; a slow gateway must not hold the shopper's checkout (or a poll) for long. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** https://razorpay.com/docs/api/orders/create/ — the fields we read back. */
const OrderSchema = z.object({
  id: z.string().min(1).max(100),
  amount: z.number().int(),
  currency: z.string(),
});

/** https://razorpay.com/docs/api/orders/fetch-payments/ */
const OrderPaymentsSchema = z.object({ items: z.array(PaymentEntitySchema) });

// Only a code shaped like the gateway's (BAD_REQUEST_ERROR …) reaches a log line.
const ErrorBodySchema = z.object({
  error: z.object({
    code: z
      .string()
      .regex(/^[A-Z_]{1,60}$/)
      .optional(),
  }),
});

export class RazorpayGateway implements PaymentGateway {
  readonly name = "razorpay" as const;
  private readonly apiUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly config: RazorpayConfig) {
    // A trailing slash in the environment must not produce "//v1/…".
    this.apiUrl = config.apiUrl.replace(/\/+$/, "");
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string; redirectTo: string }> {
    const order = await this.call("order creation", OrderSchema, "/v1/orders", {
      method: "POST",
      body: JSON.stringify({
        amount: request.amount,
        currency: "INR",
        // Our payment id (a 36-character UUID, within the 40 allowed): the dashboard and the reconciliation report find it.
        receipt: request.paymentId,
        notes: { payment_id: request.paymentId },
        payment_capture: 1,
      }),
    });
    if (order.amount !== request.amount) throw new Error("Razorpay order creation failed: the amount came back different");
    return { gatewayOrderId: order.id, redirectTo: this.checkoutUrl(order.id, request) };
  }

  /**
   * The hosted ("embedded") checkout works without JavaScript on our side.
   * It is handed over as a GET with the options in the query string;
   * Razorpay's embedded checkout also accepts the same fields as a form
   * POST, which a production deployment may switch to (an auto-submitting
   * form page) if the GET handoff is ever refused. Nothing secret is in it:
   * the key id is public by design. Cancelling returns to the same status
   * page, which asks the gateway and shows the payment still unpaid.
   */
  private checkoutUrl(gatewayOrderId: string, request: GatewayOrderRequest): string {
    const url = new URL(`${this.apiUrl}/v1/checkout/embedded`);
    url.searchParams.set("key_id", this.config.keyId);
    url.searchParams.set("order_id", gatewayOrderId);
    url.searchParams.set("amount", String(request.amount));
    url.searchParams.set("currency", "INR");
    url.searchParams.set("name", "Nukkad");
    url.searchParams.set("prefill[contact]", request.customer.phone);
    if (request.customer.name) url.searchParams.set("prefill[name]", request.customer.name);
    url.searchParams.set("callback_url", request.callbackUrl);
    url.searchParams.set("cancel_url", request.callbackUrl);
    return url.toString();
  }

  verifyCallback(callback: GatewayCallback): boolean {
    return verifyCallbackSignature(this.config.keySecret, callback);
  }

  async fetchOutcome(gatewayOrderId: string): Promise<GatewayOutcome> {
    const { items } = await this.call("status fetch", OrderPaymentsSchema, `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`, {
      method: "GET",
    });
    return outcomeOfPayments(items);
  }

  parseWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
    return parseSignedWebhook(this.config.webhookSecret, rawBody, headers);
  }

  /**
   * One authenticated API call, validated. Errors carry a short reason (the
   * HTTP status and the gateway's error code) and never the key, the
   * Authorization header or the response body.
   */
  private async call<T>(
    what: string,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    path: string,
    init: { method: "GET" | "POST"; body?: string },
  ): Promise<T> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString("base64");
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}${path}`, {
        method: init.method,
        body: init.body,
        headers: {
          Authorization: `Basic ${auth}`,
          Accept: "application/json",
          ...(init.body ? { "Content-Type": "application/json" } : {}),
        },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new Error(
        `Razorpay ${what} failed: ${timedOut ? `no answer within ${this.timeoutMs} ms` : "the gateway could not be reached"}`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const parsed = ErrorBodySchema.safeParse(body);
      const code = parsed.success && parsed.data.error.code ? ` (${parsed.data.error.code})` : "";
      throw new Error(`Razorpay ${what} failed: HTTP ${response.status}${code}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`Razorpay ${what} failed: unexpected answer from the gateway`);
    return parsed.data;
  }
}
