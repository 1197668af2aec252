import { Form, Link } from "@remix-run/react";
import type { CategoryLink } from "~/lib/catalogue";
import { useT } from "./use-t";

/**
 * The 404 page of a path no route claims (docs/product/routes.md#error-pages), with ways back in: a
 * product search and the top categories. Rendered by those routes themselves, not by the error
 * boundaries every page ships, so its weight stays out of other pages' JavaScript.
 */
export function NotFoundPage({ categories }: { categories: CategoryLink[] }) {
  const t = useT();
  return (
    <section className="container-layout py-10 text-center" aria-labelledby="error-title">
      <p className="text-5xl font-black text-brand-700">404</p>
      <h1 id="error-title" className="mt-3 text-2xl font-bold">
        {t("This page could not be found")}
      </h1>
      <p className="mt-2 text-ink-muted">{t("The link may be broken, or the product may no longer be sold.")}</p>
      <Form method="get" action="/s/" role="search" className="mx-auto mt-6 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("Search for a product")}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          required
          maxLength={100}
          placeholder={t("Search for a product")}
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-base focus:border-leaf-600"
        />
        <button type="submit" className="h-11 rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800">
          {t("Search")}
        </button>
      </Form>
      {categories.length ? (
        <nav aria-labelledby="error-categories" className="mx-auto mt-8 max-w-3xl">
          <h2 id="error-categories" className="text-lg font-bold">
            {t("Or start from a category")}
          </h2>
          <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-8">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={c.href} className="block rounded-xl bg-white p-2 text-center text-xs font-medium hover:shadow">
                  <img src={c.image} alt="" width={64} height={64} loading="lazy" className="mx-auto h-14 w-14 rounded-lg" />
                  <span className="mt-1 block">{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link to="/" className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
        {t("Go to home")}
      </Link>
    </section>
  );
}
