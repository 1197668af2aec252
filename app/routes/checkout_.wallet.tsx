import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { INSTRUMENT_FIELDS, PaymentMethodPicker } from "~/components/checkout/payment-method-picker";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { CHOOSE_PAYMENT_METHOD } from "~/lib/forms/payment";
import { formFailure } from "~/lib/forms/schema.server";
import { formatPaise } from "~/lib/money";
import { isPaymentMethodId } from "~/lib/payment-methods";
import { requestContext } from "~/services/boot/request-context-builder.server";
import type { RequestContext } from "~/services/platform/request-context.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { checkPaymentInstrument, walletCheckoutData } from "~/services/checkout/payment-methods.server";
import { parseForm } from "~/services/platform/request-body.server";
import { TransactionQuerySchema } from "~/services/payments/payment-return.server";
import { beginPayment } from "~/services/payments/payment-start.server";
import { getPayment } from "~/services/payments/payment-views.server";
import { paymentStatusPath } from "~/lib/paths";
import { errorResponse } from "~/services/platform/error-response.server";
import { NotFoundError } from "~/lib/errors";
import { echoValues } from "~/lib/forms/failure";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { metaT } from "~/lib/i18n/meta-t";

/**
 * `/checkout/wallet` (docs/product/routes.md#wallet-checkout): paying for something that
 * is not a cart — adding money to Nukkad Cash or buying a gift card. The
 * payment was created where the shopper asked for it; here they choose how
 * to pay and go to the gateway.
 */
async function loadPayment(ctx: RequestContext) {
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const query = TransactionQuerySchema.safeParse({
    transaction_id: new URL(ctx.request.url).searchParams.get("transaction_id") ?? undefined,
  });
  if (!query.success) throw errorResponse(new NotFoundError("Payment not found"));
  const payment = await getPayment(db, user.id, query.data.transaction_id);
  if (!payment || payment.purpose === "order") throw errorResponse(new NotFoundError("Payment not found"));
  // Already on its way (or done): its status page knows what happened.
  if (payment.status !== "ACTIVE") throw seeOther(paymentStatusPath(payment.id));
  return { db, user, payment };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, user, payment } = await loadPayment(requestContext({ request, context }));
  return data(
    {
      payment: { id: payment.id, purpose: payment.purpose, total: payment.total, returnTo: payment.returnTo },
      picker: await walletCheckoutData(db, user.id, payment.purpose),
      messages: pageMessages(request, "checkout"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const PaySchema = z.object({ paymentMethod: z.string().refine(isPaymentMethodId, CHOOSE_PAYMENT_METHOD) });

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const { db, user, payment } = await loadPayment(ctx);
  const parsed = await parseForm(request, PaySchema);
  const { form } = parsed;
  if (!parsed.ok) return formFailure({ formError: say(CHOOSE_PAYMENT_METHOD), values: echoValues(form, ["paymentMethod"]) });
  const method = parsed.data.paymentMethod;
  if (!isPaymentMethodId(method)) return formFailure({ formError: CHOOSE_PAYMENT_METHOD, values: { paymentMethod: method } });
  try {
    const raw = Object.fromEntries(
      INSTRUMENT_FIELDS.flatMap((f) => (typeof form.get(f) === "string" ? [[f, String(form.get(f)).slice(0, 40)]] : [])),
    );
    const instrument = await checkPaymentInstrument(db, user.id, method, raw);
    const useWallet = method === "wallet" && instrument.wallet === "nukkad";
    const { redirectTo } = await beginPayment(
      db,
      user,
      payment.id,
      { method, instrument, useWallet: useWallet || form.get("useWallet") === "on" },
      new URL(request.url).origin,
      ctx.demo(),
    );
    return seeOther(redirectTo);
  } catch (error) {
    return errorResponse(error, { paymentMethod: method });
  }
}

export default function WalletCheckout() {
  const { payment, picker } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const t = useT();
  const what = payment.purpose === "wallet_topup" ? t("Add money to Nukkad Cash") : t("Buy a gift card");
  return (
    <div className="container-layout max-w-2xl space-y-4 py-6">
      <h1 className="text-2xl font-bold">{what}</h1>
      <FormAlert>{actionData?.formError}</FormAlert>
      <Form method="post" className="rounded-xl bg-white p-4" aria-labelledby="pay-title">
        <h2 id="pay-title" className="mb-3 text-lg font-bold">
          {t("Payment method")}
        </h2>
        <PaymentMethodPicker
          data={picker}
          defaultMethod={actionData?.values?.paymentMethod || undefined}
          walletCheckbox={
            payment.purpose === "gift_card" && picker.wallet.cash > 0
              ? { label: t("Use my Nukkad Cash"), amount: picker.wallet.cash }
              : null
          }
          allowNukkadWallet={payment.purpose === "gift_card"}
          linkReturnTo={`/checkout/wallet?transaction_id=${payment.id}`}
        />
        <SubmitButton
          pending={busy}
          className="mt-4 flex w-full items-center justify-between rounded-lg bg-leaf-700 px-4 py-3 font-bold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          <span>{formatPaise(payment.total)}</span>
          <span>{busy ? t("Please wait…") : t("Pay")}</span>
        </SubmitButton>
      </Form>
      <Link to={payment.returnTo ?? "/account"} className="inline-block font-semibold text-leaf-800 underline">
        {t("Cancel")}
      </Link>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Pay")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export { RouteErrorBoundary as ErrorBoundary };
