/**
 * What the server says about the wallet, gift cards, privacy, deleting the account, the location picker, an address's
 * place, notify-me and the age question: refusals, toasts, the ledger's lines, a gift card's terms, in Hindi
 * (app/lib/i18n/hindi.server.ts, part `server`; glossary docs/hindi.md). A refusal a page also writes itself is in that
 * page's part instead; the age question's notice is the browsing pages' (server-browse.server.ts).
 */
import type { Messages } from "../translate";

export const SERVER_ACCOUNT_MORE: Messages = {
  // The wallet: adding money (routes/account.wallet.tsx) and the ledger's lines (services/wallet/ledger.server.ts)
  "Add between {min} and {max}, in whole rupees.": "{min} से {max} के बीच की रकम जोड़ें, पूरे रुपयों में।",
  "Your wallet balance is not enough for this payment.": "इस पेमेंट के लिए आपके वॉलेट में बैलेंस काफ़ी नहीं है।",
  "Added money": "पैसे जोड़े",
  "Bought a gift card": "गिफ़्ट कार्ड खरीदा",
  "Paid for your order": "आपके ऑर्डर का पेमेंट",
  "Payment failed: returned to your wallet": "पेमेंट नहीं हुआ: रकम आपके वॉलेट में वापस",
  "Refund: the order could not be placed": "रिफ़ंड: ऑर्डर नहीं हो पाया",
  "Refund: a payment that arrived after it had failed": "रिफ़ंड: फ़ेल होने के बाद पहुँचा पेमेंट",
  "Refund for cancelled order #{id}": "कैंसल हुए ऑर्डर #{id} का रिफ़ंड",
  "Gift card ••••{last4} redeemed": "गिफ़्ट कार्ड ••••{last4} रिडीम किया",

  // Linking a wallet (routes/wallets.link.$wallet.tsx, services/payments/wallet-links.server.ts, wallet-providers.server.ts)
  "{wallet} has sent a code to {phone}.": "{wallet} ने {phone} पर कोड भेज दिया है।",
  "{wallet} has sent a new code to {phone}.": "{wallet} ने {phone} पर नया कोड भेज दिया है।",
  "{wallet} linked": "{wallet} लिंक हो गया",
  "{wallet} unlinked": "{wallet} अनलिंक हो गया",
  "{wallet} was not linked": "{wallet} लिंक नहीं था",
  "Your wallet link timed out. Please enter your number again.": "वॉलेट लिंक करने का समय खत्म हो गया। कृपया अपना नंबर फिर से डालें।",
  "Wallets cannot be linked at this address: this is a demo store whose wallets are simulated, so no code was sent.":
    "इस पते पर वॉलेट लिंक नहीं हो सकते: यह डेमो स्टोर है जिसके वॉलेट असली नहीं हैं, इसलिए कोई कोड नहीं भेजा गया।",
  "This wallet is not available.": "यह वॉलेट उपलब्ध नहीं है।",
  "Please wait 1 second before asking for a new code.": "नया कोड मांगने से पहले कृपया 1 सेकंड रुकें।",
  "Please wait {seconds} seconds before asking for a new code.": "नया कोड मांगने से पहले कृपया {seconds} सेकंड रुकें।",
  "Enter the {digits}-digit code {wallet} sent you.": "{wallet} का भेजा {digits} अंकों का कोड लिखें।",
  // A wallet's answers (ONE_TAP_MESSAGES, lib/payment-methods.ts)
  "Your wallet balance is too low for this order. Add money to it or choose another method.":
    "इस ऑर्डर के लिए आपके वॉलेट में बैलेंस कम है। उसमें पैसे जोड़ें या कोई दूसरा तरीका चुनें।",
  "The wallet could not take this payment. Please try again or choose another method.":
    "वॉलेट यह पेमेंट नहीं ले पाया। कृपया फिर से कोशिश करें या कोई दूसरा तरीका चुनें।",
  "The wallet asked us to link it again. Please link it and try once more.":
    "वॉलेट ने उसे फिर से लिंक करने को कहा है। कृपया उसे लिंक करें और एक बार फिर कोशिश करें।",
  "This wallet account is blocked. Please contact the wallet provider or choose another method.":
    "यह वॉलेट अकाउंट ब्लॉक है। कृपया वॉलेट कंपनी से संपर्क करें या कोई दूसरा तरीका चुनें।",
  "This wallet account is not available. Please choose another method.": "यह वॉलेट अकाउंट उपलब्ध नहीं है। कृपया कोई दूसरा तरीका चुनें।",
  "You have reached this wallet's monthly limit. Please choose another method.":
    "आप इस वॉलेट की महीने की सीमा तक पहुँच गए हैं। कृपया कोई दूसरा तरीका चुनें।",
  "Too many codes requested. Please try again later.": "बहुत ज़्यादा कोड मांगे गए हैं। कृपया बाद में फिर से कोशिश करें।",
  "Incorrect code. Please check it and try again.": "कोड गलत है। कृपया जाँचें और फिर से कोशिश करें।",
  "Something unexpected happened at the wallet. Please try again or choose another method.":
    "वॉलेट में कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें या कोई दूसरा तरीका चुनें।",
  // The sandbox's test phones, on the link page
  "low balance, always": "हमेशा कम बैलेंस",
  failure: "पेमेंट नहीं होता",
  "unauthorized: the link is dropped": "अनुमति नहीं: लिंक हट जाता है",
  "user blocked": "यूज़र ब्लॉक है",
  "user not available": "यूज़र उपलब्ध नहीं",
  "exceeded monthly limit": "महीने की सीमा पार",
  "unexpected error": "अनचाही गड़बड़ी",

  // Gift cards (routes/account.gifts._index.tsx, services/wallet/gift*.server.ts, the wrong-code cap in limiter.server.ts)
  "Choose who the gift card is for.": "चुनें कि गिफ़्ट कार्ड किसके लिए है।",
  "{amount} added to your gift card balance.": "आपके गिफ़्ट कार्ड बैलेंस में {amount} जुड़ गए।",
  "Choose an amount from ₹100 to ₹10,000, in whole rupees.": "₹100 से ₹10,000 तक की रकम चुनें, पूरे रुपयों में।",
  "Keep the name to {max} characters.": "नाम {max} अक्षर तक रखें।",
  "Keep the message to {max} characters.": "मैसेज {max} अक्षर तक रखें।",
  "This gift card code is not valid.": "यह गिफ़्ट कार्ड कोड सही नहीं है।",
  "This gift card has already been redeemed.": "यह गिफ़्ट कार्ड पहले ही रिडीम हो चुका है।",
  "This gift card expired on {date}.": "यह गिफ़्ट कार्ड {date} को एक्सपायर हो गया।",
  "Too many wrong codes. Please try again {when}.": "बहुत बार गलत कोड डाले गए हैं। कृपया {when} फिर से कोशिश करें।",
  // A card's terms (services/wallet/gifting.server.ts giftCardTerms)
  "This gift card is worth {amount} and can be redeemed until {date} (12 months from purchase). After that it cannot be used.":
    "इस गिफ़्ट कार्ड की कीमत {amount} है और इसे {date} तक (खरीद से 12 महीने) रिडीम किया जा सकता है। उसके बाद यह इस्तेमाल नहीं हो सकता।",
  "It can be redeemed once, by any Nukkad account, into that account's gift-card balance. Redeeming it by mistake into the wrong account cannot be undone.":
    "इसे कोई भी नुक्कड़ अकाउंट एक बार, अपने गिफ़्ट कार्ड बैलेंस में रिडीम कर सकता है। गलती से गलत अकाउंट में रिडीम हो जाए, तो उसे बदला नहीं जा सकता।",
  "Gift-card balance pays for orders on Nukkad, in part or in full, over as many orders as you like. What is left stays in your balance and does not expire.":
    "गिफ़्ट कार्ड बैलेंस से नुक्कड़ पर ऑर्डर का पूरा या कुछ हिस्सा चुकाया जा सकता है, जितने चाहें उतने ऑर्डर में। जो बचता है, वह आपके बैलेंस में रहता है और एक्सपायर नहीं होता।",
  "Gift-card balance cannot be withdrawn, transferred to a bank account or exchanged for cash, and cannot be used to buy other gift cards.":
    "गिफ़्ट कार्ड बैलेंस न निकाला जा सकता है, न बैंक अकाउंट में भेजा जा सकता है, न नकद में बदला जा सकता है, और इससे दूसरे गिफ़्ट कार्ड नहीं खरीदे जा सकते।",
  "The code works like cash: anyone who has it can redeem it. Keep it private. A lost or shared code cannot be replaced.":
    "यह कोड नकद की तरह है: जिसके पास भी होगा, वह इसे रिडीम कर सकता है। इसे किसी को न बताएँ। खोया या शेयर हुआ कोड बदला नहीं जा सकता।",
  "Once bought, a gift card cannot be cancelled or refunded.": "खरीदने के बाद गिफ़्ट कार्ड न कैंसल हो सकता है, न उसका रिफ़ंड मिलता है।",

  // Privacy and deleting the account (routes/account.privacy.tsx, account.delete-account.tsx, services/account/personal-data.server.ts)
  "Marketing texts turned on.": "मार्केटिंग SMS चालू हो गए।",
  "Marketing texts turned off.": "मार्केटिंग SMS बंद हो गए।",
  "Please choose a reason from the list, or none.": "कृपया सूची में से कोई वजह चुनें, या कोई भी नहीं।",
  "Tick the box to confirm you give up your wallet balance.": "वॉलेट बैलेंस छोड़ने की पुष्टि के लिए बॉक्स पर टिक करें।",
  "This account has already been deleted.": "यह अकाउंट पहले ही हटाया जा चुका है।",
  // {when}: "25 सेकंड बाद", "3:05 pm के बाद" (lib/when-to-retry.ts)
  "Thank you, we already have your feedback. You can send more {when}.": "धन्यवाद, आपका फ़ीडबैक हमें मिल चुका है। आप {when} और भेज सकते हैं।",

  // The location picker (routes/location.tsx, services/location/picker.server.ts)
  "That location is outside India.": "यह जगह भारत से बाहर है।",
  "That locality was not found. Please search again.": "यह इलाका नहीं मिला। कृपया फिर से खोजें।",
  "That locality no longer exists. Please search again.": "यह इलाका अब मौजूद नहीं है। कृपया फिर से खोजें।",
  "Delivering to {place} in {minutes} minutes": "{place} पर {minutes} मिनट में डिलीवरी",
  // An address's place (services/location/address-place.server.ts): the pincode decides the city
  "We couldn't find this pincode.": "यह पिनकोड हमें नहीं मिला।",
  // A real pincode (India Post's directory) in no city we serve: {place} is its post office's place
  "We don't deliver to {place}, {state} yet.": "{place}, {state} में अभी डिलीवरी नहीं होती।",
  "another city": "किसी दूसरे शहर",
  "Pincode {pincode} is in {city}, not {other}. Check the pincode or the locality.":
    "पिनकोड {pincode} {city} में है, {other} में नहीं। पिनकोड या इलाका जाँच लें।",
  "Your device location is in {place}, not in {city} (pincode {pincode}). Untick it to place the pin from your pincode.":
    "आपके डिवाइस की लोकेशन {place} में है, {city} (पिनकोड {pincode}) में नहीं। पिनकोड से पिन लगाने के लिए इसका टिक हटाएँ।",
  "Your device location is far away, not in {city} (pincode {pincode}). Untick it to place the pin from your pincode.":
    "आपके डिवाइस की लोकेशन बहुत दूर है, {city} (पिनकोड {pincode}) में नहीं। पिनकोड से पिन लगाने के लिए इसका टिक हटाएँ।",
  // A pin placed on the map (placeMapPin; docs/rules.md#map-pins)
  "The pin is in {place}, not in {city} (pincode {pincode}). Move the pin, or check the pincode.":
    "पिन {place} में है, {city} (पिनकोड {pincode}) में नहीं। पिन सही जगह लगाएँ, या पिनकोड जाँच लें।",
  "The pin is {km} km from pincode {pincode} ({place}). Move the pin to your door, or check the pincode.":
    "पिन, पिनकोड {pincode} ({place}) से {km} किमी दूर है। पिन अपने दरवाज़े पर लगाएँ, या पिनकोड जाँच लें।",
  "That pin is outside India. Move it to your door, or untick it to place the pin from your pincode.":
    "यह पिन भारत से बाहर है। इसे अपने दरवाज़े पर लगाएँ, या पिनकोड से पिन लगाने के लिए इसका टिक हटाएँ।",
  // The picker's states for a point (services/location/picker.server.ts, choosePoint)
  "We can't tell which area this is. Search your pincode or locality instead.":
    "हम नहीं बता पा रहे कि यह कौन-सा इलाका है। इसके बजाय अपना पिनकोड या इलाका खोजें।",
  "The pin is {km} km from {place}.": "पिन {place} से {km} किमी दूर है।",

  // Notify me (routes/notify-me.tsx, services/catalogue/back-in-stock.server.ts)
  "That is not a product we know. Go back and tap Notify me on the product again.":
    "यह सामान हमें नहीं मिला। वापस जाकर सामान पर फिर से 'मुझे बताएँ' दबाएँ।",
  "We'll text you when {name} is back.": "{name} वापस आने पर हम आपको SMS भेजेंगे।",
  "We couldn't find that product.": "वह सामान नहीं मिला।",
  "{name} is in stock: you can add it to your cart now.": "{name} स्टॉक में है: आप इसे अभी कार्ट में जोड़ सकते हैं।",
  "We couldn't find your account.": "आपका अकाउंट नहीं मिला।",
  "You are waiting for {count} products already. We'll text you as they come back; you can ask for more then.":
    "आप पहले से {count} सामान के वापस आने का इंतज़ार कर रहे हैं। उनके वापस आने पर हम आपको SMS भेजेंगे; तब आप और मांग सकते हैं।",
  "We don't deliver to {place} yet, so no store can tell you when this is back.":
    "हम अभी {place} पर डिलीवरी नहीं करते, इसलिए कोई स्टोर नहीं बता सकता कि यह कब वापस आएगा।",
  "We don't deliver here yet, so no store can tell you when it is back.":
    "हम अभी यहाँ डिलीवरी नहीं करते, इसलिए कोई स्टोर नहीं बता सकता कि यह कब वापस आएगा।",

  // The age question's refusal of a post without an answer (services/account/age-consent.server.ts)
  "Please choose one of the two answers.": "कृपया दोनों में से एक जवाब चुनें।",
};
