import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AddAllForm } from "~/components/discovery/add-all-form";
import { PickList } from "~/components/discovery/pick-list";
import { JsonLd } from "~/components/json-ld";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { recipeJsonLd } from "~/lib/recipe-structured-data";
import { cookingTime } from "~/components/discovery/cooking-time";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { pageLocale, seoMeta } from "~/lib/seo";
import type { RootLoader } from "~/root";
import { catalogueData } from "~/services/platform/http.server";
import { addRecipeToCart, loadRecipePage } from "~/services/catalogue/pages/recipes.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { addAllAction } from "~/services/cart/add-all-action.server";

/** /recipe/{slug}/{recipeId}: the recipe with its ingredients at the shopper's store (docs/rules.md#recipes). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadRecipePage(requestContext({ request, context }), params));
  return catalogueData(request, { ...page, messages: pageMessages(request, "info") });
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

/** "Add N ingredients to cart": PRG with the report as the flash without JavaScript, JSON for the fetcher. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return addAllAction(requestContext({ request, context }), (ctx, headers, mutationId, now) =>
    addRecipeToCart(ctx, headers, params.recipeId, mutationId, now),
  );
}

export default function RecipePage() {
  const { recipe, ingredients, addable, storeName, origin, canonical } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoader>("root");
  const cartVersion = root?.cart.version ?? 0;
  const t = useT();
  return (
    <div className="container-layout max-w-3xl py-6">
      <Breadcrumbs
        origin={origin}
        items={[
          { name: t("Recipes"), href: "/recipes" },
          { name: recipe.name, href: canonical },
        ]}
      />
      <article>
        <div className="flex flex-col gap-4 sm:flex-row">
          <img src={recipe.image} alt="" width={160} height={160} className="h-40 w-40 shrink-0 rounded-xl" />
          <div>
            <h1 className="text-2xl font-bold">{recipe.name}</h1>
            <p className="mt-1">{recipe.description}</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
              <div className="rounded-lg bg-white p-2">
                <dt className="text-ink-muted">{t("Serves")}</dt>
                <dd className="font-bold">{recipe.servings}</dd>
              </div>
              <div className="rounded-lg bg-white p-2">
                <dt className="text-ink-muted">{t("Prep")}</dt>
                <dd className="font-bold">{cookingTime(t, recipe.prepMinutes)}</dd>
              </div>
              <div className="rounded-lg bg-white p-2">
                <dt className="text-ink-muted">{t("Cook")}</dt>
                <dd className="font-bold">{cookingTime(t, recipe.cookMinutes)}</dd>
              </div>
            </dl>
          </div>
        </div>

        <section aria-labelledby="ingredients" className="mt-6">
          <h2 id="ingredients" className="mb-2 text-xl font-bold">
            {t("Ingredients")}
          </h2>
          <p className="mb-3 text-sm text-ink-muted">
            {storeName ? t("Prices and stock at {store}, today.", { store: storeName }) : `${t("We don't deliver to your location yet:")} `}
            {storeName ? null : (
              <Link to="/location" className="font-semibold text-leaf-800 underline">
                {t("choose another location")}
              </Link>
            )}
          </p>
          <PickList lines={ingredients.map((i) => ({ ...i, title: i.label, detail: i.quantity }))} />
          <div className="mt-4">
            <AddAllForm
              label={addable === 1 ? t("Add 1 ingredient to cart") : t("Add {count} ingredients to cart", { count: addable })}
              mutationId={`recipe:${recipe.id}:v${cartVersion}`}
              disabled={addable === 0}
              disabledReason={storeName ? t("None of the ingredients is available at your store right now.") : undefined}
            />
          </div>
        </section>

        <section aria-labelledby="method" className="mt-8">
          <h2 id="method" className="mb-2 text-xl font-bold">
            {t("Method")}
          </h2>
          <ol className="list-decimal space-y-2 rounded-xl bg-white p-4 pl-8">
            {recipe.steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </section>
      </article>
      <JsonLd
        data={recipeJsonLd({
          ...recipe,
          image: origin + recipe.image,
          url: origin + canonical,
          ingredients: ingredients.map((i) => (/^\d/.test(i.quantity) ? `${i.quantity} ${i.label}` : `${i.label}, ${i.quantity}`)),
        })}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return data
    ? seoMeta({
        locale: pageLocale(matches),
        title: t("{name} recipe | Nukkad", { name: data.recipe.name }),
        description: data.recipe.description,
        path: data.canonical,
        origin: data.origin,
        image: data.recipe.image,
      })
    : [{ title: t("Recipe not found | Nukkad") }];
};

export { RouteErrorBoundary as ErrorBoundary };
