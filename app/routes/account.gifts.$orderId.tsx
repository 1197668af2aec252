import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatGiftCardDate, GiftCardStatusBadge } from "~/components/account/gift-card-list";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { IdParamSchema } from "~/lib/ids.server";
import { formatPaise } from "~/lib/money";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useLocale, useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { giftCardTerms } from "~/services/wallet/gifting.server";

/** gifts/{orderId} (docs/product/routes.md#account): the param is the gift card's id. */
const ParamsSchema = IdParamSchema;

/** A gift card's terms, for its buyer or the phone it was sent to; anyone else gets the 404 page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const id = ParamsSchema.safeParse(params.orderId);
  const card = id.success ? await giftCardTerms(db, user.id, id.data) : null;
  if (!card) throw new Response("Gift card not found", { status: 404 });
  return { card };
}

export default function GiftCardTermsPage() {
  const { card } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link to="/account/gifts" className="font-semibold text-leaf-800 underline">
          <span aria-hidden="true">← </span>
          {t("All gift cards")}
        </Link>
      </p>
      <section aria-labelledby="gift-terms-title" className="rounded-xl bg-white p-4 md:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 id="gift-terms-title" className="text-2xl font-bold">
            {t("{amount} gift card", { amount: formatPaise(card.amount) })}
          </h1>
          <GiftCardStatusBadge status={card.status} />
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">{t("Code")}</dt>
          <dd>{t("Ending {last4}", { last4: card.last4 })}</dd>
          {card.role === "buyer" && card.recipientName ? (
            <>
              <dt className="text-ink-muted">{t("For")}</dt>
              <dd>{card.recipientName}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{t("Bought")}</dt>
          <dd>
            <time dateTime={card.createdAt}>{formatGiftCardDate(card.createdAt, locale)}</time>
          </dd>
          <dt className="text-ink-muted">{card.status === "expired" ? t("Expired") : t("Valid till")}</dt>
          <dd>
            <time dateTime={card.expiresAt}>{formatGiftCardDate(card.expiresAt, locale)}</time>
          </dd>
        </dl>
        {card.message ? <p className="mt-3 text-sm italic">“{card.message}”</p> : null}
      </section>
      <section aria-labelledby="gift-terms-list-title" className="rounded-xl bg-white p-4 md:p-6">
        <h2 id="gift-terms-list-title" className="text-lg font-bold">
          {t("Terms and conditions")}
        </h2>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm">
          {card.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Gift card terms | Nukkad") }, { name: "robots", content: "noindex" }];
};

export { RouteErrorBoundary as ErrorBoundary };
