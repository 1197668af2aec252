import { useId } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { CouponActionForm } from "~/components/checkout/coupon-action-form";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { COUPONS_PATH, DEFAULT_COUPON_RETURN, type PromoResult } from "~/lib/coupons";
import { COUPON_FORM } from "~/lib/forms/coupon";
import { fieldAttributes } from "~/lib/forms/definition";
import { formatPaise } from "~/lib/money";
import { useT } from "~/components/layout/use-t";

export const APPLY_BUTTON = "h-10 rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800 disabled:opacity-60";

/**
 * The coupon code field of the payment page's box and of the coupon page: the rule is
 * COUPON_FORM's, which the coupon action checks too (docs/decisions/014-form-layer.md).
 */
export function CouponCodeField({ label, defaultValue, errors }: { label: string; defaultValue?: string; errors?: readonly string[] }) {
  const t = useT();
  return (
    <Field
      className="min-w-0 flex-1"
      label={label}
      labelClassName="mb-1 block font-semibold"
      constraints={fieldAttributes(COUPON_FORM, "code", t)}
      autoCapitalize="characters"
      spellCheck={false}
      defaultValue={defaultValue}
      errors={errors}
      inputClassName="h-10 w-full rounded-lg border border-gray-300 px-3 font-mono uppercase aria-[invalid=true]:border-red-600"
    />
  );
}

/**
 * The payment page's coupon box: the codes on the cart (what each saves, or
 * why it stopped applying) with Remove, a code field with Apply, and a link
 * to every coupon. Forms post to the coupon page, which redirects back here.
 */
export function CouponBox({
  promoCodes,
  promos,
  returnTo = DEFAULT_COUPON_RETURN,
}: {
  promoCodes: string[];
  promos: PromoResult[];
  returnTo?: string;
}) {
  const t = useT();
  const titleId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === COUPONS_PATH;
  const byCode = new Map(promos.map((p) => [p.promo_code, p]));
  return (
    <section className="rounded-xl bg-white p-4 text-sm" aria-labelledby={titleId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {t("Coupons and offers")}
        </h2>
        <Link to={`${COUPONS_PATH}?returnTo=${encodeURIComponent(returnTo)}`} className="font-bold text-leaf-800 underline">
          {t("View all coupons")}
        </Link>
      </div>
      {promoCodes.length ? (
        <ul className="mb-3 space-y-2">
          {promoCodes.map((code) => {
            const promo = byCode.get(code);
            const working = promo?.applied === true;
            return (
              <li key={code} className={`flex items-start justify-between gap-3 rounded-lg p-2 ${working ? "bg-leaf-50" : "bg-red-50"}`}>
                <div className="min-w-0">
                  <p className="font-bold">
                    <span className="font-mono">{code}</span>
                    {working && promo.amount > 0 ? <span className="ml-2 text-leaf-700">−{formatPaise(promo.amount)}</span> : null}
                  </p>
                  {promo ? <p className={working ? "text-leaf-800" : "font-semibold text-red-800"}>{promo.message}</p> : null}
                </div>
                <CouponActionForm
                  code={code}
                  intent="remove"
                  returnTo={returnTo}
                  disabled={busy}
                  className="font-bold text-red-800 underline disabled:opacity-60"
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <Form method="post" action={COUPONS_PATH} className="flex items-end gap-2" preventScrollReset>
        <input type="hidden" name="returnTo" value={returnTo} />
        <CouponCodeField label={t("Have a coupon code?")} />
        <SubmitButton name="intent" value="apply" formAction={COUPONS_PATH} disabled={busy} className={APPLY_BUTTON}>
          {t("Apply")}
        </SubmitButton>
      </Form>
    </section>
  );
}
