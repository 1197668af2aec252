/**
 * What the server says in the print service, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md): the refusals
 * of uploads, unlocking, options and adding prints to the cart (the preview page and the JSON API's print calls),
 * and the words of the landing's stored layout, which its loader translates (services/print/landing.server.ts), so
 * the page's data carries the Hindi alone. The upload messages themselves are in print.server.ts: the page says them too.
 */
import type { Messages } from "../translate";

export const SERVER_PRINT: Messages = {
  // Uploads and files
  "Choose a file to upload.": "अपलोड के लिए कोई फ़ाइल चुनें।",
  "This upload was not found.": "यह अपलोड नहीं मिला।",
  "This file was not found.": "यह फ़ाइल नहीं मिली।",
  "This file id is not valid.": "इस फ़ाइल की id सही नहीं है।",
  "This file is part of an order and cannot be removed.": "यह फ़ाइल एक ऑर्डर में है, इसलिए हटाई नहीं जा सकती।",
  "This action is not known.": "यह काम समझ नहीं आया।",
  "Too many files in one update.": "एक बार में बहुत सारी फ़ाइलें बदली जा रही हैं।",

  // Password-protected PDFs
  "This file is not password-protected.": "यह फ़ाइल पासवर्ड से सुरक्षित नहीं है।",
  "Enter the file's password.": "फ़ाइल का पासवर्ड डालें।",
  "Password is too long.": "पासवर्ड बहुत लंबा है।",
  "Too many wrong passwords for this file. Remove it and upload it again.":
    "इस फ़ाइल के लिए बहुत बार गलत पासवर्ड डाला गया। इसे हटाकर दोबारा अपलोड करें।",
  "This file is already being unlocked.": "यह फ़ाइल पहले से अनलॉक हो रही है।",
  "Incorrect password. Please try again.": "पासवर्ड गलत है। कृपया फिर से कोशिश करें।",

  // Print options and page ranges
  "Choose colour or black and white.": "कलर या ब्लैक एंड व्हाइट चुनें।",
  "Choose single or double side.": "एक तरफ़ या दोनों तरफ़ चुनें।",
  "Choose portrait or landscape.": "खड़ा (पोर्ट्रेट) या आड़ा (लैंडस्केप) चुनें।",
  "Copies must be a number.": "कॉपी की गिनती एक नंबर होनी चाहिए।",
  "Copies must be a whole number.": "कॉपी की गिनती पूरी संख्या होनी चाहिए।",
  "At least 1 copy.": "कम से कम 1 कॉपी।",
  "At most {max} copies.": "ज़्यादा से ज़्यादा {max} कॉपी।",
  "Page range is too long.": "पेजों की रेंज बहुत लंबी है।",
  '"{piece}" is not a page or range. Use numbers like 1-3, 7.': '"{piece}" कोई पेज या रेंज नहीं है। 1-3, 7 जैसे नंबर लिखें।',
  '"{piece}" is not a valid range.': '"{piece}" सही रेंज नहीं है।',
  'This file has {count} page; "{piece}" goes past the end.': 'इस फ़ाइल में {count} पेज है; "{piece}" आख़िरी पेज से आगे जाता है।',
  'This file has {count} pages; "{piece}" goes past the end.': 'इस फ़ाइल में {count} पेज हैं; "{piece}" आख़िरी पेज से आगे जाता है।',
  "Choose at least one page.": "कम से कम एक पेज चुनें।",

  // Adding prints to the cart
  '"{name}" needs its password. Unlock or remove it before adding prints to the cart.':
    '"{name}" का पासवर्ड चाहिए। प्रिंट कार्ट में डालने से पहले इसे अनलॉक करें या हटाएँ।',
  '"{name}" is still being checked. Wait for it or remove it before adding prints to the cart.':
    '"{name}" की अभी जाँच हो रही है। प्रिंट कार्ट में डालने से पहले जाँच पूरी होने दें या इसे हटाएँ।',
  "Upload a file to print first.": "पहले प्रिंट के लिए कोई फ़ाइल अपलोड करें।",

  // The JSON API's print calls
  "The request is too large.": "रिक्वेस्ट बहुत बड़ी है।",
  "Not found.": "नहीं मिला।",
  "Please log in to print files.": "फ़ाइलें प्रिंट करने के लिए कृपया लॉग इन करें।",
  "Send one file per call.": "हर कॉल में एक ही फ़ाइल भेजें।",
  "The print store could not be loaded. Please try again.": "प्रिंट स्टोर लोड नहीं हो सका। कृपया फिर से कोशिश करें।",

  // The landing's layout (app/services/seed/print-layout.ts): the hero
  "Print documents online, delivered in minutes": "डॉक्यूमेंट ऑनलाइन प्रिंट कराएँ, मिनटों में डिलीवरी",
  "Upload PDFs or photos, choose colour, sides and copies, and get your printouts at your door.":
    "PDF या फ़ोटो अपलोड करें, कलर, साइड और कॉपी चुनें, और प्रिंटआउट अपने दरवाज़े पर पाएँ।",
  "Upload documents": "डॉक्यूमेंट अपलोड करें",
  "happy customers": "खुश ग्राहक",

  // The four steps
  "Print in four easy steps": "चार आसान स्टेप में प्रिंट कराएँ",
  "Visit the print store": "प्रिंट स्टोर पर आएँ",
  "Open Nukkad Print on the web, on your phone or computer. No app needed.":
    "अपने फ़ोन या कंप्यूटर के ब्राउज़र में नुक्कड़ प्रिंट खोलें। किसी ऐप की ज़रूरत नहीं।",
  "Upload your files": "अपनी फ़ाइलें अपलोड करें",
  "Add PDFs or photos from your phone or computer. Password-protected PDFs are fine too.":
    "अपने फ़ोन या कंप्यूटर से PDF या फ़ोटो जोड़ें। पासवर्ड वाली PDF भी चलेंगी।",
  "Customise your print": "प्रिंट अपने हिसाब से चुनें",
  "Choose colour or black and white, single or double side, portrait or landscape and the number of copies.":
    "कलर या ब्लैक एंड व्हाइट, एक तरफ़ या दोनों तरफ़, खड़ा या आड़ा, और कितनी कॉपी: सब आप चुनें।",
  "Add prints to cart and order": "प्रिंट कार्ट में डालें और ऑर्डर करें",
  "See the price, add your prints to the cart and place the order. We deliver them in minutes.":
    "कीमत देखें, प्रिंट कार्ट में डालें और ऑर्डर करें। हम मिनटों में डिलीवर करते हैं।",

  // The options
  "Customise your prints": "प्रिंट आपके हिसाब से",
  "Set the options for each file on the preview page, where you see every page before you pay.":
    "हर फ़ाइल के विकल्प प्रिव्यू पेज पर चुनें, जहाँ पेमेंट से पहले आप हर पेज देख लेते हैं।",
  "File types": "फ़ाइल टाइप",
  "Documents and photos straight from your phone or computer.": "डॉक्यूमेंट और फ़ोटो, सीधे आपके फ़ोन या कंप्यूटर से।",
  "Colour or black and white": "कलर या ब्लैक एंड व्हाइट",
  "Black and white for text, colour for photos, charts and certificates.": "टेक्स्ट के लिए ब्लैक एंड व्हाइट; फ़ोटो, चार्ट और सर्टिफ़िकेट के लिए कलर।",
  "Single or double side": "एक तरफ़ या दोनों तरफ़",
  "Double side saves paper on long documents and notes.": "लंबे डॉक्यूमेंट और नोट्स में दोनों तरफ़ प्रिंट से पेपर बचता है।",
  "Portrait or landscape": "खड़ा (पोर्ट्रेट) या आड़ा (लैंडस्केप)",
  "Landscape suits slides, spreadsheets and wide photos.": "स्लाइड, स्प्रेडशीट और चौड़ी फ़ोटो के लिए आड़ा (लैंडस्केप) सही रहता है।",
  "Print as many copies of each file as you need.": "हर फ़ाइल की जितनी कॉपी चाहिए, उतनी प्रिंट कराएँ।",
  "Bright white sheets, the standard for office and school prints.": "चमकदार सफ़ेद शीट, ऑफ़िस और स्कूल के प्रिंट के लिए स्टैंडर्ड।",

  // What people print
  "What can you print?": "आप क्या-क्या प्रिंट करा सकते हैं?",
  "Passport and visa documents": "पासपोर्ट और वीज़ा के डॉक्यूमेंट",
  "Application forms, photo pages and appointment letters.": "आवेदन फ़ॉर्म, फ़ोटो वाले पेज और अपॉइंटमेंट लेटर।",
  "ID proofs": "ID प्रूफ़",
  "Aadhaar, PAN, voter ID and driving licence copies.": "आधार, PAN, वोटर ID और ड्राइविंग लाइसेंस की कॉपी।",
  Homework: "होमवर्क",
  "Assignments, projects and school worksheets.": "असाइनमेंट, प्रोजेक्ट और स्कूल की वर्कशीट।",
  "Activity sheets": "एक्टिविटी शीट",
  "Colouring pages, puzzles and practice sheets for kids.": "बच्चों के लिए रंग भरने वाले पेज, पहेलियाँ और प्रैक्टिस शीट।",
  eBooks: "ई-बुक",
  "Chapters and study material to read on paper.": "काग़ज़ पर पढ़ने के लिए चैप्टर और स्टडी मटीरियल।",
  Resumes: "रिज़्यूमे",
  "A sharp CV for your next interview, in minutes.": "अगले इंटरव्यू के लिए बढ़िया CV, मिनटों में।",
  "Bank and government documents": "बैंक और सरकारी डॉक्यूमेंट",
  "Forms, statements, affidavits and certificates.": "फ़ॉर्म, स्टेटमेंट, हलफ़नामे और सर्टिफ़िकेट।",
  Invoices: "इनवॉइस",
  "Bills, receipts and quotations for your business.": "आपके बिज़नेस के बिल, रसीदें और कोटेशन।",

  // What customers said
  "Loved by our customers": "हमारे ग्राहकों की पसंद",
  "Priya Sharma": "प्रिया शर्मा",
  "My visa appointment was the next morning and the cyber café was shut. I uploaded the forms at 10 pm and had the printouts before I finished dinner.":
    "अगली सुबह मेरा वीज़ा अपॉइंटमेंट था और साइबर कैफ़े बंद था। मैंने रात 10 बजे फ़ॉर्म अपलोड किए और खाना खत्म होने से पहले प्रिंटआउट मेरे हाथ में थे।",
  "Rohan Mehta": "रोहन मेहता",
  "I print my son's homework sheets every week from home. Clear prints, no trip to the shop and no pen drive.":
    "मैं हर हफ़्ते घर बैठे अपने बेटे की होमवर्क शीट प्रिंट कराता हूँ। साफ़ प्रिंट, न दुकान जाना, न पेन ड्राइव।",
  "Ananya Iyer": "अनन्या अय्यर",
  "Printed twenty copies of my resume in colour for a job fair. The preview showed every page, so there were no surprises.":
    "जॉब फ़ेयर के लिए अपने रिज़्यूमे की बीस कॉपी कलर में प्रिंट कराईं। प्रिव्यू में हर पेज दिख गया था, इसलिए कोई सरप्राइज़ नहीं हुआ।",

  // The blog, the product, the company
  "Five documents to keep printed before a passport appointment": "पासपोर्ट अपॉइंटमेंट से पहले प्रिंट करके रखने वाले पाँच डॉक्यूमेंट",
  "Appointment confirmation, application form, address proof, date-of-birth proof and old passport copies: what to carry, and why a spare set saves a second visit.":
    "अपॉइंटमेंट कन्फ़र्मेशन, आवेदन फ़ॉर्म, पते का प्रूफ़, जन्मतिथि का प्रूफ़ और पुराने पासपोर्ट की कॉपी: क्या साथ ले जाएँ, और एक अतिरिक्त सेट से दूसरा चक्कर क्यों बचता है।",
  "Passport Seva Kendras check originals against self-attested copies. Print each proof on its own sheet, single side, so the officer can stamp and file it without asking for another copy.":
    "पासपोर्ट सेवा केंद्र में ओरिजिनल डॉक्यूमेंट को सेल्फ़-अटेस्टेड कॉपी से मिलाया जाता है। हर प्रूफ़ अलग शीट पर, एक तरफ़ प्रिंट कराएँ, ताकि अधिकारी दूसरी कॉपी माँगे बिना उस पर मुहर लगाकर फ़ाइल कर सकें।",
  "Keep two copies of the appointment confirmation: one is collected at the entrance. Print the application form in black and white; colour adds nothing and costs more.":
    "अपॉइंटमेंट कन्फ़र्मेशन की दो कॉपी रखें: एक गेट पर ले ली जाती है। आवेदन फ़ॉर्म ब्लैक एंड व्हाइट में प्रिंट कराएँ; कलर से कोई फ़ायदा नहीं, बस खर्च बढ़ता है।",
  "Carry photocopies of every page of your old passport that has an entry, including the last page with your address. Double-side printing keeps that bundle thin.":
    "पुराने पासपोर्ट के हर उस पेज की फ़ोटोकॉपी साथ रखें जिस पर कोई एंट्री है, पते वाला आख़िरी पेज भी। दोनों तरफ़ प्रिंट से यह बंडल पतला रहता है।",
  "Nukkad Print brings the photocopy shop to your phone. Upload documents and photos, check every page in the preview, choose how you want them printed and get them delivered to your door in minutes.":
    "नुक्कड़ प्रिंट फ़ोटोकॉपी की दुकान को आपके फ़ोन पर ले आता है। डॉक्यूमेंट और फ़ोटो अपलोड करें, प्रिव्यू में हर पेज देखें, चुनें कि कैसे प्रिंट करना है, और मिनटों में अपने दरवाज़े पर पाएँ।",
  "No queues, no pen drives, no sharing files over chat with a shopkeeper.": "न लाइन, न पेन ड्राइव, न दुकानदार को चैट पर फ़ाइलें भेजना।",
  "About Nukkad": "नुक्कड़ के बारे में",
  "Nukkad delivers groceries, fresh produce and daily essentials from dark stores near you in minutes, across more than 30 Indian cities.":
    "नुक्कड़ भारत के 30 से ज़्यादा शहरों में आपके पास के डार्क स्टोर से किराना, ताज़े फल-सब्ज़ियाँ और रोज़ की ज़रूरत का सामान मिनटों में डिलीवर करता है।",
  "We started Nukkad Print because the things people need urgently are not always groceries: a printout can matter just as much as a packet of milk.":
    "हमने नुक्कड़ प्रिंट इसलिए शुरू किया क्योंकि लोगों को जल्दी में हमेशा किराना ही नहीं चाहिए होता: एक प्रिंटआउट भी उतना ही ज़रूरी हो सकता है जितना दूध का पैकेट।",

  // Online printing or the print shop
  "Online printing or the print shop: which is better?": "ऑनलाइन प्रिंटिंग या प्रिंट की दुकान: कौन बेहतर है?",
  "Printing online means uploading documents from your phone or computer and having the printouts delivered to your door. A print shop means carrying your files to a counter, often on a pen drive or by sharing them over a chat app, and waiting for your turn.":
    "ऑनलाइन प्रिंटिंग का मतलब है अपने फ़ोन या कंप्यूटर से डॉक्यूमेंट अपलोड करना और प्रिंटआउट अपने दरवाज़े पर मँगवाना। प्रिंट की दुकान का मतलब है अपनी फ़ाइलें काउंटर तक ले जाना, अक्सर पेन ड्राइव में या चैट ऐप पर भेजकर, और अपनी बारी का इंतज़ार करना।",
  "Online printing with Nukkad Print shows the price and a preview of every page before you pay, works at night and on holidays when shops are shut, and keeps your files private: they stay in your account, not in a shopkeeper's chat, and are deleted automatically after your order.":
    "नुक्कड़ प्रिंट पर पेमेंट से पहले कीमत और हर पेज का प्रिव्यू दिखता है, यह रात में और छुट्टियों पर भी चलता है जब दुकानें बंद होती हैं, और आपकी फ़ाइलें प्राइवेट रहती हैं: वे आपके अकाउंट में रहती हैं, किसी दुकानदार की चैट में नहीं, और ऑर्डर के बाद अपने-आप डिलीट हो जाती हैं।",
  "A print shop can still be the right choice for binding, lamination or paper sizes other than A4. For everyday printing of documents, forms, homework, resumes and photos, ordering prints online is faster and simpler.":
    "बाइंडिंग, लैमिनेशन या A4 के अलावा दूसरे पेपर साइज़ के लिए प्रिंट की दुकान अब भी सही हो सकती है। डॉक्यूमेंट, फ़ॉर्म, होमवर्क, रिज़्यूमे और फ़ोटो की रोज़ की प्रिंटिंग के लिए ऑनलाइन प्रिंट मँगवाना तेज़ और आसान है।",
  "Online printing compared with a print shop": "ऑनलाइन प्रिंटिंग और प्रिंट की दुकान की तुलना",
  "Print shop": "प्रिंट की दुकान",
  Where: "कहाँ से",
  "From home, on your phone or computer": "घर से, अपने फ़ोन या कंप्यूटर पर",
  "At the shop counter": "दुकान के काउंटर पर",
  When: "कब",
  "Whenever our stores deliver, including late evenings": "जब भी हमारे स्टोर डिलीवरी करते हैं, देर शाम भी",
  "Shop hours only": "सिर्फ़ दुकान खुलने के समय",
  "Shown per page before you pay": "पेमेंट से पहले हर पेज की कीमत दिखती है",
  "Told at the counter": "काउंटर पर बताई जाती है",
  "Files private to you and deleted automatically": "फ़ाइलें सिर्फ़ आपकी, और अपने-आप डिलीट",
  "Files shared with the shop, often over chat apps": "फ़ाइलें दुकान को भेजनी पड़ती हैं, अक्सर चैट ऐप पर",
  Preview: "प्रिव्यू",
  "Every page previewed before printing": "प्रिंट से पहले हर पेज का प्रिव्यू",
  Rarely: "कम ही",

  // Popular searches
  "Popular searches": "लोकप्रिय खोजें",
  "print online": "ऑनलाइन प्रिंट",
  "online printing": "ऑनलाइन प्रिंटिंग",
  "print documents online": "डॉक्यूमेंट ऑनलाइन प्रिंट",
  "print pdf online": "PDF ऑनलाइन प्रिंट",
  "print photos online": "फ़ोटो ऑनलाइन प्रिंट",
  "printout delivery": "प्रिंटआउट डिलीवरी",
  "print near me": "मेरे पास प्रिंट",
  "xerox near me": "मेरे पास ज़ेरॉक्स",
  "photocopy near me": "मेरे पास फ़ोटोकॉपी",
  "online xerox": "ऑनलाइन ज़ेरॉक्स",
  "colour print online": "ऑनलाइन कलर प्रिंट",
  "black and white print": "ब्लैक एंड व्हाइट प्रिंट",
  "double side print": "दोनों तरफ़ प्रिंट",
  "A4 print": "A4 प्रिंट",
  "print resume online": "रिज़्यूमे ऑनलाइन प्रिंट",
  "print passport documents": "पासपोर्ट डॉक्यूमेंट प्रिंट",
  "print homework": "होमवर्क प्रिंट",
  "print assignments": "असाइनमेंट प्रिंट",
  "print aadhaar card": "आधार कार्ड प्रिंट",
  "print invoices": "इनवॉइस प्रिंट",
  "print ebook": "ई-बुक प्रिंट",
  "same day printing": "उसी दिन प्रिंटिंग",
  "print delivery in minutes": "मिनटों में प्रिंट डिलीवरी",
  "cheap printing online": "सस्ती ऑनलाइन प्रिंटिंग",
};
