/**
 * Rating a product (docs/rules.md#ratings): whole stars 1–5 (a radio group) and an optional short review.
 * The stars are checked by the server's schema in app/lib/forms/rating.server.ts.
 */
import { REVIEW_MAX_LENGTH } from "../product-extras";
import { defineForm } from "./definition";

export const RATING_FORM = defineForm({
  review: {
    label: "Review (optional)",
    maxLength: REVIEW_MAX_LENGTH,
    autoComplete: "off",
    messages: { tooLong: `Please keep your review under ${REVIEW_MAX_LENGTH} characters.` },
  },
});

export const STARS_MESSAGE = "Choose from 1 to 5 stars.";
