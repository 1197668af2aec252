import { Link, useLocation } from "@remix-run/react";
import { locationPickerPath } from "~/lib/paths";
import type { ShopperLocation } from "~/lib/views/location";
import { useT } from "./use-t";

/**
 * The delivery location with its ETA, a link to the location picker and back: in the site header, and in the
 * partner web view's minimal bar (docs/rules.md#partner-web-views).
 */
export function DeliveryLocationLink({ location, className = "" }: { location: ShopperLocation | null; className?: string }) {
  const here = useLocation();
  const t = useT();
  return (
    // Named by its content (docs/product/routes.md#header): what is seen, "8 min" and the place, is part of
    // what is heard, as WCAG 2.5.3 asks; the place is said once, first. The delivery time is never cut: its
    // line does not wrap and sets the link's narrowest width, while every other line (`w-0 min-w-full`) asks
    // for no width of its own and ends in "…" instead.
    <Link
      to={locationPickerPath(here.pathname, here.search)}
      className={`flex min-h-11 flex-1 flex-col justify-center rounded-md px-1 ${className}`}
    >
      <span className="sr-only">{t("Delivery location: {place}.", { place: location?.label ?? t("not set") })} </span>
      <span
        className={`block text-sm font-extrabold leading-tight ${location?.etaMinutes ? "whitespace-nowrap" : "w-0 min-w-full truncate"}`}
      >
        {location?.etaMinutes ? (
          // "8 min" on a phone, "Delivery in 8 minutes" from 640 px: the hidden one is not in the link's name either.
          <>
            <span className="sm:hidden">{t("{minutes} min", { minutes: location.etaMinutes })}</span>
            <span className="max-sm:hidden">{t("Delivery in {minutes} minutes", { minutes: location.etaMinutes })}</span>
          </>
        ) : location?.status === "NON_SERVICEABLE" ? (
          t("Not delivering here yet")
        ) : (
          t("Select location")
        )}
      </span>
      <span aria-hidden="true" className="block w-0 min-w-full truncate text-xs text-ink-muted">
        {location?.label ?? t("Choose your delivery location")} ▾
      </span>
      <span className="sr-only">. {t("Change location")}</span>
    </Link>
  );
}
