import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/components/layout/use-t";

/**
 * A partner's redirection page when it cannot log anyone in (app/services/boot/partner-redirection.server.ts):
 * malformed input (400) or too many tries (429), with the server's message. Both partners' pages show it.
 */
export function PartnerRedirectionRefused() {
  const { message } = useLoaderData<{ message: string }>();
  const t = useT();
  return (
    <section className="container-layout max-w-lg py-16 text-center" aria-labelledby="partner-title">
      <h1 id="partner-title" className="text-2xl font-bold">
        {t("We could not log you in from the partner app")}
      </h1>
      <p className="mt-2 text-ink-muted" role="alert">
        {message}
      </p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
        {t("Go to home")}
      </Link>
    </section>
  );
}
