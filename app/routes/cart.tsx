import type { MetaFunction } from "@remix-run/node";
import { FormAlert } from "~/components/forms/form-alert";
import { Form, useActionData, useRouteLoaderData } from "@remix-run/react";
import { CartContents } from "~/components/cart/cart-contents";
import { formatCartSummary } from "~/lib/bill";
import { useT } from "~/components/layout/use-t";
import { translateIn } from "~/lib/i18n/translate";
import type { RootLoader } from "~/root";
import type { action } from "./cart.loader";

// The loader and action live apart so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md).
export { action, loader } from "./cart.loader";

export default function CartPage() {
  const root = useRouteLoaderData<RootLoader>("root");
  const actionData = useActionData<typeof action>();
  const t = useT();
  if (!root) return null;
  return (
    <div className="container-layout max-w-2xl py-6">
      <h1 className="mb-4 text-2xl font-bold">{t("My Cart")}</h1>
      {/* The header's figures, written as checkout writes them (docs/rules.md#cart-figures). Here rather than in
          the cart contents, which every page ships inside the cart panel (the JavaScript budget). */}
      {root.cart.summary.count ? (
        <p className="-mt-2 mb-3 font-semibold" data-testid="cart-summary">
          {formatCartSummary(root.cart.summary, t)}
        </p>
      ) : null}
      <FormAlert className="mb-4">{actionData && "error" in actionData ? actionData.error : null}</FormAlert>
      <CartContents cart={root.cart} location={root.location} />
      {/* A link to the items, not the cart (docs/rules.md#shared-carts): a plain post, no JavaScript needed. */}
      {root.cart.lines.length ? (
        <Form method="post" action="/share/cart" className="mt-4">
          <button type="submit" className="btn-secondary w-full sm:w-auto">
            {t("Share this cart")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  // "My Cart" is in the root's words (the cart panel's); checkout's metaT would cost this landing page a chunk.
  const root = matches.filter((match) => match.id === "root");
  return [{ title: `${translateIn(root, "My Cart")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
