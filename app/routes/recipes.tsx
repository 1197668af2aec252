import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { formatMinutes } from "~/lib/recipe-structured-data";
import { pageLocale, seoMeta } from "~/lib/seo";
import { catalogueData } from "~/services/platform/http.server";
import { loadRecipeList } from "~/services/catalogue/pages/recipes.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** /recipes: the recipe list, 20 a page, with plain previous/next links (docs/rules.md#recipes). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return catalogueData(request, await orErrorResponse(loadRecipeList(requestContext({ request, context }))));
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Recipes() {
  const { recipes, page, pageCount, previousHref, nextHref } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout py-6">
      <h1 className="mb-1 text-2xl font-bold">Recipes</h1>
      <p className="mb-4 text-ink-muted">Everyday Indian cooking: every ingredient is one tap from your cart.</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.map((r) => (
          <li key={r.id}>
            <Link to={r.href} className="flex h-full gap-3 rounded-xl bg-white p-3 hover:shadow">
              <img src={r.image} alt="" width={96} height={96} loading="lazy" className="h-24 w-24 shrink-0 rounded-lg" />
              <span className="min-w-0">
                <span className="block text-lg font-bold">{r.name}</span>
                <span className="block text-sm text-ink-muted">
                  {r.course} · {formatMinutes(r.totalMinutes)} · serves {r.servings}
                </span>
                <span className="mt-1 line-clamp-2 block text-sm">{r.description}</span>
                <span className="mt-1 block text-sm font-semibold text-leaf-800">{r.ingredientCount} ingredients</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label="Recipe pages" className="mt-6 flex items-center justify-between gap-4">
          {previousHref ? (
            <Link to={previousHref} rel="prev" className="btn-secondary">
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">
            Page {page} of {pageCount}
          </span>
          {nextHref ? (
            <Link to={nextHref} rel="next" className="btn-secondary">
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: data && data.page > 1 ? `Recipes, page ${data.page} | Nukkad` : "Recipes | Nukkad",
    description: "Indian recipes with every ingredient mapped to your store: paneer butter masala, dal tadka, poha, chai and more.",
    path: data?.canonical ?? "/recipes",
    origin: data?.origin,
  });

export { RouteErrorBoundary as ErrorBoundary };
