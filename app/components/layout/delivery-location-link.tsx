import { Link, useLocation } from "@remix-run/react";
import { locationPickerPath } from "~/lib/paths";
import type { ShopperLocation } from "~/lib/views/location";

/**
 * The delivery location with its ETA, a link to the location picker and back: in the site header, and in the
 * partner web view's minimal bar (docs/rules.md#partner-web-views).
 */
export function DeliveryLocationLink({ location, className = "" }: { location: ShopperLocation | null; className?: string }) {
  const here = useLocation();
  return (
    // Named by its content (docs/product/routes.md#header): what is seen, "8 min" and the place, is part of
    // what is heard, as WCAG 2.5.3 asks; the place is said once, first. The delivery time is never cut: its
    // line does not wrap and sets the link's narrowest width, while every other line (`w-0 min-w-full`) asks
    // for no width of its own and ends in "…" instead.
    <Link
      to={locationPickerPath(here.pathname, here.search)}
      className={`flex min-h-11 flex-1 flex-col justify-center rounded-md px-1 ${className}`}
    >
      <span className="sr-only">Delivery location: {location?.label ?? "not set"}. </span>
      <span
        className={`block text-sm font-extrabold leading-tight ${location?.etaMinutes ? "whitespace-nowrap" : "w-0 min-w-full truncate"}`}
      >
        {location?.etaMinutes ? (
          // "8 min" on a phone, "Delivery in 8 minutes" from 640 px: one text, parts hidden by width.
          <>
            <span className="max-sm:hidden">Delivery in </span>
            {location.etaMinutes} min<span className="max-sm:hidden">utes</span>
          </>
        ) : location?.status === "NON_SERVICEABLE" ? (
          "Not delivering here yet"
        ) : (
          "Select location"
        )}
      </span>
      <span aria-hidden="true" className="block w-0 min-w-full truncate text-xs text-ink-muted">
        {location?.label ?? "Choose your delivery location"} ▾
      </span>
      <span className="sr-only">. Change location</span>
    </Link>
  );
}
