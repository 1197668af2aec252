/** The cart panel (every page): its lines, bill and buttons, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const CART_PANEL: Messages = {
  // The panel and the bar at the bottom of a phone's screen
  "My Cart": "मेरा कार्ट",
  "Close cart": "कार्ट बंद करें",
  "Loading your cart…": "आपका कार्ट लोड हो रहा है…",
  "View cart": "कार्ट देखें",
  // The lines
  "Your cart is empty": "आपका कार्ट खाली है",
  "Add items from the store to see them here.": "स्टोर से सामान जोड़ें, वह यहाँ दिखेगा।",
  "Browse products": "सामान देखें",
  "Prints in cart": "कार्ट में प्रिंट",
  "Items in cart": "कार्ट में सामान",
  "Not available at your location": "आपकी जगह पर उपलब्ध नहीं",
  "Change print options": "प्रिंट के विकल्प बदलें",
  // A print job's line (components/cart/print-lines.tsx), as the print pages say each option
  "{count} page": "{count} पेज",
  "{count} pages": "{count} पेज",
  "{count} copy": "{count} कॉपी",
  "{count} copies": "{count} कॉपी",
  "Black and white": "ब्लैक एंड व्हाइट",
  Colour: "कलर",
  "Single side": "एक तरफ़",
  "Double side": "दोनों तरफ़",
  "Coupon {codes} applied · Change": "कूपन {codes} लगा है · बदलें",
  "Apply a coupon": "कूपन लगाएँ",
  "Some items are unavailable or short at your store. Going on removes them or lowers their quantity.":
    "कुछ सामान आपके स्टोर पर नहीं है या कम है। आगे बढ़ने पर वह हट जाएगा या उसकी मात्रा कम हो जाएगी।",
  "Proceed to checkout": "चेकआउट करें",
  // The bill (also on checkout and a placed order)
  "Bill details": "बिल की जानकारी",
  "Items total": "सामान का कुल",
  Prints: "प्रिंट",
  "Delivery charge": "डिलीवरी चार्ज",
  "Print delivery": "प्रिंट की डिलीवरी",
  "Handling charge": "हैंडलिंग चार्ज",
  "Small cart charge": "छोटे कार्ट का चार्ज",
  "Late night charge": "देर रात का चार्ज",
  "Rain surge": "बारिश का चार्ज",
  "Rain surge (it's raining near you)": "बारिश का चार्ज (आपके यहाँ बारिश हो रही है)",
  "Tip for your delivery partner": "डिलीवरी पार्टनर के लिए टिप",
  "Feeding India donation": "Feeding India के लिए दान",
  "Coupon discount": "कूपन की छूट",
  "Grand total": "कुल बिल",
  FREE: "फ़्री",
  "Add {amount} more for free delivery": "फ़्री डिलीवरी के लिए {amount} का सामान और जोड़ें",
  "You save {amount} on this order": "इस ऑर्डर पर आपकी {amount} की बचत",
  "You saved {amount} on this order": "इस ऑर्डर पर आपने {amount} बचाए",
};
