/** The profile form on /account/profile (docs/rules.md#profile-and-signals): the shopper's name and email. */
import { defineForm } from "./definition";

export const PROFILE_NAME_MAX = 60;
/** The longest address mail servers accept (RFC 5321 path limit). */
export const PROFILE_EMAIL_MAX = 254;

export const PROFILE_FORM = defineForm({
  name: {
    label: "Name",
    required: true,
    minLength: 1,
    maxLength: PROFILE_NAME_MAX,
    autoComplete: "name",
    messages: {
      required: "Enter your name.",
      tooLong: `Keep your name to ${PROFILE_NAME_MAX} characters.`,
    },
  },
  email: {
    label: "Email",
    type: "email",
    maxLength: PROFILE_EMAIL_MAX,
    inputMode: "email",
    autoComplete: "email",
    messages: { tooLong: "That email address is too long." },
  },
});

/** The server's check beyond the browser's: a full address with a domain such as example.com. */
export const INVALID_EMAIL = "Enter a full email address, like name@example.com.";
/** Names are text: control characters (pasted tabs, NUL) are refused. */
export const INVALID_NAME = "Use letters, numbers and ordinary punctuation in your name.";
