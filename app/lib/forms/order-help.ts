/**
 * "Need help with this order?" (docs/product/entities.md#order-messages): one message to the store about
 * one order, and the caps that keep the queue answerable.
 */
import { defineForm } from "./definition";

export const ORDER_HELP_FORM = defineForm({
  message: {
    label: "What went wrong?",
    required: true,
    minLength: 10,
    maxLength: 1000,
    autoComplete: "off",
    messages: {
      required: "Write a few words about what went wrong.",
      tooShort: "Please tell us a little more (at least 10 characters).",
      tooLong: "Please keep it under 1,000 characters.",
    },
  },
});

/** Unanswered messages one order may have: the store answers those before taking more. */
export const ORDER_HELP_OPEN_PER_ORDER = 3;
/** Messages one account may send in 24 hours, across all its orders. */
export const ORDER_HELP_PER_DAY = 10;
/** An operator's answer (`npm run ops -- answer`), like the shopper's message, stays short enough to read on a phone. */
export const ANSWER_MAX_LENGTH = 2000;
