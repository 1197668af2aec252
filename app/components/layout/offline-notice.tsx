import { Link } from "@remix-run/react";
import { NO_INTERNET } from "~/lib/offline";
import { useT } from "./use-t";

/**
 * The "no internet" state as a page (docs/rules.md#offline-and-installing): the offline page's content, and what
 * a route's error boundary shows when a page's data or a form's answer could not be fetched.
 */
export function OfflineNotice() {
  const t = useT();
  return (
    <section className="container-layout max-w-xl py-16 text-center" aria-labelledby="offline-title">
      {/* Wi-Fi with a stroke through it, drawn here: an emoji font may be missing on the phone. */}
      <svg
        viewBox="0 0 24 24"
        className="mx-auto h-16 w-16 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
        <circle cx="12" cy="19" r="1" fill="currentColor" />
        <path d="M3 3l18 18" />
      </svg>
      <h1 id="offline-title" className="mt-4 text-2xl font-bold">
        {t(NO_INTERNET)}
      </h1>
      <p className="mt-2 text-ink-muted">{t("Check your mobile data or Wi-Fi and try again. Your cart is kept safe with us.")}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {/* A plain link with an empty href is this very address, asked for again as a whole page. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a href="" className="inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
          {t("Try again")}
        </a>
        {/* A whole page too: offline, the page it leaves may have no scripts to navigate with. */}
        <Link to="/" reloadDocument className="inline-block rounded-lg px-5 py-3 font-semibold text-leaf-800 underline">
          {t("Go to home")}
        </Link>
      </div>
    </section>
  );
}
