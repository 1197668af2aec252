import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressFormCard } from "~/components/account/address-form";
import { addressFormValues, addressReturnPath, withReturnPath } from "~/lib/address";
import { addressCount, MAX_ADDRESSES_PER_USER } from "~/services/account/address-book.server";
import { readAddressPost, saveAddressForm } from "~/services/account/address-pages.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { formFailure } from "~/lib/forms/schema.server";
import { metaT } from "~/lib/i18n/meta-t";
import { useT } from "~/components/layout/use-t";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const redirectTo = addressReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  return { redirectTo, atLimit: (await addressCount(db, user.id)) >= MAX_ADDRESSES_PER_USER, max: MAX_ADDRESSES_PER_USER };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { db, userId, form, redirectTo } = await readAddressPost(requestContext({ request, context }));
  try {
    const saved = await saveAddressForm(db, userId, form);
    if (!saved.ok) return formFailure(saved.failure);
    return seeOther(redirectTo ?? "/account/addresses", { headers: { "Set-Cookie": await setFlash(saved.flash) } });
  } catch (error) {
    return errorResponse(error, addressFormValues(form) as Record<string, string>);
  }
}

export default function NewAddressPage() {
  const { redirectTo, atLimit, max } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const listHref = redirectTo?.startsWith("/account/addresses") ? redirectTo : withReturnPath("/account/addresses", redirectTo);
  return (
    <section aria-labelledby="new-address-title" className="max-w-xl">
      <h1 id="new-address-title" className="text-2xl font-bold">
        {t("Add address")}
      </h1>
      {atLimit && !actionData ? (
        <div role="alert" className="mt-4 rounded-lg bg-brand-50 p-4 text-sm">
          <p>{t("You can save up to {max} addresses. Delete one you no longer use to add another.", { max })}</p>
          <Link to={listHref} className="mt-2 inline-block font-semibold text-leaf-800 underline">
            {t("Go to your addresses")}
          </Link>
        </div>
      ) : (
        <AddressFormCard values={{ label: "Home" }} failure={actionData ?? null} redirectTo={redirectTo} />
      )}
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Add address | Nukkad") }, { name: "robots", content: "noindex" }];
};
