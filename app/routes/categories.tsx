import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageLocale, seoMeta } from "~/lib/seo";
import { getCategoryTree } from "~/services/catalogue/browse.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { pageContext } from "~/services/catalogue/pages/listing-pages.server";
import { catalogueData } from "~/services/platform/http.server";
import type { SharedPageHandle } from "~/services/boot/page-cache.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, origin } = await pageContext(requestContext({ request, context }));
  const tree = await getCategoryTree(db);
  return catalogueData(request, {
    messages: pageMessages(request, "shop"),
    origin,
    categories: tree.roots.map((l0) => ({
      id: l0.id,
      name: l0.name,
      image: l0.image,
      children: l0.children.map(({ id, name, href, image }) => ({ id, name, href, image })),
    })),
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
export const handle: SharedPageHandle = { sharedPage: true };

export default function Categories() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout py-6">
      <h1 className="mb-6 text-2xl font-bold">All categories</h1>
      <div className="space-y-8">
        {categories.map((l0) => (
          <section key={l0.id} aria-labelledby={`cat-${l0.id}`}>
            <h2 id={`cat-${l0.id}`} className="mb-3 text-lg font-bold">
              {l0.name}
            </h2>
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
              {l0.children.map((c) => (
                <li key={c.id}>
                  <Link to={c.href} className="block rounded-xl bg-white p-2 text-center hover:shadow">
                    <img src={c.image} alt="" width={80} height={80} loading="lazy" className="mx-auto h-20 w-20 rounded-lg" />
                    <span className="mt-1 block text-xs font-medium">{c.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "All categories: groceries, fresh produce and essentials | Nukkad",
    description: "Browse every Nukkad category: vegetables and fruits, dairy, snacks, drinks, staples, personal care, home and more.",
    path: "/categories",
    origin: data?.origin,
  });
