import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { notFoundWithCategories } from "~/services/catalogue/pages/not-found.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { metaT } from "~/lib/i18n/meta-t";

/**
 * Any path no other route claims: the 404 page, with status 404, inside the layout, with a search box
 * and the top categories as ways back in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return notFoundWithCategories(requestContext({ request, context }));
}

export default function NotFound() {
  const { categories } = useLoaderData<typeof loader>();
  return <NotFoundPage categories={categories} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Page not found | Nukkad") }, { name: "robots", content: "noindex" }];
};
export { RouteErrorBoundary as ErrorBoundary };
