/** The location picker's search (docs/product/routes.md), written once (docs/decisions/014-form-layer.md). */
import { defineForm } from "./definition";

const TOO_SHORT = "Type at least 2 characters, or a 6-digit pincode.";

export const LOCATION_SEARCH_FORM = defineForm({
  q: {
    label: "Search by pincode or locality",
    required: true,
    minLength: 2,
    maxLength: 60,
    autoComplete: "postal-code",
    messages: { required: TOO_SHORT, tooShort: TOO_SHORT, tooLong: "That is too long for a locality or pincode." },
  },
});
