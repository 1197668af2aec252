/** The login sheet (every page): phone and code steps, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const LOGIN_SHEET: Messages = {
  // The sheet (components/auth/login-sheet.tsx)
  "Close login": "लॉग इन बंद करें",
  "Loading…": "लोड हो रहा है…",
  // The phone step (login-flow.tsx, phone-form.tsx; the /login page too)
  "Log in": "लॉग इन करें",
  "Log in or sign up with your mobile number.": "अपने मोबाइल नंबर से लॉग इन या साइन अप करें।",
  "Your login timed out. Please enter your number again.": "लॉग इन का समय खत्म हो गया। कृपया अपना नंबर फिर से डालें।",
  "Mobile number": "मोबाइल नंबर",
  "10-digit mobile number": "10 अंकों का मोबाइल नंबर",
  Continue: "आगे बढ़ें",
  "We will send a one-time code to this number by SMS.": "इस नंबर पर SMS से एक OTP भेजा जाएगा।",
  // The code step (login-flow.tsx, code-form.tsx, resend-countdown.tsx, marketing-opt-in.tsx; /login/verify too)
  "Enter verification code": "वेरिफ़िकेशन कोड डालें",
  "Sent by SMS to {phone}.": "{phone} पर SMS से भेजा गया।",
  "your phone": "आपके फ़ोन",
  "Change number": "नंबर बदलें",
  "Verification code": "वेरिफ़िकेशन कोड",
  "{digits} digits, valid for 10 minutes.": "{digits} अंक, 10 मिनट तक मान्य।",
  // The code field's browser hint (codeForm's title): the same words as the server's (server-forms.server.ts).
  "The 6-digit code from the SMS": "SMS में आया 6 अंकों का कोड",
  "The 4-digit code from the SMS": "SMS में आया 4 अंकों का कोड",
  Verify: "वेरिफ़ाई करें",
  "Send me offers by SMS": "मुझे SMS से ऑफ़र भेजें",
  "Deals and new products from Nukkad, at most {count} texts a week. Optional. Stop any time with the link in every text, or in Account › Privacy.":
    "नुक्कड़ की डील और नए प्रोडक्ट, हफ़्ते में ज़्यादा से ज़्यादा {count} SMS। यह ज़रूरी नहीं है। हर SMS में दिए लिंक से या अकाउंट › प्राइवेसी में कभी भी बंद करें।",
  "Resend code": "कोड फिर से भेजें",
  "A new code can be sent 30 seconds after the last one.": "पिछले कोड के 30 सेकंड बाद नया कोड भेजा जा सकता है।",
  "Resend available in {time}": "{time} में फिर से भेज सकते हैं",
  "Didn't get it? You can ask for a new code.": "कोड नहीं मिला? आप नया कोड मांग सकते हैं।",
  // Demo mode (demo-banner.tsx)
  "Demo mode:": "डेमो मोड:",
  "no SMS is sent. Read your code at": "कोई SMS नहीं भेजा जाता। अपना कोड यहाँ देखें:",
};
