/**
 * What the payer does on the sandbox gateway's hosted page (routes/sandbox-pay.$orderId.tsx): pays by card, sends a
 * UPI collect request, or answers for their bank, UPI app or wallet. Plain form posts answered with a redirect back
 * to the shop (or the page again with what was wrong): it works without JavaScript.
 */
import { z } from "zod";
import { MAX_ECHOED_CHARS } from "~/lib/forms/failure";
import { formFailure } from "~/lib/forms/schema.server";
import { say } from "~/lib/i18n/request-language.server";
import type { Db } from "~/models/db.server";
import type { SandboxOrderRow } from "~/models/sandbox-gateway.server";
import { seeOther } from "../platform/http.server";
import { parseForm } from "../platform/request-body.server";
import { receiveWebhook } from "./gateway-callbacks.server";
import { answer, payByCard, payByUpi, SandboxInputError, type SandboxDecision } from "./sandbox-gateway.server";
import { paymentNotFound } from "./sandbox-page.server";

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("card"),
    // Generous bounds: the gateway's own checks give each field its message.
    number: z.string().max(64).default(""),
    expiry: z.string().max(16).default(""),
    cvv: z.string().max(16).default(""),
  }),
  z.object({ intent: z.literal("upi"), vpa: z.string().max(300) }),
  z.object({ intent: z.enum(["approve", "decline", "pending"]) }),
]);

/** Fields whose refusal is shown beside them; anything else is for the whole page. */
const SANDBOX_FIELDS = new Set(["number", "expiry", "cvv", "vpa"]);

/** Answers a post to the payer's hosted page (the payer already checked: hostedPagePayer, sandbox-page.server.ts). */
export async function answerHostedPagePost(request: Request, payer: { db: Db; payerId: number; order: SandboxOrderRow }) {
  const { db, payerId, order } = payer;
  const parsed = await parseForm(request, ActionSchema);
  if (!parsed.ok) return formFailure({ formError: say("Please choose what to do.") });
  const input = parsed.data;
  let decision: SandboxDecision;
  try {
    if (input.intent === "card") {
      decision = await payByCard(db, payerId, order.id, { number: input.number, expiry: input.expiry, cvv: input.cvv });
    } else if (input.intent === "upi") {
      decision = await payByUpi(db, payerId, order.id, { vpa: input.vpa });
    } else {
      decision = await answer(db, payerId, order.id, input.intent);
    }
  } catch (error) {
    if (error instanceof SandboxInputError) {
      if (error.field === "order") throw paymentNotFound();
      // The card number and CVV are not sent back into the page; the UPI ID is.
      const failure = SANDBOX_FIELDS.has(error.field) ? { fieldErrors: { [error.field]: [error.message] } } : { formError: error.message };
      return formFailure({ ...failure, values: input.intent === "upi" ? { vpa: input.vpa.slice(0, MAX_ECHOED_CHARS) } : {} });
    }
    throw error;
  }
  const webhook = decision.webhook;
  if (webhook) {
    // Like a real gateway, the webhook travels separately from the shopper's redirect and may arrive before or after it.
    setTimeout(() => {
      receiveWebhook(db, webhook.body, webhook.headers).catch((e) =>
        console.error("Sandbox webhook failed:", e instanceof Error ? e.message : e),
      );
    }, 0);
  }
  return seeOther(decision.redirectTo);
}
