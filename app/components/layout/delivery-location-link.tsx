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
    // Named by its content (docs/product/routes.md#header): what is seen, "In 8 minutes" and the place, is
    // part of what is heard, as WCAG 2.5.3 asks; the place is said once, first.
    <Link
      to={locationPickerPath(here.pathname, here.search)}
      className={`flex min-h-11 min-w-0 flex-1 flex-col justify-center rounded-md px-1 ${className}`}
    >
      <span className="sr-only">Delivery location: {location?.label ?? "not set"}. </span>
      <span className="block truncate text-sm font-extrabold leading-tight">
        {location?.etaMinutes ? (
          <>
            <span className="sm:hidden">In {location.etaMinutes} minutes</span>
            <span className="hidden sm:inline">Delivery in {location.etaMinutes} minutes</span>
          </>
        ) : location?.status === "NON_SERVICEABLE" ? (
          "Not delivering here yet"
        ) : (
          "Select location"
        )}
      </span>
      <span aria-hidden="true" className="block truncate text-xs text-ink-muted">
        {location?.label ?? "Choose your delivery location"} ▾
      </span>
      <span className="sr-only">. Change location</span>
    </Link>
  );
}
