import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoginFlow } from "~/components/auth/login-flow";
import { useT } from "~/components/layout/use-t";
import { configuredCodeLength } from "~/services/account/login.server";
import { outboxOpen } from "~/services/security/demo-mode.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";

/** phoneVerification (docs/product/states.md#checkout-flow): checkout needs login; after it the shopper comes back to /checkout. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const shopper = await ctx.shopper();
  if (shopper.user) throw seeOther("/checkout");
  return data({ demo: outboxOpen(ctx.demo()), codeLength: configuredCodeLength() }, { headers: PRIVATE_NO_STORE });
}

export default function CheckoutLogin() {
  const { demo, codeLength } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="rounded-xl bg-white p-4 md:p-6" aria-labelledby="checkout-login-title">
      <h2 id="checkout-login-title" className="mb-1 text-lg font-bold">
        {t("Log in to place your order")}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">{t("Your cart stays as it is: we add it to your account.")}</p>
      <LoginFlow redirectTo="/checkout" demo={demo} codeLength={codeLength} />
    </section>
  );
}
