import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { formatPaise } from "~/lib/money";
import { useT } from "~/components/layout/use-t";
import { say } from "~/lib/i18n/request-language.server";
import { metaT } from "~/lib/i18n/meta-t";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";
import { TransactionQuerySchema } from "~/services/payments/payment-return.server";
import { getPayment } from "~/services/payments/payment-views.server";
import { sayFailureReason } from "~/services/payments/failure-reasons.server";
import { paymentStatusPath } from "~/lib/paths";
import { NotFoundError } from "~/lib/errors";
import { errorResponse } from "~/services/platform/error-response.server";

/**
 * `/checkout/failure`: the checkout screen (this route sits inside the
 * checkout layout, so the cart and bill stay in view) with why the payment
 * failed and a way to try again. The cart is untouched by a failed payment.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const query = TransactionQuerySchema.safeParse({ transaction_id: new URL(request.url).searchParams.get("transaction_id") ?? undefined });
  if (!query.success) throw seeOther("/checkout/payment");
  const payment = await getPayment(db, user.id, query.data.transaction_id);
  if (!payment) throw errorResponse(new NotFoundError("Payment not found"));
  if (payment.status !== "PAYMENT_FAILED") throw seeOther(paymentStatusPath(payment.id));
  return data(
    {
      reason: payment.failureReason ? sayFailureReason(payment.failureReason) : say("The payment did not go through."),
      amount: payment.total,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function CheckoutFailure() {
  const { reason, amount } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="space-y-3 rounded-xl bg-white p-5" aria-labelledby="failure-title">
      <h2 id="failure-title" className="text-xl font-bold text-red-800">
        {t("Payment of {amount} failed", { amount: formatPaise(amount) })}
      </h2>
      <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
        {reason}
      </p>
      <p className="text-sm text-ink-muted">
        {t("Your cart is saved. No order was placed, and any wallet amount was returned to your wallet.")}
      </p>
      <Link to="/checkout/payment" className="inline-block rounded-lg bg-leaf-700 px-4 py-3 font-bold text-white hover:bg-leaf-800">
        {t("Try again")}
      </Link>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Payment failed")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
export { RouteErrorBoundary as ErrorBoundary };
