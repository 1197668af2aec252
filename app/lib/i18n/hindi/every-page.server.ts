/**
 * The words of every page in Hindi: the header, the footer, the cart button and panel, the login sheet, the
 * first-visit prompt. The root loader sends this part on every Hindi page (docs/decisions/055-hindi.md).
 */
import type { Messages } from "../translate";

export const EVERY_PAGE: Messages = {
  // The header
  "Delivery location: {place}.": "डिलीवरी की जगह: {place}।",
  "not set": "चुनी नहीं गई",
  "{minutes} min": "{minutes} मिनट",
  "Delivery in {minutes} minutes": "{minutes} मिनट में डिलीवरी",
  "Not delivering here yet": "यहाँ अभी डिलीवरी नहीं होती",
  "Select location": "जगह चुनें",
  "Choose your delivery location": "डिलीवरी की जगह चुनें",
  "Change location": "जगह बदलें",
  "Search products": "सामान खोजें",
  'Search "milk", "atta", "chips"…': '"दूध", "आटा", "चिप्स" खोजें…',
  "Category menu": "कैटेगरी",
  "More categories": "और कैटेगरी",
  Account: "अकाउंट",
  Login: "लॉग इन",
  "Log in to Nukkad": "नुक्कड़ पर लॉग इन करें",
  Track: "ट्रैक करें",
  "live orders": "चालू ऑर्डर",
  "order: {title}": "ऑर्डर: {title}",
  // The first-visit location prompt (services/location/first-visit.server.ts)
  "Where should we deliver?": "डिलीवरी कहाँ करें?",
  "Prices, stock and delivery time come from the store nearest to you. Until you choose, you see {city}.":
    "दाम, स्टॉक और डिलीवरी का समय आपके सबसे पास वाले स्टोर से आते हैं। जगह चुनने तक आपको {city} दिख रहा है।",
  "Use my location": "मेरी लोकेशन लें",
  "We could not get your location. Search by pincode or locality instead.": "आपकी लोकेशन नहीं मिल पाई। पिनकोड या इलाके से खोजें।",
  "Search by pincode or locality": "पिनकोड या इलाके से खोजें",
  "e.g. 122002 or DLF Phase 3": "जैसे 122002 या DLF Phase 3",
  Search: "खोजें",
  "Not now, show {city}": "अभी नहीं, {city} दिखाएँ",
  "You are seeing {city}. Choose your location for the right prices, stock and delivery time.":
    "आपको {city} दिख रहा है। सही दाम, स्टॉक और डिलीवरी के समय के लिए अपनी जगह चुनें।",
  "Choose location": "जगह चुनें",
  "Not now": "अभी नहीं",
  "the default city": "डिफ़ॉल्ट शहर",
  // The cart button
  Cart: "कार्ट",
  "Cart is empty": "कार्ट खाली है",
  "Cart: {items}, {total}": "कार्ट: {items}, {total}",
  "1 item": "1 सामान",
  "{count} items": "{count} सामान",
  // The footer
  Footer: "साइट के लिंक",
  Help: "मदद",
  "Contact us": "संपर्क करें",
  "All categories": "सभी कैटेगरी",
  "All brands": "सभी ब्रांड",
  Recipes: "रेसिपी",
  "Brand awards": "ब्रांड अवॉर्ड",
  "Print documents": "डॉक्यूमेंट प्रिंट कराएँ",
  "About us": "हमारे बारे में",
  Terms: "शर्तें",
  Privacy: "प्राइवेसी",
};
