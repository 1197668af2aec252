import { Link } from "@remix-run/react";
import { useT } from "./use-t";

/** The title and text of an error status, in the page's language. */
function copyFor(status: number, t: ReturnType<typeof useT>): [title: string, body: string] {
  switch (status) {
    case 400:
      return [t("We could not read that form"), t("Something in it is not in a form we accept. Please go back and try again.")];
    case 404:
      return [t("This page could not be found"), t("The link may be broken, or the product may no longer be sold.")];
    case 413:
      return [t("That was too large to send"), t("Please go back and send less at a time.")];
    case 415:
      return [t("We could not read that form"), t("It was not sent as a form. Please use the form on the store's page.")];
  }
  return status >= 500
    ? [t("Something went wrong"), t("We could not load this page. Please try again in a moment.")]
    : [t("Request could not be completed"), t("Please go back and try again.")];
}

/** The 404 and 500 screens, rendered inside the site layout. */
export function ErrorPage({ status }: { status: number }) {
  const t = useT();
  const [title, body] = copyFor(status, t);
  return (
    <section className="container-layout py-16 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-black text-brand-700">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-ink-muted">{body}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
        {t("Go to home")}
      </Link>
    </section>
  );
}
