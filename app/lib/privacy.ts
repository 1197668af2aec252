/**
 * The privacy pages' fixed text and forms (docs/rules.md#privacy-and-account-deletion): what the store keeps
 * and why, and the reasons a shopper may give for leaving. Browser-safe. The tables' words are in the language of
 * the `t` they are given (a page's `t()`, docs/decisions/055-hindi.md), English without one.
 */
import { defineForm } from "./forms/definition";
import { translate } from "./i18n/translate";
import type { Translator } from "./i18n/translator";
import type { RetentionRow } from "./views/privacy";

const inEnglish: Translator = (text, values) => translate(null, text, values);

/** What is kept, why, and for how long: the table on /account/privacy. */
export function retentionTable(t: Translator = inEnglish): readonly RetentionRow[] {
  return [
    {
      data: t("Phone number and name"),
      why: t("To log you in and address your deliveries"),
      howLong: t("Until you delete your account"),
    },
    { data: t("Delivery addresses"), why: t("To deliver your orders"), howLong: t("Until you delete them or your account") },
    {
      data: t("Orders and payments"),
      why: t("To deliver, refund and answer questions; tax and accounting law"),
      howLong: t("Kept for the accounts; your name, address and payment details are removed when you delete your account"),
    },
    {
      data: t("GST tax invoices"),
      why: t("The GST law requires them"),
      howLong: t("72 months; the buyer's name and address are removed when you delete your account"),
    },
    {
      data: t("Saved cards"),
      why: t("One-tap payments: only the gateway's token, network and last four digits, never the card number"),
      howLong: t("Until you remove them or delete your account"),
    },
    {
      data: t("Wallet and gift cards"),
      why: t("Your Nukkad Cash balance and its history"),
      howLong: t("Until you delete your account (the balance is given up)"),
    },
    {
      data: t("Print files"),
      why: t("To print your documents"),
      howLong: t("The files: 24 hours after the order is delivered or cancelled, or after upload if never ordered"),
    },
    {
      data: t("Recent searches"),
      why: t("To show your last six searches"),
      howLong: t("Until replaced by newer ones, or you delete your account"),
    },
    {
      data: t("Ratings and messages about orders"),
      why: t("To show reviews and answer your questions"),
      howLong: t("Until you delete your account (star ratings stay, anonymous)"),
    },
    {
      data: t("Back-in-stock requests"),
      why: t("To text you once when a product you asked about is back"),
      howLong: t("30 days after the text, or until you delete your account"),
    },
    { data: t("Login codes"), why: t("To log you in"), howLong: t("24 hours (texts shown in demo mode: 7 days)") },
  ];
}

/** Reasons offered for leaving, in the language of `t`; the app's deep link may pass its own (stored as given, if well-formed). */
export function deletionReasons(t: Translator = inEnglish): readonly { value: string; label: string }[] {
  return [
    { value: "not_using", label: t("I don't use Nukkad any more") },
    { value: "privacy", label: t("Privacy concerns") },
    { value: "delivery", label: t("Delivery was slow or unreliable") },
    { value: "prices", label: t("Prices or fees are too high") },
    { value: "products", label: t("Products I need are missing") },
    { value: "other_account", label: t("I have another account") },
    { value: "other", label: t("Something else") },
  ];
}

/** The reasons in English: their codes are what the delete-account form accepts. */
export const DELETION_REASONS = /* @__PURE__ */ deletionReasons();

/** A reason or subreason code: short, letters, digits, underscores and hyphens (no spaces: no free text). */
export const REASON_CODE_PATTERN = "[A-Za-z0-9_\\-]{1,60}";

/** A reason's label in the language of `t`; a code the list does not know, as words ("app_crashes": "app crashes"). */
export function reasonLabel(value: string, t: Translator = inEnglish): string {
  return deletionReasons(t).find((r) => r.value === value)?.label ?? value.replace(/[_-]+/g, " ");
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
