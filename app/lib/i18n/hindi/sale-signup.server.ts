/** Sale alerts, /sale-signup, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md): "SMS" as the login sheet says it. */
import type { Messages } from "../translate";

export const SALE_SIGNUP: Messages = {
  "Sale alerts": "सेल अलर्ट",
  "Sale alerts | Nukkad": "सेल अलर्ट | नुक्कड़",
  "Be the first to know when a Nukkad sale starts: a text with the deals, at most {count} texts a week.":
    "नुक्कड़ की सेल शुरू होते ही सबसे पहले जानें: डील के साथ एक SMS, हफ़्ते में ज़्यादा से ज़्यादा {count} SMS।",
  "You're signed up: sale alerts go to {phone}.": "आपने साइन अप कर लिया है: सेल अलर्ट {phone} पर आएँगे।",
  "Stop any time with the link in every text, or in [Account › Privacy].": "हर SMS में दिए लिंक से या [अकाउंट › प्राइवेसी] में कभी भी बंद करें।",
  "Text me about sales": "सेल के बारे में SMS भेजें",
  "Log in to sign up": "साइन अप के लिए लॉग इन करें",
};
