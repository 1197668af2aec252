import { Link, useLocation } from "@remix-run/react";
import { locationPickerPath } from "~/lib/paths";
import { useT } from "./use-t";

/** Location step NON_SERVICEABLE (docs/product/states.md#location-step): no dark store covers the chosen location. */
export function NonServiceable({ label }: { label: string }) {
  const here = useLocation();
  const t = useT();
  return (
    <section className="container-layout py-16 text-center" aria-labelledby="ns-title" data-testid="non-serviceable">
      <p className="text-6xl" aria-hidden="true">
        🛵
      </p>
      <h1 id="ns-title" className="mt-4 text-2xl font-bold">
        {t("Sorry, we don't deliver to {place} yet", { place: label })}
      </h1>
      <p className="mt-2 text-ink-muted">{t("We are opening new stores every week. Try a different location nearby.")}</p>
      <Link
        to={locationPickerPath(here.pathname, here.search)}
        className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700"
      >
        {t("Change location")}
      </Link>
    </section>
  );
}
