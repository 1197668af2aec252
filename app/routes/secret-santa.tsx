import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";

/**
 * Secret santa (docs/product/routes.md#secret-santa, docs/rules.md#secret-santa): every page is one member's,
 * needs login and is never cached. Each child loader checks the user again: loaders run in parallel. The one
 * page shown logged out is an invite link's: it names the group and who invited, and asks to log in to join
 * (its loader checks the link).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  // docs/rules.md#feature-flags: off, the feature is gone (404), logged in or not.
  await requireFeature(ctx, "secret_santa");
  if (!new URL(request.url).searchParams.has("invite")) await ctx.requireUser();
  return data(null, { headers: PRIVATE_NO_STORE });
}

// Child routes export no headers of their own, so they inherit these.
export const headers: HeadersFunction = () => PRIVATE_NO_STORE;

export const meta: MetaFunction = () => [{ title: "Secret santa | Nukkad" }, { name: "robots", content: "noindex" }];

export default function SecretSantaLayout() {
  return (
    <div className="container-layout max-w-3xl space-y-4 py-4 pb-10 md:py-8">
      <Outlet />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
