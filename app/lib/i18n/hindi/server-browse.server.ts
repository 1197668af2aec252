/**
 * What the server says on the browsing pages in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md): the search's
 * and the search feedback's refusals, the type-ahead's kinds of suggestion, the cards' badges, the age gate's notice.
 */
import type { Messages } from "../translate";

export const SERVER_BROWSE: Messages = {
  // Refusals ({when}: "25 सेकंड बाद", "3:05 pm के बाद", lib/when-to-retry.ts)
  "Too many searches in a short time. Please try again {when}.": "थोड़ी देर में बहुत ज़्यादा खोजें हो गई हैं। कृपया {when} फिर से कोशिश करें।",
  "Thank you, we already have your notes. You can send more {when}.": "धन्यवाद, आपके नोट हमें मिल चुके हैं। आप {when} और भेज सकते हैं।",
  // What a suggestion is (services/search/search.server.ts, recent-searches.server.ts): type-ahead, related chips
  "Recent search": "हाल की खोज",
  Category: "कैटेगरी",
  Brand: "ब्रांड",
  // The badges of cards and product pages (lib/product-extras.ts); "Only {count} left" is the shop part's
  Bestseller: "बेस्टसेलर",
  New: "नया",
  Organic: "ऑर्गेनिक",
  "Sugar free": "शुगर फ़्री",
  "Gluten free": "ग्लूटेन फ़्री",
  // After "I am under 18" (routes/age-consent.tsx)
  "Age-restricted products are hidden.": "उम्र की पाबंदी वाले सामान छिपा दिए गए हैं।",
};
