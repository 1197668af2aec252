/**
 * The address form's zod schema (docs/product/entities.md#address), built from ADDRESS_FORM
 * (docs/decisions/014-form-layer.md): the lengths and messages are the definition's; what a
 * definition cannot say (the label choice, the salutations, the GPS pin) is added here.
 * A `.server` module: only actions and services import it, so zod stays off the browser.
 */
import { z } from "zod";
import type { LocationSource } from "./address";
import { messageFor, type FieldDefinition } from "./forms/definition";
import { ADDRESS_FORM, DEFAULT_ADDRESS_LABEL, SALUTATIONS } from "./forms/address";
import { say } from "./i18n/request-language.server";

// Browsers send what people paste: tabs, double spaces, newlines. One space is enough.
const tidy = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value);
const tidyOrNull = (value: unknown) => {
  const v = tidy(value);
  return v === undefined || v === "" ? null : v;
};
const toNumber = (value: unknown) => {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

const required = (field: FieldDefinition) => {
  const tooShort = messageFor(field, "tooShort");
  return z.preprocess(
    (v) => tidy(v) ?? "",
    z
      .string({ invalid_type_error: tooShort })
      .min(field.minLength ?? 1, field.minLength ? tooShort : messageFor(field, "required"))
      .max(field.maxLength ?? Infinity, messageFor(field, "tooLong")),
  );
};
const optional = (field: FieldDefinition) =>
  z.preprocess(
    tidyOrNull,
    z
      .string()
      .max(field.maxLength ?? Infinity, messageFor(field, "tooLong"))
      .nullable(),
  );
const PINCODE = new RegExp(`^(?:${ADDRESS_FORM.pincode.pattern})$`);

/**
 * The address form as posted (FormData entries), coerced and checked. Blank
 * optional fields become null; "Other" with no custom text is stored as
 * "Other". Coordinates are only taken from the form when the shopper chose
 * their device location (location_source=gps) or placed the pin on the map
 * (location_source=map); otherwise the server places the pin from the pincode
 * (see parseAddressForm in the address service).
 */
export const AddressInputSchema = z
  .object({
    label: z.preprocess(
      (v) => (v === undefined || v === "" ? DEFAULT_ADDRESS_LABEL : v),
      // Said when the post is judged, so in the page's language (a module-level message would be English).
      z.enum(["Home", "Other"], { errorMap: () => ({ message: say("Choose Home or Other.") }) }),
    ),
    customLabel: optional(ADDRESS_FORM.customLabel),
    salutation: z.preprocess(tidyOrNull, z.enum(SALUTATIONS, { errorMap: () => ({ message: say("Choose Mr, Mrs or Miss.") }) }).nullable()),
    name: required(ADDRESS_FORM.name),
    house: required(ADDRESS_FORM.house),
    floor: optional(ADDRESS_FORM.floor),
    building: optional(ADDRESS_FORM.building),
    landmark: optional(ADDRESS_FORM.landmark),
    locality: required(ADDRESS_FORM.locality),
    pincode: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : ""),
      z.string().regex(PINCODE, messageFor(ADDRESS_FORM.pincode, "pattern")),
    ),
    location_source: z.preprocess((v) => (v === "gps" || v === "map" ? v : "pincode"), z.enum(["gps", "map", "pincode"])),
    lat: z.preprocess(toNumber, z.number().optional()),
    lon: z.preprocess(toNumber, z.number().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.location_source === "pincode") return;
    // Same bounds as the location picker: the service area is India.
    const inIndia = v.lat !== undefined && v.lon !== undefined && v.lat >= 6 && v.lat <= 38 && v.lon >= 68 && v.lon <= 98;
    if (!inIndia) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["location"],
        message:
          v.location_source === "gps"
            ? say("We couldn't use your device location. Untick it to place the pin from your pincode.")
            : say("That pin is outside India. Move it to your door, or untick it to place the pin from your pincode."),
      });
    }
  })
  .transform((v) => ({
    label: v.label === "Other" ? (v.customLabel ?? "Other") : DEFAULT_ADDRESS_LABEL,
    salutation: v.salutation,
    name: v.name,
    house: v.house,
    floor: v.floor,
    building: v.building,
    landmark: v.landmark,
    locality: v.locality,
    pincode: v.pincode,
    locationSource: v.location_source as LocationSource,
    // Coordinates are kept only when the shopper chose them (their device's, or a pin on the map).
    lat: v.location_source === "pincode" ? undefined : v.lat,
    lon: v.location_source === "pincode" ? undefined : v.lon,
  }));

/** The form, checked: coordinates present only for a GPS or map pin. */
export type AddressFormValue = z.output<typeof AddressInputSchema>;
/** An address ready to store: the pin is always resolved. */
export type AddressInput = Omit<AddressFormValue, "lat" | "lon"> & { lat: number; lon: number };
