import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { BuyGiftCardForm, RedeemGiftCardForm } from "~/components/account/gift-card-forms";
import { BUY_GIFT_FIELDS, type BuyGiftValues, type GiftCardFailure } from "~/lib/forms/gift-cards";
import { echoValues, firstMessage } from "~/lib/forms/failure";
import { BoughtGiftCards, ReceivedGiftCards } from "~/components/account/gift-card-list";
import { formatPaise, rupeesToPaise } from "~/lib/money";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import {
  giftAmountError,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_MESSAGE_MAX,
  GIFT_NAME_MAX,
  listGiftCards,
} from "~/services/wallet/gifting.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { redeemGiftCard } from "~/services/wallet/gift-card-redemption.server";
import { startGiftCardPurchase } from "~/services/wallet/gift-card-purchase.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { isAppError } from "~/lib/errors";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { say } from "~/lib/i18n/request-language.server";

// Lengths here only keep junk out; the service gives the shopper-facing limits.
const text = (max: number) => z.string().max(max).optional().default("");
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("redeem"), code: text(100) }),
  z.object({
    intent: z.literal("buy"),
    recipient: z.enum(["self", "other"], { errorMap: () => ({ message: say("Choose who the gift card is for.") }) }),
    recipientPhone: text(40),
    recipientName: text(500),
    message: text(2000),
    amount: text(20),
    preset: text(20),
  }),
]);

const QUICK_PICKS = [50_000, 100_000, 200_000] as const;
const EMPTY_BUY: BuyGiftValues = { recipient: "other", recipientPhone: "", recipientName: "", message: "", amount: "" };

/** Gift cards (docs/rules.md#gift-cards): buy, redeem, the cards bought and the cards received. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const { bought, received } = await listGiftCards(db, user);
  return {
    bought,
    received,
    min: GIFT_CARD_MIN,
    max: GIFT_CARD_MAX,
    messageMax: GIFT_MESSAGE_MAX,
    nameMax: GIFT_NAME_MAX,
    quickPicks: QUICK_PICKS,
  };
}

/** A refusal of one of the two forms, with a 4xx status (FormFailure: docs/decisions/014-form-layer.md). */
const refuse = (failure: GiftCardFailure, status: number, headers?: Headers) => data(failure, { status, headers });

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, ActionSchema);
  if (!parsed.ok) {
    // The refusal goes beside the form whose button was pressed; the buy form when none was.
    const intent = z.enum(["buy", "redeem"]).catch("buy").parse(parsed.form.get("intent"));
    return refuse(
      { intent, formError: firstMessage(parsed.failure), values: echoValues(parsed.form, intent === "buy" ? BUY_GIFT_FIELDS : ["code"]) },
      400,
    );
  }
  const input = parsed.data;
  if (input.intent === "redeem") {
    try {
      const redeemed = await redeemGiftCard(db, user.id, input.code);
      const flash = await setFlash({
        kind: "success",
        message: say("{amount} added to your gift card balance.", { amount: formatPaise(redeemed.amount) }),
      });
      return seeOther("/account/wallet", { headers: { "Set-Cookie": flash } });
    } catch (error) {
      if (!isAppError(error)) throw error;
      const { init } = errorResponse(error);
      return refuse(
        { intent: "redeem", fieldErrors: { code: [error.message] }, values: { code: input.code } },
        error.status,
        new Headers(init?.headers),
      );
    }
  }
  const values: BuyGiftValues = {
    recipient: input.recipient,
    recipientPhone: input.recipientPhone,
    recipientName: input.recipientName,
    message: input.message,
    amount: input.amount.trim() || input.preset.trim(),
  };
  const amount = rupeesToPaise(values.amount);
  if (amount === null) return refuse({ intent: "buy", fieldErrors: { amount: [giftAmountError()] }, values: { ...values } }, 400);
  try {
    const paymentId = await startGiftCardPurchase(db, user, { ...values, amount }, await ctx.requester(user.id));
    return seeOther(`/checkout/wallet?transaction_id=${encodeURIComponent(paymentId)}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const { data: failure, init } = errorResponse(error);
    return refuse({ intent: "buy", ...failure, values: { ...values } }, error.status, new Headers(init?.headers));
  }
}

/** What was typed into the buy form, back from a refusal. */
function buyValues(values: Record<string, string> | undefined): BuyGiftValues {
  return { ...EMPTY_BUY, ...values, recipient: values?.recipient === "self" ? "self" : "other" };
}

export default function GiftCardsPage() {
  const { bought, received, min, max, messageMax, nameMax, quickPicks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const t = useT();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("Gift cards")}</h1>
      <section id="redeem" aria-labelledby="redeem-title" className="rounded-xl bg-white p-4 md:p-6">
        <h2 id="redeem-title" className="text-lg font-bold">
          {t("Redeem a gift card")}
        </h2>
        <p className="mb-3 mt-1 text-sm text-ink-muted">{t("The value goes to your gift card balance and pays for your orders.")}</p>
        <RedeemGiftCardForm failure={actionData?.intent === "redeem" ? actionData : null} busy={submitting === "redeem"} />
      </section>
      <section aria-labelledby="buy-title" className="rounded-xl bg-white p-4 md:p-6">
        <h2 id="buy-title" className="mb-3 text-lg font-bold">
          {t("Buy a gift card")}
        </h2>
        <BuyGiftCardForm
          values={actionData?.intent === "buy" ? buyValues(actionData.values) : EMPTY_BUY}
          failure={actionData?.intent === "buy" ? actionData : null}
          presets={quickPicks}
          min={min}
          max={max}
          messageMax={messageMax}
          nameMax={nameMax}
          busy={submitting === "buy"}
        />
      </section>
      <section aria-labelledby="bought-title">
        <h2 id="bought-title" className="text-lg font-bold">
          {t("Gift cards you bought")}
        </h2>
        <BoughtGiftCards cards={bought} />
      </section>
      <section aria-labelledby="received-title">
        <h2 id="received-title" className="text-lg font-bold">
          {t("Gift cards sent to you")}
        </h2>
        <ReceivedGiftCards cards={received} />
      </section>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Gift cards | Nukkad") }, { name: "robots", content: "noindex" }];
};
