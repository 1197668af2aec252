/**
 * "Notify me" on an out-of-stock product's tile or page (docs/rules.md#back-in-stock-requests): a plain form post,
 * with or without JavaScript, that asks for one text when the product is back at the shopper's store and goes back
 * to the page, at the product's tile (#product-{id}), with "We'll text you when … is back". A logged-out shopper
 * logs in first, is asked for at the login, and comes back to the same place. A refusal renders this page with the reason and its 4xx.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { ConflictError, RefusedError } from "~/lib/errors";
import { firstMessage } from "~/lib/forms/failure";
import { backToCard, safeRedirectPath } from "~/lib/paths";
import {
  askBackInStock,
  askedMessage,
  NOTIFY_QUERY_FIELDS,
  notifyMeSchema,
  rememberAskBeforeLogin,
} from "~/services/catalogue/back-in-stock.server";
import { setFlash } from "~/services/platform/cookies.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { parseForm } from "~/services/platform/request-body.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";

/**
 * Nothing is asked on a visit (a prefetch, an old link): the page says what the button does, with a way back. Not a
 * redirect: this loader also runs to render a refused post's page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The words of the pages around the picker (the "location" part, app/lib/i18n/hindi.server.ts): a few, for a page few see.
  return { back: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/"), messages: pageMessages(request, "location") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const parsed = await parseForm(request, notifyMeSchema(), { fromQuery: NOTIFY_QUERY_FIELDS });
  const page = safeRedirectPath(parsed.form.get("redirectTo"), "/");
  if (!parsed.ok) return errorResponse(new RefusedError(firstMessage(parsed.failure)), { back: page });
  const { productId } = parsed.data;
  const back = backToCard(page, productId);
  const { user, deviceId } = await ctx.shopper();
  // Logged out: to the login, which asks once the shopper is in and comes back here (docs/rules.md#back-in-stock-requests).
  if (!user) {
    const headers = new Headers({ "Set-Cookie": await rememberAskBeforeLogin(productId) });
    return seeOther(`/login?redirectTo=${encodeURIComponent(back)}`, { headers });
  }
  const { store, label } = await ctx.location();
  try {
    if (!store)
      throw new ConflictError(say("We don't deliver to {place} yet, so no store can tell you when this is back.", { place: label }));
    const { name } = await askBackInStock(await ctx.db(), {
      userId: user.id,
      deviceId,
      productId,
      storeId: store.id,
      now: new Date(),
    });
    return seeOther(back, { headers: { "Set-Cookie": await setFlash({ kind: "success", message: askedMessage(name) }) } });
  } catch (error) {
    return errorResponse(error, { back });
  }
}

export default function NotifyMePage() {
  const { back } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="container-layout py-8">
      <h1 className="text-xl font-bold">{t("Notify me when it is back")}</h1>
      {failure ? (
        <FormAlert className="mt-4">{failure.formError}</FormAlert>
      ) : (
        <p className="mt-4">{t("Tap Notify me on a product that is out of stock, and we'll text you once when it is back.")}</p>
      )}
      <Link to={failure?.values?.back ?? back} className="mt-4 inline-flex min-h-11 items-center font-semibold text-leaf-800 underline">
        {t("Go back")}
      </Link>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Notify me | Nukkad") }, { name: "robots", content: "noindex" }];
};
