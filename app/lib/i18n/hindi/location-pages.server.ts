/**
 * The location picker, notify-me and the age question in Hindi (app/lib/i18n/hindi.server.ts, part `location`; glossary
 * docs/hindi.md). Pages any shopper opens from the header or a product, not account pages: a small part of their own,
 * so /location does not carry the account's words. Their search box, "Search" and the GPS refusal are every page's.
 * `[…]` marks the words a page shows in bold (LinkedText).
 */
import type { Messages } from "../translate";

export const LOCATION_PAGES: Messages = {
  // The location picker (routes/location.tsx)
  "Choose delivery location | Nukkad": "डिलीवरी की जगह चुनें | नुक्कड़",
  "Change delivery location": "डिलीवरी की जगह बदलें",
  "Currently: [{place}] · delivery in {minutes} minutes": "अभी: [{place}] · {minutes} मिनट में डिलीवरी",
  "Currently: [{place}] · not serviceable": "अभी: [{place}] · यहाँ डिलीवरी नहीं होती",
  "Currently: [{place}]": "अभी: [{place}]",
  "Use my current location": "मेरी अभी की लोकेशन लें",
  "Matching localities": "मिलते-जुलते इलाके",
  "{city} · {pincode} · not serviceable yet": "{city} · {pincode} · यहाँ अभी डिलीवरी नहीं होती",
  // The button's name holds what it shows ("डिलीवर करें"), as WCAG 2.5.3 asks.
  "Deliver to {name}, {city} {pincode}": "{name}, {city} {pincode} पर डिलीवर करें",
  Deliver: "डिलीवर करें",
  "No locality matches “{q}”. Try a 6-digit pincode or a nearby area.":
    "“{q}” से कोई इलाका नहीं मिला। 6 अंकों का पिनकोड या आस-पास का कोई इलाका आज़माएँ।",
  "Popular cities": "लोकप्रिय शहर",

  // Notify me (routes/notify-me.tsx); the button itself is the shop's "मुझे बताएँ"
  "Notify me | Nukkad": "मुझे बताएँ | नुक्कड़",
  "Notify me when it is back": "वापस आने पर मुझे बताएँ",
  "Tap Notify me on a product that is out of stock, and we'll text you once when it is back.":
    "स्टॉक में न होने वाले सामान पर 'मुझे बताएँ' दबाएँ, वह वापस आते ही हम आपको एक बार SMS भेजेंगे।",
  "Go back": "वापस जाएँ",

  // The age question (routes/age-consent.tsx, components/catalogue/age-gate.tsx)
  "Confirm your age | Nukkad": "अपनी उम्र की पुष्टि करें | नुक्कड़",
  "{category} is for adults": "{category} सिर्फ़ बालिगों के लिए है",
  "Age-restricted products are for adults": "उम्र की पाबंदी वाला सामान सिर्फ़ बालिगों के लिए है",
  "You told us you are under 18, so these products are hidden. If that was a mistake, confirm your age below.":
    "आपने बताया कि आपकी उम्र 18 साल से कम है, इसलिए यह सामान छिपा दिया गया है। अगर यह गलती थी, तो नीचे अपनी उम्र की पुष्टि करें।",
  "Please confirm that you are 18 years or older to see these products.":
    "यह सामान देखने के लिए कृपया पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है।",
  "I am 18 or older": "मेरी उम्र 18 साल या उससे ज़्यादा है",
  "I am under 18": "मेरी उम्र 18 साल से कम है",
};
