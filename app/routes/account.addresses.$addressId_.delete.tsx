import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SubmitButton } from "~/components/forms/submit-button";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AddressCard } from "~/components/account/address-card";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { parseAddressId, withReturnPath } from "~/lib/address";
import { deleteAddress } from "~/services/account/address-book.server";
import { ownedAddressPage, readAddressPost } from "~/services/account/address-pages.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { NotFoundError } from "~/lib/errors";
import { errorResponse, orErrorResponse } from "~/services/platform/error-response.server";
import { say } from "~/lib/i18n/request-language.server";
import { metaT } from "~/lib/i18n/meta-t";
import { useT } from "~/components/layout/use-t";

/** The confirmation step of delete, as a page, so it works without JavaScript. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return orErrorResponse(ownedAddressPage(requestContext({ request, context }), params.addressId));
}

/**
 * Deletes only when the post says confirm=yes (this page's button, or the
 * list's button after the JavaScript confirm dialog); an unconfirmed post
 * from the list lands on this page to ask first.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { db, userId, form, redirectTo } = await readAddressPost(requestContext({ request, context }));
  const id = parseAddressId(params.addressId);
  if (id === null) throw errorResponse(new NotFoundError("Address not found"));
  if (form.get("confirm") !== "yes") {
    return seeOther(withReturnPath(`/account/addresses/${id}/delete`, redirectTo));
  }
  if (!(await deleteAddress(db, userId, id))) throw errorResponse(new NotFoundError("Address not found"));
  return seeOther(redirectTo ?? "/account/addresses", {
    headers: { "Set-Cookie": await setFlash({ kind: "success", message: say("Address deleted") }) },
  });
}

export default function DeleteAddressPage() {
  const { address, redirectTo } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="delete-address-title" className="max-w-xl">
      <h1 id="delete-address-title" className="text-2xl font-bold">
        {t("Delete this address?")}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">{t("It will no longer be offered at checkout. Past orders keep their address.")}</p>
      <div className="mt-4">
        <AddressCard address={address} />
      </div>
      <Form method="post" className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <input type="hidden" name="confirm" value="yes" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Link
          to={redirectTo ?? "/account/addresses"}
          className="rounded-lg px-4 py-3 text-center font-semibold text-ink-muted hover:text-ink"
        >
          {t("Keep it")}
        </Link>
        <SubmitButton className="w-full rounded-lg bg-red-700 px-6 py-3 font-bold text-white hover:bg-red-800 disabled:opacity-70 sm:ml-auto sm:w-auto">
          {t("Delete address")}
        </SubmitButton>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Delete address | Nukkad") }, { name: "robots", content: "noindex" }];
};

export { RouteErrorBoundary as ErrorBoundary };
