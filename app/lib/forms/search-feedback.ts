/**
 * "Tell us what you looked for" on a search that found nothing (docs/search.md#nothing-found), written once
 * (docs/decisions/014-form-layer.md): the search is sent back in a hidden field, the note is the shopper's.
 */
import { MAX_QUERY_LENGTH } from "../search-query";
import { defineForm } from "./definition";

/** The note's length: a sentence or two, well under what a refusal echoes back (MAX_ECHOED_CHARS). */
export const SEARCH_FEEDBACK_NOTE_MAX = 200;
/** The form's `intent`, beside the search page's other form (clear recent searches). */
export const SEARCH_FEEDBACK_INTENT = "search-feedback";
/** The section's id: the page comes back to it after a post (Post/Redirect/Get, and a refusal). */
export const SEARCH_FEEDBACK_ID = "search-feedback";

export const SEARCH_FEEDBACK_FORM = defineForm({
  q: {
    label: "Your search",
    required: true,
    maxLength: MAX_QUERY_LENGTH,
    messages: {
      required: "The search is missing: search again, then tell us what you looked for.",
      tooLong: `A search is at most ${MAX_QUERY_LENGTH} characters.`,
    },
  },
  note: {
    label: "What were you looking for?",
    required: true,
    maxLength: SEARCH_FEEDBACK_NOTE_MAX,
    autoComplete: "off",
    messages: {
      required: "Tell us what you looked for, in a few words.",
      tooLong: `Please keep it under ${SEARCH_FEEDBACK_NOTE_MAX} characters.`,
    },
  },
});
