/**
 * What a shopper browses, in Hindi: the listings' sort, filters and pages, brand and collection pages, the age gate,
 * and the search page (app/lib/i18n/hindi.server.ts, docs/hindi.md). Part of `shop`.
 */
import type { Messages } from "../translate";

export const BROWSE: Messages = {
  // The listings' sort and filters (components/catalogue/listing-filters.tsx; the sorts and prices of lib/catalogue.ts)
  "Sort and filter": "सॉर्ट और फ़िल्टर",
  Sort: "सॉर्ट",
  "Sort by": "इस हिसाब से सॉर्ट करें",
  Relevance: "सबसे मिलते-जुलते",
  "Price (Low to High)": "कीमत (कम से ज़्यादा)",
  "Price (High to Low)": "कीमत (ज़्यादा से कम)",
  Discount: "छूट",
  Price: "कीमत",
  "Any price": "कोई भी कीमत",
  "Below ₹100": "₹100 से कम",
  "₹100 – ₹249": "₹100 से ₹249 तक",
  "₹250 – ₹499": "₹250 से ₹499 तक",
  "₹500 and above": "₹500 और उससे ज़्यादा",
  Brands: "ब्रांड",
  "Brands ({count})": "ब्रांड ({count})",
  "Filter by brand": "ब्रांड से फ़िल्टर करें",
  "Clear all": "सब हटाएँ",
  Apply: "लगाएँ",
  // The listing's products and pages (components/catalogue/listing.tsx)
  "No products match these filters.": "इन फ़िल्टर से कोई सामान नहीं मिला।",
  Pages: "पेज",
  "Previous page": "पिछला पेज",
  "Load more": "और दिखाएँ",
  "Next page": "अगला पेज",
  "Page {page} of {count}": "पेज {page} / {count}",
  "{count}+ items": "{count}+ सामान",
  // Navigation tags and category rails (components/catalogue/navigation-tags.tsx, the listing routes)
  "Show {count} more": "{count} और दिखाएँ",
  "Show fewer": "कम दिखाएँ",
  "{name} brands": "{name} के ब्रांड",
  "{name} categories": "{name} की कैटेगरी",
  "Buy {name} online": "{name} ऑनलाइन खरीदें",
  "Buy {name} online | {category} | Nukkad": "{name} ऑनलाइन खरीदें | {category} | नुक्कड़",
  "Buy {name} online (page {page}) | {category} | Nukkad": "{name} ऑनलाइन खरीदें (पेज {page}) | {category} | नुक्कड़",
  "Shop {name} online: {count} products from top brands, delivered in minutes. Best prices on {category}.":
    "{name} ऑनलाइन खरीदें: टॉप ब्रांड के {count} सामान, मिनटों में डिलीवरी। {category} पर सबसे अच्छे दाम।",
  // Brand pages (components/catalogue/brand-listing.tsx, lib/brand-meta.ts)
  "By {maker}": "निर्माता: {maker}",
  All: "सभी",
  "{name} products": "{name} के सामान",
  "Brand not found | Nukkad": "ब्रांड नहीं मिला | नुक्कड़",
  "Buy {brand} {category} online | Nukkad": "{brand} {category} ऑनलाइन खरीदें | नुक्कड़",
  "Buy {brand} products online | Nukkad": "{brand} के सामान ऑनलाइन खरीदें | नुक्कड़",
  "Shop {count} {brand} {category} online at the best prices, delivered in minutes by Nukkad.":
    "{brand} {category} के {count} सामान सबसे अच्छे दाम पर ऑनलाइन खरीदें, नुक्कड़ से मिनटों में डिलीवरी।",
  "Shop {count} {brand} products online at the best prices, delivered in minutes by Nukkad.":
    "{brand} के {count} सामान सबसे अच्छे दाम पर ऑनलाइन खरीदें, नुक्कड़ से मिनटों में डिलीवरी।",
  all: "सभी",
  // Collections (components/catalogue/collection-listing.tsx, lib/collection-meta.ts)
  "Collection not found | Nukkad": "कलेक्शन नहीं मिला | नुक्कड़",
  "{name} | Buy online | Nukkad": "{name} | ऑनलाइन खरीदें | नुक्कड़",
  "{name} (page {page}) | Buy online | Nukkad": "{name} (पेज {page}) | ऑनलाइन खरीदें | नुक्कड़",
  "Shop {count} products of {name} online, delivered in minutes by Nukkad.": "{name} के {count} सामान ऑनलाइन खरीदें, नुक्कड़ से मिनटों में डिलीवरी।",
  // The age gate (components/catalogue/age-gate.tsx, routes/age-consent.tsx)
  "{category} is for adults": "{category} सिर्फ़ 18+ उम्र वालों के लिए है",
  "Age-restricted products are for adults": "उम्र की पाबंदी वाले सामान सिर्फ़ 18+ उम्र वालों के लिए हैं",
  "You told us you are under 18, so these products are hidden. If that was a mistake, confirm your age below.":
    "आपने बताया था कि आपकी उम्र 18 साल से कम है, इसलिए ये सामान छिपा दिए गए हैं। अगर यह गलती थी, तो नीचे अपनी उम्र बताएँ।",
  "Please confirm that you are 18 years or older to see these products.": "ये सामान देखने के लिए कृपया बताएँ कि आपकी उम्र 18 साल या उससे ज़्यादा है।",
  "I am 18 or older": "मेरी उम्र 18 साल या ज़्यादा है",
  "I am under 18": "मेरी उम्र 18 साल से कम है",
  "Confirm your age | Nukkad": "अपनी उम्र बताएँ | नुक्कड़",
  // The search page (routes/s._index.tsx, components/search/*)
  "Please slow down": "कृपया थोड़ा रुकें",
  "Or browse a category": "या कोई कैटेगरी देखें",
  "Popular searches": "लोकप्रिय खोजें",
  "Recent searches": "हाल की खोजें",
  Clear: "हटाएँ",
  "Clear recent searches": "हाल की खोजें हटाएँ",
  "Results for “{query}”": "“{query}” के नतीजे",
  "No results for “{query}”": "“{query}” के लिए कुछ नहीं मिला",
  "No exact matches. Showing results for “{corrected}”.": "ठीक यही नहीं मिला। “{corrected}” के नतीजे दिखा रहे हैं।",
  "In one category.": "एक कैटेगरी में।",
  "Search everywhere": "हर जगह खोजें",
  "Search results for {query}": "{query} के खोज नतीजे",
  "Related categories and brands": "मिलती-जुलती कैटेगरी और ब्रांड",
  "Search shows the best {count} matches, on {pages} pages. Add a word to narrow the search.":
    "खोज में सबसे सही {count} नतीजे {pages} पेज पर दिखते हैं। खोज को सीमित करने के लिए कोई और शब्द जोड़ें।",
  "The results end at page {count}.": "नतीजे पेज {count} पर खत्म हो जाते हैं।",
  "Back to the first page": "पहले पेज पर वापस जाएँ",
  "Search | Nukkad": "खोजें | नुक्कड़",
  "Buy {query} online | Nukkad": "{query} ऑनलाइन खरीदें | नुक्कड़",
  "No results for “{query}” | Nukkad": "“{query}” के लिए कुछ नहीं मिला | नुक्कड़",
  "Find {query} and more on Nukkad, delivered in minutes.": "नुक्कड़ पर {query} और भी बहुत कुछ पाएँ, मिनटों में डिलीवरी।",
  "Search groceries and essentials on Nukkad.": "नुक्कड़ पर किराना और रोज़ की ज़रूरत का सामान खोजें।",
  // A search that found nothing (components/search/no-results.tsx)
  "Did you mean {name}?": "क्या आप {name} खोज रहे थे?",
  "Check the spelling or try a more general word.": "स्पेलिंग जाँचें या कोई आम शब्द आज़माएँ।",
  "Bestsellers in {name}": "{name} में सबसे ज़्यादा बिकने वाले",
  "See all in {name}": "{name} में सब देखें",
  "Similar names": "मिलते-जुलते नाम",
  "Did you mean": "क्या आप ये खोज रहे थे",
  "Try popular searches": "लोकप्रिय खोजें आज़माएँ",
  "Popular right now": "अभी लोकप्रिय",
  "Tell us what you looked for": "बताएँ कि आप क्या ढूँढ रहे थे",
  "Thank you. We read every note when we choose what to stock.": "धन्यवाद। कौन-सा सामान रखें, यह तय करते समय हम हर नोट पढ़ते हैं।",
  "What were you looking for?": "आप क्या ढूँढ रहे थे?",
  "A product, brand or pack size we don't have. Please don't include your phone number or address.":
    "कोई सामान, ब्रांड या पैक साइज़ जो हमारे पास नहीं है। कृपया अपना फ़ोन नंबर या पता न लिखें।",
  Send: "भेजें",
};
