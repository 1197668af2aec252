import { useId } from "react";
import { CouponActionForm } from "~/components/checkout/coupon-action-form";
import type { OfferView } from "~/lib/views/discovery";
import { useT } from "~/components/layout/use-t";

/**
 * One offer on /offers (docs/rules.md#offers): the code (one tap selects it for copying, no JavaScript
 * needed), what it gives, its conditions in plain words and the full terms. With items in the cart it can be
 * applied straight away (the checkout coupon form); without, the shopper is told to use it at checkout.
 */
export function OfferCard({ offer, canApply }: { offer: OfferView; canApply: boolean }) {
  const titleId = useId();
  const t = useT();
  return (
    <li className="rounded-xl bg-white p-4 text-sm" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-bold">
            {offer.title}
          </h3>
          <p className="mt-1 text-ink-muted">{offer.description}</p>
        </div>
        <p className="flex items-center gap-2">
          <span className="sr-only">{t("Code")}</span>
          <code className="select-all rounded border border-dashed border-leaf-700 px-2 py-1 font-mono font-bold tracking-wide text-leaf-800">
            {offer.code}
          </code>
        </p>
      </div>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2" aria-label={t("Conditions of {code}", { code: offer.code })}>
        {offer.conditions.map((line) => (
          <li key={line} className="before:mr-1 before:text-leaf-700 before:content-['✓']">
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <details className="text-ink-muted">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{t("Full terms")}</summary>
          <p className="mt-1 max-w-prose">{offer.terms}</p>
        </details>
        {canApply ? (
          <CouponActionForm
            code={offer.code}
            intent="apply"
            returnTo="/checkout/coupons"
            disabled={false}
            preventScrollReset={false}
            className="min-h-11 rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800"
          />
        ) : (
          <p className="text-ink-muted">{t("Enter the code at checkout.")}</p>
        )}
      </div>
    </li>
  );
}
