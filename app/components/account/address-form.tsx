import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AfterHydrationButton } from "~/components/forms/after-hydration-button";
import { ErrorList } from "~/components/forms/error-list";
import { Field as SharedField } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { useStateFromPage } from "~/components/forms/use-state-from-page";
import { isChosenPin, type AddressFormValues } from "~/lib/address";
import type { Point } from "~/lib/geo";
import { PinMapPanel, usePinMap } from "~/components/location/use-pin-map";
import { ADDRESS_FORM, SALUTATIONS } from "~/lib/forms/address";
import { fieldAttributes } from "~/lib/forms/definition";
import { errorsOf, type FormFailure } from "~/lib/forms/failure";
import { useT } from "~/components/layout/use-t";

type AddressFieldName = keyof typeof ADDRESS_FORM;

/** A field of ADDRESS_FORM: constraints and "Optional" from the definition, its label in the page's language. */
function Field({
  name,
  label,
  ...props
}: { name: AddressFieldName; label: string } & Omit<ComponentProps<typeof SharedField>, "label" | "constraints">) {
  const field = ADDRESS_FORM[name];
  const t = useT();
  return (
    <SharedField
      id={`address-${name}`}
      label={label}
      constraints={fieldAttributes(ADDRESS_FORM, name, t)}
      optionalNote={"required" in field && field.required ? undefined : t("Optional")}
      {...props}
    />
  );
}

interface AddressFormProps {
  values: AddressFormValues;
  /** The server's refusal, if any (FormFailure: docs/decisions/014-form-layer.md). */
  failure: FormFailure | null;
  redirectTo: string | null;
  cancelHref: string;
  busy: boolean;
}

/**
 * The address form (docs/product/entities.md#address). A plain post: without JavaScript
 * the server places the pin from the pincode and locality; with JavaScript
 * "Use my current location" adds the device's coordinates, and "Place the pin
 * on a map" opens a map (loaded only then) whose pin the form posts as
 * location_source=map. Nothing appears or disappears on hydration (the buttons
 * wait invisibly in their place), so the page does not shift.
 */
export function AddressForm({ values, failure, redirectTo, cancelHref, busy }: AddressFormProps) {
  const error = (name: string) => errorsOf(failure, name)?.[0];
  const t = useT();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Picked before hydration: kept (use-state-from-page.ts).
  const [labelChoice, setLabelChoice] = useStateFromPage(values.label === "Other" ? "Other" : "Home", () =>
    formRef.current?.querySelector<HTMLInputElement>('input[name="label"]:checked')?.value === "Other" ? "Other" : "Home",
  );
  // The pin the shopper chose (their device's, or one placed on the map): kept on edit and after a refusal.
  const initialPin =
    isChosenPin(values.location_source) && values.lat && values.lon
      ? { lat: values.lat, lon: values.lon, source: values.location_source }
      : null;
  const [pin, setPin] = useState<{ lat: string; lon: string; source: "gps" | "map" } | null>(initialPin);
  const [usePin, setUsePin] = useState(initialPin !== null);
  const [gpsState, setGpsState] = useState<"idle" | "locating" | "failed">("idle");
  const map = usePinMap();

  // After a refused post, take the shopper to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [failure]);

  const canLocate = hydrated && "geolocation" in navigator;

  const locate = () => {
    setGpsState("locating");
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setPin({ lat: pos.coords.latitude.toFixed(6), lon: pos.coords.longitude.toFixed(6), source: "gps" });
        setUsePin(true);
        setGpsState("idle");
        // An open map would still show the old pin.
        map.close();
      },
      () => setGpsState("failed"),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const locationError =
    error("location") ?? (gpsState === "failed" ? t("We couldn't get your location. We'll place the pin from your pincode.") : undefined);

  // The map opens on the pin the shopper has, else on what they typed (the pincode's locality), else their location or the city.
  const toggleMap = () => {
    if (map.isOpen) return map.close();
    const typed = formRef.current ? new FormData(formRef.current) : null;
    map.open({ pincode: String(typed?.get("pincode") ?? "").replace(/\s+/g, ""), locality: String(typed?.get("locality") ?? "") });
  };
  const pinMoved = ({ lat, lon }: Point) => {
    setPin({ lat: lat.toFixed(6), lon: lon.toFixed(6), source: "map" });
    setUsePin(true);
  };
  const pinButton =
    "js-only mt-2 inline-flex h-10 items-center rounded-lg border border-leaf-700 bg-white px-4 font-semibold text-leaf-800 hover:bg-leaf-50 disabled:opacity-60";

  return (
    <Form method="post" ref={formRef} className="space-y-5" aria-describedby={failure?.formError ? "address-form-error" : undefined}>
      <FormAlert id="address-form-error">{failure?.formError}</FormAlert>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}

      <fieldset>
        <legend className="text-sm font-semibold">{t("Save address as")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["Home", "Other"] as const).map((choice) => (
            <label
              key={choice}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50"
            >
              <input
                type="radio"
                name="label"
                value={choice}
                checked={labelChoice === choice}
                onChange={() => setLabelChoice(choice)}
                className="accent-leaf-600"
              />
              {choice === "Home" ? t("Home") : t("Other")}
            </label>
          ))}
        </div>
        <div className="mt-3">
          <Field
            name="customLabel"
            label={t("Custom label")}
            hint={t("Used when you choose Other, e.g. Work or Mom's place.")}
            errors={errorsOf(failure, "customLabel")}
            defaultValue={values.customLabel}
            // Typing a label means "Other": one less thing to tap.
            onInput={(e) => {
              if (e.currentTarget.value.trim()) setLabelChoice("Other");
            }}
          />
        </div>
      </fieldset>

      <fieldset aria-describedby={error("salutation") ? "address-salutation-error" : undefined}>
        <legend className="text-sm font-semibold">
          {t("Salutation")} <span className="font-normal text-ink-muted">{t("(optional)")}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["", ...SALUTATIONS] as const).map((s) => (
            <label
              key={s || "none"}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50"
            >
              <input
                type="radio"
                name="salutation"
                value={s}
                defaultChecked={(values.salutation ?? "") === s}
                className="accent-leaf-600"
              />
              {s || t("None")}
            </label>
          ))}
        </div>
        <ErrorList id="address-salutation-error" errors={errorsOf(failure, "salutation")} />
      </fieldset>

      <Field name="name" label={t("Name")} errors={errorsOf(failure, "name")} defaultValue={values.name} />
      <Field name="house" label={t("House / flat number")} errors={errorsOf(failure, "house")} defaultValue={values.house} />
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        <Field name="floor" label={t("Floor")} errors={errorsOf(failure, "floor")} defaultValue={values.floor} />
        <Field name="building" label={t("Building / street")} errors={errorsOf(failure, "building")} defaultValue={values.building} />
      </div>
      <Field name="landmark" label={t("Landmark")} errors={errorsOf(failure, "landmark")} defaultValue={values.landmark} />
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <Field
          name="locality"
          label={t("Locality")}
          errors={errorsOf(failure, "locality")}
          defaultValue={values.locality}
          placeholder={t("e.g. DLF Phase 3")}
        />
        <Field name="pincode" label={t("Pincode")} errors={errorsOf(failure, "pincode")} defaultValue={values.pincode} />
      </div>

      <fieldset aria-describedby={locationError ? "address-location-error" : undefined}>
        <legend className="text-sm font-semibold">{t("Delivery pin")}</legend>
        <div className="mt-2 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3 text-sm">
          {pin ? (
            <>
              <input type="hidden" name="lat" value={pin.lat} />
              <input type="hidden" name="lon" value={pin.lon} />
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="location_source"
                  value={pin.source}
                  checked={usePin}
                  onChange={(e) => setUsePin(e.currentTarget.checked)}
                  className="mt-1 accent-leaf-600"
                />
                <span>
                  {pin.source === "gps" ? t("Deliver to my device location") : t("Deliver to the pin I placed on the map")}{" "}
                  <span className="text-ink-muted">
                    ({Number(pin.lat).toFixed(4)}, {Number(pin.lon).toFixed(4)})
                  </span>
                </span>
              </label>
            </>
          ) : (
            <p className="text-ink-muted">{t("We place the pin from your pincode and locality.")}</p>
          )}
          {/* Rendered before hydration too, only invisible, so they take their place without moving the page; with scripting off they take none (.js-only). */}
          <div className="flex flex-wrap gap-x-2">
            <AfterHydrationButton ready={canLocate} onClick={locate} disabled={gpsState === "locating"} className={pinButton}>
              <span aria-hidden="true">📍&nbsp;</span>
              {gpsState === "locating" ? t("Finding you…") : t("Use my current location")}
            </AfterHydrationButton>
            <AfterHydrationButton
              ready={hydrated}
              onClick={toggleMap}
              aria-expanded={hydrated ? map.isOpen : undefined}
              aria-controls={map.isOpen ? "address-pin-map" : undefined}
              className={pinButton}
            >
              <span aria-hidden="true">🗺️&nbsp;</span>
              {map.isOpen ? t("Close the map") : pin ? t("Adjust the pin") : t("Place the pin on a map")}
            </AfterHydrationButton>
          </div>
          <PinMapPanel
            id="address-pin-map"
            state={map.state}
            pin={pin ? { lat: Number(pin.lat), lon: Number(pin.lon) } : null}
            onMove={pinMoved}
          />
          <ErrorList id="address-location-error" errors={locationError ? [locationError] : null} />
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Link to={cancelHref} className="rounded-lg px-4 py-3 text-center font-semibold text-ink-muted hover:text-ink">
          {t("Cancel")}
        </Link>
        {/* Disabled while saving: a second tap would post twice. */}
        <SubmitButton
          pending={busy}
          className="w-full rounded-lg bg-leaf-700 px-6 py-3 font-bold text-white hover:bg-leaf-800 disabled:opacity-70 sm:ml-auto sm:w-auto"
        >
          {t("Save address")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The new and edit pages' form, on its card: a refused post comes back with what was typed (else `values`),
 * Cancel goes back where the shopper came from (else the address list).
 */
export function AddressFormCard({
  values,
  failure,
  redirectTo,
}: {
  values: AddressFormValues;
  failure: FormFailure | null;
  redirectTo: string | null;
}) {
  const navigation = useNavigation();
  return (
    <div className="mt-4 rounded-xl bg-white p-4 md:p-6">
      <AddressForm
        values={failure?.values ?? values}
        failure={failure}
        redirectTo={redirectTo}
        cancelHref={redirectTo ?? "/account/addresses"}
        busy={navigation.state === "submitting"}
      />
    </div>
  );
}
