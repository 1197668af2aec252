import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CUSTOM_LABEL_MAX, SALUTATIONS, type AddressFormErrors, type AddressFormValues } from "~/lib/address";

interface AddressFormProps {
  values: AddressFormValues;
  errors: AddressFormErrors;
  redirectTo: string | null;
  cancelHref: string;
  busy: boolean;
}

const inputClass =
  "mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600 focus:border-leaf-600";

function Field({
  name,
  label,
  optional,
  error,
  hint,
  ...input
}: {
  name: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `address-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {optional ? <span className="text-xs text-ink-muted">Optional</span> : null}
      </div>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required={!optional}
        className={inputClass}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The address form (docs/product/entities.md#address). A plain post: without JavaScript
 * the server places the pin from the pincode and locality; with JavaScript
 * "Use my current location" adds the device's coordinates. Nothing appears
 * or disappears on hydration (the GPS button waits invisibly in its place),
 * so the page does not shift.
 */
export function AddressForm({ values, errors, redirectTo, cancelHref, busy }: AddressFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [labelChoice, setLabelChoice] = useState(values.label === "Other" ? "Other" : "Home");
  const initialGps = values.location_source === "gps" && values.lat && values.lon ? { lat: values.lat, lon: values.lon } : null;
  const [gps, setGps] = useState<{ lat: string; lon: string } | null>(initialGps);
  const [useGps, setUseGps] = useState(initialGps !== null);
  const [gpsState, setGpsState] = useState<"idle" | "locating" | "failed">("idle");

  // After a refused post, take the shopper to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  const canLocate = hydrated && "geolocation" in navigator;

  const locate = () => {
    setGpsState("locating");
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setGps({ lat: pos.coords.latitude.toFixed(6), lon: pos.coords.longitude.toFixed(6) });
        setUseGps(true);
        setGpsState("idle");
      },
      () => setGpsState("failed"),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const locationError =
    errors.location ?? (gpsState === "failed" ? "We couldn't get your location. We'll place the pin from your pincode." : undefined);

  return (
    <Form method="post" ref={formRef} className="space-y-5" aria-describedby={errors.form ? "address-form-error" : undefined}>
      {errors.form ? (
        <p id="address-form-error" role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {errors.form}
        </p>
      ) : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}

      <fieldset>
        <legend className="text-sm font-semibold">Save address as</legend>
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
              {choice}
            </label>
          ))}
        </div>
        <div className="mt-3">
          <Field
            name="customLabel"
            label="Custom label"
            optional
            hint="Used when you choose Other, e.g. Work or Mom's place."
            error={errors.customLabel}
            defaultValue={values.customLabel}
            maxLength={CUSTOM_LABEL_MAX}
            autoComplete="off"
            // Typing a label means "Other": one less thing to tap.
            onInput={(e) => {
              if (e.currentTarget.value.trim()) setLabelChoice("Other");
            }}
          />
        </div>
      </fieldset>

      <fieldset aria-describedby={errors.salutation ? "address-salutation-error" : undefined}>
        <legend className="text-sm font-semibold">
          Salutation <span className="font-normal text-ink-muted">(optional)</span>
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
              {s || "None"}
            </label>
          ))}
        </div>
        {errors.salutation ? (
          <p id="address-salutation-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {errors.salutation}
          </p>
        ) : null}
      </fieldset>

      <Field name="name" label="Name" error={errors.name} defaultValue={values.name} minLength={2} maxLength={60} autoComplete="name" />
      <Field
        name="house"
        label="House / flat number"
        error={errors.house}
        defaultValue={values.house}
        maxLength={80}
        autoComplete="address-line1"
      />
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        <Field name="floor" label="Floor" optional error={errors.floor} defaultValue={values.floor} maxLength={20} autoComplete="off" />
        <Field
          name="building"
          label="Building / street"
          optional
          error={errors.building}
          defaultValue={values.building}
          maxLength={80}
          autoComplete="address-line2"
        />
      </div>
      <Field
        name="landmark"
        label="Landmark"
        optional
        error={errors.landmark}
        defaultValue={values.landmark}
        maxLength={80}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <Field
          name="locality"
          label="Locality"
          error={errors.locality}
          defaultValue={values.locality}
          minLength={2}
          maxLength={80}
          autoComplete="address-level3"
          placeholder="e.g. DLF Phase 3"
        />
        <Field
          name="pincode"
          label="Pincode"
          error={errors.pincode}
          defaultValue={values.pincode}
          inputMode="numeric"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          autoComplete="postal-code"
          title="A 6-digit pincode"
        />
      </div>

      <fieldset aria-describedby={locationError ? "address-location-error" : undefined}>
        <legend className="text-sm font-semibold">Delivery pin</legend>
        <div className="mt-2 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3 text-sm">
          {gps ? (
            <>
              <input type="hidden" name="lat" value={gps.lat} />
              <input type="hidden" name="lon" value={gps.lon} />
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="location_source"
                  value="gps"
                  checked={useGps}
                  onChange={(e) => setUseGps(e.currentTarget.checked)}
                  className="mt-1 accent-leaf-600"
                />
                <span>
                  Deliver to my device location{" "}
                  <span className="text-ink-muted">
                    ({Number(gps.lat).toFixed(4)}, {Number(gps.lon).toFixed(4)})
                  </span>
                </span>
              </label>
            </>
          ) : (
            <p className="text-ink-muted">We place the pin from your pincode and locality.</p>
          )}
          {/* Rendered before JavaScript too, only invisible, so it takes its place without moving the page. */}
          <button
            type="button"
            onClick={locate}
            disabled={!canLocate || gpsState === "locating"}
            aria-hidden={canLocate ? undefined : true}
            tabIndex={canLocate ? undefined : -1}
            className={`mt-2 inline-flex h-10 items-center rounded-lg border border-leaf-700 bg-white px-4 font-semibold text-leaf-800 hover:bg-leaf-50 disabled:opacity-60 ${canLocate ? "" : "invisible"}`}
          >
            <span aria-hidden="true">📍&nbsp;</span>
            {gpsState === "locating" ? "Finding you…" : "Use my current location"}
          </button>
          {locationError ? (
            <p id="address-location-error" role="alert" className="mt-1 font-semibold text-red-700">
              {locationError}
            </p>
          ) : null}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Link to={cancelHref} className="rounded-lg px-4 py-3 text-center font-semibold text-ink-muted hover:text-ink">
          Cancel
        </Link>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          onClick={(e) => {
            // A second tap while saving would post twice.
            if (busy) e.preventDefault();
          }}
          className="w-full rounded-lg bg-leaf-700 px-6 py-3 font-bold text-white hover:bg-leaf-800 aria-disabled:opacity-70 sm:ml-auto sm:w-auto"
        >
          Save address
        </button>
      </div>
    </Form>
  );
}
