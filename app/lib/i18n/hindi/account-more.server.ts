/**
 * The rest of the account in Hindi: the wallet and wallet linking, gift cards, privacy, deleting the account and the
 * feedback after it (app/lib/i18n/hindi.server.ts, part `account`; glossary docs/hindi.md). `[…]` marks the words a
 * page shows in bold or as a link (LinkedText): keep the brackets around the same words, in the same order.
 */
import type { Messages } from "../translate";

export const ACCOUNT_MORE: Messages = {
  // The wallet (routes/account.wallet.tsx, components/account/amount-picker.tsx, wallet-summary.tsx, wallet-transactions.tsx)
  "Wallet | Nukkad": "वॉलेट | नुक्कड़",
  "Nukkad wallet": "नुक्कड़ वॉलेट",
  "Add money": "पैसे जोड़ें",
  "Pay by UPI, card or netbanking; the money goes to your Nukkad Cash.": "UPI, कार्ड या नेटबैंकिंग से पेमेंट करें; पैसे आपके नुक्कड़ कैश में जुड़ जाएँगे।",
  Amount: "रकम",
  "Please wait…": "कृपया रुकें…",
  "Proceed to add money": "पैसे जोड़ने के लिए आगे बढ़ें",
  "Have a gift card?": "गिफ़्ट कार्ड है?",
  "Redeem it": "उसे रिडीम करें",
  "Or enter an amount (₹)": "या रकम लिखें (₹)",
  "From {min} to {max}, in whole rupees.": "{min} से {max} तक, पूरे रुपयों में।",
  "Total balance": "कुल बैलेंस",
  "Nukkad Cash": "नुक्कड़ कैश",
  "Added money and refunds": "जोड़े गए पैसे और रिफ़ंड",
  "Gift card balance": "गिफ़्ट कार्ड बैलेंस",
  "For orders only, not for gift cards": "सिर्फ़ ऑर्डर के लिए, गिफ़्ट कार्ड के लिए नहीं",
  "Your balance never expires. It pays for orders at checkout and cannot be withdrawn as cash.":
    "आपका बैलेंस कभी एक्सपायर नहीं होता। इससे चेकआउट पर ऑर्डर का पेमेंट होता है, इसे नकद नहीं निकाला जा सकता।",
  "Older transactions": "पुराने लेन-देन",
  Transactions: "लेन-देन",
  // Said before the amount to a screen reader: the sign in words too.
  Credit: "जमा",
  Debit: "खर्च",
  "Gift card balance after: {amount}": "इसके बाद गिफ़्ट कार्ड बैलेंस: {amount}",
  "Nukkad Cash after: {amount}": "इसके बाद नुक्कड़ कैश: {amount}",
  "No older transactions.": "इससे पुराना कोई लेन-देन नहीं।",
  "No transactions yet. Money you add, spend or get back shows up here.":
    "अभी कोई लेन-देन नहीं। आप जो पैसे जोड़ेंगे, खर्च करेंगे या वापस पाएँगे, वह यहाँ दिखेगा।",
  Newest: "सबसे नए",
  Older: "पुराने",

  // Linking a wallet (routes/wallets.link.$wallet.tsx); its phone and code steps are the login sheet's (every page)
  "Link {wallet}": "{wallet} लिंक करें",
  "Link {wallet} | Nukkad": "{wallet} लिंक करें | नुक्कड़",
  "Link a wallet | Nukkad": "वॉलेट लिंक करें | नुक्कड़",
  "Link it once and it pays in one tap when you place an order: no wallet page, no code each time.":
    "एक बार लिंक करें, फिर ऑर्डर करते ही एक टैप में पेमेंट: न वॉलेट का पेज, न हर बार कोड।",
  "Linked to {phone}": "{phone} से लिंक है",
  "Link again below to use another number.": "दूसरा नंबर इस्तेमाल करने के लिए नीचे फिर से लिंक करें।",
  "Unlink {wallet}": "{wallet} अनलिंक करें",
  "Enter the mobile number of your {wallet} account. {wallet} will text you a code.":
    "अपने {wallet} अकाउंट का मोबाइल नंबर डालें। {wallet} आपको SMS से कोड भेजेगा।",
  "Enter the code {wallet} sent by SMS to [{phone}].": "{wallet} ने [{phone}] पर SMS से जो कोड भेजा है, वह डालें।",
  "Use another number": "दूसरा नंबर इस्तेमाल करें",
  "Sandbox wallets": "सैंडबॉक्स वॉलेट",
  "Every linked account starts with {amount} and pays while the order is within its balance. Numbers ending in these digits answer every payment the same way:":
    "हर लिंक किए गए अकाउंट में शुरू में {amount} होते हैं, और ऑर्डर बैलेंस के अंदर हो तो पेमेंट हो जाता है। इन अंकों पर खत्म होने वाले नंबर हर पेमेंट का एक ही जवाब देते हैं:",
  "{outcome} (code {code})": "{outcome} (कोड {code})",
  Back: "वापस जाएँ",

  // Gift cards (routes/account.gifts._index.tsx, account.gifts.$orderId.tsx, components/account/gift-card-*.tsx)
  "Gift cards | Nukkad": "गिफ़्ट कार्ड | नुक्कड़",
  "Redeem a gift card": "गिफ़्ट कार्ड रिडीम करें",
  "The value goes to your gift card balance and pays for your orders.": "इसकी रकम आपके गिफ़्ट कार्ड बैलेंस में जुड़ती है और आपके ऑर्डर का पेमेंट करती है।",
  "Buy a gift card": "गिफ़्ट कार्ड खरीदें",
  "Gift cards you bought": "आपके खरीदे गिफ़्ट कार्ड",
  "Gift cards sent to you": "आपको भेजे गए गिफ़्ट कार्ड",
  "Gift card code": "गिफ़्ट कार्ड कोड",
  "Redeeming…": "रिडीम हो रहा है…",
  Redeem: "रिडीम करें",
  "Who is it for?": "यह किसके लिए है?",
  "For me": "मेरे लिए",
  "For someone else": "किसी और के लिए",
  "Their mobile number": "उनका मोबाइल नंबर",
  "Their name": "उनका नाम",
  "We text them the code. Anyone with the code can redeem it.": "हम उन्हें SMS से कोड भेजते हैं। जिसके पास भी कोड होगा, वह इसे रिडीम कर सकता है।",
  Message: "मैसेज",
  "Optional, up to {max} characters": "ज़रूरी नहीं, {max} अक्षर तक",
  "Gift card value": "गिफ़्ट कार्ड की रकम",
  "Valid for 12 months. Pay by UPI, card, netbanking or Nukkad Cash (not with gift card balance).":
    "12 महीने तक मान्य। UPI, कार्ड, नेटबैंकिंग या नुक्कड़ कैश से पेमेंट करें (गिफ़्ट कार्ड बैलेंस से नहीं)।",
  "Proceed to pay": "पेमेंट के लिए आगे बढ़ें",
  "Not redeemed yet": "अभी रिडीम नहीं हुआ",
  Redeemed: "रिडीम हो गया",
  Expired: "एक्सपायर हो गया",
  "Expired on {date}": "{date} को एक्सपायर हो गया",
  "Valid till {date}": "{date} तक मान्य",
  "Code ending {last4}": "कोड के आखिरी अंक {last4}",
  "Code ending {last4} (sent to you by SMS)": "कोड के आखिरी अंक {last4} (आपको SMS से भेजा गया)",
  "Terms of the gift card ending {last4}": "{last4} पर खत्म होने वाले गिफ़्ट कार्ड की शर्तें",
  "Gift cards you buy show up here.": "आप जो गिफ़्ट कार्ड खरीदेंगे, वे यहाँ दिखेंगे।",
  "{amount} for you": "{amount} आपके लिए",
  "{amount} for {name}": "{amount} {name} के लिए",
  "Show code": "कोड देखें",
  // The redeem form is at the top of the page: "on this page" says where it is.
  "Redeem it with the form above, or give it to someone.": "इसे ऊपर दिए फ़ॉर्म से रिडीम करें, या किसी को दे दें।",
  "We texted it to them. Share it again if they lost it.": "हमने उन्हें SMS से भेज दिया है। अगर खो गया हो, तो फिर से शेयर करें।",
  "Gift cards sent to your mobile number show up here.": "आपके मोबाइल नंबर पर भेजे गए गिफ़्ट कार्ड यहाँ दिखेंगे।",
  "{amount} from {name}": "{name} की ओर से {amount}",
  "{amount} from a friend": "एक दोस्त की ओर से {amount}",
  // A card's terms
  "Gift card terms | Nukkad": "गिफ़्ट कार्ड की शर्तें | नुक्कड़",
  "All gift cards": "सभी गिफ़्ट कार्ड",
  "{amount} gift card": "{amount} का गिफ़्ट कार्ड",
  Code: "कोड",
  "Ending {last4}": "आखिरी अंक {last4}",
  For: "किसके लिए",
  Bought: "खरीदा",
  "Valid till": "कब तक मान्य",
  "Terms and conditions": "नियम और शर्तें",

  // Privacy (routes/account.privacy.tsx, components/account/privacy-sections.tsx, lib/privacy.ts); the policy is the info part's
  "Privacy | Nukkad": "प्राइवेसी | नुक्कड़",
  "What we keep about you, for how long, and what you can do about it. Your [addresses] and [orders] are in your account.":
    "हम आपके बारे में क्या रखते हैं, कब तक, और आप इसके बारे में क्या कर सकते हैं। आपके [पते] और [ऑर्डर] आपके अकाउंट में हैं।",
  "What we keep and why": "हम क्या रखते हैं और क्यों",
  Data: "जानकारी",
  Why: "क्यों",
  "How long": "कब तक",
  "Phone number and name": "फ़ोन नंबर और नाम",
  "To log you in and address your deliveries": "आपको लॉग इन कराने और डिलीवरी पर आपका नाम लिखने के लिए",
  "Until you delete your account": "जब तक आप अपना अकाउंट नहीं हटाते",
  "Delivery addresses": "डिलीवरी के पते",
  "To deliver your orders": "आपके ऑर्डर डिलीवर करने के लिए",
  "Until you delete them or your account": "जब तक आप उन्हें या अपना अकाउंट नहीं हटाते",
  "Orders and payments": "ऑर्डर और पेमेंट",
  "To deliver, refund and answer questions; tax and accounting law": "डिलीवरी, रिफ़ंड और सवालों के जवाब के लिए; टैक्स और अकाउंटिंग का कानून",
  "Kept for the accounts; your name, address and payment details are removed when you delete your account":
    "हिसाब-किताब के लिए रखे जाते हैं; अकाउंट हटाने पर आपका नाम, पता और पेमेंट की जानकारी हटा दी जाती है",
  "GST tax invoices": "GST टैक्स इनवॉइस",
  "The GST law requires them": "GST कानून के तहत ज़रूरी हैं",
  "72 months; the buyer's name and address are removed when you delete your account":
    "72 महीने; अकाउंट हटाने पर खरीदार का नाम और पता हटा दिया जाता है",
  "Saved cards": "सेव किए गए कार्ड",
  "One-tap payments: only the gateway's token, network and last four digits, never the card number":
    "एक टैप में पेमेंट: सिर्फ़ गेटवे का टोकन, कार्ड नेटवर्क और आखिरी चार अंक, कार्ड नंबर कभी नहीं",
  "Until you remove them or delete your account": "जब तक आप उन्हें या अपना अकाउंट नहीं हटाते",
  "Wallet and gift cards": "वॉलेट और गिफ़्ट कार्ड",
  "Your Nukkad Cash balance and its history": "आपका नुक्कड़ कैश बैलेंस और उसका हिसाब",
  "Until you delete your account (the balance is given up)": "जब तक आप अपना अकाउंट नहीं हटाते (तब बैलेंस छोड़ दिया जाता है)",
  "Print files": "प्रिंट की फ़ाइलें",
  "To print your documents": "आपके डॉक्यूमेंट प्रिंट करने के लिए",
  "The files: 24 hours after the order is delivered or cancelled, or after upload if never ordered":
    "फ़ाइलें: ऑर्डर डिलीवर या कैंसल होने के 24 घंटे बाद तक, या ऑर्डर न हुआ हो तो अपलोड के 24 घंटे बाद तक",
  "Recent searches": "हाल की खोजें",
  "To show your last six searches": "आपकी पिछली छह खोजें दिखाने के लिए",
  "Until replaced by newer ones, or you delete your account": "जब तक नई खोजें उनकी जगह न ले लें, या आप अपना अकाउंट न हटाएँ",
  "Ratings and messages about orders": "ऑर्डर की रेटिंग और उनके बारे में मैसेज",
  "To show reviews and answer your questions": "रिव्यू दिखाने और आपके सवालों के जवाब देने के लिए",
  "Until you delete your account (star ratings stay, anonymous)": "जब तक आप अपना अकाउंट नहीं हटाते (स्टार रेटिंग बिना नाम के रहती हैं)",
  "Back-in-stock requests": "सामान वापस आने पर बताने के अनुरोध",
  "To text you once when a product you asked about is back": "आपका पूछा हुआ सामान वापस आने पर आपको एक बार SMS भेजने के लिए",
  "30 days after the text, or until you delete your account": "SMS के 30 दिन बाद तक, या जब तक आप अपना अकाउंट नहीं हटाते",
  "Login codes": "लॉग इन कोड",
  "To log you in": "आपको लॉग इन कराने के लिए",
  "24 hours (texts shown in demo mode: 7 days)": "24 घंटे (डेमो मोड में दिखाए गए SMS: 7 दिन)",
  "Marketing texts": "मार्केटिंग SMS",
  "Offers by text message are [on] (you said yes on {date}). Texts about your orders and login codes always come.":
    "SMS से ऑफ़र [चालू] हैं (आपने {date} को हाँ कहा था)। आपके ऑर्डर और लॉग इन कोड के SMS हमेशा आते हैं।",
  "Offers by text message are [on]. Texts about your orders and login codes always come.":
    "SMS से ऑफ़र [चालू] हैं। आपके ऑर्डर और लॉग इन कोड के SMS हमेशा आते हैं।",
  "Offers by text message are [off] (changed {date}). Texts about your orders and login codes always come.":
    "SMS से ऑफ़र [बंद] हैं ({date} को बदला गया)। आपके ऑर्डर और लॉग इन कोड के SMS हमेशा आते हैं।",
  "Offers by text message are [off]. Texts about your orders and login codes always come.":
    "SMS से ऑफ़र [बंद] हैं। आपके ऑर्डर और लॉग इन कोड के SMS हमेशा आते हैं।",
  "Turn off marketing texts": "मार्केटिंग SMS बंद करें",
  "Turn on marketing texts": "मार्केटिंग SMS चालू करें",
  "Your data": "आपका डेटा",
  "One JSON file with your profile, addresses, orders, payments (never card numbers), wallet, gift cards, prints, searches, ratings, messages and consents.":
    "एक JSON फ़ाइल, जिसमें आपकी प्रोफ़ाइल, पते, ऑर्डर, पेमेंट (कार्ड नंबर कभी नहीं), वॉलेट, गिफ़्ट कार्ड, प्रिंट, खोजें, रेटिंग, मैसेज और सहमतियाँ हैं।",
  "Download my data": "मेरा डेटा डाउनलोड करें",
  "Want to leave?": "अकाउंट छोड़ना चाहते हैं?",
  "Delete your account": "अपना अकाउंट हटाएँ",

  // Deleting the account (routes/account.delete-account.tsx, components/account/delete-account-form.tsx); the
  // refusals a page also shows are here, and the server says them with the same words
  "Delete account | Nukkad": "अकाउंट हटाएँ | नुक्कड़",
  "Delete account": "अकाउंट हटाएँ",
  "Deleting your account cannot be undone. At once:": "अकाउंट हटाने के बाद उसे वापस नहीं लाया जा सकता। हटाते ही:",
  "you are logged out everywhere, on every phone and computer;": "आप हर फ़ोन और कंप्यूटर पर, हर जगह से लॉग आउट हो जाते हैं;",
  "your phone number, name, addresses, saved cards, linked wallets, searches, messages and print files are erased;":
    "आपका फ़ोन नंबर, नाम, पते, सेव किए गए कार्ड, लिंक किए गए वॉलेट, खोजें, मैसेज और प्रिंट की फ़ाइलें मिटा दी जाती हैं;",
  "your wallet balance and unused gift card balance are given up;": "आपका वॉलेट बैलेंस और बिना इस्तेमाल हुआ गिफ़्ट कार्ड बैलेंस छोड़ दिया जाता है;",
  "your past orders and GST invoices are kept for the accounts, as the law requires (invoices 72 months), without your name, phone or address; your star ratings stay, anonymous, without their review text.":
    "आपके पुराने ऑर्डर और GST इनवॉइस कानून के मुताबिक हिसाब-किताब के लिए रखे जाते हैं (इनवॉइस 72 महीने), पर आपके नाम, फ़ोन या पते के बिना; आपकी स्टार रेटिंग बिना नाम और बिना रिव्यू के रहती हैं।",
  "You can log in again later with the same number: it starts a new, empty account.":
    "आप बाद में उसी नंबर से फिर लॉग इन कर सकते हैं: उससे एक नया, खाली अकाउंट शुरू होगा।",
  "[Download your data] first if you want a copy.": "कॉपी चाहिए, तो पहले [अपना डेटा डाउनलोड करें]।",
  "Delete my account": "मेरा अकाउंट हटाएँ",
  "Your wallet holds [{amount}]. It cannot be paid out, and it is lost when you delete your account. Spend it first if you can.":
    "आपके वॉलेट में [{amount}] हैं। यह रकम वापस नहीं मिलती, और अकाउंट हटाने पर चली जाती है। हो सके तो पहले इसे खर्च कर लें।",
  "You have an order on its way. You can delete your account once it is delivered or cancelled.":
    "आपका एक ऑर्डर रास्ते में है। उसके डिलीवर या कैंसल होने के बाद आप अपना अकाउंट हटा सकते हैं।",
  "A payment of yours is still being processed. Please try again in a few minutes.":
    "आपका एक पेमेंट अभी प्रोसेस हो रहा है। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "To make sure it is you, we text a one-time code to [{phone}]. You enter it on the next step to delete your account.":
    "यह पक्का करने के लिए कि यह आप ही हैं, हम [{phone}] पर एक OTP भेजते हैं। अकाउंट हटाने के लिए उसे अगले स्टेप में डालें।",
  "Sending…": "भेज रहे हैं…",
  "Send code": "कोड भेजें",
  "Code from the SMS": "SMS में आया कोड",
  "Sent to {phone}: {digits} digits, valid for 10 minutes.": "{phone} पर भेजा गया: {digits} अंक, 10 मिनट तक मान्य।",
  "Why are you leaving? (optional)": "आप क्यों जा रहे हैं? (ज़रूरी नहीं)",
  "Choose a reason": "वजह चुनें",
  "I don't use Nukkad any more": "अब मुझे नुक्कड़ की ज़रूरत नहीं",
  "Privacy concerns": "प्राइवेसी की चिंता",
  "Delivery was slow or unreliable": "डिलीवरी धीमी थी या भरोसे लायक नहीं थी",
  "Prices or fees are too high": "दाम या फ़ीस बहुत ज़्यादा हैं",
  "Products I need are missing": "मुझे जो सामान चाहिए, वह नहीं मिलता",
  "I have another account": "मेरा एक और अकाउंट है",
  "Something else": "कुछ और",
  "I understand that I give up my wallet balance of {amount}.": "मुझे पता है कि मेरा {amount} का वॉलेट बैलेंस छूट जाएगा।",
  "Deleting…": "हटा रहे हैं…",
  "Delete my account permanently": "मेरा अकाउंट हमेशा के लिए हटाएँ",

  // After deleting (routes/account_.delete-account-feedback.tsx, components/account/deletion-feedback-form.tsx)
  "Account deleted | Nukkad": "अकाउंट हट गया | नुक्कड़",
  "Thank you": "धन्यवाद",
  "Your feedback helps us do better. We hope to see you again.": "आपके फ़ीडबैक से हमें बेहतर होने में मदद मिलती है। उम्मीद है आप फिर आएँगे।",
  "Your account is deleted": "आपका अकाउंट हट गया है",
  "Would you tell us why you left? It takes a moment, and it is anonymous.":
    "क्या आप बताएँगे कि आपने अकाउंट क्यों छोड़ा? बस एक पल लगेगा, और आपका नाम इससे नहीं जुड़ेगा।",
  "Why did you leave?": "आपने अकाउंट क्यों छोड़ा?",
  "Anything else you'd like to tell us? (optional)": "कुछ और बताना चाहेंगे? (ज़रूरी नहीं)",
  "Please don't include your phone number, email or address: feedback is kept without any link to you.":
    "कृपया अपना फ़ोन नंबर, ईमेल या पता न लिखें: फ़ीडबैक आपसे जोड़े बिना रखा जाता है।",
  "Send feedback": "फ़ीडबैक भेजें",
};
