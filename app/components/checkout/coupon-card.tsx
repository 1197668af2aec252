import { useId } from "react";
import { CouponActionForm } from "~/components/checkout/coupon-action-form";
import type { PromoResult } from "~/lib/coupons";
import { useT } from "~/components/layout/use-t";

/**
 * One coupon in the list: its code, what it gives, whether it can be used
 * now (and why not), its terms, and an Apply or Remove button that posts to
 * the coupon page and comes back to `returnTo`.
 */
export function CouponCard({ promo, returnTo, busy }: { promo: PromoResult; returnTo: string; busy: boolean }) {
  const t = useT();
  const messageId = useId();
  const applied = promo.applied === true;
  const tone = applied || (promo.enabled && promo.amount > 0) ? "text-leaf-700" : promo.enabled ? "text-ink" : "text-ink-muted";
  return (
    <li className={`rounded-xl border bg-white p-4 text-sm ${applied ? "border-leaf-600" : "border-transparent"}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="inline-block rounded border border-dashed border-leaf-700 px-2 py-0.5 font-mono font-bold tracking-wide text-leaf-800">
            {promo.promo_code}
          </p>
          <h3 className="mt-1 font-bold">{promo.details.name}</h3>
          <p>{promo.details.value}</p>
          {promo.payment_condition ? <p className="text-ink-muted">{promo.payment_condition}</p> : null}
          <p id={messageId} className={`mt-1 font-semibold ${tone}`}>
            {applied ? <span className="mr-1">{t("Applied")} ·</span> : null}
            {promo.message}
          </p>
        </div>
        {applied ? (
          <CouponActionForm
            code={promo.promo_code}
            intent="remove"
            returnTo={returnTo}
            disabled={busy}
            className="rounded-lg border border-red-700 px-3 py-1.5 font-bold text-red-800 disabled:opacity-60"
          />
        ) : (
          <CouponActionForm
            code={promo.promo_code}
            intent="apply"
            returnTo={returnTo}
            disabled={busy || !promo.enabled}
            describedBy={messageId}
            className="rounded-lg bg-leaf-700 px-3 py-1.5 font-bold text-white hover:bg-leaf-800 disabled:bg-gray-300 disabled:text-ink-muted"
          />
        )}
      </div>
      <details id={`terms-${promo.promo_code}`} className="mt-2 text-ink-muted">
        <summary className="cursor-pointer font-semibold">{t("Terms and conditions")}</summary>
        <p className="mt-1">{promo.terms}</p>
      </details>
    </li>
  );
}
