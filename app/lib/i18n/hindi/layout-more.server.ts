/**
 * Two parts of the layout a page may show, in Hindi: the app install banner (components/layout/install-banner.tsx, in
 * the root) and "we don't deliver here" (components/layout/non-serviceable.tsx, on the browsing pages). Part of
 * `every-page` (app/lib/i18n/hindi.server.ts), as the root renders the banner; glossary docs/hindi.md. "Not now" and
 * "Change location" are the header's.
 */
import type { Messages } from "../translate";

export const LAYOUT_MORE: Messages = {
  // The install banner
  "Nukkad app": "नुक्कड़ ऐप",
  "Shop faster in the app": "ऐप में और जल्दी शॉपिंग करें",
  "Open app": "ऐप खोलें",
  // Not serviceable; the picker's toast says the first too (routes/location.tsx)
  "Sorry, we don't deliver to {place} yet": "माफ़ कीजिए, हम अभी {place} पर डिलीवरी नहीं करते",
  "We are opening new stores every week. Try a different location nearby.": "हम हर हफ़्ते नए स्टोर खोल रहे हैं। आस-पास की कोई दूसरी जगह आज़माएँ।",
};
