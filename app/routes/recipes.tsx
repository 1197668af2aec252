import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { cookingTime } from "~/components/discovery/cooking-time";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { pageLocale, seoMeta } from "~/lib/seo";
import { catalogueData } from "~/services/platform/http.server";
import { loadRecipeList } from "~/services/catalogue/pages/recipes.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** /recipes: the recipe list, 20 a page, with plain previous/next links (docs/rules.md#recipes). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const list = await orErrorResponse(loadRecipeList(requestContext({ request, context })));
  return catalogueData(request, { ...list, messages: pageMessages(request, "info") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Recipes() {
  const { recipes, page, pageCount, previousHref, nextHref } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container-layout py-6">
      <h1 className="mb-1 text-2xl font-bold">{t("Recipes")}</h1>
      <p className="mb-4 text-ink-muted">{t("Everyday Indian cooking: every ingredient is one tap from your cart.")}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.map((r) => (
          <li key={r.id}>
            <Link to={r.href} className="flex h-full gap-3 rounded-xl bg-white p-3 hover:shadow">
              <img src={r.image} alt="" width={96} height={96} loading="lazy" className="h-24 w-24 shrink-0 rounded-lg" />
              <span className="min-w-0">
                <span className="block text-lg font-bold">{r.name}</span>
                <span className="block text-sm text-ink-muted">
                  {r.course} · {cookingTime(t, r.totalMinutes)} · {t("serves {count}", { count: r.servings })}
                </span>
                <span className="mt-1 line-clamp-2 block text-sm">{r.description}</span>
                <span className="mt-1 block text-sm font-semibold text-leaf-800">
                  {t("{count} ingredients", { count: r.ingredientCount })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label={t("Recipe pages")} className="mt-6 flex items-center justify-between gap-4">
          {previousHref ? (
            <Link to={previousHref} rel="prev" className="btn-secondary">
              {t("Previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">{t("Page {page} of {count}", { page, count: pageCount })}</span>
          {nextHref ? (
            <Link to={nextHref} rel="next" className="btn-secondary">
              {t("Next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: data && data.page > 1 ? t("Recipes, page {page} | Nukkad", { page: data.page }) : t("Recipes | Nukkad"),
    description: t("Indian recipes with every ingredient mapped to your store: paneer butter masala, dal tadka, poha, chai and more."),
    path: data?.canonical ?? "/recipes",
    origin: data?.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
