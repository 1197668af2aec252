/**
 * Delivery addresses, the pure part shared by server and browser: the form
 * schema (docs/product/entities.md#address) and the one-line formatting shown on cards,
 * at checkout and on orders.
 */
import { IdParamSchema } from "./ids";
import { z } from "zod";
import { safeRedirectPath } from "./paths";

export const SALUTATIONS = ["Mr", "Mrs", "Miss"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** docs/product/constants.md#store-defaults: a new address is labelled Home unless the shopper says otherwise. */
export const DEFAULT_ADDRESS_LABEL = "Home";
export const CUSTOM_LABEL_MAX = 30;

/** Where the delivery pin came from: the device's GPS, or the pincode/locality look-up. */
export type LocationSource = "gps" | "pincode";

/** The names of the form's fields, as posted. */
export const ADDRESS_FIELDS = [
  "label",
  "customLabel",
  "salutation",
  "name",
  "house",
  "floor",
  "building",
  "landmark",
  "locality",
  "pincode",
  "location_source",
  "lat",
  "lon",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Field messages keyed by field name; "location" is the GPS pin, "form" a message for the whole form. */
export type AddressFormErrors = Partial<Record<AddressField | "location" | "form", string>>;
/** What the shopper typed, as strings, so a refused form comes back filled in. */
export type AddressFormValues = Partial<Record<AddressField, string>>;

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

const required = (what: string, min: number, max: number, tooShort: string) =>
  z.preprocess(
    (v) => tidy(v) ?? "",
    z.string({ invalid_type_error: tooShort }).min(min, tooShort).max(max, `${what} can be at most ${max} characters.`),
  );
const optional = (what: string, max: number) =>
  z.preprocess(tidyOrNull, z.string().max(max, `${what} can be at most ${max} characters.`).nullable());

/**
 * The address form as posted (FormData entries), coerced and checked. Blank
 * optional fields become null; "Other" with no custom text is stored as
 * "Other". Coordinates are only taken from the form when the shopper chose
 * their device location (location_source=gps); otherwise the server places
 * the pin from the pincode (see parseAddressForm in the address service).
 */
export const AddressInputSchema = z
  .object({
    label: z.preprocess(
      (v) => (v === undefined || v === "" ? DEFAULT_ADDRESS_LABEL : v),
      z.enum(["Home", "Other"], { message: "Choose Home or Other." }),
    ),
    customLabel: optional("A label", CUSTOM_LABEL_MAX),
    salutation: z.preprocess(tidyOrNull, z.enum(SALUTATIONS, { message: "Choose Mr, Mrs or Miss." }).nullable()),
    name: required("Name", 2, 60, "Enter a name of at least 2 characters."),
    house: required("House / flat number", 1, 80, "Enter your house or flat number."),
    floor: optional("Floor", 20),
    building: optional("Building / street", 80),
    landmark: optional("Landmark", 80),
    locality: required("Locality", 2, 80, "Enter your locality or area."),
    pincode: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : ""),
      z.string().regex(/^[1-9]\d{5}$/, "Enter a valid 6-digit pincode."),
    ),
    location_source: z.preprocess((v) => (v === "gps" ? "gps" : "pincode"), z.enum(["gps", "pincode"])),
    lat: z.preprocess(toNumber, z.number().optional()),
    lon: z.preprocess(toNumber, z.number().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.location_source !== "gps") return;
    // Same bounds as the location picker: the service area is India.
    const inIndia = v.lat !== undefined && v.lon !== undefined && v.lat >= 6 && v.lat <= 38 && v.lon >= 68 && v.lon <= 98;
    if (!inIndia) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["location"],
        message: "We couldn't use your device location. Untick it to place the pin from your pincode.",
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
    // Device coordinates are kept only when the shopper chose them.
    lat: v.location_source === "gps" ? v.lat : undefined,
    lon: v.location_source === "gps" ? v.lon : undefined,
  }));

/** The form, checked: coordinates present only for a GPS pin. */
export type AddressFormValue = z.output<typeof AddressInputSchema>;
/** An address ready to store: the pin is always resolved. */
export type AddressInput = Omit<AddressFormValue, "lat" | "lon"> & { lat: number; lon: number };

/** First message per field, keyed as the form names them. */
export function addressFieldErrors(error: z.ZodError): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form") as keyof AddressFormErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The typed values of a posted form, bounded so a refused post never echoes megabytes back. */
export function addressFormValues(form: FormData): AddressFormValues {
  const values: AddressFormValues = {};
  for (const field of ADDRESS_FIELDS) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v.slice(0, 200);
  }
  return values;
}

interface AddressParts {
  house: string;
  floor: string | null;
  building: string | null;
  landmark: string | null;
  locality: string;
  pincode: string;
}

/** "12B, Floor 3, Palm Court, Near City Park, DLF Phase 3, 122002" */
export function formatAddressLine(a: AddressParts): string {
  const floor = a.floor ? (/floor/i.test(a.floor) ? a.floor : `Floor ${a.floor}`) : null;
  const landmark = a.landmark
    ? /^(near|opp|opposite|behind|beside|next to)\b/i.test(a.landmark)
      ? a.landmark
      : `Near ${a.landmark}`
    : null;
  return [a.house, floor, a.building, landmark, a.locality, a.pincode]
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => part.trim())
    .join(", ");
}

/** The form's radios from a stored label: Home, Other, or Other with the shopper's own word. */
export function labelFormValues(label: string): { label: "Home" | "Other"; customLabel: string } {
  if (label === DEFAULT_ADDRESS_LABEL) return { label: "Home", customLabel: "" };
  return { label: "Other", customLabel: label === "Other" ? "" : label };
}

/**
 * Address pages take ?redirectTo= so checkout can send the shopper to add an
 * address and get them back. Only local paths count; anything else is ignored.
 */
export function addressReturnPath(value: unknown): string | null {
  return safeRedirectPath(value, "") || null;
}

/** An address page's link that carries the return path along. */
export function withReturnPath(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}

/** A route's :addressId, or null (the route answers 404) for anything that is not a stored id. */
export function parseAddressId(param: string | undefined): number | null {
  const parsed = IdParamSchema.safeParse(param);
  return parsed.success ? parsed.data : null;
}

/** A saved address as the form's initial values. */
export function addressToFormValues(
  a: AddressParts & {
    label: string;
    salutation: string | null;
    name: string;
    lat: number;
    lon: number;
    locationSource: string;
  },
): AddressFormValues {
  return {
    ...labelFormValues(a.label),
    salutation: a.salutation ?? "",
    name: a.name,
    house: a.house,
    floor: a.floor ?? "",
    building: a.building ?? "",
    landmark: a.landmark ?? "",
    locality: a.locality,
    pincode: a.pincode,
    // A GPS pin stays offered (ticked) on edit; a pincode pin is placed again from the pincode.
    location_source: a.locationSource === "gps" ? "gps" : "",
    lat: a.locationSource === "gps" ? String(a.lat) : "",
    lon: a.locationSource === "gps" ? String(a.lon) : "",
  };
}
