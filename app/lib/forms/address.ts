/**
 * The address form's text fields, written once (docs/product/entities.md#address,
 * docs/decisions/014-form-layer.md): the inputs take their constraints from here and
 * app/lib/address.server.ts builds the action's schema from the same numbers and messages.
 */
import { defineForm } from "./definition";

export const SALUTATIONS = ["Mr", "Mrs", "Miss"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** docs/product/constants.md#store-defaults: a new address is labelled Home unless the shopper says otherwise. */
export const DEFAULT_ADDRESS_LABEL = "Home";
export const CUSTOM_LABEL_MAX = 30;

const atMost = (what: string, max: number) => `${what} can be at most ${max} characters.`;

export const ADDRESS_FORM = defineForm({
  customLabel: {
    label: "Custom label",
    maxLength: CUSTOM_LABEL_MAX,
    autoComplete: "off",
    messages: { tooLong: atMost("A label", CUSTOM_LABEL_MAX) },
  },
  name: {
    label: "Name",
    required: true,
    minLength: 2,
    maxLength: 60,
    autoComplete: "name",
    messages: {
      required: "Enter a name of at least 2 characters.",
      tooShort: "Enter a name of at least 2 characters.",
      tooLong: atMost("Name", 60),
    },
  },
  house: {
    label: "House / flat number",
    required: true,
    maxLength: 80,
    autoComplete: "address-line1",
    messages: { required: "Enter your house or flat number.", tooLong: atMost("House / flat number", 80) },
  },
  floor: { label: "Floor", maxLength: 20, autoComplete: "off", messages: { tooLong: atMost("Floor", 20) } },
  building: {
    label: "Building / street",
    maxLength: 80,
    autoComplete: "address-line2",
    messages: { tooLong: atMost("Building / street", 80) },
  },
  landmark: { label: "Landmark", maxLength: 80, autoComplete: "off", messages: { tooLong: atMost("Landmark", 80) } },
  locality: {
    label: "Locality",
    required: true,
    minLength: 2,
    maxLength: 80,
    autoComplete: "address-level3",
    messages: { required: "Enter your locality or area.", tooShort: "Enter your locality or area.", tooLong: atMost("Locality", 80) },
  },
  pincode: {
    label: "Pincode",
    required: true,
    maxLength: 6,
    pattern: "[1-9][0-9]{5}",
    title: "A 6-digit pincode",
    inputMode: "numeric",
    autoComplete: "postal-code",
    removeSpaces: true,
    messages: {
      required: "Enter a valid 6-digit pincode.",
      tooLong: "Enter a valid 6-digit pincode.",
      pattern: "Enter a valid 6-digit pincode.",
    },
  },
});
