/** What the server says on the information pages and the edge's refusal pages, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_INFO: Messages = {
  // The edge's refusal pages (services/security/edge.server.ts, services/boot/document-render.server.ts)
  "Go to the Nukkad home page": "नुक्कड़ के होम पेज पर जाएँ",
  "We could not read that address": "हम यह पता पढ़ नहीं पाए",
  "The address has a character we cannot read. Please check the link.": "इस पते में ऐसा अक्षर है जो हम पढ़ नहीं सकते। कृपया लिंक जाँच लें।",
  "This form came from another website": "यह फ़ॉर्म किसी दूसरी वेबसाइट से आया है",
  "For your safety we only accept forms sent from Nukkad's own pages. Nothing was changed. Please go back to the store and try again.":
    "आपकी सुरक्षा के लिए हम सिर्फ़ नुक्कड़ के अपने पेजों से भेजे गए फ़ॉर्म लेते हैं। कुछ भी बदला नहीं गया है। कृपया स्टोर पर वापस जाकर फिर से कोशिश करें।",
  "The store is very busy": "स्टोर पर अभी बहुत भीड़ है",
  "This page took too long to prepare. Nothing was changed. Please try again in a few seconds.":
    "यह पेज तैयार होने में बहुत देर लगी। कुछ भी बदला नहीं गया है। कृपया कुछ सेकंड में फिर से कोशिश करें।",
  // The badges' progress (lib/badges.ts FACT_PROGRESS, said in services/engagement/badges.server.ts)
  "{count} of {target} order": "{target} में से {count} ऑर्डर",
  "{count} of {target} orders": "{target} में से {count} ऑर्डर",
  "{count} of {target} late-night order": "{target} में से {count} देर रात का ऑर्डर",
  "{count} of {target} late-night orders": "{target} में से {count} देर रात के ऑर्डर",
  "{count} of {target} print order": "{target} में से {count} प्रिंट ऑर्डर",
  "{count} of {target} print orders": "{target} में से {count} प्रिंट ऑर्डर",
  "{count} of {target} gift card": "{target} में से {count} गिफ़्ट कार्ड",
  "{count} of {target} gift cards": "{target} में से {count} गिफ़्ट कार्ड",
  "{count} of {target} group": "{target} में से {count} ग्रुप",
  "{count} of {target} groups": "{target} में से {count} ग्रुप",
  "You're signed up for sale alerts.": "आपने सेल अलर्ट के लिए साइन अप कर लिया है।",
};
