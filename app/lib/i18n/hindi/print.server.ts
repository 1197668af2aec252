/**
 * The print service, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md): the words of the print preview
 * (part "print", sent by its loader). Print stays प्रिंट; paper and file sizes, prices and file types as printed.
 */
import type { Messages } from "../translate";

export const PRINT: Messages = {
  "Preview your prints": "अपने प्रिंट देखें",
  "Print options and price": "प्रिंट के विकल्प और कीमत",

  // Before the first upload
  "What you can print": "आप क्या प्रिंट करवा सकते हैं",
  "{types} files, up to {size} and {pages} pages each.": "{types} फ़ाइलें, हर फ़ाइल {size} और {pages} पेज तक।",
  "Up to {files} files and {pages} pages in one order.": "एक ऑर्डर में {files} फ़ाइलें और {pages} पेज तक।",
  "{paper} paper: {bw} a side in black and white, {colour} a side in colour, and {fee} print delivery an order.":
    "{paper} पेपर: ब्लैक एंड व्हाइट {bw} प्रति साइड, कलर {colour} प्रति साइड, और हर ऑर्डर पर {fee} प्रिंट डिलीवरी।",
  "Password-protected PDFs can be unlocked here once uploaded.": "पासवर्ड वाली PDF अपलोड करने के बाद यहीं अनलॉक की जा सकती हैं।",
  "Your files are private to your account.": "आपकी फ़ाइलें सिर्फ़ आपके अकाउंट में दिखती हैं।",
  "We delete them {ordered} hours after your order is delivered or cancelled, or {unordered} hours after upload if you do not order them.":
    "ऑर्डर डिलीवर या कैंसल होने के {ordered} घंटे बाद हम इन्हें डिलीट कर देते हैं, और ऑर्डर न करने पर अपलोड के {unordered} घंटे बाद।",

  // A file
  "Ready to print": "प्रिंट के लिए तैयार",
  "Checking…": "जाँच हो रही है…",
  "Password needed": "पासवर्ड चाहिए",
  "Upload not finished": "अपलोड पूरा नहीं हुआ",
  "{count} page": "{count} पेज",
  "{count} pages": "{count} पेज",
  "In your cart": "आपके कार्ट में",
  "Remove {name}": "{name} हटाएँ",
  "Removing…": "हटाया जा रहा है…",
  Remove: "हटाएँ",
  "We are checking this file; long files take up to a minute.": "हम यह फ़ाइल जाँच रहे हैं; लंबी फ़ाइलों में एक मिनट तक लग सकता है।",
  "Check again": "फिर से देखें",
  "This upload did not finish. Remove it, then upload the file again.": "यह अपलोड पूरा नहीं हुआ। इसे हटाएँ, फिर फ़ाइल दोबारा अपलोड करें।",

  // Print options
  "Print options": "प्रिंट के विकल्प",
  "For all your files.": "आपकी सभी फ़ाइलों के लिए।",
  "Black and white": "ब्लैक एंड व्हाइट",
  Colour: "कलर",
  "{price} a side": "{price} प्रति साइड",
  Sides: "साइड",
  "Single side": "एक तरफ़",
  "Double side": "दोनों तरफ़",
  Orientation: "दिशा",
  Portrait: "खड़ा (पोर्ट्रेट)",
  Landscape: "आड़ा (लैंडस्केप)",
  Copies: "कॉपी",
  "1 to {max} of each file.": "हर फ़ाइल की 1 से {max} कॉपी।",
  Paper: "पेपर",
  "Updating price…": "कीमत अपडेट हो रही है…",
  "Update price": "कीमत अपडेट करें",

  // The price
  Price: "कीमत",
  "The price shows here once a file is ready to print.": "फ़ाइल प्रिंट के लिए तैयार होते ही कीमत यहाँ दिखेगी।",
  "{count} copy": "{count} कॉपी",
  "{count} copies": "{count} कॉपी",
  "Sheets of paper": "पेपर की शीट",
  "Print total": "प्रिंट का कुल",
  "Print delivery": "प्रिंट की डिलीवरी",
  "Total for prints": "प्रिंट का कुल खर्च",
  "The handling charge, and any late-night or rain charge, are added at checkout.":
    "हैंडलिंग चार्ज, और देर रात या बारिश का चार्ज अगर लगे, चेकआउट पर जुड़ेंगे।",
  "Wait until every file has been uploaded and checked.": "सभी फ़ाइलें अपलोड और जाँच होने तक रुकें।",
  "Unlock or remove the password-protected files first.": "पहले पासवर्ड वाली फ़ाइलें अनलॉक करें या हटाएँ।",
  "There is nothing to print yet.": "अभी प्रिंट करने के लिए कुछ नहीं है।",
  "Adding to cart…": "कार्ट में डाला जा रहा है…",
  "Add to cart": "कार्ट में डालें",
};
