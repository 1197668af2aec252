/**
 * A local stand-in for a Razorpay-compatible gateway's HTTP API, for tests
 * only: the orders API with HTTP Basic auth, the payments of an order, and
 * test controls that play the shopper paying on the hosted checkout (a
 * payment entity, the signed callback and the signed webhook the real
 * gateway would send, built with the same secrets and the shared protocol).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { signedWebhook, type PaymentEntity } from "~/services/payments/razorpay-protocol.server";
import { callbackSignature } from "~/services/payments/signatures.server";

export interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "created" | "attempted" | "paid";
  created_at: number;
}

export type FakePayment = PaymentEntity & { entity: "payment"; amount: number; currency: string };

export interface FakeRazorpay {
  /** The API base URL (RAZORPAY_API_URL). */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  /** Every API request seen, for assertions (method, path, whether the key pair was right). */
  requests: { method: string; path: string; authorized: boolean }[];
  /** The shopper pays (or fails) one attempt on the hosted checkout. */
  pay(
    orderId: string,
    attempt: {
      status: "captured" | "failed";
      card?: { last4: string; network: string; issuer?: string | null };
      tokenId?: string;
      errorDescription?: string;
    },
  ): { paymentId: string; callbackSignature: string; webhook: { body: string; headers: Headers } };
  /** The next API request gets this answer instead (a gateway misbehaving). */
  answerNext(status: number, body: unknown): void;
  /** The next API request is never answered (a gateway that hangs). */
  stallNext(): void;
  stop(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;

export async function startFakeRazorpay(secrets: { keyId: string; keySecret: string; webhookSecret: string }): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment[]>();
  const requests: FakeRazorpay["requests"] = [];
  let next: { status: number; body: unknown } | "stall" | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${secrets.keyId}:${secrets.keySecret}`).toString("base64")}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const authorized = req.headers.authorization === expectedAuth;
      requests.push({ method: req.method ?? "", path, authorized });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const badRequest = (description: string) => send(400, { error: { code: "BAD_REQUEST_ERROR", description } });
      const override = next;
      next = null;
      if (override === "stall") return;
      if (override) return send(override.status, override.body);
      if (!authorized) return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });

      if (req.method === "POST" && path === "/v1/orders") {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
        } catch {
          return badRequest("The request body is not valid JSON");
        }
        if (!Number.isInteger(body.amount) || (body.amount as number) < 100) return badRequest("The amount must be atleast INR 1.00");
        if (body.currency !== "INR") return badRequest("The currency must be INR");
        if (typeof body.receipt !== "string" || body.receipt.length > 40)
          return badRequest("receipt: may not be greater than 40 characters");
        const order: FakeOrder = {
          id: id("order"),
          entity: "order",
          amount: body.amount as number,
          currency: "INR",
          receipt: body.receipt,
          notes: (body.notes as Record<string, string>) ?? {},
          status: "created",
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        payments.set(order.id, []);
        return send(200, { ...order, amount_paid: 0, amount_due: order.amount, attempts: 0 });
      }

      const paymentsOf = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path)?.[1];
      if (req.method === "GET" && paymentsOf !== undefined) {
        const items = payments.get(decodeURIComponent(paymentsOf));
        if (!items) return badRequest("The id provided does not exist");
        return send(200, { entity: "collection", count: items.length, items });
      }
      return send(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    ...secrets,
    orders,
    requests,
    pay(orderId, attempt) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake gateway: no order ${orderId}`);
      const payment: FakePayment = {
        id: id("pay"),
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        status: attempt.status,
        method: attempt.card ? "card" : "upi",
        token_id: attempt.tokenId ?? null,
        card: attempt.card ? { last4: attempt.card.last4, network: attempt.card.network, issuer: attempt.card.issuer ?? null } : null,
        error_description: attempt.status === "failed" ? (attempt.errorDescription ?? "Your payment was declined by the bank.") : null,
      };
      payments.get(order.id)!.push(payment);
      order.status = attempt.status === "captured" ? "paid" : "attempted";
      return {
        paymentId: payment.id,
        callbackSignature: callbackSignature(secrets.keySecret, order.id, payment.id),
        webhook: signedWebhook(secrets.webhookSecret, id("evt"), payment),
      };
    },
    answerNext(status, body) {
      next = { status, body };
    },
    stallNext() {
      next = "stall";
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
