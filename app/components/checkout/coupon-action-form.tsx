import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { COUPONS_PATH } from "~/lib/coupons";
import { useT } from "~/components/layout/use-t";

/**
 * Apply or Remove one coupon code: a form of its own that posts the code and `returnTo` to the coupon
 * page, which redirects back there (the coupon list, the stopped codes, the payment page's box).
 */
export function CouponActionForm({
  code,
  intent,
  returnTo,
  disabled,
  describedBy,
  className,
  preventScrollReset = true,
}: {
  code: string;
  intent: "apply" | "remove";
  returnTo: string;
  disabled: boolean;
  /** What the button's name alone does not say (why a code cannot be applied now). */
  describedBy?: string;
  className: string;
  preventScrollReset?: boolean;
}) {
  const t = useT();
  const label = intent === "apply" ? t("Apply") : t("Remove");
  return (
    <Form method="post" action={COUPONS_PATH} preventScrollReset={preventScrollReset}>
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <SubmitButton
        name="intent"
        value={intent}
        formAction={COUPONS_PATH}
        disabled={disabled}
        aria-label={`${label} ${code}`}
        aria-describedby={describedBy}
        className={className}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}
