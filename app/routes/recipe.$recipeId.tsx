import type { LoaderFunctionArgs } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { loadRecipePage } from "~/services/catalogue/pages/recipes.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** /recipe/{recipeId} (spec: the recipe name is optional): 301 to /recipe/{slug}/{recipeId}, or 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return orErrorResponse(loadRecipePage(requestContext({ request, context }), { recipeId: params.recipeId }));
}

export { RouteErrorBoundary as ErrorBoundary };

/** Never rendered (the loader always redirects or fails); a page route, so a 404 renders the 404 page. */
export default function RecipeRedirect() {
  return null;
}
