/** What the server says in the cart, checkout, payment and orders: refusals, toasts, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_CHECKOUT: Messages = {
  // The cart
  "That cart change was not understood. Please try again.": "कार्ट में यह बदलाव समझ नहीं आया। कृपया फिर से कोशिश करें।",
  "Your cart is empty.": "आपका कार्ट खाली है।",
  "We don't deliver to your location yet.": "हम अभी आपकी जगह पर डिलीवरी नहीं करते।",
  "Please confirm you are 18 or older to buy this item.": "यह सामान खरीदने के लिए कृपया पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है।",
  "This item isn't available at your location.": "यह सामान आपकी जगह पर उपलब्ध नहीं है।",
  "Sorry, this item just went out of stock.": "माफ़ कीजिए, यह सामान अभी-अभी खत्म हो गया।",
  "Only {count} of this item can be added.": "यह सामान सिर्फ़ {count} ही जोड़ा जा सकता है।",
  // Coupons
  "You can use up to {count} coupons on one order.": "एक ऑर्डर पर ज़्यादा से ज़्यादा {count} कूपन लगा सकते हैं।",
  "You have already used {code}. Please review your bill and try again.":
    "आप {code} पहले ही इस्तेमाल कर चुके हैं। कृपया अपना बिल देखें और फिर से कोशिश करें।",
  // Checkout
  "Please log in to continue.": "आगे बढ़ने के लिए कृपया लॉग इन करें।",
  "That address was not found.": "यह पता नहीं मिला।",
  "We don't deliver to this address yet.": "हम अभी इस पते पर डिलीवरी नहीं करते।",
  "An item": "एक सामान",
  "{name} is out of stock and was removed": "{name} स्टॉक में नहीं है, इसलिए हटा दिया गया",
  "only {count} of {name} can be delivered": "{name} सिर्फ़ {count} ही डिलीवर हो सकता है",
  "Your cart was updated: {changes}.": "आपका कार्ट अपडेट किया गया: {changes}।",
  "Your cart changed while you were checking out. Please review it and place the order again.":
    "चेकआउट के दौरान आपका कार्ट बदल गया। कृपया उसे देखें और फिर से ऑर्डर करें।",
  "Your cart or its total changed: it is now {total}. Please review it and pay again.":
    "आपका कार्ट या उसका कुल बदल गया है: अब यह {total} है। कृपया उसे देखें और फिर से पेमेंट करें।",
  "This gift is over your group's budget.": "यह गिफ़्ट आपके ग्रुप के बजट से ज़्यादा है।",
  "This payment method's offer applies only when it pays part of the order, and your wallet would pay all of it. Pay without the wallet to get the offer.":
    "इस पेमेंट तरीके का ऑफ़र तभी लागू होता है जब यह ऑर्डर का कुछ हिस्सा चुकाए, और आपका वॉलेट पूरा चुका देगा। ऑफ़र पाने के लिए वॉलेट के बिना पेमेंट करें।",
  "This payment method is not available.": "यह पेमेंट तरीका उपलब्ध नहीं है।",
  "Your wallet has {balance}. Choose another method for the remaining {rest}.":
    "आपके वॉलेट में {balance} हैं। बाकी {rest} के लिए कोई दूसरा तरीका चुनें।",
  "Nukkad Cash and gift cards (balance {balance}), Paytm, PhonePe and more.":
    "Nukkad Cash और गिफ़्ट कार्ड (बैलेंस {balance}), Paytm, PhonePe और भी।",
  "Nukkad Cash (balance {balance}), Paytm, PhonePe and more.": "Nukkad Cash (बैलेंस {balance}), Paytm, PhonePe और भी।",
  "Paytm, PhonePe, Amazon Pay and more.": "Paytm, PhonePe, Amazon Pay और भी।",
  "Cash on delivery is available for orders up to {limit}.": "कैश ऑन डिलीवरी {limit} तक के ऑर्डर पर मिलता है।",
  "Please choose your bank.": "कृपया अपना बैंक चुनें।",
  "Please choose a pay later provider.": "कृपया बाद में पेमेंट की सेवा चुनें।",
  "Please choose your meal card.": "कृपया अपना मील कार्ड चुनें।",
  "Please choose a wallet.": "कृपया वॉलेट चुनें।",
  "That saved card was not found. Please choose another.": "वह सेव किया गया कार्ड नहीं मिला। कृपया कोई दूसरा चुनें।",
  "Tips are not offered at the moment.": "अभी टिप देने की सुविधा नहीं है।",
  // Placing the order
  "Some items just changed. Please review your cart and place the order again.":
    "कुछ सामान अभी-अभी बदला है। कृपया अपना कार्ट देखें और फिर से ऑर्डर करें।",
  "Your cart changed, please review it.": "आपका कार्ट बदल गया है, कृपया उसे देखें।",
  "Your cart or its total changed: it is now {total}. Please review it and place the order again.":
    "आपका कार्ट या उसका कुल बदल गया है: अब यह {total} है। कृपया उसे देखें और फिर से ऑर्डर करें।",
  "Your cart's total changed. Please review it and pay again.": "आपके कार्ट का कुल बदल गया है। कृपया उसे देखें और फिर से पेमेंट करें।",
  "Cash on delivery is available up to {limit}. Please remove some items.": "कैश ऑन डिलीवरी {limit} तक ही मिलता है। कृपया कुछ सामान हटाएँ।",
  "Your wallet balance changed. Please review the payment and try again.": "आपके वॉलेट का बैलेंस बदल गया है। कृपया पेमेंट देखें और फिर से कोशिश करें।",
  // Payments
  "Enter an amount to pay.": "पेमेंट की रकम डालें।",
  "This payment was not found.": "यह पेमेंट नहीं मिला।",
  "This payment has already started. Check its status below.": "यह पेमेंट पहले ही शुरू हो चुका है। नीचे उसका स्टेटस देखें।",
  "Cash on delivery is only for orders.": "कैश ऑन डिलीवरी सिर्फ़ ऑर्डर के लिए है।",
  "This payment method is not available right now.": "यह पेमेंट तरीका अभी उपलब्ध नहीं है।",
  "Money added to Nukkad Cash cannot come from Nukkad Cash. Please choose another method.":
    "Nukkad Cash में पैसे Nukkad Cash से नहीं जोड़े जा सकते। कृपया कोई दूसरा तरीका चुनें।",
  "Your wallet has {balance}. Choose another method to pay the remaining {rest}.":
    "आपके वॉलेट में {balance} हैं। बाकी {rest} चुकाने के लिए कोई दूसरा तरीका चुनें।",
  "Your wallet balance changed. Please choose again.": "आपके वॉलेट का बैलेंस बदल गया है। कृपया फिर से चुनें।",
  "We could not reach the payment gateway. Nothing was charged; please try again.":
    "पेमेंट गेटवे से संपर्क नहीं हो पाया। कोई पैसा नहीं कटा; कृपया फिर से कोशिश करें।",
  // Why a payment failed, as the shop keeps it (services/payments/failure-reasons.server.ts)
  "We could not reach the payment gateway. Nothing was charged.": "पेमेंट गेटवे से संपर्क नहीं हो पाया। कोई पैसा नहीं कटा।",
  "The payment was not completed in time. Nothing was charged.": "पेमेंट समय पर पूरा नहीं हुआ। कोई पैसा नहीं कटा।",
  "The payment failed.": "पेमेंट नहीं हो पाया।",
  "{reason} The {amount} taken later is back in your Nukkad Cash.": "{reason} बाद में कटे {amount} आपके नुक्कड़ कैश में वापस आ गए हैं।",
  "{reason} The {amount} you paid is back in your Nukkad Cash.": "{reason} आपके चुकाए {amount} आपके नुक्कड़ कैश में वापस आ गए हैं।",
  "This payment has already ended. Check its status below.": "यह पेमेंट पहले ही पूरा हो चुका है। नीचे उसका स्टेटस देखें।",
  "Gift card bought. We've sent the code by SMS.": "गिफ़्ट कार्ड खरीद लिया गया। हमने कोड SMS से भेज दिया है।",
  "Please choose a delivery address.": "कृपया डिलीवरी का पता चुनें।",
  "Please choose a payment method.": "कृपया पेमेंट का तरीका चुनें।",
  "Tips are not offered at the moment: your bill no longer includes one.": "अभी टिप देने की सुविधा नहीं है: आपके बिल से टिप हटा दी गई है।",
  "{code} removed.": "{code} हटा दिया गया।",
  "{code} was not on your cart.": "{code} आपके कार्ट पर नहीं था।",
  // Orders
  "Please log in.": "कृपया लॉग इन करें।",
  "Order not found.": "ऑर्डर नहीं मिला।",
  "This order can no longer be cancelled.": "यह ऑर्डर अब कैंसल नहीं किया जा सकता।",
  "{name} is out of stock.": "{name} स्टॉक में नहीं है।",
  "Only {count} of {name} could be added.": "{name} सिर्फ़ {count} ही जोड़ा जा सका।",
  "You have {count} messages about this order waiting for an answer. We will reply to those first.":
    "इस ऑर्डर के बारे में आपके {count} मैसेज जवाब के इंतज़ार में हैं। हम पहले उनका जवाब देंगे।",
  "You have sent {count} messages today. Please wait for our answers, or call us.":
    "आप आज {count} मैसेज भेज चुके हैं। कृपया हमारे जवाब का इंतज़ार करें, या हमें कॉल करें।",
  "Please choose a reason for cancelling.": "कृपया ऑर्डर कैंसल करने की वजह चुनें।",
  "Your order has been cancelled.": "आपका ऑर्डर कैंसल हो गया है।",
  "Added this order's items to your cart.": "इस ऑर्डर का सामान आपके कार्ट में जोड़ दिया गया।",
  "None of these items can be added right now.": "इनमें से कोई भी सामान अभी जोड़ा नहीं जा सकता।",
  "Message sent. We will answer on this page, usually within a few hours.": "मैसेज भेज दिया गया। हम इसी पेज पर जवाब देंगे, आम तौर पर कुछ घंटों में।",
};
