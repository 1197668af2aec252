import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AccountNav } from "~/components/account/account-nav";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { metaT } from "~/lib/i18n/meta-t";

/** One shopper's pages: never cached by browsers or proxies, never indexed. */
const ACCOUNT_HEADERS = PRIVATE_NO_STORE;

/**
 * The account area (docs/product/roles.md#account-pages: account pages are under /account and need
 * login). Each child loader checks the user again: loaders run in parallel,
 * so this check alone would not keep a child's data private.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  // The account's words, for this layout and every page in it (useT reads every matched route's messages).
  return data({ phone: user.phone, messages: pageMessages(request, "account") }, { headers: ACCOUNT_HEADERS });
}

// Child routes export no headers of their own, so they inherit these.
export const headers: HeadersFunction = () => ACCOUNT_HEADERS;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("My account | Nukkad") }, { name: "robots", content: "noindex" }];
};

export default function AccountLayout() {
  const { phone } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout pb-10 md:grid md:grid-cols-[14rem_1fr] md:gap-8 md:py-8">
      <aside className="-mx-4 bg-white px-4 md:mx-0 md:self-start md:rounded-xl md:p-4">
        <AccountNav phone={phone} />
      </aside>
      <div className="min-w-0 pt-4 md:pt-0">
        <Outlet />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
