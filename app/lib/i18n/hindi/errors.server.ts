/** The 404, 500 and offline screens (every page), in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const ERRORS: Messages = {
  // The error screens (components/layout/error-page.tsx, not-found-page.tsx)
  "We could not read that form": "हम यह फ़ॉर्म पढ़ नहीं पाए",
  "Something in it is not in a form we accept. Please go back and try again.":
    "इसमें कुछ ऐसा है जो हम स्वीकार नहीं करते। कृपया वापस जाकर फिर से कोशिश करें।",
  "This page could not be found": "यह पेज नहीं मिला",
  "The link may be broken, or the product may no longer be sold.": "हो सकता है लिंक गलत हो, या यह सामान अब न बिकता हो।",
  "That was too large to send": "यह भेजने के लिए बहुत बड़ा था",
  "Please go back and send less at a time.": "कृपया वापस जाकर एक बार में कम भेजें।",
  "It was not sent as a form. Please use the form on the store's page.":
    "यह फ़ॉर्म की तरह नहीं भेजा गया। कृपया स्टोर के पेज पर दिया फ़ॉर्म इस्तेमाल करें।",
  "Something went wrong": "कुछ गड़बड़ हो गई",
  "We could not load this page. Please try again in a moment.": "यह पेज लोड नहीं हो पाया। कृपया थोड़ी देर में फिर से कोशिश करें।",
  "Request could not be completed": "यह काम पूरा नहीं हो सका",
  "Please go back and try again.": "कृपया वापस जाकर फिर से कोशिश करें।",
  "Go to home": "होम पर जाएँ",
  "Search for a product": "कोई सामान खोजें",
  "Or start from a category": "या किसी कैटेगरी से शुरू करें",
  "Page not found | Nukkad": "पेज नहीं मिला | नुक्कड़",
  "Something went wrong | Nukkad": "कुछ गड़बड़ हो गई | नुक्कड़",
  // The titles of pages whose own data failed (routes/recipe.$slug.$recipeId.tsx, brand-awards.$categoryId.tsx)
  "Recipe not found | Nukkad": "रेसिपी नहीं मिली | नुक्कड़",
  "Brand awards not found | Nukkad": "ब्रांड अवॉर्ड नहीं मिले | नुक्कड़",
  // The "no internet" state (components/layout/offline-notice.tsx, routes/offline.tsx)
  "No internet connection": "इंटरनेट कनेक्शन नहीं है",
  "Check your mobile data or Wi-Fi and try again. Your cart is kept safe with us.":
    "अपना मोबाइल डेटा या Wi-Fi देखें और फिर से कोशिश करें। आपका कार्ट हमारे पास सुरक्षित है।",
  "Try again": "फिर से कोशिश करें",
};
