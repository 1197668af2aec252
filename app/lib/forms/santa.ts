/**
 * Secret santa forms (docs/rules.md#secret-santa): creating a group, joining one, the wishlist. One definition
 * per form (docs/decisions/014-form-layer.md); the date, time and budget rules the definitions cannot state
 * are checked in zod beside the action, which says their messages (`say()`, in the page's language) with the
 * limits from here.
 */
import { defineForm } from "./definition";

const NAME_PATTERN = "[^<>]*";

/** The name a member shows the group: asked when creating a group and when joining one. */
function memberNameField(label: string) {
  return {
    label,
    required: true,
    maxLength: 40,
    pattern: NAME_PATTERN,
    autoComplete: "given-name",
    messages: {
      required: "Enter the name the group will see.",
      tooLong: "Keep your name under 40 characters.",
      pattern: "Leave out < and >.",
    },
  } as const;
}

export const SANTA_CREATE_FORM = defineForm({
  groupName: {
    label: "Group name",
    required: true,
    maxLength: 60,
    pattern: NAME_PATTERN,
    autoComplete: "off",
    messages: { required: "Give the group a name.", tooLong: "Keep the group name under 60 characters.", pattern: "Leave out < and >." },
  },
  name: memberNameField("Your name"),
  budget: {
    label: "Budget (₹)",
    required: true,
    maxLength: 6,
    pattern: "[0-9]+",
    inputMode: "numeric",
    messages: {
      required: "Set a budget in rupees.",
      pattern: "Enter the budget in whole rupees.",
      tooLong: "Enter the budget in whole rupees.",
    },
  },
});

export const SANTA_JOIN_FORM = defineForm({
  displayName: memberNameField("Your name in this group"),
});

export const SANTA_BUDGET_MIN_RUPEES = 50;
export const SANTA_BUDGET_MAX_RUPEES = 100_000;
export const SANTA_DEFAULT_TIME = "18:00";

/** The wishlist: one item a line. */
export const WISHLIST_MAX_ITEMS = 10;
export const WISHLIST_ITEM_MAX = 80;

/** The next 25 December on or after `today` (YYYY-MM-DD, India's calendar day). */
export function nextChristmas(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-12-25`;
  return today <= thisYear ? thisYear : `${year + 1}-12-25`;
}

/** Today's date in India (YYYY-MM-DD): the calendar the party is planned in. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The group page's forms, picked by the submit button's `intent` (docs/architecture.md#works-before-javascript). */
export const SANTA_INTENTS = [
  "join",
  "wishlist",
  "gift-address",
  "add-exclusion",
  "remove-exclusion",
  "revoke",
  "draw",
  "reassign",
] as const;
export type SantaIntent = (typeof SANTA_INTENTS)[number];

/** A refusal of one of the group page's forms: shown beside that form only. */
export interface SantaFailure {
  intent: SantaIntent;
  formError?: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
}
