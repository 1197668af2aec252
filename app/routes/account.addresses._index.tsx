import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddressCard } from "~/components/account/address-card";
import { DeleteAddressButton } from "~/components/account/delete-address-button";
import { addressReturnPath, withReturnPath } from "~/lib/address";
import { listAddresses, MAX_ADDRESSES_PER_USER } from "~/services/account/address-book.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { metaT } from "~/lib/i18n/meta-t";
import { useT } from "~/components/layout/use-t";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const redirectTo = addressReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  return { addresses: await listAddresses(db, user.id), max: MAX_ADDRESSES_PER_USER, redirectTo };
}

export default function AddressesPage() {
  const { addresses, max, redirectTo } = useLoaderData<typeof loader>();
  const atLimit = addresses.length >= max;
  const t = useT();
  // Add, edit and delete come back here, and this page keeps its own way back (e.g. to checkout).
  const back = redirectTo ? withReturnPath("/account/addresses", redirectTo) : null;
  return (
    <section aria-labelledby="addresses-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="addresses-title" className="text-2xl font-bold">
          {t("Addresses")}
        </h1>
        {atLimit ? null : (
          <Link
            to={withReturnPath("/account/addresses/new", back)}
            className="inline-flex h-11 items-center rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800"
          >
            <span aria-hidden="true">+&nbsp;</span>
            {t("Add address")}
          </Link>
        )}
      </div>
      {redirectTo ? (
        <p className="mt-2 text-sm">
          <Link to={redirectTo} className="font-semibold text-leaf-800 underline">
            {redirectTo.startsWith("/checkout") ? t("Back to checkout") : t("Go back")}
          </Link>
        </p>
      ) : null}
      {atLimit ? (
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
          {t("You have {max} saved addresses, the most we keep. Delete one you no longer use to add another.", { max })}
        </p>
      ) : null}

      {addresses.length ? (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address}>
                <Link
                  to={withReturnPath(`/account/addresses/${address.id}`, back)}
                  aria-label={t("Edit {name}", { name: `${address.label}, ${address.name}` })}
                  className="inline-flex h-10 items-center rounded-lg border border-gray-300 px-4 text-sm font-semibold hover:bg-gray-50"
                >
                  {t("Edit")}
                </Link>
                <DeleteAddressButton addressId={address.id} name={`${address.label}, ${address.name}`} redirectTo={back} />
              </AddressCard>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl bg-white p-6 text-center">
          <p className="text-4xl" aria-hidden="true">
            🏠
          </p>
          <p className="mt-2 font-semibold">{t("No saved addresses yet")}</p>
          <p className="mt-1 text-sm text-ink-muted">{t("Add one and checkout takes a tap.")}</p>
        </div>
      )}
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Addresses | Nukkad") }, { name: "robots", content: "noindex" }];
};
