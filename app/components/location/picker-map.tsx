import { Form } from "@remix-run/react";
import { useState } from "react";
import { AfterHydrationButton } from "~/components/forms/after-hydration-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";
import type { Point } from "~/lib/geo";
import { PinMapPanel, usePinMap } from "./use-pin-map";

/**
 * "Choose on map" on the location picker (docs/decisions/059-map-pin-and-location-states.md), with JavaScript only:
 * the map (loaded on demand) opens on the searched locality, else the shopper's location or the city, and "Deliver to
 * this pin" posts the pin through the picker's own `coords` intent, naming the searched locality, so the server can
 * say when the pin is far from it. Kept in its place, invisible, until the page hydrates, as the GPS button is.
 */
export function PickerMap({
  hydrated,
  redirectTo,
  searchedLocalityId,
}: {
  hydrated: boolean;
  redirectTo: string;
  /** The first search result: where the map opens, and what the pin is checked against. */
  searchedLocalityId: number | null;
}) {
  const t = useT();
  const map = usePinMap();
  const [pin, setPin] = useState<Point | null>(null);
  const start = typeof map.state === "object" ? map.state.start : null;
  const point = pin ?? start?.center ?? null;
  const toggle = () => {
    if (map.isOpen) return map.close();
    setPin(null);
    map.open({ near: searchedLocalityId === null ? null : String(searchedLocalityId) });
  };
  return (
    <>
      <AfterHydrationButton
        ready={hydrated}
        onClick={toggle}
        aria-expanded={hydrated ? map.isOpen : undefined}
        aria-controls={map.isOpen ? "picker-pin-map" : undefined}
        className="js-only mt-2 w-full rounded-lg border border-leaf-600 bg-white px-4 py-3 font-semibold text-leaf-700 hover:bg-leaf-50"
      >
        {map.isOpen ? t("Close the map") : t("Choose on map")}
      </AfterHydrationButton>
      <PinMapPanel id="picker-pin-map" state={map.state} pin={null} onMove={setPin} />
      {start && point ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="coords" />
          <input type="hidden" name="source" value="map" />
          <input type="hidden" name="lat" value={point.lat} />
          <input type="hidden" name="lon" value={point.lon} />
          {start.centredOn.kind === "locality" ? <input type="hidden" name="near" value={start.centredOn.id} /> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SubmitButton className="w-full rounded-lg bg-leaf-600 px-4 py-3 font-semibold text-white hover:bg-leaf-700 disabled:opacity-60">
            {t("Deliver to this pin")}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
