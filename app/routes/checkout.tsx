import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { BillDetails } from "~/components/cart/bill-details";
import { PrintLines } from "~/components/cart/print-lines";
import { CheckoutProgress } from "~/components/checkout/checkout-progress";
import { SantaGiftNotes } from "~/components/checkout/santa-gift-notes";
import { formatCartSummary } from "~/lib/bill";
import { stepPath } from "~/lib/checkout-steps";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { metaT } from "~/lib/i18n/meta-t";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { addressShown, correctUnavailableLines, loadCheckout } from "~/services/checkout/checkout.server";
import { setFlash } from "~/services/platform/cookies.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";

/** The checkout frame: progress, the current step (child route) and the order summary. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const state = await loadCheckout(ctx);
  const correction = await correctUnavailableLines(db, state);
  if (correction) {
    // The shopper reviews the corrected cart before going on.
    throw seeOther("/cart", { headers: { "Set-Cookie": await setFlash({ kind: "error", message: correction, durationMs: 6_000 }) } });
  }
  if (state.cart.lines.length + state.cart.prints.length === 0) {
    throw seeOther("/cart", { headers: { "Set-Cookie": await setFlash({ kind: "info", message: say("Your cart is empty.") }) } });
  }
  return data(
    {
      step: state.step,
      loggedIn: state.user !== null,
      cart: state.cart,
      // A gift's address without the recipient's store or delivery time (docs/rules.md#secret-santa).
      address: addressShown(state),
      santaGift: state.santaGift,
      messages: pageMessages(request, "checkout"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export type CheckoutLoader = typeof loader;

// Every checkout step is about one shopper's cart: the steps inherit this.
export const headers: HeadersFunction = () => PRIVATE_NO_STORE;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Checkout")} | Nukkad` }, { name: "robots", content: "noindex" }];
};

export default function CheckoutLayout() {
  const { step, cart, santaGift } = useLoaderData<typeof loader>();
  const here = useLocation();
  const t = useT();
  const paying = here.pathname === stepPath("paymentOptions");
  return (
    <div className="container-layout py-4 md:py-6">
      <h1 className="mb-3 text-2xl font-bold">{t("Checkout")}</h1>
      <CheckoutProgress current={step} path={here.pathname} />
      {santaGift ? <SantaGiftNotes gift={santaGift} /> : null}
      {/* Columns that may shrink below their content (minmax(0, …)): the summary's long names end in "…" instead of
          widening the page past a 360 px screen. On a phone's payment step, the step's sections and this summary
          share one column and the summary with its bill moves above the payment method and "Place order"
          (docs/product/routes.md#checkout): the step's wrappers take no box there (`contents`) and `order` places it. */}
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_360px] md:items-start">
        <div className={paying ? "min-w-0 max-md:contents" : "min-w-0"}>
          <Outlet />
        </div>
        <aside className={paying ? "space-y-3 max-md:order-1" : "space-y-3"} aria-label={t("Order summary")}>
          <details className="rounded-xl bg-white p-4 text-sm" open>
            <summary className="cursor-pointer font-bold" data-testid="cart-summary">
              {formatCartSummary(cart.summary, t)}
            </summary>
            <ul className="mt-2 space-y-2">
              <PrintLines lines={cart.prints} compact />
              {cart.lines.map((line) => (
                <li key={line.productId} className="flex items-center gap-2">
                  <img src={line.image} alt="" width={40} height={40} className="h-10 w-10 rounded border" loading="lazy" />
                  <span className="min-w-0 flex-1 truncate" title={line.cardName && line.name}>
                    {line.cardName ?? line.name}
                  </span>
                  <span className="tabular-nums">× {line.quantity}</span>
                </li>
              ))}
            </ul>
          </details>
          <BillDetails bill={cart.bill} />
        </aside>
      </div>
    </div>
  );
}
