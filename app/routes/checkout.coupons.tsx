import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CouponActionForm } from "~/components/checkout/coupon-action-form";
import { CouponCard } from "~/components/checkout/coupon-card";
import { FormAlert } from "~/components/forms/form-alert";
import { APPLY_BUTTON, CouponCodeField } from "~/components/checkout/coupon-box";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";
import { say } from "~/lib/i18n/request-language.server";
import { metaT } from "~/lib/i18n/meta-t";
import { COUPONS_PATH, DEFAULT_COUPON_RETURN, couponReturnPath, normaliseCode } from "~/lib/coupons";
import { COUPON_FORM } from "~/lib/forms/coupon";
import { echoValues, errorsOf } from "~/lib/forms/failure";
import { NOT_UNDERSTOOD } from "~/lib/forms/login";
import { formFailure, formSchema } from "~/lib/forms/schema.server";
import { loadCheckout } from "~/services/checkout/checkout.server";
import { applyCoupon, couponsForCart, removeCoupon } from "~/services/cart/promotions.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import type { CheckoutLoader } from "./checkout";
import { ConflictError } from "~/lib/errors";
import { errorResponse } from "~/services/platform/error-response.server";

/** The code's rule is the coupon form's, the same the box and the page give the browser; the button says which. */
const CouponSchema = formSchema(COUPON_FORM).extend({
  intent: z.enum(["apply", "remove"], { errorMap: () => ({ message: NOT_UNDERSTOOD }) }),
});

/** The coupon list for the shopper's cart (docs/product/api.md#campaigns), priced where checkout prices it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const now = new Date();
  const state = await loadCheckout(ctx, now);
  const coupons = await couponsForCart(db, state.user?.id ?? null, state.cart, now);
  const returnTo = couponReturnPath(new URL(request.url).searchParams.get("returnTo"));
  return data({ coupons, returnTo }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const parsed = await parseForm(request, CouponSchema);
  const returnTo = couponReturnPath(parsed.form.get("returnTo"));
  // What the shopper typed comes back with any refusal, so they can fix it rather than retype it.
  const values = echoValues(parsed.form, ["code"]);
  if (!parsed.ok) {
    // A post without a known button is refused as a whole, before the code is judged.
    const unknownButton = errorsOf(parsed.failure, "intent");
    return formFailure(unknownButton ? { formError: unknownButton[0], values } : parsed.failure);
  }
  const { intent, code } = parsed.data;
  const now = new Date();
  const state = await loadCheckout(ctx, now);
  const owner = await ctx.cartOwner();
  try {
    if (!owner) throw new ConflictError(say("Your cart is empty."));
    if (intent === "apply") {
      const applied = await applyCoupon(db, owner, code, now, state.storeId);
      const flash = await setFlash({ kind: applied.alreadyApplied ? "info" : "success", message: applied.toast });
      return seeOther(returnTo, { headers: { "Set-Cookie": flash } });
    }
    const removed = await removeCoupon(db, owner, code);
    const message = removed
      ? say("{code} removed.", { code: normaliseCode(code) })
      : say("{code} was not on your cart.", { code: normaliseCode(code) });
    return seeOther(returnTo, { headers: { "Set-Cookie": await setFlash({ kind: "info", message }) } });
  } catch (error) {
    return errorResponse(error, values);
  }
}

export default function CheckoutCoupons() {
  const { coupons, returnTo } = useLoaderData<typeof loader>();
  const checkout = useRouteLoaderData<CheckoutLoader>("routes/checkout");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === COUPONS_PATH;
  const t = useT();
  // Codes on the cart that stopped applying are not in the list (docs/product/validation.md#promos): show them with their reason.
  const stopped = checkout?.cart.promos.filter((p) => p.applied === false) ?? [];
  return (
    <section className="space-y-4" aria-labelledby="coupons-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="coupons-title" className="text-lg font-bold">
          {t("Coupons and offers")}
        </h2>
        <Link to={returnTo} className="font-bold text-leaf-800 underline">
          {returnTo === DEFAULT_COUPON_RETURN ? t("Back to payment") : t("Back")}
        </Link>
      </div>
      <FormAlert>{actionData?.formError}</FormAlert>
      <Form method="post" className="flex items-start gap-2 rounded-xl bg-white p-4 text-sm">
        <input type="hidden" name="returnTo" value={returnTo} />
        <CouponCodeField label={t("Coupon code")} defaultValue={actionData?.values?.code ?? ""} errors={errorsOf(actionData, "code")} />
        <SubmitButton name="intent" value="apply" formAction={COUPONS_PATH} disabled={busy} className={APPLY_BUTTON}>
          {t("Apply")}
        </SubmitButton>
      </Form>
      {stopped.length ? (
        <section className="rounded-xl bg-white p-4 text-sm" aria-labelledby="stopped-title">
          <h3 id="stopped-title" className="mb-2 font-bold">
            {t("On your cart but not applying")}
          </h3>
          <ul className="space-y-2">
            {stopped.map((p) => (
              <li key={p.promo_code} className="flex items-start justify-between gap-3 rounded-lg bg-red-50 p-2">
                <p>
                  <span className="font-mono font-bold">{p.promo_code}</span>:{" "}
                  <span className="font-semibold text-red-800">{p.message}</span>
                </p>
                <CouponActionForm
                  code={p.promo_code}
                  intent="remove"
                  returnTo={returnTo}
                  disabled={busy}
                  preventScrollReset={false}
                  className="font-bold text-red-800 underline"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {coupons.length ? (
        <ul className="space-y-3" aria-label={t("Available coupons")}>
          {coupons.map((promo) => (
            <CouponCard key={promo.promo_code} promo={promo} returnTo={returnTo} busy={busy} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-4 text-sm text-ink-muted">{t("No coupons are available right now.")}</p>
      )}
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Coupons")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
