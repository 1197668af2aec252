/**
 * Home, the city homes and the widget layout pages (/le/…, /store/…, /tab-layouts) in Hindi: the widgets' own
 * words and the pages' titles (app/lib/i18n/hindi.server.ts, docs/hindi.md). The layouts' titles, banners and
 * tiles are data and carry their Hindi beside them (docs/collections-and-layouts.md#hindi).
 */
import type { Messages } from "../translate";

export const HOME: Messages = {
  // Home (routes/_index.tsx).
  "Nukkad: groceries and essentials delivered in minutes": "नुक्कड़: ग्रोसरी और ज़रूरी सामान, मिनटों में डिलीवरी",
  "Nukkad: Online grocery delivery in minutes": "नुक्कड़: मिनटों में ऑनलाइन ग्रोसरी डिलीवरी",
  "Order fresh fruits, vegetables, dairy, snacks, staples and household essentials online and get them delivered in minutes across 30+ Indian cities.":
    "ताज़े फल, सब्ज़ियाँ, डेयरी, स्नैक्स, राशन और घर का ज़रूरी सामान ऑनलाइन ऑर्डर करें, भारत के 30+ शहरों में मिनटों में डिलीवरी।",

  // The widgets (components/widgets/). "See all" and "All brands" are in shop.server.ts and every-page.server.ts.
  Offers: "ऑफ़र",

  // A city home (routes/$localityName._index.tsx, components/widgets/city-intro.tsx).
  "Grocery delivery in {place} in minutes": "{place} में मिनटों में ग्रोसरी डिलीवरी",
  "We don't deliver to {place} yet": "{place} में अभी डिलीवरी नहीं होती",
  "Fresh fruits and vegetables, dairy, snacks, staples and home essentials from Nukkad dark stores near you.":
    "आपके पास के नुक्कड़ डार्क स्टोर से ताज़े फल और सब्ज़ियाँ, डेयरी, स्नैक्स, राशन और घर का ज़रूरी सामान।",
  "We are opening new stores every week. Meanwhile we deliver in minutes across these {city} localities.":
    "हम हर हफ़्ते नए स्टोर खोल रहे हैं। तब तक हम {city} के इन इलाकों में मिनटों में डिलीवरी करते हैं।",
  "Localities we serve in {city}": "{city} के इलाके जहाँ हम डिलीवरी करते हैं",
  "You are shopping in [{place}]. Prices below are for {city}; pick a {city} locality to order here.":
    "आप [{place}] के लिए खरीदारी कर रहे हैं। नीचे की कीमतें {city} की हैं; यहाँ ऑर्डर करने के लिए {city} का कोई इलाका चुनें।",
  "Online grocery delivery in {place} in minutes | Nukkad": "{place} में मिनटों में ऑनलाइन ग्रोसरी डिलीवरी | नुक्कड़",
  "Nukkad in {place}: coming soon | Nukkad": "{place} में नुक्कड़: जल्द आ रहा है | नुक्कड़",
  "Order groceries online in {place}: fruits, vegetables, dairy, snacks and essentials delivered in minutes to {localities} and more.":
    "{place} में ऑनलाइन ग्रोसरी ऑर्डर करें: फल, सब्ज़ियाँ, डेयरी, स्नैक्स और ज़रूरी सामान, {localities} और आस-पास मिनटों में डिलीवर।",

  // Widget layout pages (components/widgets/layout-page.tsx, lib/layout-meta.ts) and the list of stores (routes/store._index.tsx).
  "{title} tabs": "{title} टैब",
  "{title} | Nukkad": "{title} | नुक्कड़",
  "{title}: groceries and essentials picked for you, delivered in minutes by Nukkad.":
    "{title}: आपके लिए चुनी गई ग्रोसरी और ज़रूरी सामान, नुक्कड़ से मिनटों में डिलीवरी।",
  Stores: "स्टोर",
  "No stores yet.": "अभी कोई स्टोर नहीं है।",
  "Stores | Nukkad": "स्टोर | नुक्कड़",
  "Themed stores of Nukkad: everything for one occasion in one place.": "नुक्कड़ के थीम स्टोर: एक मौके का सारा सामान एक जगह।",
};
