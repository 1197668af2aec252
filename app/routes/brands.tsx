import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { seoMeta } from "~/lib/seo";
import { listBrandLinks } from "~/services/catalogue/brand-page.server";
import { requestContext } from "~/services/platform/request-context.server";
import { cachedData, pageContext } from "~/services/catalogue/listing-pages.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, origin } = await pageContext(requestContext({ request, context }));
  return cachedData(request, { origin, brands: await listBrandLinks(db) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Brands() {
  const { brands } = useLoaderData<typeof loader>();
  const byLetter = new Map<string, typeof brands>();
  for (const b of brands) {
    const initial = b.name.charAt(0);
    const letter = /[A-Z]/i.test(initial) ? initial.toUpperCase() : "#";
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), b]);
  }
  return (
    <div className="container-layout py-6">
      <h1 className="mb-6 text-2xl font-bold">All brands</h1>
      {[...byLetter.entries()].map(([letter, list]) => (
        <section key={letter} aria-labelledby={`brands-${letter}`} className="mb-6">
          <h2 id={`brands-${letter}`} className="mb-2 text-lg font-bold">
            {letter}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
            {list.map((b) => (
              <li key={b.id}>
                <Link to={b.href} className="flex items-center gap-3 rounded-xl bg-white p-2 hover:shadow">
                  <img src={b.logo} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded-full" />
                  <span className="text-sm font-medium">
                    {b.name} <span className="text-ink-muted">({b.count})</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: "All brands A–Z | Nukkad",
    description: "Shop your favourite brands online on Nukkad: Amul, Britannia, Tata, Haldiram's and more, delivered in minutes.",
    path: "/brands",
    origin: data?.origin,
  });
