/**
 * The partner web views in Hindi (docs/rules.md#partner-web-views): the redirection's refusal page, the sandbox
 * partner's login page, the "Continue as …3210" question, and what their actions and services say. Part of the
 * `account` part (app/lib/i18n/hindi.server.ts); glossary docs/hindi.md. `[…]` marks the words a page shows in bold
 * (or as code): keep the brackets around the same words.
 */
import type { Messages } from "../translate";

export const PARTNER: Messages = {
  // The redirection (/inapp/airtel-redirection) when it cannot log anyone in.
  "We could not log you in from the partner app": "पार्टनर ऐप से आपको लॉग इन नहीं कर पाए",
  "This link is not from a partner app we know. Please open the store again from the partner app.":
    "यह लिंक हमारे किसी पार्टनर ऐप का नहीं है। कृपया पार्टनर ऐप से स्टोर फिर से खोलें।",
  "This login link is broken. Please open the store again from the partner app.":
    "यह लॉग इन लिंक सही नहीं है। कृपया पार्टनर ऐप से स्टोर फिर से खोलें।",
  'The partner asked for a layout we do not have ("chrome" is "full" or "none").':
    'पार्टनर ने ऐसा लेआउट माँगा है जो हमारे पास नहीं है ("chrome" "full" या "none" होना चाहिए)।',
  "Too many logins from the partner app. Please try again {when}.":
    "पार्टनर ऐप से बहुत ज़्यादा बार लॉग इन की कोशिश हुई है। कृपया {when} फिर से कोशिश करें।",
  "Partner login | Nukkad": "पार्टनर लॉग इन | Nukkad",

  // The sandbox partner's login page (/inapp/partner-login).
  "Partner login": "पार्टनर लॉग इन",
  "The partner app's login link was missing, already used or expired. In the partner's app, this is where its own login page opens and sends you back to the store with a fresh code.":
    "पार्टनर ऐप का लॉग इन लिंक नहीं मिला, पहले इस्तेमाल हो चुका है या उसकी समय-सीमा खत्म हो गई है। पार्टनर के ऐप में यहाँ उसका अपना लॉग इन पेज खुलता है और आपको नए कोड के साथ स्टोर पर वापस भेजता है।",
  "This store uses the [sandbox partner], which stands in for the partner.":
    "यह स्टोर [सैंडबॉक्स पार्टनर] का इस्तेमाल करता है, जो असली पार्टनर की जगह काम करता है।",
  "[Demo mode:] enter a mobile number to come back with a fresh sandbox code for it.":
    "[डेमो मोड:] मोबाइल नंबर लिखें, आप उस नंबर के नए सैंडबॉक्स कोड के साथ वापस आएँगे।",
  "No SMS is sent: the sandbox partner makes the code and logs you in with it.":
    "कोई SMS नहीं भेजा जाता: सैंडबॉक्स पार्टनर कोड बनाता है और उसी से आपको लॉग इन करता है।",
  "An operator makes a code with [npm run ops -- partner-code <phone>].": "ऑपरेटर [npm run ops -- partner-code <phone>] से कोड बनाता है।",
  "This demo store does not make partner login codes at this address. Please open the store again from the partner app.":
    "यह डेमो स्टोर इस पते पर पार्टनर लॉग इन कोड नहीं बनाता। कृपया पार्टनर ऐप से स्टोर फिर से खोलें।",

  // The question before a partner login replaces someone (/inapp/partner-confirm).
  "Switch accounts?": "अकाउंट बदलें?",
  "Log in from the partner app?": "पार्टनर ऐप से लॉग इन करें?",
  "A link wants to log you in as the account ending in [{partner}]. You are logged in here as the account ending in [{current}].":
    "एक लिंक आपको उस अकाउंट से लॉग इन करना चाहता है जिसके नंबर के आखिर में [{partner}] है। यहाँ आप उस अकाउंट से लॉग इन हैं जिसके नंबर के आखिर में [{current}] है।",
  "A link wants to log you in as the account ending in [{partner}]. Continue only if this is your number.":
    "एक लिंक आपको उस अकाउंट से लॉग इन करना चाहता है जिसके नंबर के आखिर में [{partner}] है। यह आपका नंबर हो, तभी आगे बढ़ें।",
  " They are two different accounts whose numbers end alike.": " ये दो अलग-अलग अकाउंट हैं, बस इनके नंबर एक जैसे खत्म होते हैं।",
  "Whatever you save next goes to the account you choose.": "अब आप जो भी सेव करेंगे, वह आपके चुने हुए अकाउंट में जाएगा।",
  "Continue as …{ending}": "…{ending} से जारी रखें",
  "Stay as …{ending}": "…{ending} ही रहने दें",
  "Not now": "अभी नहीं",
  "This login has expired": "इस लॉग इन की समय-सीमा खत्म हो गई",
  "This login from the partner app has expired or was already answered. Nothing changed. To log in with the partner app, open the store again from it.":
    "पार्टनर ऐप से आए इस लॉग इन की समय-सीमा खत्म हो गई है या इसका जवाब पहले ही दिया जा चुका है। कुछ नहीं बदला। पार्टनर ऐप से लॉग इन करने के लिए उसी से स्टोर फिर से खोलें।",
  "You are logged in as […{ending}].": "आप […{ending}] से लॉग इन हैं।",
  "That request was not understood. Please try again.": "यह अनुरोध समझ नहीं आया। कृपया फिर से कोशिश करें।",
  "Nothing changed: you are still logged in as …{ending}.": "कुछ नहीं बदला: आप अब भी …{ending} से लॉग इन हैं।",
  "Nothing changed: you are not logged in.": "कुछ नहीं बदला: आप लॉग इन नहीं हैं।",
};
