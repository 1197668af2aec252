import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressFormCard } from "~/components/account/address-form";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { addressFormValues, addressToFormValues, parseAddressId } from "~/lib/address";
import { ownedAddressPage, readAddressPost, saveAddressForm } from "~/services/account/address-pages.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { NotFoundError } from "~/lib/errors";
import { errorResponse, orErrorResponse } from "~/services/platform/error-response.server";
import { formFailure } from "~/lib/forms/schema.server";
import { metaT } from "~/lib/i18n/meta-t";
import { useT } from "~/components/layout/use-t";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { address, redirectTo } = await orErrorResponse(ownedAddressPage(requestContext({ request, context }), params.addressId));
  return { values: addressToFormValues(address), redirectTo };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { db, userId, form, redirectTo } = await readAddressPost(requestContext({ request, context }));
  const id = parseAddressId(params.addressId);
  if (id === null) throw errorResponse(new NotFoundError("Address not found"));
  try {
    const saved = await saveAddressForm(db, userId, form, id);
    if (!saved.ok) return formFailure(saved.failure);
    return seeOther(redirectTo ?? "/account/addresses", { headers: { "Set-Cookie": await setFlash(saved.flash) } });
  } catch (error) {
    if (error instanceof NotFoundError) throw errorResponse(error);
    // A refusal (parts in different cities) keeps what the shopper typed.
    return errorResponse(error, addressFormValues(form) as Record<string, string>);
  }
}

export default function EditAddressPage() {
  const { values, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <section aria-labelledby="edit-address-title" className="max-w-xl">
      <h1 id="edit-address-title" className="text-2xl font-bold">
        {t("Edit address")}
      </h1>
      <AddressFormCard values={values} failure={actionData ?? null} redirectTo={redirectTo} />
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Edit address | Nukkad") }, { name: "robots", content: "noindex" }];
};

export { RouteErrorBoundary as ErrorBoundary };
