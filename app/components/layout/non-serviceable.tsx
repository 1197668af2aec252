import { Link, useLocation } from "@remix-run/react";
import { locationPickerPath } from "~/lib/paths";

/** Location step NON_SERVICEABLE (docs/product/states.md#location-step): no dark store covers the chosen location. */
export function NonServiceable({ label }: { label: string }) {
  const here = useLocation();
  return (
    <section className="container-layout py-16 text-center" aria-labelledby="ns-title" data-testid="non-serviceable">
      <p className="text-6xl" aria-hidden="true">
        🛵
      </p>
      <h1 id="ns-title" className="mt-4 text-2xl font-bold">
        Sorry, we don&apos;t deliver to {label} yet
      </h1>
      <p className="mt-2 text-ink-muted">We are opening new stores every week. Try a different location nearby.</p>
      <Link
        to={locationPickerPath(here.pathname, here.search)}
        className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700"
      >
        Change location
      </Link>
    </section>
  );
}
