/**
 * The built-in sandbox gateway: the default, so every payment method works
 * on a fresh clone with no outside service. It keeps its own books, hosts
 * its own payment page (/sandbox-pay/{orderId}) that plays the bank, the UPI
 * app and the wallet, and answers in the Razorpay protocol: signed
 * callbacks, signed webhooks and status fetches.
 *
 * Test instruments (also listed on the hosted page and in README):
 *   cards  4111 1111 1111 1111 (Visa, HDFC) and 5555 5555 5555 4444 (Mastercard) succeed;
 *          4000 0000 0000 0002 is declined; 4000 0000 0000 0051 stays pending (3-D Secure timed out).
 *   UPI    success@nkpay pays, failure@nkpay is declined, pending@nkpay waits;
 *          any other VPA gets a collect request to approve or decline on the page.
 *   Netbanking, pay later, meal cards and wallets: approve, decline or leave pending on the page.
 */
import { createHmac, randomBytes } from "node:crypto";
import { cardNetwork, isValidCvv, normaliseCardNumber, parseExpiry, passesLuhn } from "~/lib/luhn";
import type { Db } from "~/models/db.server";
import {
  decideSandboxOrder,
  findSandboxOrder,
  findSandboxOrderOfUser,
  insertSandboxOrder,
  type SandboxOrderRow,
} from "~/models/sandbox-gateway.server";
import { currentSecret } from "../platform/cookies.server";
import type { GatewayCallback, GatewayOrderRequest, GatewayOutcome, PaymentGateway, WebhookEvent } from "./gateway.server";
import {
  outcomeOfPayments,
  parseSignedWebhook,
  signedWebhook,
  verifyCallbackSignature,
  type PaymentEntity,
} from "./razorpay-protocol.server";
import { callbackSignature } from "./signatures.server";
import { say } from "~/lib/i18n/request-language.server";

export const SANDBOX_TEST_CARDS = {
  success: ["4111 1111 1111 1111", "5555 5555 5555 4444"],
  declined: "4000 0000 0000 0002",
  pending: "4000 0000 0000 0051",
} as const;
export const SANDBOX_VPAS = { success: "success@nkpay", failure: "failure@nkpay", pending: "pending@nkpay" } as const;

/** Card prefixes the sandbox reports an issuing bank for (bank offers match on it). */
const ISSUERS: Record<string, string> = { "411111": "HDFC", "555555": "ICIC" };

/** The sandbox's secrets derive from the server secret: nothing to configure, nothing in code. */
function sandboxSecret(purpose: "key" | "webhook"): string {
  return createHmac("sha256", currentSecret()).update(`sandbox-gateway:${purpose}`).digest("hex");
}

function newId(prefix: string): string {
  return `${prefix}_sbx${randomBytes(9).toString("base64url")}`;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox" as const;
  constructor(private readonly db: Db) {}

  async createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string; redirectTo: string }> {
    const id = newId("order");
    await insertSandboxOrder(this.db, {
      id,
      receipt: request.paymentId,
      amount: request.amount,
      method: request.method,
      instrument: request.instrument,
      callbackUrl: request.callbackUrl,
    });
    return { gatewayOrderId: id, redirectTo: `/sandbox-pay/${id}` };
  }

  verifyCallback(callback: GatewayCallback): boolean {
    return verifyCallbackSignature(sandboxSecret("key"), callback);
  }

  async fetchOutcome(gatewayOrderId: string): Promise<GatewayOutcome> {
    const order = await findSandboxOrder(this.db, gatewayOrderId);
    return order ? outcomeOfPayments(order.paymentId ? [entityOf(order)] : []) : { status: "pending" };
  }

  parseWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
    return parseSignedWebhook(sandboxSecret("webhook"), rawBody, headers);
  }
}

function entityOf(order: SandboxOrderRow): PaymentEntity {
  const i = order.instrument;
  const status = order.status === "paid" ? "captured" : order.status === "failed" ? "failed" : "created";
  return {
    id: order.paymentId ?? "",
    order_id: order.id,
    status,
    method: order.method,
    token_id: typeof i.token === "string" ? i.token : null,
    card:
      typeof i.last4 === "string" && typeof i.network === "string"
        ? { last4: i.last4, network: i.network, issuer: typeof i.issuer === "string" ? i.issuer : null }
        : null,
    error_description: order.failureReason,
  };
}

// ------------------------------------------------------------ the hosted page
//
// The page lives on the store's own origin, behind the shopper's session:
// every function below takes the payer (the logged-in user's id) and finds
// the order only if it pays that user's payment. Anyone else, without a
// session or with another account, meets "not found" (the route's 404),
// whatever they know of the order id (README "Running in public").

/**
 * Why the sandbox's bank, UPI app or wallet declined: kept on its order and sent back to the shop in English, as a
 * gateway's own text is; the shop says them in the page's language (sayFailureReason, failure-reasons.server.ts).
 */
export const SANDBOX_DECLINES = {
  card: "Your bank declined this card.",
  bank: "The bank declined this payment.",
  upi: "The UPI payment was declined.",
  other: "The payment was declined.",
} as const;

/** A field the payer typed on the hosted page was refused: the message is said in the page's language (docs/decisions/055-hindi.md). */
export class SandboxInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export interface SandboxDecision {
  /** Where the payer's browser goes next: back to the shop, with the callback's fields. */
  redirectTo: string;
  /** The webhook the gateway sends for this decision (none while pending). */
  webhook: { body: string; headers: Headers } | null;
}

/** The order behind the hosted page, only for the shopper who is paying it. */
export function findHostedOrder(db: Db, payerId: number, id: string): Promise<SandboxOrderRow | undefined> {
  return findSandboxOrderOfUser(db, id, payerId);
}

/**
 * The card form. The number, expiry and CVV are checked and then forgotten:
 * only the network, the last four digits and (when asked) a token are kept.
 */
export async function payByCard(
  db: Db,
  payerId: number,
  id: string,
  input: { number: string; expiry: string; cvv: string },
  now = new Date(),
): Promise<SandboxDecision> {
  const order = await openOrder(db, payerId, id);
  const savedToken = typeof order.instrument.cardToken === "string" ? order.instrument.cardToken : null;
  let last4: string;
  let network: string;
  let issuer: string | null = null;
  if (savedToken) {
    // A saved card: the gateway holds the card; the payer confirms with the CVV.
    last4 = String(order.instrument.last4 ?? "");
    network = String(order.instrument.network ?? "Unknown");
    issuer = typeof order.instrument.issuer === "string" ? order.instrument.issuer : null;
    if (!isValidCvv(input.cvv, network === "American Express" ? "American Express" : "Visa"))
      throw new SandboxInputError(say("Enter the card's CVV."), "cvv");
  } else {
    const digits = normaliseCardNumber(input.number);
    if (!passesLuhn(digits)) throw new SandboxInputError(say("This card number is not valid. Please check it."), "number");
    if (!parseExpiry(input.expiry, now))
      throw new SandboxInputError(say("Enter a valid expiry date (MM/YY) that is not in the past."), "expiry");
    const detected = cardNetwork(digits);
    if (!isValidCvv(input.cvv, detected))
      throw new SandboxInputError(detected === "American Express" ? say("Enter the 4-digit CVV.") : say("Enter the 3-digit CVV."), "cvv");
    last4 = digits.slice(-4);
    network = detected;
    issuer = ISSUERS[digits.slice(0, 6)] ?? null;
  }
  const instrument: Record<string, string | number | boolean> = { ...order.instrument, last4, network };
  if (issuer) instrument.issuer = issuer;
  // The shop asked to save the card (the shopper ticked it there): the gateway keeps it and answers with a token.
  if (order.instrument.saveCard === true && !savedToken) instrument.token = newId("token");
  if (savedToken) instrument.token = savedToken;
  // A saved card is recognised by its last four digits, a typed one by the whole number.
  const testNumber = (n: string) =>
    savedToken ? normaliseCardNumber(n).slice(-4) === last4 : normaliseCardNumber(n) === normaliseCardNumber(input.number);
  if (testNumber(SANDBOX_TEST_CARDS.declined)) return decide(db, order, "failed", instrument, SANDBOX_DECLINES.card);
  if (testNumber(SANDBOX_TEST_CARDS.pending)) return decide(db, order, "attempted", instrument);
  return decide(db, order, "paid", instrument);
}

const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

/** UPI collect: the request goes to the payer's UPI app (this page plays it). */
export async function payByUpi(db: Db, payerId: number, id: string, input: { vpa: string }): Promise<SandboxDecision> {
  const order = await openOrder(db, payerId, id);
  const vpa = input.vpa.trim().toLowerCase();
  if (!VPA_PATTERN.test(vpa)) throw new SandboxInputError(say("Enter a valid UPI ID, like name@bank."), "vpa");
  const instrument = { ...order.instrument, vpa };
  if (vpa === SANDBOX_VPAS.success) return decide(db, order, "paid", instrument);
  if (vpa === SANDBOX_VPAS.failure) return decide(db, order, "failed", instrument, SANDBOX_DECLINES.upi);
  return decide(db, order, "attempted", instrument);
}

/** The bank, the UPI app (after a collect request or a QR scan) or the wallet approves, declines, or has not answered yet. */
export async function answer(db: Db, payerId: number, id: string, choice: "approve" | "decline" | "pending"): Promise<SandboxDecision> {
  const order = await openOrder(db, payerId, id);
  if (choice === "approve") return decide(db, order, "paid", order.instrument);
  if (choice === "decline") return decide(db, order, "failed", order.instrument, declineReason(order.method));
  return decide(db, order, "attempted", order.instrument);
}

function declineReason(method: string): string {
  if (method === "nb") return SANDBOX_DECLINES.bank;
  if (method === "upi") return SANDBOX_DECLINES.upi;
  return SANDBOX_DECLINES.other;
}

/** Someone else's order is as unknown as one that never existed: the same error, the same 404. */
async function openOrder(db: Db, payerId: number, id: string): Promise<SandboxOrderRow> {
  const order = await findHostedOrder(db, payerId, id);
  if (!order) throw new SandboxInputError("This payment link is not valid.", "order");
  return order;
}

async function decide(
  db: Db,
  order: SandboxOrderRow,
  status: "attempted" | "paid" | "failed",
  instrument: Record<string, string | number | boolean>,
  failureReason?: string,
): Promise<SandboxDecision> {
  const decided = (await decideSandboxOrder(db, order.id, { status, paymentId: newId("pay"), failureReason, instrument })) ?? order;
  // A second click on a settled order changes nothing: the shopper goes back with what happened.
  const entity = entityOf(decided);
  const url = new URL(decided.callbackUrl);
  if (decided.status === "paid") {
    url.searchParams.set("razorpay_order_id", decided.id);
    url.searchParams.set("razorpay_payment_id", entity.id);
    url.searchParams.set("razorpay_signature", callbackSignature(sandboxSecret("key"), decided.id, entity.id));
  } else if (decided.status === "failed") {
    url.searchParams.set("error[code]", "BAD_REQUEST_ERROR");
    url.searchParams.set("error[description]", decided.failureReason ?? SANDBOX_DECLINES.other);
    url.searchParams.set("error[metadata][order_id]", decided.id);
  }
  const webhook =
    decided.status === "paid" || decided.status === "failed"
      ? signedWebhook(sandboxSecret("webhook"), `evt_${entity.id}_${decided.status}`, entity)
      : null;
  return { redirectTo: url.pathname + url.search, webhook };
}
