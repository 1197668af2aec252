import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveWebhook } from "~/services/payments/gateway-callbacks.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { readBytes } from "~/services/platform/request-body.server";

/**
 * `POST /webhooks/payments`: the payment gateway tells us how a payment
 * ended (payment.captured, payment.failed), server to server.
 *
 * No requireSameOrigin here, unlike every other action: the gateway posts
 * from its own servers (cross-origin, no cookies), and what authenticates it
 * is the HMAC signature over the raw body with the webhook secret, checked in
 * receiveWebhook. The body is read as text and handed over byte for byte;
 * parsing and re-serialising the JSON first would change what was signed.
 *
 * Answers: 200 {ok: true} once handled, and also for a replay of an event
 * already handled (the gateway retries until it sees a 2xx); 400 for a body
 * whose signature is not the gateway's; 413 for an oversized body; 405 for
 * any other method. A failure on our side is a 500, so the gateway retries.
 */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

const NO_STORE = { "Cache-Control": "no-store" } as const;

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = requestContext({ request, context });
  if (request.method !== "POST") return methodNotAllowed();
  const rawBody = await readBodyUpTo(request, MAX_WEBHOOK_BYTES);
  if (rawBody === null) return Response.json({ ok: false, error: "Payload too large." }, { status: 413, headers: NO_STORE });
  const result = await receiveWebhook(await ctx.db(), rawBody, request.headers);
  if (result.status === 400) return Response.json({ ok: false, error: "Invalid signature." }, { status: 400, headers: NO_STORE });
  return Response.json({ ok: true }, { headers: NO_STORE });
}

function methodNotAllowed(): Response {
  return Response.json({ ok: false, error: "Use POST." }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

/**
 * The body as text, or null when it is larger than `limit` bytes. A
 * declared Content-Length over the limit is refused before reading; a
 * chunked body is counted as it streams, so nothing large is buffered.
 */
async function readBodyUpTo(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return null;
  const bytes = await readBytes(request, limit);
  if (bytes === null) return null;
  // The same decoding request.text() does (UTF-8), on the bytes exactly as sent.
  return new TextDecoder().decode(bytes);
}
