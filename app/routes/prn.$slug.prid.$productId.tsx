import type { HeadersFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { ProductPage } from "~/components/product/product-page";
import { productMeta } from "~/lib/product-meta";
import type { SharedPageHandle } from "~/services/boot/page-cache.server";
import type { action, loader } from "./prn.$slug.prid.$productId.loader";

// The loader and action live apart so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md).
export { action, loader } from "./prn.$slug.prid.$productId.loader";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
export const handle: SharedPageHandle = { sharedPage: true };

export default function ProductRoute() {
  return <ProductPage data={useLoaderData<typeof loader>()} failure={useActionData<typeof action>() ?? null} />;
}

export const meta = productMeta;
export { RouteErrorBoundary as ErrorBoundary };
