/**
 * The location picker and notify-me in Hindi (app/lib/i18n/hindi.server.ts, part `location`; glossary docs/hindi.md).
 * Pages any shopper opens from the header or a product, not account pages: a small part of their own, so /location
 * does not carry the account's words. Their search box, "Search" and the GPS refusal are every page's. `[…]` marks
 * the words a page shows in bold (LinkedText).
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
  // A place of India Post's directory in no city we serve (docs/decisions/058-all-india-pincodes.md)
  "{district}, {state} · {pincode} · not delivering there yet": "{district}, {state} · {pincode} · वहाँ अभी डिलीवरी नहीं होती",
  // The button's name holds what it shows ("डिलीवर करें"), as WCAG 2.5.3 asks.
  "Deliver to {name}, {city} {pincode}": "{name}, {city} {pincode} पर डिलीवर करें",
  Deliver: "डिलीवर करें",
  "No locality matches “{q}”. Try a 6-digit pincode or a nearby area.":
    "“{q}” से कोई इलाका नहीं मिला। 6 अंकों का पिनकोड या आस-पास का कोई इलाका आज़माएँ।",
  "Popular cities": "लोकप्रिय शहर",
  // Choosing on a map (components/location/picker-map.tsx) and the picker's states (picker-notices.tsx)
  "Choose on map": "नक्शे पर चुनें",
  "Deliver to this pin": "इस पिन पर डिलीवर करें",
  "Delivery pin": "डिलीवरी पिन",
  "Finding your store…": "आपका स्टोर ढूँढ रहे हैं…",
  "Please choose a more specific location": "कृपया थोड़ी और सटीक जगह चुनें",
  "{city} has many stores. Choose your locality below, or search your 6-digit pincode.":
    "{city} में कई स्टोर हैं। नीचे अपना इलाका चुनें, या अपना 6 अंकों का पिनकोड खोजें।",
  "The pin is far from {place}": "पिन {place} से दूर है",
  "Your pin is {km} km from {place}, {city}, which you searched for. Where should we deliver?":
    "आपका पिन {place}, {city} से {km} किमी दूर है, जिसे आपने खोजा था। हम कहाँ डिलीवर करें?",
  "Deliver to the pin": "पिन पर डिलीवर करें",
  "Deliver to {place}": "{place} पर डिलीवर करें",

  // Notify me (routes/notify-me.tsx); the button itself is the shop's "मुझे बताएँ"
  "Notify me | Nukkad": "मुझे बताएँ | नुक्कड़",
  "Notify me when it is back": "वापस आने पर मुझे बताएँ",
  "Tap Notify me on a product that is out of stock, and we'll text you once when it is back.":
    "स्टॉक में न होने वाले सामान पर 'मुझे बताएँ' दबाएँ, वह वापस आते ही हम आपको एक बार SMS भेजेंगे।",
  "Go back": "वापस जाएँ",
};
