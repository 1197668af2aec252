import type { LoaderFunctionArgs } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { notFoundWithCategories } from "~/services/catalogue/not-found.server";
import { requestContext } from "~/services/platform/request-context.server";

/** /404 itself (docs/product/routes.md#error-pages) answers with the 404 page and status 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  throw await notFoundWithCategories(requestContext({ request, context }));
}

export default function NotFound() {
  return null;
}

export const meta = () => [{ title: "Page not found | Nukkad" }, { name: "robots", content: "noindex" }];
export { RouteErrorBoundary as ErrorBoundary };
