import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useHref, useLoaderData } from "@remix-run/react";
import { LinkedText } from "~/components/info/linked-text";
import { usePaymentStatusPoll } from "~/components/checkout/use-payment-status-poll";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { formatPaise } from "~/lib/money";
import { paymentStatusPath } from "~/lib/paths";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";
import { readForm } from "~/services/platform/request-body.server";
import { callbackFields, nextStepFor, TransactionQuerySchema } from "~/services/payments/payment-return.server";
import { getPayment } from "~/services/payments/payment-views.server";
import { sayFailureReason } from "~/services/payments/failure-reasons.server";
import { handleReturn, settleByCallback } from "~/services/payments/gateway-callbacks.server";
import { isAppError, NotFoundError } from "~/lib/errors";
import { errorResponse } from "~/services/platform/error-response.server";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { metaT } from "~/lib/i18n/meta-t";
import type { Translator } from "~/lib/i18n/translator";

/** Without JavaScript the pending page reloads itself this many times, this far apart, then offers a button. */
const SELF_REFRESHES = 5;
const REFRESH_SECONDS = 4;

/**
 * `/payment-status`: where the gateway sends the shopper back. A signed
 * success settles the payment at once; otherwise we ask the gateway. Final
 * outcomes move on (order → /checkout/success, failure → /checkout/failure,
 * top-ups and gift cards → where they started); a pending one waits here,
 * polling with JavaScript and refreshing itself without.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const url = new URL(request.url);
  const query = TransactionQuerySchema.safeParse({ transaction_id: url.searchParams.get("transaction_id") ?? undefined });
  if (!query.success) throw errorResponse(new NotFoundError("Payment not found"));
  const paymentId = query.data.transaction_id;
  try {
    await handleReturn(db, user.id, paymentId, callbackFields(url.searchParams));
  } catch (error) {
    if (!isAppError(error) || error instanceof NotFoundError) throw errorResponse(error);
    // A return that could not be verified: this page says so, with the payment's status (not an error page).
    return data(
      {
        payment: null,
        error: error.message,
        attempt: 0,
        refreshes: SELF_REFRESHES,
        refreshSeconds: REFRESH_SECONDS,
        messages: pageMessages(request, "checkout"),
      },
      { status: error.status, headers: PRIVATE_NO_STORE },
    );
  }
  const payment = await getPayment(db, user.id, paymentId);
  if (!payment) throw errorResponse(new NotFoundError("Payment not found"));
  const next = nextStepFor(payment);
  if (next) {
    throw seeOther(
      next.to,
      next.toast ? { headers: { "Set-Cookie": await setFlash({ kind: "success", message: next.toast }) } } : undefined,
    );
  }
  const attempt = Math.min(Number(url.searchParams.get("attempt")) || 0, SELF_REFRESHES);
  return data(
    {
      // The gateway's reason, in the page's language when it is one the shop knows.
      payment: { ...payment, failureReason: payment.failureReason ? sayFailureReason(payment.failureReason) : null },
      error: null,
      attempt,
      refreshes: SELF_REFRESHES,
      refreshSeconds: REFRESH_SECONDS,
      messages: pageMessages(request, "checkout"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * Gateways that return with a form POST (Razorpay's hosted checkout) come
 * here cross-site, so the Lax session cookie is not sent: the signature is
 * what proves it. We settle on it and redirect to the GET page, where the
 * shopper's own session takes over.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = requestContext({ request, context });
  const url = new URL(request.url);
  const query = TransactionQuerySchema.safeParse({ transaction_id: url.searchParams.get("transaction_id") ?? undefined });
  if (!query.success) throw errorResponse(new NotFoundError("Payment not found"));
  // A body that is not a form (JSON, text), or one readForm refuses (NUL bytes), carries no callback: the GET page asks the gateway instead.
  const form = await readForm(request).catch(() => null);
  if (form) await settleByCallback(await ctx.db(), query.data.transaction_id, callbackFields(form));
  return seeOther(paymentStatusPath(query.data.transaction_id));
}

export default function PaymentStatus() {
  const { payment, error, attempt, refreshes, refreshSeconds } = useLoaderData<typeof loader>();
  const poll = usePaymentStatusPoll(payment?.id ?? null, payment?.status ?? null);
  const t = useT();
  // The self-refresh is a plain address, so it needs the Hindi store's basename that a <Link> writes itself.
  const statusHref = useHref(payment ? paymentStatusPath(payment.id) : "/");
  if (!payment) {
    return (
      <div className="container-layout max-w-xl py-8">
        <h1 className="text-2xl font-bold">{t("We could not confirm this payment")}</h1>
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
        <Link to="/account/orders" className="mt-4 inline-block font-bold text-leaf-800 underline">
          {t("See your orders")}
        </Link>
      </div>
    );
  }
  const failed = payment.status === "PAYMENT_FAILED";
  const stillWaiting = poll.gaveUp || poll.stopped !== null || (!poll.active && attempt >= refreshes);
  return (
    <div className="container-layout max-w-xl space-y-4 py-8">
      {failed ? (
        <section className="rounded-xl bg-white p-5" aria-labelledby="status-title">
          <h1 id="status-title" className="text-2xl font-bold">
            {t("Payment failed")}
          </h1>
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {payment.failureReason ?? t("The payment did not go through.")}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t("If any money was taken, it has been returned.")}</p>
          <Link to={payment.returnTo ?? "/account"} className="mt-4 inline-block rounded-lg bg-leaf-700 px-4 py-3 font-bold text-white">
            {t("Try again")}
          </Link>
        </section>
      ) : (
        <section className="rounded-xl bg-white p-5" aria-labelledby="status-title" aria-busy={!stillWaiting}>
          <h1 id="status-title" className="text-2xl font-bold">
            {t("Waiting for your payment")}
          </h1>
          {attempt < refreshes ? (
            // Without JavaScript the page reloads itself a few times; with it, the poller does the asking.
            <noscript>
              <meta httpEquiv="refresh" content={`${refreshSeconds};url=${statusHref}&attempt=${attempt + 1}`} />
            </noscript>
          ) : null}
          {poll.stopped ? (
            // Asking again would get the same answer: say why the page stopped and what to do.
            <div role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
              <p className="font-semibold">{poll.stopped.message}</p>
              {poll.stopped.reason === "logged-out" ? (
                <Link
                  to={`/login?redirectTo=${encodeURIComponent(paymentStatusPath(payment.id))}`}
                  className="mt-2 inline-block font-bold underline"
                >
                  {t("Log in")}
                </Link>
              ) : (
                <Link to="/account/orders" className="mt-2 inline-block font-bold underline">
                  {t("See your orders")}
                </Link>
              )}
            </div>
          ) : null}
          <p className="mt-2" role="status">
            {stillWaiting
              ? t(
                  "Your bank or UPI app has not confirmed the payment yet. If you approved it, it will be confirmed shortly; nothing is charged twice.",
                )
              : t("Confirming your payment of {amount}… Please don't close this page.", {
                  amount: formatPaise(payment.amount) + walletShare(payment, t),
                })}
          </p>
          <Link
            to={paymentStatusPath(payment.id)}
            className="mt-4 inline-block rounded-lg bg-leaf-700 px-4 py-3 font-bold text-white"
            reloadDocument
          >
            {t("Check status")}
          </Link>
          {payment.gateway === "sandbox" && payment.gatewayOrderId ? (
            <p className="mt-3 text-sm">
              <LinkedText
                text={t("Sandbox: act as the bank or UPI app on the [sandbox payment page].")}
                links={[
                  (label) => (
                    <Link to={`/sandbox-pay/${payment.gatewayOrderId}`} className="font-semibold underline">
                      {label}
                    </Link>
                  ),
                ]}
              />
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}

/** The wallet's part of a split payment, so this page adds up to the total the order's bill shows. */
function walletShare(payment: { walletAmount: number; total: number }, t: Translator): string {
  if (payment.walletAmount <= 0) return "";
  return t(" (and {wallet} from Nukkad Cash & gift cards: {total} in all)", {
    wallet: formatPaise(payment.walletAmount),
    total: formatPaise(payment.total),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Payment status")} | Nukkad` }, { name: "robots", content: "noindex" }];
};

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export { RouteErrorBoundary as ErrorBoundary };
