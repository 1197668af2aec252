/** HMAC-SHA256 signatures as Razorpay-style gateways compute them, compared in constant time. */
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** The checkout callback's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function callbackSignature(keySecret: string, gatewayOrderId: string, gatewayPaymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${gatewayPaymentId}`);
}

export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(givenHex.toLowerCase(), "hex"));
}
