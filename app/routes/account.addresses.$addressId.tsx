import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AddressForm } from "~/components/account/address-form";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { addressFormValues, addressReturnPath, addressToFormValues, parseAddressId } from "~/lib/address";
import { parseAddressForm, requireOwnedAddress, updateAddress } from "~/services/account/address-book.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/platform/request-context.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { readForm } from "~/services/platform/request-body.server";
import { NotFoundError } from "~/lib/errors";
import { errorResponse, orErrorResponse } from "~/services/platform/error-response.server";
import { toFormFailure } from "~/lib/forms/failure";
import { formFailure } from "~/lib/forms/schema.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const address = await orErrorResponse(requireOwnedAddress(db, user.id, params.addressId));
  const redirectTo = addressReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  return { values: addressToFormValues(address), redirectTo };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const id = parseAddressId(params.addressId);
  if (id === null) throw errorResponse(new NotFoundError("Address not found"));
  const form = await readForm(request);
  const redirectTo = addressReturnPath(form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"));
  const result = await parseAddressForm(db, form);
  if (!result.ok) return formFailure(toFormFailure(result.errors, result.values));
  let saved;
  try {
    saved = await updateAddress(db, user.id, id, result.value);
  } catch (error) {
    // A refusal (parts in different cities) keeps what the shopper typed.
    return errorResponse(error, addressFormValues(form) as Record<string, string>);
  }
  if (!saved) throw errorResponse(new NotFoundError("Address not found"));
  const flash = saved.serviceable
    ? ({ kind: "success", message: "Address updated" } as const)
    : ({ kind: "info", message: `Address updated. ${saved.reason ?? "We don't deliver there yet"}.` } as const);
  return seeOther(redirectTo ?? "/account/addresses", { headers: { "Set-Cookie": await setFlash(flash) } });
}

export default function EditAddressPage() {
  const { values, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="edit-address-title" className="max-w-xl">
      <h1 id="edit-address-title" className="text-2xl font-bold">
        Edit address
      </h1>
      <div className="mt-4 rounded-xl bg-white p-4 md:p-6">
        <AddressForm
          values={actionData?.values ?? values}
          failure={actionData ?? null}
          redirectTo={redirectTo}
          cancelHref={redirectTo ?? "/account/addresses"}
          busy={navigation.state === "submitting"}
        />
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit address | Nukkad" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary };
