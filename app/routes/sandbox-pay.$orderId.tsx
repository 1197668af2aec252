import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { CardForm, Field, primary, secondary } from "~/components/payments/sandbox-pay-forms";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { errorsOf, MAX_ECHOED_CHARS } from "~/lib/forms/failure";
import { formFailure } from "~/lib/forms/schema.server";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { z } from "zod";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { formatPaise } from "~/lib/money";
import { requestContext } from "~/services/boot/request-context-builder.server";
import type { RequestContext } from "~/services/platform/request-context.server";
import { sandboxOpen } from "~/services/security/demo-mode.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { receiveWebhook } from "~/services/payments/gateway-callbacks.server";
import {
  SANDBOX_TEST_CARDS,
  SANDBOX_VPAS,
  SandboxInputError,
  answer,
  findHostedOrder,
  payByCard,
  payByUpi,
  type SandboxDecision,
} from "~/services/payments/sandbox-gateway.server";
import { notFound } from "~/services/platform/error-response.server";
import { payeeName, qrSvg } from "~/services/payments/sandbox-page.server";
import { TestInstruments } from "~/components/payments/test-instruments";
import { LinkedText } from "~/components/info/linked-text";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import { sayFailureReason } from "~/services/payments/failure-reasons.server";

/**
 * The sandbox gateway's hosted payment page: it plays the card network, the
 * bank, the UPI app and the wallet, so every method can be paid (and fail)
 * on a fresh clone. Plain forms and redirects: it works without JavaScript.
 *
 * It opens only for the shopper whose payment it is: anyone else (another
 * account, no session) gets the same 404 as for an id that never existed,
 * on GET and POST alike (README "Running in public"). From a public address
 * it opens only in a public demo (DEMO_MODE=1): a store reached there
 * without it would take orders nobody paid for
 * (docs/decisions/033-demo-mode-per-request.md).
 */
const ParamsSchema = z.object({ orderId: z.string().regex(/^order_sbx[\w-]{1,40}$/) });

const paymentNotFound = () => notFound("Payment not found", PRIVATE_NO_STORE);

/** What the page says when it does not open at this address (a 403, shown by the ErrorBoundary below). */
export const NO_SANDBOX_PAYMENTS_HERE =
  "Online payment is not available at this address: this is a demo store whose payments are simulated, so nothing can be paid here and nothing was charged.";

/**
 * The 403's body, which the ErrorBoundary shows: its page has no data, so no words of the checkout part reach it.
 * In English NO_SANDBOX_PAYMENTS_HERE; in Hindi the heading's words, a line break, then the sentence.
 */
function noSandboxPaymentsHere(): string {
  if (requestLocale() === "en") return NO_SANDBOX_PAYMENTS_HERE;
  return `${say("Payment not available")}\n${say(
    "Online payment is not available at this address: this is a demo store whose payments are simulated, so nothing can be paid here and nothing was charged.",
  )}`;
}

/** The payer and the order id, or a 404 for anyone who is not paying this order. */
async function payerOf(ctx: RequestContext, params: LoaderFunctionArgs["params"]) {
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

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await payerOf(requestContext({ request, context }), params);
  const i = order.instrument;
  const upiUri = `upi://pay?pa=nukkad@nkpay&pn=Nukkad&am=${(order.amount / 100).toFixed(2)}&cu=INR&tr=${order.id}`;
  return data(
    {
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
      messages: pageMessages(request, "checkout"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("card"),
    // Generous bounds: the gateway's own checks below give each field its message.
    number: z.string().max(64).default(""),
    expiry: z.string().max(16).default(""),
    cvv: z.string().max(16).default(""),
  }),
  z.object({ intent: z.literal("upi"), vpa: z.string().max(300) }),
  z.object({ intent: z.enum(["approve", "decline", "pending"]) }),
]);

/** Fields whose refusal is shown beside them; anything else is for the whole page. */
const SANDBOX_FIELDS = new Set(["number", "expiry", "cvv", "vpa"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // Checked before the form is read, so an outsider learns nothing from how the page answers a body.
  const { db, payerId, order } = await payerOf(requestContext({ request, context }), params);
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

export default function SandboxPaymentPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const done = page.status === "paid" || page.status === "failed";
  const errorFor = (field: string) => errorsOf(result, field)?.[0] ?? null;
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-6">
      <p className="rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-900" role="note">
        {t("Sandbox payment page: test payments only, no real money moves.")}
      </p>
      <section className="rounded-xl bg-white p-5" aria-labelledby="pay-title">
        <h1 id="pay-title" className="text-xl font-bold">
          {t("Pay {amount} to Nukkad", { amount: formatPaise(page.amount) })}
        </h1>
        <p className="text-sm text-ink-muted">{page.payee}</p>
        <FormAlert className="mt-3">{result?.formError}</FormAlert>
        {done ? (
          <p className="mt-3 font-semibold" role="status">
            {page.status === "paid"
              ? t("This payment is complete.")
              : page.failureReason
                ? t("This payment failed: {reason}", { reason: page.failureReason })
                : t("This payment was declined.")}
          </p>
        ) : page.method === "card" ? (
          <CardForm savedCard={page.savedCard} errorFor={errorFor} busy={busy} />
        ) : page.method === "upi" && page.upiFlow === "collect" && page.status === "created" ? (
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <Field
              label={t("UPI ID")}
              name="vpa"
              error={errorFor("vpa")}
              defaultValue={result?.values?.vpa ?? ""}
              placeholder="name@bank"
              inputMode="email"
              autoComplete="off"
              maxLength={100}
            />
            <SubmitButton name="intent" value="upi" className={primary} disabled={busy}>
              {t("Send payment request")}
            </SubmitButton>
          </Form>
        ) : (
          <ApprovalPanel page={page} busy={busy} />
        )}
        {!done ? (
          <Form method="post" className="mt-3">
            <SubmitButton name="intent" value="decline" className="w-full text-sm font-semibold text-red-700 underline">
              {t("Cancel payment")}
            </SubmitButton>
          </Form>
        ) : null}
      </section>
      <TestInstruments cards={page.testCards} vpas={page.testVpas} />
    </div>
  );
}

function ApprovalPanel({ page, busy }: { page: ReturnType<typeof useLoaderData<typeof loader>>; busy: boolean }) {
  const t = useT();
  // The page plays the payer's UPI app, or their bank's, wallet's or provider's screen: each sentence is whole.
  const upi = page.method === "upi";
  return (
    <div className="mt-4 space-y-3">
      {page.qrSvg ? (
        <figure className="mx-auto w-48">
          {/* The SVG is generated on the server from our own UPI address: no outside markup. */}
          <div
            className="h-48 w-48"
            role="img"
            aria-label={t("UPI QR code for this payment")}
            dangerouslySetInnerHTML={{ __html: page.qrSvg }}
          />
          <figcaption className="mt-1 text-center text-xs text-ink-muted">
            <LinkedText
              text={t("Scan with any UPI app, or [open a UPI app]")}
              links={[
                (label) => (
                  <a href={page.upiUri} className="font-semibold underline">
                    {label}
                  </a>
                ),
              ]}
            />
          </figcaption>
        </figure>
      ) : null}
      {page.status === "attempted" ? (
        <p role="status" className="text-sm font-semibold">
          {page.vpa
            ? t("A payment request was sent to {vpa}. Approve it in your UPI app.", { vpa: page.vpa })
            : upi
              ? t("Waiting for your approval. Approve it in your UPI app.")
              : t("Waiting for your approval. Approve it in {payee}.", { payee: page.payee })}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {upi ? t("In this sandbox, you answer for your UPI app:") : t("In this sandbox, you answer for {payee}:", { payee: page.payee })}
      </p>
      <Form method="post" className="grid gap-2">
        <SubmitButton name="intent" value="approve" className={primary} disabled={busy}>
          {t("Approve payment")}
        </SubmitButton>
        <SubmitButton name="intent" value="decline" className={secondary} disabled={busy}>
          {t("Decline")}
        </SubmitButton>
        {page.status === "created" ? (
          <SubmitButton name="intent" value="pending" className={secondary} disabled={busy}>
            {t("Decide later (leave pending)")}
          </SubmitButton>
        ) : null}
      </Form>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Sandbox payment")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The 403 of a public address says why in the page's words; any other status is the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 403) {
    // The page's data never came: the words are the 403's body, said in the page's language (a heading line first in Hindi).
    const [first, second] = typeof error.data === "string" ? error.data.split("\n") : [];
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center" aria-labelledby="pay-closed-title">
        <h1 id="pay-closed-title" className="text-2xl font-bold">
          {second ? first : t("Payment not available")}
        </h1>
        <p className="mt-2 text-ink-muted">{second ?? (first || NO_SANDBOX_PAYMENTS_HERE)}</p>
      </section>
    );
  }
  return <RouteErrorBoundary />;
}
