/** What the server says at login and in the account: refusals, toasts, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_ACCOUNT: Messages = {
  // The login steps (routes/login.tsx, login_.verify.tsx, services/account/login*.server.ts)
  "We've sent a code to {phone}.": "{phone} पर कोड भेज दिया गया है।",
  "We sent a code to {phone} a moment ago.": "{phone} पर अभी-अभी कोड भेजा गया है।",
  "We've sent a new code to {phone}.": "{phone} पर नया कोड भेज दिया गया है।",
  "That request was not understood. Please try again.": "यह अनुरोध समझ नहीं आया। कृपया फिर से कोशिश करें।",
  "Verification Failed.": "कोड वेरिफ़ाई नहीं हो पाया।",
  "Too many wrong tries. Please request a new code.": "कई बार गलत कोड डाला गया। कृपया नया कोड मांगें।",
  "This code has expired. Please request a new code.": "इस कोड का समय खत्म हो गया है। कृपया नया कोड मांगें।",
  "We could not send the code just now. Please try again in a minute.": "अभी कोड नहीं भेज पाए। कृपया एक मिनट बाद फिर से कोशिश करें।",
  "This is a demo store that does not send text messages, so you cannot log in at this address. No code was sent.":
    "यह डेमो स्टोर है जो SMS नहीं भेजता, इसलिए इस पते पर लॉग इन नहीं हो सकता। कोई कोड नहीं भेजा गया।",
  // {wait}: "25 सेकंड"; {when}: "25 सेकंड बाद", "3:05 pm के बाद" (lib/when-to-retry.ts)
  "Please wait {wait} before asking for a new code.": "नया कोड मांगने से पहले कृपया {wait} रुकें।",
  "Too many codes requested for this number. Please try again {when}.": "इस नंबर के लिए बहुत ज़्यादा कोड मांगे गए हैं। कृपया {when} फिर से कोशिश करें।",
  // The shared text budget (services/platform/limiter.server.ts)
  "Too many messages requested from this device. Please try again {when}.":
    "इस डिवाइस से बहुत ज़्यादा मैसेज मांगे गए हैं। कृपया {when} फिर से कोशिश करें।",
  "Too many messages sent to this number. Please try again {when}.": "इस नंबर पर बहुत ज़्यादा मैसेज भेजे जा चुके हैं। कृपया {when} फिर से कोशिश करें।",
  "Too many messages sent to this number today. Please try again {when}.":
    "इस नंबर पर आज बहुत ज़्यादा मैसेज भेजे जा चुके हैं। कृपया {when} फिर से कोशिश करें।",
  "We're sending too many messages right now. Please try again {when}.": "अभी हम बहुत ज़्यादा मैसेज भेज रहे हैं। कृपया {when} फिर से कोशिश करें।",
  "This account has sent too many messages today. Please try again {when}.":
    "इस अकाउंट से आज बहुत ज़्यादा मैसेज भेजे जा चुके हैं। कृपया {when} फिर से कोशिश करें।",
  // Toasts
  "Logged in successfully": "लॉग इन हो गया",
  "Logged out": "लॉग आउट हो गया",
  // The account: profile, addresses (routes/account.*, services/account/address-*.server.ts, lib/address.server.ts)
  "Profile saved.": "प्रोफ़ाइल सेव हो गई।",
  "Use the Save profile button to save.": "सेव करने के लिए 'प्रोफ़ाइल सेव करें' बटन दबाएँ।",
  "Address saved": "पता सेव हो गया",
  "Address updated": "पता अपडेट हो गया",
  "Address deleted": "पता हटा दिया गया",
  "We don't deliver there yet": "हम अभी वहाँ डिलीवरी नहीं करते",
  "We don't deliver to this pincode yet": "हम अभी इस पिनकोड पर डिलीवरी नहीं करते",
  "We don't deliver to this location yet": "हम अभी इस लोकेशन पर डिलीवरी नहीं करते",
  "Choose Home or Other.": "घर या अन्य चुनें।",
  "Choose Mr, Mrs or Miss.": "Mr, Mrs या Miss चुनें।",
  "We couldn't use your device location. Untick it to place the pin from your pincode.":
    "आपके डिवाइस की लोकेशन इस्तेमाल नहीं हो पाई। पिनकोड से पिन लगाने के लिए इसका टिक हटाएँ।",
};
