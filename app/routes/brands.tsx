import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageLocale, seoMeta } from "~/lib/seo";
import { listBrandLinks } from "~/services/catalogue/pages/brand-page.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { pageContext } from "~/services/catalogue/pages/listing-pages.server";
import { catalogueData } from "~/services/platform/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, origin } = await pageContext(requestContext({ request, context }));
  return catalogueData(request, { messages: pageMessages(request, "shop"), origin, brands: await listBrandLinks(db) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The A–Z index: every letter, then "#" for names that start with a digit or a sign. */
const INDEX_LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];

export default function Brands() {
  const { brands } = useLoaderData<typeof loader>();
  // Sections follow the index's order ("#" last), brands within them the name order they come in.
  const byLetter = new Map<string, typeof brands>();
  for (const b of brands) {
    const initial = b.name.charAt(0);
    const letter = /[A-Z]/i.test(initial) ? initial.toUpperCase() : "#";
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), b]);
  }
  return (
    <div className="container-layout py-6">
      <h1 className="mb-4 text-2xl font-bold">All brands</h1>
      {/* Letters with no brands stay in place, greyed, so the index keeps its shape. */}
      <nav aria-label="Brands by letter" id="brand-index" className="mb-6 rounded-xl bg-white p-2">
        <ul className="flex flex-wrap gap-1">
          {INDEX_LETTERS.map((letter) => (
            <li key={letter}>
              {byLetter.has(letter) ? (
                <a
                  href={`#brands-${letter}`}
                  className="flex h-11 w-11 items-center justify-center rounded-lg font-bold text-leaf-800 hover:bg-leaf-50"
                >
                  {letter}
                </a>
              ) : (
                <span aria-disabled="true" className="flex h-11 w-11 items-center justify-center rounded-lg text-gray-400">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {INDEX_LETTERS.filter((letter) => byLetter.has(letter)).map((letter) => (
        <section key={letter} aria-labelledby={`brands-${letter}`} className="mb-6">
          <h2 id={`brands-${letter}`} className="mb-2 flex items-baseline justify-between text-lg font-bold">
            {letter}
            <a href="#brand-index" className="text-sm font-semibold text-leaf-800 underline">
              Back to A–Z
            </a>
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
            {(byLetter.get(letter) ?? []).map((b) => (
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "All brands A–Z | Nukkad",
    description: "Shop your favourite brands online on Nukkad: Amul, Britannia, Tata, Haldiram's and more, delivered in minutes.",
    path: "/brands",
    origin: data?.origin,
  });
