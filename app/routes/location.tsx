import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AfterHydrationButton } from "~/components/forms/after-hydration-button";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { firstMessage } from "~/lib/forms/failure";
import { LOCATION_SEARCH_FORM } from "~/lib/forms/location";
import { currentPosition, GPS_FAILED } from "~/lib/gps";
import { fieldSchema, formFailure } from "~/lib/forms/schema.server";
import { locationReturnPath } from "~/lib/paths";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { setFlash } from "~/services/platform/cookies.server";
import { locate, serializeLocation, type StoredLocation } from "~/services/location/shopper-location.server";
import { forgetCartAddress } from "~/services/cart/cart-changes.server";
import { dismissLocationPrompt } from "~/services/location/first-visit.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm, firstIssueMessage } from "~/services/platform/request-body.server";
import {
  choosePoint,
  cityOnlySearch,
  findLocalities,
  locationFromLocality,
  locationFromPincode,
  setLocationSchema,
  topCityNames,
} from "~/services/location/picker.server";
import { LinkedText } from "~/components/info/linked-text";
import { PickerMap } from "~/components/location/picker-map";
import { LocationFar, MoreSpecificLocation, PreparingStore, usePreparingStore } from "~/components/location/picker-notices";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const url = new URL(request.url);
  const redirectTo = locationReturnPath(url.searchParams.get("redirectTo"));
  const q = url.searchParams.get("q");
  const db = await ctx.db();
  const [current, topCities, flags] = await Promise.all([ctx.location(), topCityNames(db), ctx.flags()]);
  // The picker's own small part of the catalogue (app/lib/i18n/hindi.server.ts): it is not an account page.
  const page = { redirectTo, current, topCities, autoSuggest: flags.location_auto_suggest, messages: pageMessages(request, "location") };
  if (q === null) return { q: "", error: null, results: null, wholeCity: null, ...page };
  const parsed = fieldSchema(LOCATION_SEARCH_FORM.q).safeParse(q);
  // The form definition's message (app/lib/forms/location.ts), in the request's language; what was typed stays in the box.
  if (!parsed.success)
    return data({ q, error: say(firstIssueMessage(parsed.error)), results: null, wholeCity: null, ...page }, { status: 400 });
  const [results, wholeCity] = await Promise.all([findLocalities(db, parsed.data ?? ""), cityOnlySearch(db, parsed.data ?? "")]);
  return { q, error: null, results, wholeCity, ...page };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const parsed = await parseForm(request, setLocationSchema());
  const redirectTo = locationReturnPath(parsed.form.get("redirectTo"));
  if (!parsed.ok) return formFailure({ formError: firstMessage(parsed.failure) });
  if (parsed.data.intent === "dismiss") return seeOther(redirectTo, { headers: { "Set-Cookie": await dismissLocationPrompt() } });
  const db = await ctx.db();
  let chosen: StoredLocation;
  if (parsed.data.intent === "locality" || parsed.data.intent === "pincode") {
    const place =
      parsed.data.intent === "locality"
        ? await locationFromLocality(db, parsed.data.localityId)
        : await locationFromPincode(db, parsed.data.pincode);
    if (!place) return formFailure({ formError: say("That locality no longer exists. Please search again.") }, 404);
    chosen = place;
  } else {
    // The picker's states for a point (docs/decisions/059-map-pin-and-location-states.md): asked, not guessed.
    const choice = await choosePoint(db, parsed.data);
    if (choice.kind === "more-specific") {
      const formError = say("We can't tell which area this is. Search your pincode or locality instead.");
      return data({ formError, step: "MORE_SPECIFIC_LOCATION" as const }, { status: 400 });
    }
    if (choice.kind === "far") {
      const { lat, lon } = parsed.data;
      const formError = say("The pin is {km} km from {place}.", { km: choice.km, place: choice.locality.name });
      return data({ formError, isLocationFar: true as const, far: { ...choice, lat, lon } }, { status: 400 });
    }
    chosen = choice.location;
  }
  const resolved = await locate(db, chosen);
  // A new point replaces the address chosen at checkout (docs/rules.md#delivery-location).
  const owner = await ctx.cartOwner();
  if (owner) await forgetCartAddress(db, owner);
  const headers = new Headers();
  headers.append("Set-Cookie", await serializeLocation(chosen));
  headers.append(
    "Set-Cookie",
    await setFlash(
      resolved.store && resolved.etaMinutes !== null
        ? {
            kind: "success",
            message: say("Delivering to {place} in {minutes} minutes", { place: chosen.label, minutes: resolved.etaMinutes }),
          }
        : { kind: "info", message: say("Sorry, we don't deliver to {place} yet", { place: chosen.label }) },
    ),
  );
  return seeOther(redirectTo, { headers });
}

export default function LocationPicker() {
  const { q, error, results, wholeCity, redirectTo, current, topCities, autoSuggest } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const preparing = usePreparingStore();
  const far = actionData && "far" in actionData ? actionData.far : null;
  const moreSpecific = actionData && "step" in actionData ? actionData.formError : null;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [gpsError, setGpsError] = useState<string | null>(null);
  const suggest = useSuggestAsTyped(autoSuggest, q);
  const t = useT();

  const canLocate = hydrated && "geolocation" in navigator;

  const locateMe = () => {
    setGpsError(null);
    currentPosition().then(
      ({ lat, lon }) => submit({ intent: "coords", lat, lon, redirectTo }, { method: "post" }),
      () => setGpsError(t(GPS_FAILED)),
    );
  };

  return (
    <div className="container-layout max-w-2xl py-6">
      <h1 className="text-2xl font-bold">{t("Change delivery location")}</h1>
      <p className="mt-1 text-sm text-ink-muted">
        <LinkedText
          text={
            current.etaMinutes
              ? t("Currently: [{place}] · delivery in {minutes} minutes", { place: current.label, minutes: current.etaMinutes })
              : current.status === "NON_SERVICEABLE"
                ? t("Currently: [{place}] · not serviceable", { place: current.label })
                : t("Currently: [{place}]", { place: current.label })
          }
          links={[(place) => <strong>{place}</strong>]}
        />
      </p>
      {/* Kept in the layout until the page hydrates (after load, docs/decisions/027-scripts-after-load.md), as the
          address form's is: appearing then would push the list down under a shopper's finger. With scripting off
          it takes no room (.js-only). */}
      <AfterHydrationButton
        ready={canLocate}
        onClick={locateMe}
        className="js-only mt-4 w-full rounded-lg bg-leaf-600 px-4 py-3 font-semibold text-white hover:bg-leaf-700"
      >
        {t("Use my current location")}
      </AfterHydrationButton>
      <PickerMap
        hydrated={hydrated}
        redirectTo={redirectTo}
        searchedLocalityId={results?.[0]?.kind === "locality" ? results[0].id : null}
      />
      {preparing ? <PreparingStore /> : null}
      {far ? <LocationFar far={far} redirectTo={redirectTo} /> : null}
      {moreSpecific ? <MoreSpecificLocation message={moreSpecific} /> : null}
      <FormAlert className="mt-2">{gpsError ?? (far || moreSpecific ? null : actionData?.formError)}</FormAlert>
      <Form method="get" className="mt-4" role="search" {...suggest}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          id="location-q"
          label={t("Search by pincode or locality")}
          labelClassName="block text-sm font-semibold"
          constraints={fieldAttributes(LOCATION_SEARCH_FORM, "q")}
          defaultValue={q}
          placeholder={t("e.g. 122002 or DLF Phase 3")}
          errors={error}
          inputClassName="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 aria-[invalid=true]:border-red-600"
          renderInput={(input) => (
            <div className="mt-1 flex gap-2">
              {input}
              <button type="submit" className="h-11 rounded-lg border border-leaf-600 px-4 font-semibold text-leaf-700">
                {t("Search")}
              </button>
            </div>
          )}
        />
      </Form>

      {wholeCity && results?.length ? <MoreSpecificLocation city={wholeCity} /> : null}
      {results ? (
        results.length ? (
          <ul className="mt-4 divide-y rounded-xl bg-white" aria-label={t("Matching localities")}>
            {results.map((r) => {
              // A place of the pincode directory outside every city we serve is named by where it is.
              const city = r.kind === "locality" ? r.cityName : (r.cityName ?? r.area);
              return (
                <li key={r.kind === "locality" ? `locality-${r.id}` : `pincode-${r.pincode}`}>
                  <Form method="post" className="flex items-center justify-between gap-3 p-3">
                    {r.kind === "locality" ? (
                      <>
                        <input type="hidden" name="intent" value="locality" />
                        <input type="hidden" name="localityId" value={r.id} />
                      </>
                    ) : (
                      <>
                        <input type="hidden" name="intent" value="pincode" />
                        <input type="hidden" name="pincode" value={r.pincode} />
                      </>
                    )}
                    <input type="hidden" name="redirectTo" value={redirectTo} />
                    <span>
                      <span className="block font-semibold">{r.name}</span>
                      <span className="block text-xs text-ink-muted">
                        {r.serviceable
                          ? `${city} · ${r.pincode}`
                          : r.kind === "pincode" && r.cityName === null
                            ? t("{district}, {state} · {pincode} · not delivering there yet", {
                                district: r.district,
                                state: r.state,
                                pincode: r.pincode,
                              })
                            : t("{city} · {pincode} · not serviceable yet", { city, pincode: r.pincode })}
                      </span>
                    </span>
                    <SubmitButton
                      className="rounded-lg border border-leaf-600 px-3 py-2 text-sm font-semibold text-leaf-700 disabled:opacity-60"
                      aria-label={t("Deliver to {name}, {city} {pincode}", { name: r.name, city, pincode: r.pincode })}
                      pending={navigation.state === "submitting"}
                    >
                      {/* Part of the name, as WCAG 2.5.3 asks: a speech user says what they see. */}
                      {t("Deliver")}
                    </SubmitButton>
                  </Form>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl bg-white p-4">{t("No locality matches “{q}”. Try a 6-digit pincode or a nearby area.", { q })}</p>
        )
      ) : (
        <section className="mt-6" aria-labelledby="cities-title">
          <h2 id="cities-title" className="text-sm font-bold">
            {t("Popular cities")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {topCities.map((name) => (
              <li key={name}>
                <Link
                  to={`?q=${encodeURIComponent(name)}&redirectTo=${encodeURIComponent(redirectTo)}`}
                  className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm"
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * "Location auto suggest" (docs/rules.md#feature-flags): with JavaScript, the search runs as the shopper types,
 * once they pause and the text is long enough to search, replacing the history entry rather than adding one per
 * keystroke. The same GET the Search button makes, so the results are the page's own.
 */
function useSuggestAsTyped(enabled: boolean, searched: string) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const ref = useRef<HTMLFormElement>(null);
  const ask = (form: HTMLFormElement) => {
    if (!enabled) return;
    const text = new FormData(form).get("q");
    clearTimeout(timer.current);
    if (typeof text !== "string" || text.trim().length < (LOCATION_SEARCH_FORM.q.minLength ?? 1)) return;
    timer.current = setTimeout(() => {
      // Already on the screen (the shopper pressed Search first): asking again could cut short their next tap.
      if (text !== searched) submit(form, { replace: true, preventScrollReset: true });
    }, SUGGEST_AFTER_MS);
  };
  // Typed before the page hydrated (after load, docs/decisions/027-scripts-after-load.md): asked once it has.
  useEffect(() => {
    if (ref.current) ask(ref.current);
    // Once, on hydration: later typing is onChange's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (event: FormEvent<HTMLFormElement>) => ask(event.currentTarget);
  // Search pressed: that navigation replaces the pending one.
  const onSubmit = () => clearTimeout(timer.current);
  return { ref, onChange, onSubmit };
}

/** A pause in typing, not every keystroke, asks the server. */
const SUGGEST_AFTER_MS = 300;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Choose delivery location | Nukkad") }, { name: "robots", content: "noindex" }];
};
