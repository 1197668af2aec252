import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AmountPicker } from "~/components/account/amount-picker";
import { WalletSummary } from "~/components/account/wallet-summary";
import { WalletTransactions } from "~/components/account/wallet-transactions";
import { SubmitButton } from "~/components/forms/submit-button";
import { errorsOf } from "~/lib/forms/failure";
import { formFailure } from "~/lib/forms/schema.server";
import { formatPaise, rupeesToPaise } from "~/lib/money";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { createPayment } from "~/services/payments/payment-start.server";
import { TOP_UP_MAX, TOP_UP_MIN, walletBalance, WalletCursorSchema, walletTransactions } from "~/services/wallet/ledger.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { say } from "~/lib/i18n/request-language.server";

/** The typed amount wins over a quick pick (see AmountPicker); both are rupees as typed. */
const AddMoneySchema = z.object({
  amount: z.string().max(20).optional().default(""),
  preset: z.string().max(20).optional().default(""),
});

const QUICK_PICKS = [10_000, 50_000, 100_000] as const;
// A function, not a constant: the limits come from a server module, which the browser bundle leaves out, and the
// message is in the request's language (docs/decisions/055-hindi.md).
const limitMessage = () =>
  say("Add between {min} and {max}, in whole rupees.", { min: formatPaise(TOP_UP_MIN), max: formatPaise(TOP_UP_MAX) });

/** Wallet page (docs/product/entities.md#wallet-page): balance, its distribution, transactions ten a page (?before=<last id of the previous page>). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const cursor = WalletCursorSchema.safeParse(new URL(request.url).searchParams.get("before") ?? undefined);
  const before = cursor.success ? cursor.data : undefined;
  const [balance, page] = await Promise.all([walletBalance(db, user.id), walletTransactions(db, user.id, before)]);
  return {
    balance,
    entries: page.entries,
    nextBefore: page.nextBefore,
    paged: before !== undefined,
    min: TOP_UP_MIN,
    max: TOP_UP_MAX,
    quickPicks: QUICK_PICKS,
  };
}

/** Add money: opens a top-up payment and hands over to the wallet checkout, where the shopper picks how to pay. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, AddMoneySchema);
  const typed = parsed.ok ? parsed.data.amount.trim() || parsed.data.preset.trim() : "";
  const amount = rupeesToPaise(typed);
  if (amount === null || amount % 100 !== 0 || amount < TOP_UP_MIN || amount > TOP_UP_MAX) {
    return formFailure({ fieldErrors: { amount: [limitMessage()] }, values: { amount: typed } });
  }
  try {
    const paymentId = await createPayment(db, {
      userId: user.id,
      purpose: "wallet_topup",
      amount,
      allowGift: false,
      details: { returnTo: "/account/wallet" },
    });
    return seeOther(`/checkout/wallet?transaction_id=${encodeURIComponent(paymentId)}`);
  } catch (error) {
    return errorResponse(error, { amount: typed }, { field: "amount" });
  }
}

export default function WalletPage() {
  const { balance, entries, nextBefore, paged, min, max, quickPicks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const t = useT();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("Nukkad wallet")}</h1>
      <WalletSummary balance={balance} />
      <section aria-labelledby="add-money-title" className="rounded-xl bg-white p-4 md:p-6">
        <h2 id="add-money-title" className="text-lg font-bold">
          {t("Add money")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("Pay by UPI, card or netbanking; the money goes to your Nukkad Cash.")}</p>
        <Form method="post" className="mt-3 space-y-4">
          <AmountPicker
            id="add-money-amount"
            label={t("Amount")}
            presets={quickPicks}
            min={min}
            max={max}
            defaultAmount={actionData?.values?.amount ?? ""}
            error={errorsOf(actionData, "amount")?.[0]}
          />
          <SubmitButton pending={busy} pendingLabel={t("Please wait…")} className="btn-primary">
            {t("Proceed to add money")}
          </SubmitButton>
        </Form>
        <p className="mt-4 text-sm">
          {t("Have a gift card?")}{" "}
          <Link to="/account/gifts#redeem" className="font-semibold text-leaf-800 underline">
            {t("Redeem it")}
          </Link>
        </p>
      </section>
      <WalletTransactions
        entries={entries}
        olderHref={nextBefore ? `/account/wallet?before=${nextBefore}` : null}
        newestHref={paged ? "/account/wallet" : null}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Wallet | Nukkad") }, { name: "robots", content: "noindex" }];
};
