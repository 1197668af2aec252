import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/components/layout/use-t";

/**
 * A partner's redirection page when it cannot log anyone in (app/services/boot/partner-redirection.server.ts):
 * malformed input (400), too many tries (429) or a partner that could not confirm the code (503, with `retry`,
 * the partner's login page, for a fresh code), with the server's message. Both partners' pages show it.
 */
export function PartnerRedirectionRefused() {
  const { message, retry } = useLoaderData<{ message: string; retry?: string }>();
  const t = useT();
  return (
    <section className="container-layout max-w-lg py-16 text-center" aria-labelledby="partner-title">
      <h1 id="partner-title" className="text-2xl font-bold">
        {t("We could not log you in from the partner app")}
      </h1>
      <p className="mt-2 text-ink-muted" role="alert">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {retry ? (
          // The partner's own page (another site), so a plain link.
          <a href={retry} className="inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
            {t("Try again")}
          </a>
        ) : null}
        <Link
          to="/"
          className={
            retry
              ? "inline-block rounded-lg border border-leaf-600 px-5 py-3 font-semibold text-leaf-700 hover:bg-leaf-50"
              : "inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700"
          }
        >
          {t("Go to home")}
        </Link>
      </div>
    </section>
  );
}
