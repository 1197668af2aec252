import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ShareLinkBox } from "~/components/discovery/share-link-box";
import { FormAlert } from "~/components/forms/form-alert";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import type { FormFailure } from "~/lib/forms/failure";
import { sharedCartPath } from "~/lib/paths";
import type { RootLoader } from "~/root";
import { loadShareLink, shareShopperCart } from "~/services/cart/shared-carts.server";
import { errorResponse, orErrorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useLocale, useT } from "~/components/layout/use-t";
import { formatDate } from "~/lib/i18n/dates";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/**
 * /share/cart: "Share this cart" posts here and comes back to ?link={token}, which shows the link to hand
 * on (docs/rules.md#shared-carts). Without a link it offers to make one for the cart.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("link");
  const link = token === null ? null : await orErrorResponse(loadShareLink(requestContext({ request, context }), token, new Date()));
  return data({ link, messages: pageMessages(request, "info") }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  try {
    const token = await shareShopperCart(requestContext({ request, context }), new Date());
    return seeOther(`${sharedCartPath()}?link=${token}`);
  } catch (error) {
    return errorResponse(error);
  }
}

export default function ShareCart() {
  const { link } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const root = useRouteLoaderData<RootLoader>("root");
  const itemCount = root?.cart.lines.length ?? 0;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container-layout max-w-2xl py-6">
      <h1 className="mb-2 text-2xl font-bold">{t("Share your cart")}</h1>
      {link ? (
        <div className="space-y-4 rounded-xl bg-white p-4">
          <p>
            {link.itemCount === 1
              ? t(
                  "Anyone with this link can see the 1 item in your cart and add them to their own, at their store's prices. It shows nothing else: not your name, address or what you paid. It works until {date}.",
                  { date: formatDate(link.expiresAt, locale, "longDate") },
                )
              : t(
                  "Anyone with this link can see the {count} items in your cart and add them to their own, at their store's prices. It shows nothing else: not your name, address or what you paid. It works until {date}.",
                  { count: link.itemCount, date: formatDate(link.expiresAt, locale, "longDate") },
                )}
          </p>
          {link.printCount ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm">{t("Print jobs are not shared: the link holds only the items.")}</p>
          ) : null}
          <ShareLinkBox url={link.url} />
          <Link to="/cart" className="inline-flex min-h-11 items-center font-semibold text-leaf-800 underline">
            {t("Back to cart")}
          </Link>
        </div>
      ) : (
        <div className="space-y-4 rounded-xl bg-white p-4">
          <FormAlert>{failure?.formError}</FormAlert>
          {itemCount ? (
            <>
              <p>
                {itemCount === 1
                  ? t(
                      "Make a link to the 1 item in your cart. Whoever opens it sees them at their own store's prices and can add them all with one tap. Print jobs are not shared.",
                    )
                  : t(
                      "Make a link to the {count} items in your cart. Whoever opens it sees them at their own store's prices and can add them all with one tap. Print jobs are not shared.",
                      { count: itemCount },
                    )}
              </p>
              <Form method="post">
                <button type="submit" className="btn-primary">
                  {t("Create share link")}
                </button>
              </Form>
            </>
          ) : (
            <p>
              {t("Your cart is empty.")}{" "}
              <Link to="/" className="font-semibold text-leaf-800 underline">
                {t("Start shopping")}
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Share your cart | Nukkad") }, { name: "robots", content: "noindex" }];
};

export { RouteErrorBoundary as ErrorBoundary };
