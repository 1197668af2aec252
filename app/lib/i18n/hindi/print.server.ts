/**
 * The print service, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md): the words of the print landing and
 * the print preview (part "print", sent by their loaders). Print stays प्रिंट; paper and file sizes, prices and file
 * types as printed. The landing's layout (its stored widgets) is translated by the server: its words are in
 * server-print.server.ts, with the server's refusals.
 */
import type { Messages } from "../translate";

export const PRINT: Messages = {
  // The landing: its title and description, the breadcrumb (shop's words, which this page does not load)
  "Print documents online, delivered in minutes | Nukkad Print": "डॉक्यूमेंट ऑनलाइन प्रिंट कराएँ, मिनटों में डिलीवरी | नुक्कड़ प्रिंट",
  "Upload {types} files and get {paper} printouts delivered in minutes: black and white {bw} a side, colour {colour} a side. Your files stay private.":
    "{types} फ़ाइलें अपलोड करें और {paper} के प्रिंटआउट मिनटों में पाएँ: ब्लैक एंड व्हाइट {bw} प्रति साइड, कलर {colour} प्रति साइड। आपकी फ़ाइलें प्राइवेट रहती हैं।",
  Home: "होम",
  Breadcrumb: "आप यहाँ हैं",
  Print: "प्रिंट",
  "Nukkad Print": "नुक्कड़ प्रिंट",
  "Document printing and delivery": "डॉक्यूमेंट प्रिंटिंग और डिलीवरी",
  "Upload documents and photos, choose print options and get {paper} printouts delivered in minutes.":
    "डॉक्यूमेंट और फ़ोटो अपलोड करें, प्रिंट के विकल्प चुनें और {paper} के प्रिंटआउट मिनटों में पाएँ।",
  "Black and white print": "ब्लैक एंड व्हाइट प्रिंट",
  "Colour print": "कलर प्रिंट",

  // The landing's hero, options, blog and comparison
  "{types} · up to {files} files an order, {size} and {pages} pages a file":
    "{types} · हर ऑर्डर में {files} फ़ाइलें तक, हर फ़ाइल {size} और {pages} पेज तक",
  "Your files stay private.": "आपकी फ़ाइलें प्राइवेट रहती हैं।",
  "Only your account can see what you upload, and we delete your files {ordered} hours after your order is delivered or cancelled, or {unordered} hours after upload if you don't order them.":
    "आप जो अपलोड करते हैं, उसे सिर्फ़ आपका अकाउंट देख सकता है। ऑर्डर डिलीवर या कैंसल होने के {ordered} घंटे बाद हम आपकी फ़ाइलें डिलीट कर देते हैं, और ऑर्डर न करने पर अपलोड के {unordered} घंटे बाद।",
  "Up to {files} files an order, {size} and {pages} pages a file, {orderPages} pages an order.":
    "हर ऑर्डर में {files} फ़ाइलें तक, हर फ़ाइल {size} और {pages} पेज तक, हर ऑर्डर में कुल {orderPages} पेज तक।",
  "{bw} a side in black and white, {colour} a side in colour.": "ब्लैक एंड व्हाइट {bw} प्रति साइड, कलर {colour} प्रति साइड।",
  "Double side prints two sides on one sheet; each printed side is charged.":
    "दोनों तरफ़ प्रिंट में एक शीट पर दो साइड छपती हैं; हर छपी साइड का पैसा लगता है।",
  "{option}: choices": "{option}: विकल्प",
  "(default)": "(डिफ़ॉल्ट)",
  Prices: "कीमतें",
  "{price} per side": "{price} प्रति साइड",
  "{price} per order": "{price} प्रति ऑर्डर",
  "On {paper} paper. You see the exact price for your files before you add them to the cart.":
    "{paper} पेपर पर। कार्ट में डालने से पहले आप अपनी फ़ाइलों की सही कीमत देख लेते हैं।",
  "From the blog": "ब्लॉग से",
  "About the product": "प्रोडक्ट के बारे में",
  "Read the full post": "पूरी पोस्ट पढ़ें",
  Aspect: "पहलू",

  // The preview
  "Preview your prints | Nukkad Print": "अपने प्रिंट देखें | नुक्कड़ प्रिंट",
  "Upload {types} files, choose print options and see the price before adding prints to your cart.":
    "{types} फ़ाइलें अपलोड करें, प्रिंट के विकल्प चुनें और प्रिंट कार्ट में डालने से पहले कीमत देखें।",
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

  // Uploading
  "Upload files": "फ़ाइलें अपलोड करें",
  "Add more files": "और फ़ाइलें जोड़ें",
  "Choose files to print": "प्रिंट के लिए फ़ाइलें चुनें",
  "{types} or {last}": "{types} या {last}",
  "{types}, up to {size} each.": "{types}, हर फ़ाइल {size} तक।",
  "You can add {count} more file.": "आप {count} और फ़ाइल जोड़ सकते हैं।",
  "You can add {count} more files.": "आप {count} और फ़ाइलें जोड़ सकते हैं।",
  "You have reached the limit of {max} files.": "आप {max} फ़ाइलों की सीमा तक पहुँच गए हैं।",
  Upload: "अपलोड करें",
  "Uploading…": "अपलोड हो रहा है…",
  "Uploads in progress": "चल रहे अपलोड",
  "Cancel upload of {name}": "{name} का अपलोड कैंसल करें",
  Cancel: "कैंसल करें",
  Done: "हो गया",
  "Waiting…": "कतार में…",
  "Uploading {name}": "{name} अपलोड हो रही है",
  "Checking {name}": "{name} की जाँच हो रही है",
  "Checking {name}…": "{name} की जाँच हो रही है…",
  "{name} is ready to print.": "{name} प्रिंट के लिए तैयार है।",
  "{name} needs its password.": "{name} का पासवर्ड चाहिए।",
  "Nothing was uploaded.": "कुछ भी अपलोड नहीं हुआ।",
  "Uploading {count} file…": "{count} फ़ाइल अपलोड हो रही है…",
  "Uploading {count} files…": "{count} फ़ाइलें अपलोड हो रही हैं…",
  "Could not upload file.": "फ़ाइल अपलोड नहीं हो सकी।",
  "Upload cancelled.": "अपलोड कैंसल हो गया।",
  Uploaded: "अपलोड हो गईं",
  "ready to print": "प्रिंट के लिए तैयार",
  "needs its password": "पासवर्ड चाहिए",
  "being checked": "जाँच हो रही है",
  uploaded: "अपलोड हो गई",
  // A refused upload (docs/product/errors.md#upload-messages): the page says them, and the server too (say(), the JSON API)
  "upload fail": "अपलोड नहीं हुआ",
  Dismiss: "बंद करें",
  "File limit reached": "फ़ाइलों की सीमा पूरी हो गई",
  "File size is too large": "फ़ाइल का साइज़ बहुत बड़ा है",
  "File format not supported": "यह फ़ाइल फ़ॉर्मैट सपोर्ट नहीं होता",
  "Could not upload file": "फ़ाइल अपलोड नहीं हो सकी",
  "Maximum page limit exceeded": "पेजों की सीमा से ज़्यादा पेज हैं",
  "Nudity Detected": "आपत्तिजनक तस्वीरें मिलीं",

  // A file
  "Your files ({count})": "आपकी फ़ाइलें ({count})",
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
  "Show {count} more page": "{count} और पेज दिखाएँ",
  "Show {count} more pages": "{count} और पेज दिखाएँ",
  "Page {page} of {name}": "{name} का पेज {page}",
  Pages: "पेज",
  "Pages of {name} to print": "{name} के कौन-से पेज प्रिंट करने हैं",
  "All pages": "सभी पेज",
  "Like 1-3, 7. Leave blank to print all {count} page.": "जैसे 1-3, 7। {count} पेज प्रिंट करने के लिए खाली छोड़ें।",
  "Like 1-3, 7. Leave blank to print all {count} pages.": "जैसे 1-3, 7। सभी {count} पेज प्रिंट करने के लिए खाली छोड़ें।",

  // A password-protected PDF
  "This PDF is password-protected. Enter its password to print it: it is used once to unlock the file and never kept.":
    "यह PDF पासवर्ड से सुरक्षित है। इसे प्रिंट करने के लिए इसका पासवर्ड डालें: यह सिर्फ़ एक बार फ़ाइल अनलॉक करने में इस्तेमाल होता है और रखा नहीं जाता।",
  Password: "पासवर्ड",
  "Password for {name}": "{name} का पासवर्ड",
  Unlock: "अनलॉक करें",
  "Unlocking…": "अनलॉक हो रही है…",
  "File unlocked": "फ़ाइल अनलॉक हो गई",

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
