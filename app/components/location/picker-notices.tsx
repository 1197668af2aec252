/**
 * The location picker's states as the shopper sees them (docs/product/states.md#location-step,
 * docs/decisions/059-map-pin-and-location-states.md): PREPARING_STORE while a choice is on its way to the server,
 * MORE_SPECIFIC_LOCATION when a search names only a city or a pin lies where we cannot tell the city, and the
 * isLocationFar question when a map pin is far from the searched locality. NON_SERVICEABLE is the flash the
 * choice comes back with, and the page's "not serviceable" line.
 */
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";

/** PREPARING_STORE: a locality or a point was chosen and its store is being found (the post and its redirect). */
export function usePreparingStore(): boolean {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && (intent === "locality" || intent === "coords");
}

/** Pinned to the bottom of the screen, so it is seen wherever the shopper tapped, and moves nothing on the page. */
export function PreparingStore() {
  const t = useT();
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-4 z-30 mx-auto w-fit rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg"
    >
      {t("Finding your store…")}
    </p>
  );
}

function Notice({ id, role, title, children }: { id: string; role: "alert" | "status"; title: string; children: ReactNode }) {
  return (
    <section role={role} aria-labelledby={id} className="mt-4 rounded-xl bg-brand-50 p-4 text-sm">
      <h2 id={id} className="text-base font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** MORE_SPECIFIC_LOCATION: a pin we cannot place in a city (the server's message), or a search naming only a city. */
export function MoreSpecificLocation({ message, city }: { message?: string; city?: string }) {
  const t = useT();
  return (
    <Notice id="more-specific-title" role={message ? "alert" : "status"} title={t("Please choose a more specific location")}>
      <p className="mt-1">
        {message ?? t("{city} has many stores. Choose your locality below, or search your 6-digit pincode.", { city: city ?? "" })}
      </p>
    </Notice>
  );
}

export interface FarPin {
  km: number;
  lat: number;
  lon: number;
  locality: { id: number; name: string; cityName: string };
}

/** isLocationFar: the pin is far from the locality the shopper searched: deliver to the pin, or to that locality? */
export function LocationFar({ far, redirectTo }: { far: FarPin; redirectTo: string }) {
  const t = useT();
  const place = far.locality.name;
  return (
    <Notice id="location-far-title" role="alert" title={t("The pin is far from {place}", { place })}>
      <p className="mt-1">
        {t("Your pin is {km} km from {place}, {city}, which you searched for. Where should we deliver?", {
          km: far.km,
          place,
          city: far.locality.cityName,
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="coords" />
          <input type="hidden" name="source" value="map" />
          <input type="hidden" name="lat" value={far.lat} />
          <input type="hidden" name="lon" value={far.lon} />
          <input type="hidden" name="far" value="ok" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SubmitButton className="rounded-lg bg-leaf-600 px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("Deliver to the pin")}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="locality" />
          <input type="hidden" name="localityId" value={far.locality.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SubmitButton className="rounded-lg border border-leaf-600 bg-white px-4 py-2 font-semibold text-leaf-700 disabled:opacity-60">
            {t("Deliver to {place}", { place })}
          </SubmitButton>
        </Form>
      </div>
    </Notice>
  );
}
