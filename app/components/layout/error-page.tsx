import { Form, Link } from "@remix-run/react";
import type { CategoryLink } from "~/lib/catalogue";

const SERVER_ERROR = { title: "Something went wrong", body: "We could not load this page. Please try again in a moment." };

const COPY: Record<number, { title: string; body: string }> = {
  400: { title: "We could not read that form", body: "Something in it is not in a form we accept. Please go back and try again." },
  404: { title: "This page could not be found", body: "The link may be broken, or the product may no longer be sold." },
  413: { title: "That was too large to send", body: "Please go back and send less at a time." },
  415: { title: "We could not read that form", body: "It was not sent as a form. Please use the form on the store's page." },
  500: SERVER_ERROR,
};

/** The categories a thrown 404 carried (app/lib/views/not-found.ts), if it carried any. */
export function categoriesOf(errorData: unknown): CategoryLink[] {
  if (typeof errorData !== "object" || errorData === null || !("categories" in errorData)) return [];
  const { categories } = errorData as { categories: unknown };
  return Array.isArray(categories) ? (categories as CategoryLink[]) : [];
}

/**
 * The 404 and 500 screens, rendered inside the site layout. A 404 offers ways back in
 * (docs/product/routes.md#error-pages): a search box, and the top categories when the 404 carried them.
 */
export function ErrorPage({ status, categories = [] }: { status: number; categories?: CategoryLink[] }) {
  const copy =
    COPY[status] ?? (status >= 500 ? SERVER_ERROR : { title: "Request could not be completed", body: "Please go back and try again." });
  return (
    <section className="container-layout py-10 text-center" aria-labelledby="error-title">
      <p className="text-5xl font-black text-brand-700">{status}</p>
      <h1 id="error-title" className="mt-3 text-2xl font-bold">
        {copy.title}
      </h1>
      <p className="mt-2 text-ink-muted">{copy.body}</p>
      {status === 404 ? (
        <Form method="get" action="/s/" role="search" className="mx-auto mt-6 flex max-w-md gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            Search for a product
          </label>
          <input
            id="not-found-search"
            name="q"
            type="search"
            required
            maxLength={100}
            placeholder="Search for a product"
            enterKeyHint="search"
            className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-base focus:border-leaf-600"
          />
          <button type="submit" className="h-11 rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800">
            Search
          </button>
        </Form>
      ) : null}
      {categories.length ? (
        <nav aria-labelledby="error-categories" className="mx-auto mt-8 max-w-3xl">
          <h2 id="error-categories" className="text-lg font-bold">
            Or start from a category
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
        Go to home
      </Link>
    </section>
  );
}
