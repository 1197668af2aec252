import { Link } from "@remix-run/react";

const SERVER_ERROR = { title: "Something went wrong", body: "We could not load this page. Please try again in a moment." };

const COPY: Record<number, { title: string; body: string }> = {
  400: { title: "We could not read that form", body: "Something in it is not in a form we accept. Please go back and try again." },
  404: { title: "This page could not be found", body: "The link may be broken, or the product may no longer be sold." },
  413: { title: "That was too large to send", body: "Please go back and send less at a time." },
  415: { title: "We could not read that form", body: "It was not sent as a form. Please use the form on the store's page." },
  500: SERVER_ERROR,
};

/** The 404 and 500 screens, rendered inside the site layout. */
export function ErrorPage({ status }: { status: number }) {
  const copy =
    COPY[status] ?? (status >= 500 ? SERVER_ERROR : { title: "Request could not be completed", body: "Please go back and try again." });
  return (
    <section className="container-layout py-16 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-black text-brand-700">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold">
        {copy.title}
      </h1>
      <p className="mt-2 text-ink-muted">{copy.body}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
        Go to home
      </Link>
    </section>
  );
}
