/**
 * The privacy pages' fixed text and forms (docs/rules.md#privacy-and-account-deletion): what the store keeps
 * and why, and the reasons a shopper may give for leaving. Browser-safe.
 */
import { defineForm } from "./forms/definition";
import type { RetentionRow } from "./views/privacy";

/** What is kept, why, and for how long: the table on /account/privacy. */
export const RETENTION_TABLE: readonly RetentionRow[] = [
  { data: "Phone number and name", why: "To log you in and address your deliveries", howLong: "Until you delete your account" },
  { data: "Delivery addresses", why: "To deliver your orders", howLong: "Until you delete them or your account" },
  {
    data: "Orders and payments",
    why: "To deliver, refund and answer questions; tax and accounting law",
    howLong: "Kept for the accounts; your name, address and payment details are removed when you delete your account",
  },
  {
    data: "GST tax invoices",
    why: "The GST law requires them",
    howLong: "72 months; the buyer's name and address are removed when you delete your account",
  },
  {
    data: "Saved cards",
    why: "One-tap payments: only the gateway's token, network and last four digits, never the card number",
    howLong: "Until you remove them or delete your account",
  },
  {
    data: "Wallet and gift cards",
    why: "Your Nukkad Cash balance and its history",
    howLong: "Until you delete your account (the balance is given up)",
  },
  {
    data: "Print files",
    why: "To print your documents",
    howLong: "The files: 24 hours after the order is delivered or cancelled, or after upload if never ordered",
  },
  { data: "Recent searches", why: "To show your last six searches", howLong: "Until replaced by newer ones, or you delete your account" },
  {
    data: "Ratings and messages about orders",
    why: "To show reviews and answer your questions",
    howLong: "Until you delete your account (star ratings stay, anonymous)",
  },
  {
    data: "Back-in-stock requests",
    why: "To text you once when a product you asked about is back",
    howLong: "30 days after the text, or until you delete your account",
  },
  { data: "Login codes", why: "To log you in", howLong: "24 hours (texts shown in demo mode: 7 days)" },
];

/** Reasons offered for leaving; the app's deep link may pass its own (stored as given, if well-formed). */
export const DELETION_REASONS: readonly { value: string; label: string }[] = [
  { value: "not_using", label: "I don't use Nukkad any more" },
  { value: "privacy", label: "Privacy concerns" },
  { value: "delivery", label: "Delivery was slow or unreliable" },
  { value: "prices", label: "Prices or fees are too high" },
  { value: "products", label: "Products I need are missing" },
  { value: "other_account", label: "I have another account" },
  { value: "other", label: "Something else" },
];

/** A reason or subreason code: short, letters, digits, underscores and hyphens (no spaces: no free text). */
export const REASON_CODE_PATTERN = "[A-Za-z0-9_\\-]{1,60}";

export function reasonLabel(value: string): string {
  return DELETION_REASONS.find((r) => r.value === value)?.label ?? value.replace(/[_-]+/g, " ");
}

export const DELETION_FEEDBACK_FORM = defineForm({
  reason: {
    label: "Why did you leave?",
    required: true,
    maxLength: 60,
    pattern: REASON_CODE_PATTERN,
    messages: { required: "Choose a reason.", pattern: "Choose a reason from the list.", tooLong: "Choose a reason from the list." },
  },
  subreason: {
    label: "Subreason",
    maxLength: 60,
    pattern: REASON_CODE_PATTERN,
    messages: { pattern: "That subreason is not valid.", tooLong: "That subreason is not valid." },
  },
  comment: {
    label: "Anything else you'd like to tell us? (optional)",
    maxLength: 500,
    autoComplete: "off",
    messages: { tooLong: "Please keep it under 500 characters." },
  },
});

/** Say so in the comment box: feedback is anonymous, so it should not hold a phone number or address. */
export const FEEDBACK_COMMENT_HINT = "Please don't include your phone number, email or address: feedback is kept without any link to you.";

/** The data download (a resource route: app/routes/account.privacy_.download.ts). */
export const DATA_DOWNLOAD_PATH = "/account/privacy/download";
export const DELETE_ACCOUNT_PATH = "/account/delete-account";
export const DELETION_FEEDBACK_PATH = "/account/delete-account-feedback";

/**
 * The marketing-texts opt-in (docs/rules.md#marketing-texts): asked with an unticked box at login and on
 * /account/privacy, saying what is sent, how often and how to stop, so that a yes is specific and informed.
 * `MARKETING_TEXTS_PER_WEEK` is what sendMarketingText enforces.
 */
export const MARKETING_TEXTS_PER_WEEK = 2;
export const MARKETING_OPT_IN = {
  name: "marketing",
  label: "Send me offers by SMS",
  details: `Deals and new products from Nukkad, at most ${MARKETING_TEXTS_PER_WEEK} texts a week. Optional. Stop any time with the link in every text, or in Account › Privacy.`,
} as const;
