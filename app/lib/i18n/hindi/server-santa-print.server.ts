/**
 * What the server says in secret santa and the print service: refusals, toasts, in Hindi
 * (app/lib/i18n/hindi.server.ts, docs/hindi.md). A refusal a santa page shows beside its form is in santa.server.ts
 * with the page's words when the page also writes it; these are only ever said by the server.
 */
import type { Messages } from "../translate";

export const SERVER_SANTA_PRINT: Messages = {
  // Secret santa: what a form's success says, and its refusals
  "You're in! Add your wishlist so your santa knows what you'd like.":
    "आप ग्रुप में शामिल हो गए! अपनी विशलिस्ट जोड़ें, ताकि आपके सांता को पता चले कि आपको क्या पसंद है।",
  "Wishlist saved.": "विशलिस्ट सेव हो गई।",
  "Delivery address saved. Your santa never sees it.": "डिलीवरी का पता सेव हो गया। आपका सांता इसे कभी नहीं देखेगा।",
  "Exclusion added.": "पाबंदी लग गई।",
  "Exclusion removed.": "पाबंदी हट गई।",
  "New invite link made. Earlier links no longer work.": "नया इनवाइट लिंक बन गया। पहले के लिंक अब काम नहीं करेंगे।",
  "Names drawn! Everyone can now see who they are buying for.": "नाम निकल गए! अब हर कोई देख सकता है कि उसे किसके लिए गिफ़्ट लेना है।",
  "Done: everyone has someone to buy for again. Anyone whose recipient changed is told.":
    "हो गया: अब फिर से हर किसी के पास गिफ़्ट देने के लिए कोई है। जिनका नाम बदला है, उन्हें बताया गया है।",
  "Group created. Share the invite link with everyone taking part.": "ग्रुप बन गया। इनवाइट लिंक हिस्सा लेने वाले सभी लोगों से शेयर करें।",
  "Choose the day of the gift exchange (today or later).": "गिफ़्ट देने-लेने का दिन चुनें (आज या उसके बाद)।",
  "Choose a time as HH:MM.": "समय HH:MM के रूप में चुनें।",
  "Set a budget between ₹{min} and ₹{max}.": "₹{min} से ₹{max} के बीच बजट तय करें।",
  "Secret santa group not found": "सीक्रेट सांता ग्रुप नहीं मिला",
  "Your cart is a normal order again.": "आपका कार्ट फिर से आम ऑर्डर है।",
  "Your cart will go to your recipient. Pay as usual; the address stays hidden.":
    "आपका कार्ट उसी के पास जाएगा जिसके लिए आप गिफ़्ट ले रहे हैं। हमेशा की तरह पेमेंट करें; पता छिपा रहेगा।",
  "Your recipient has not chosen where gifts should go yet. Check back later.":
    "जिनके लिए आप गिफ़्ट ले रहे हैं, उन्होंने अभी नहीं चुना है कि गिफ़्ट कहाँ भेजे जाएँ। बाद में देखें।",
  "We cannot deliver to your recipient's address right now.": "अभी हम उनके पते पर डिलीवरी नहीं कर सकते जिनके लिए आप गिफ़्ट ले रहे हैं।",
  "Your cart is empty. Add the gift to your cart first.": "आपका कार्ट खाली है। पहले गिफ़्ट कार्ट में डालें।",
};
