/** Texts and emails (login code, order updates, gift cards, santa) and the JSON API's messages, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const NOTIFICATIONS: Messages = {
  // ------------------------------------------------ texts (SMS): the code first, as the notification preview shows it
  // One SMS: Devanagari goes as UCS-2, 70 characters a message (this is 68 with a 6-digit code).
  "{code} is your Nukkad login code. It expires in 10 minutes. Never share it with anyone.":
    "{code} आपका Nukkad लॉग इन कोड है। 10 मिनट तक मान्य। किसी को न बताएं।",
  "{code} is your Nukkad code to DELETE your account. It expires in 10 minutes. Never share it. Did not ask? Ignore this text.":
    "{code} आपका Nukkad अकाउंट हमेशा के लिए DELETE करने का कोड है। 10 मिनट तक मान्य। किसी को न बताएं। आपने नहीं मांगा? इसे अनदेखा करें।",
  "{code} is your {wallet} code to link it with Nukkad. It expires in 10 minutes. Never share it with anyone.":
    "{code} आपके {wallet} को Nukkad से लिंक करने का कोड है। 10 मिनट तक मान्य। किसी को न बताएं।",
  "Your Nukkad gift card of {amount}.": "आपका {amount} का Nukkad गिफ़्ट कार्ड।",
  "{sender} sent you a Nukkad gift card of {amount}.": "{sender} ने आपको {amount} का Nukkad गिफ़्ट कार्ड भेजा है।",
  "Someone sent you a Nukkad gift card of {amount}.": "किसी ने आपको {amount} का Nukkad गिफ़्ट कार्ड भेजा है।",
  "Code: {code}. Redeem it in Account > Gift cards by {date}. Anyone with this code can use it: keep it safe.":
    "कोड: {code}। {date} तक अकाउंट > गिफ़्ट कार्ड में रिडीम करें। यह कोड जिसके पास होगा, वही इसे इस्तेमाल कर सकता है: इसे संभालकर रखें।",
  "{product} is back in stock at Nukkad: {link}": "{product} Nukkad पर फिर से उपलब्ध है: {link}",

  // ------------------------------------------------ the JSON API, for a client whose Accept-Language prefers Hindi
  // Field, header and path names stay in Latin letters: a developer reads them as they are sent.
  "Your auth key is missing, wrong or expired. Fetch a new one from /v2/accounts/auth_key/ and retry.":
    "आपकी auth key नहीं है, गलत है या उसकी अवधि खत्म हो गई है। /v2/accounts/auth_key/ से नई key लेकर फिर से कोशिश करें।",
  "Your session has ended. Please log in again.": "आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।",
  "This request is too large.": "यह रिक्वेस्ट बहुत बड़ी है।",
  "The request body was not understood.": "रिक्वेस्ट का body समझ नहीं आया।",
  "The request headers were not understood.": "रिक्वेस्ट के headers समझ नहीं आए।",
  "Header {name}: {problem}": "हेडर {name}: {problem}",
  "Use POST.": "POST इस्तेमाल करें।",
  "Use PUT or PATCH.": "PUT या PATCH इस्तेमाल करें।",
  "Cross-site requests are not accepted.": "दूसरी साइट से आई रिक्वेस्ट स्वीकार नहीं की जाती।",
  "Blocked API call to {path}": "{path} पर API कॉल रोकी गई",
  "We've sent a code to {masked}.": "हमने {masked} पर कोड भेज दिया है।",
  "We sent a code to {masked} a moment ago.": "हमने अभी-अभी {masked} पर कोड भेजा है।",
  "Send the access_token of the session to end.": "जिस सेशन को खत्म करना है, उसका access_token भेजें।",
  "Cart not found.": "कार्ट नहीं मिला।",
  "Prints are added to the cart from the print store (/print).": "प्रिंट, प्रिंट स्टोर (/print) से कार्ट में जोड़े जाते हैं।",
  "Log in to choose a delivery address.": "डिलीवरी का पता चुनने के लिए लॉग इन करें।",
  "Tips are not offered at the moment.": "अभी टिप देने की सुविधा नहीं है।",
  "action_type must be checkout.": "action_type का मान checkout होना चाहिए।",
  "Some items in your cart can't be bought.": "आपके कार्ट का कुछ सामान अभी खरीदा नहीं जा सकता।",
  "No such category.": "यह कैटेगरी नहीं मिली।",
};
