/** Login pages, the account, addresses, wallet, gift cards, privacy, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const ACCOUNT: Messages = {
  // The login pages (routes/login.tsx, login_.verify.tsx); their steps' words are the login sheet's (every page)
  "Log in | Nukkad": "लॉग इन | नुक्कड़",
  "Enter verification code | Nukkad": "वेरिफ़िकेशन कोड डालें | नुक्कड़",
  "You're logged in": "आप लॉग इन हैं",
  "Logged in as {phone}.": "{phone} से लॉग इन हैं।",
  "Continue shopping": "शॉपिंग जारी रखें",
  "Log out": "लॉग आउट करें",
};
