/**
 * Secret santa, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md): the words of the santa pages (part
 * "santa", sent by their loaders) and the refusals those pages show beside a form. "Secret santa" stays
 * सीक्रेट सांता, as shoppers say it; a group is ग्रुप, its members सदस्य, the wishlist विशलिस्ट, an exclusion पाबंदी.
 */
import type { Messages } from "../translate";

export const SANTA: Messages = {
  // The groups page and creating a group
  "Secret santa": "सीक्रेट सांता",
  "Secret santa group": "सीक्रेट सांता ग्रुप",
  "Make a group, share the invite link, and draw names. Everyone sees only who they are buying for, and can send their gift from the store without learning the address.":
    "ग्रुप बनाएँ, इनवाइट लिंक शेयर करें और नाम निकालें। हर किसी को सिर्फ़ वही दिखता है जिसके लिए उसे गिफ़्ट लेना है, और वह स्टोर से गिफ़्ट भेज सकता है, पता जाने बिना।",
  "Create a group": "ग्रुप बनाएँ",
  "Your groups": "आपके ग्रुप",
  "You are not in any group yet. Create one, or open an invite link a friend sent you.":
    "आप अभी किसी ग्रुप में नहीं हैं। नया ग्रुप बनाएँ, या दोस्त का भेजा इनवाइट लिंक खोलें।",
  "Create a secret santa group": "सीक्रेट सांता ग्रुप बनाएँ",
  "Group name": "ग्रुप का नाम",
  "Your name": "आपका नाम",
  "Budget (₹)": "बजट (₹)",
  "Please check the fields below.": "कृपया नीचे दी गई जानकारी जाँच लें।",
  "Office party 2026": "ऑफ़िस पार्टी 2026",
  "What the group sees you as.": "ग्रुप में आपका यही नाम दिखेगा।",
  Date: "तारीख",
  Time: "समय",
  "Each gift's budget, ₹{min}–₹{max}.": "हर गिफ़्ट का बजट, ₹{min}–₹{max}।",
  "Create group": "ग्रुप बनाएँ",

  // A group's facts
  "{date} at {time}": "{date}, {time} बजे",
  "Budget {amount}": "बजट {amount}",
  "{count} member": "{count} सदस्य",
  "{count} members": "{count} सदस्य",
  "Names drawn": "नाम निकल गए",

  // The invite link's page
  "Join “{name}”": "“{name}” में शामिल हों",
  "{name} invited you to a secret santa.": "{name} ने आपको सीक्रेट सांता में बुलाया है।",
  "{count} joined": "{count} शामिल",
  "Names have already been drawn in this group. Ask the organiser to add you and draw again.":
    "इस ग्रुप में नाम निकाले जा चुके हैं। ऑर्गनाइज़र से कहें कि आपको जोड़कर दोबारा नाम निकालें।",
  "This group is full.": "यह ग्रुप भर चुका है।",
  "Log in with your phone number to join and add your wishlist.": "शामिल होने और अपनी विशलिस्ट जोड़ने के लिए अपने फ़ोन नंबर से लॉग इन करें।",
  "Log in to join": "शामिल होने के लिए लॉग इन करें",
  "Invite link not valid": "इनवाइट लिंक सही नहीं है",
  "Your secret santa groups": "आपके सीक्रेट सांता ग्रुप",
  "This invite link is not valid any more. Ask the organiser for a new one.": "यह इनवाइट लिंक अब काम नहीं करता। ऑर्गनाइज़र से नया लिंक माँगें।",
  "Your name in this group": "इस ग्रुप में आपका नाम",
  "Your santa sees this name, not your phone number.": "आपके सांता को यही नाम दिखेगा, आपका फ़ोन नंबर नहीं।",
  "Join the group": "ग्रुप में शामिल हों",

  // A member's group page
  "Organised by {name}": "ऑर्गनाइज़र: {name}",
  "The organiser deleted their account, so you are now the organiser: you can set exclusions, draw names and make a new invite link.":
    "ऑर्गनाइज़र ने अपना अकाउंट डिलीट कर दिया है, इसलिए अब आप ऑर्गनाइज़र हैं: आप पाबंदियाँ लगा सकते हैं, नाम निकाल सकते हैं और नया इनवाइट लिंक बना सकते हैं।",
  "The organiser drew names again on {when}; your recipient has changed.":
    "ऑर्गनाइज़र ने {when} को दोबारा नाम निकाले; अब आपको किसी और के लिए गिफ़्ट लेना है।",
  "A member left the group, so your recipient changed on {when}.":
    "एक सदस्य ग्रुप छोड़ गया, इसलिए {when} को बदल गया कि आपको किसके लिए गिफ़्ट लेना है।",
  "A gift from your secret santa has been delivered!": "आपके सीक्रेट सांता का गिफ़्ट डिलीवर हो गया!",
  "A gift from your secret santa is on its way.": "आपके सीक्रेट सांता का गिफ़्ट रास्ते में है।",
  "See who you are buying for": "देखें आपको किसके लिए गिफ़्ट लेना है",
  "Names have not been drawn yet.": "अभी नाम नहीं निकाले गए हैं।",
  "Members ({count})": "सदस्य ({count})",
  "(you)": "(आप)",
  organiser: "ऑर्गनाइज़र",
  "no longer taking part": "अब हिस्सा नहीं ले रहे",
  "{count} wishlist ideas": "विशलिस्ट में {count} चीज़ें",
  "no wishlist yet": "अभी विशलिस्ट नहीं",
  "Your exclusions": "आप पर लगी पाबंदियाँ",
  "You and {name} will not draw each other.": "आप और {name} एक-दूसरे का नाम नहीं पाएँगे।",
  "You will not draw {name}.": "आपको {name} का नाम नहीं मिलेगा।",
  "The person you were buying for has deleted their account, so there is nobody to buy for yet.":
    "आप जिनके लिए गिफ़्ट ले रहे थे, उन्होंने अपना अकाउंट डिलीट कर दिया है, इसलिए अभी आपको किसी के लिए गिफ़्ट नहीं लेना है।",
  "Get a new recipient now: you take over the person they were buying for, and nobody else's recipient changes unless it has to. Or ask the organiser to draw again.":
    "अभी नया नाम पाएँ: वे जिनके लिए गिफ़्ट ले रहे थे, अब आप उनके लिए लेंगे, और बाकी किसी का नाम तभी बदलेगा जब ज़रूरी हो। या ऑर्गनाइज़र से दोबारा नाम निकालने को कहें।",
  "Get a new recipient": "नया नाम पाएँ",

  // The wishlist and the gift address
  "Your wishlist": "आपकी विशलिस्ट",
  "Gift ideas, one a line": "गिफ़्ट के आइडिया, हर लाइन में एक",
  "Up to {count} ideas. Only your santa sees them.": "ज़्यादा से ज़्यादा {count} आइडिया। इन्हें सिर्फ़ आपका सांता देखेगा।",
  "Save wishlist": "विशलिस्ट सेव करें",
  "Where should your gift be delivered?": "आपका गिफ़्ट कहाँ डिलीवर हो?",
  "Your santa can send a gift from the store here without ever seeing the address.": "आपका सांता स्टोर से यहाँ गिफ़्ट भेज सकता है, पता देखे बिना।",
  "Delivery address for your gift": "आपके गिफ़्ट की डिलीवरी का पता",
  "We don't deliver here yet": "हम अभी यहाँ डिलीवरी नहीं करते",
  "No gift deliveries": "गिफ़्ट डिलीवरी नहीं चाहिए",
  "Save delivery address": "डिलीवरी का पता सेव करें",
  "Add an address": "पता जोड़ें",
  "to receive your gift from the store.": "ताकि स्टोर से आपका गिफ़्ट आप तक पहुँचे।",

  // The organiser's panel
  "Invite link": "इनवाइट लिंक",
  "Share this link with everyone taking part": "यह लिंक हिस्सा लेने वाले सभी लोगों से शेयर करें",
  "Shared it with the wrong people? A new link stops every earlier one from working.":
    "गलत लोगों से शेयर हो गया? नया लिंक बनाते ही पहले के सारे लिंक बंद हो जाते हैं।",
  "Make a new link": "नया लिंक बनाएँ",
  "A santa has nobody to buy for": "एक सांता के पास गिफ़्ट देने के लिए कोई नहीं है",
  "{count} santas have nobody to buy for": "{count} सांता के पास गिफ़्ट देने के लिए कोई नहीं है",
  "Since the draw, a member has deleted their account. Reassign to give their santa the person they were buying for: nobody else's recipient changes unless an exclusion or a pair of mutual santas makes it necessary, and anyone whose recipient changes is told. Or draw again below.":
    "नाम निकलने के बाद एक सदस्य ने अपना अकाउंट डिलीट कर दिया है। नाम दोबारा बाँटें, ताकि उनके सांता को वह व्यक्ति मिले जिसके लिए वे गिफ़्ट ले रहे थे: बाकी किसी का नाम तभी बदलेगा जब कोई पाबंदी या एक-दूसरे के सांता की जोड़ी इसे ज़रूरी बनाए, और जिसका नाम बदलेगा उसे बताया जाएगा। या नीचे दोबारा नाम निकालें।",
  "Since the draw, members have deleted their account. Reassign to give each of their santas the person they were buying for: nobody else's recipient changes unless an exclusion or a pair of mutual santas makes it necessary, and anyone whose recipient changes is told. Or draw again below.":
    "नाम निकलने के बाद कुछ सदस्यों ने अपना अकाउंट डिलीट कर दिया है। नाम दोबारा बाँटें, ताकि उनके हर सांता को वह व्यक्ति मिले जिसके लिए वे गिफ़्ट ले रहे थे: बाकी किसी का नाम तभी बदलेगा जब कोई पाबंदी या एक-दूसरे के सांता की जोड़ी इसे ज़रूरी बनाए, और जिसका नाम बदलेगा उसे बताया जाएगा। या नीचे दोबारा नाम निकालें।",
  Reassign: "दोबारा बाँटें",
  Exclusions: "पाबंदियाँ",
  "Keep couples apart, or stop last year's pairs from repeating. Everyone must keep at least two people they might draw, so add exclusions once everyone has joined. Each member sees the exclusions that keep them from drawing someone.":
    "कपल्स को अलग रखें, या पिछले साल की जोड़ियाँ दोबारा न बनने दें। हर किसी के पास कम से कम दो ऐसे लोग रहने चाहिए जिनका नाम उसे मिल सके, इसलिए सबके जुड़ जाने के बाद पाबंदियाँ लगाएँ। हर सदस्य को वे पाबंदियाँ दिखती हैं जो उस पर लगी हैं।",
  "{giver} will not draw {receiver}": "{giver} को {receiver} का नाम नहीं मिलेगा",
  "Remove: {giver} will not draw {receiver}": "हटाएँ: {giver} को {receiver} का नाम नहीं मिलेगा",
  Remove: "हटाएँ",
  Member: "सदस्य",
  "must not draw": "इनका नाम न मिले",
  "Which way?": "किस तरफ़ से?",
  "Both ways (a couple)": "दोनों तरफ़ से (कपल)",
  "One way (last year's pair)": "एक तरफ़ से (पिछले साल की जोड़ी)",
  "Add exclusion": "पाबंदी लगाएँ",
  "Draw again": "दोबारा नाम निकालें",
  "Draw names": "नाम निकालें",
  "Everyone gets one person to buy for, never themselves, with your exclusions kept. Nobody, you included, can see the pairs.":
    "हर किसी को गिफ़्ट देने के लिए एक व्यक्ति मिलेगा, खुद का नाम कभी नहीं, और आपकी पाबंदियों का ध्यान रखा जाएगा। जोड़ियाँ कोई नहीं देख सकता, आप भी नहीं।",
  "No draw is possible yet: {reason}": "अभी नाम नहीं निकाले जा सकते: {reason}",
  "Members have already seen who they are buying for. Draw again anyway: everyone gets a new recipient and is told.":
    "सदस्य देख चुके हैं कि उन्हें किसके लिए गिफ़्ट लेना है। फिर भी दोबारा नाम निकालें: सबको नया नाम मिलेगा और सबको बताया जाएगा।",

  // The reveal page and sending a gift
  "Back to the group": "ग्रुप पर वापस जाएँ",
  "Your secret santa recipient": "आपको किसके लिए गिफ़्ट लेना है",
  "You are buying for {name}": "आप {name} के लिए गिफ़्ट ले रहे हैं",
  "{name}'s wishlist": "{name} की विशलिस्ट",
  "No wishlist yet. Check back later, or surprise them!": "अभी विशलिस्ट नहीं है। बाद में देखें, या उन्हें सरप्राइज़ दें!",
  Delivered: "डिलीवर हो गया",
  Cancelled: "कैंसल हो गया",
  "Not delivered": "डिलीवर नहीं हुआ",
  "On its way": "रास्ते में है",
  "Send a gift from the store": "स्टोर से गिफ़्ट भेजें",
  "Your cart is set to go to {name}. Pay as usual; you will never see the address.":
    "आपका कार्ट {name} को भेजा जाएगा। हमेशा की तरह पेमेंट करें; पता आपको कभी नहीं दिखेगा।",
  "Go to checkout": "चेकआउट पर जाएँ",
  "Make it a normal order again": "इसे फिर से आम ऑर्डर बनाएँ",
  "Put the gift in your cart, then send the whole cart to {name}. It is delivered to {name}'s address, which stays hidden from you, and {name} never learns who sent it.":
    "गिफ़्ट अपने कार्ट में डालें, फिर पूरा कार्ट {name} को भेजें। यह {name} के पते पर डिलीवर होगा, जो आपसे छिपा रहेगा, और {name} को कभी पता नहीं चलेगा कि इसे किसने भेजा।",
  "Gifts are prepaid: your recipient never pays at the door, so cash on delivery is not offered.":
    "गिफ़्ट का पेमेंट पहले होता है: गिफ़्ट पाने वाले को दरवाज़े पर कुछ नहीं देना पड़ता, इसलिए कैश ऑन डिलीवरी नहीं मिलती।",
  "Keep it near the group's budget of {amount}: a gift over twice the budget cannot be sent.":
    "गिफ़्ट ग्रुप के {amount} के बजट के आसपास रखें: बजट के दोगुने से महँगा गिफ़्ट नहीं भेजा जा सकता।",
  "Send my cart as the gift to my recipient": "मेरा कार्ट गिफ़्ट के तौर पर भेजें",
  "{name} has not chosen where gifts should go yet. Check back later.": "{name} ने अभी नहीं चुना है कि गिफ़्ट कहाँ भेजे जाएँ। बाद में देखें।",
  "Order #{id}": "ऑर्डर #{id}",
  "Delivered to your secret santa recipient": "जिनके आप सीक्रेट सांता हैं, उनके पते पर भेजा गया",

  // Refusals the santa pages show beside a form, and why a draw cannot be made (said by the server)
  "Only the organiser can change this.": "इसे सिर्फ़ ऑर्गनाइज़र बदल सकते हैं।",
  "The organiser": "ऑर्गनाइज़र",
  "This group is full ({max} members).": "यह ग्रुप भर चुका है ({max} सदस्य)।",
  "Someone in this group already uses that name. Add an initial.": "इस ग्रुप में यह नाम पहले से किसी का है। नाम के साथ कोई अक्षर जोड़ें।",
  "Keep your wishlist to {count} lines of at most {max} characters.": "विशलिस्ट में ज़्यादा से ज़्यादा {count} लाइनें हों, हर लाइन {max} अक्षर तक।",
  "That address was not found.": "यह पता नहीं मिला।",
  "We don't deliver to this address yet.": "हम अभी इस पते पर डिलीवरी नहीं करते।",
  "That member is not in this group.": "यह सदस्य इस ग्रुप में नहीं है।",
  "Choose two different members.": "दो अलग-अलग सदस्य चुनें।",
  "Not added: {name} could only draw {names}. In a secret santa everyone must keep at least two people they might draw, so that no exclusion decides a recipient.":
    "पाबंदी नहीं लगी: तब {name} को सिर्फ़ {names} का नाम मिल सकता। सीक्रेट सांता में हर किसी के पास कम से कम दो ऐसे लोग रहने चाहिए जिनका नाम उसे मिल सके, ताकि कोई पाबंदी यह तय न कर दे कि किसे किसका नाम मिलेगा।",
  "Not added: {name} could draw nobody. In a secret santa everyone must keep at least two people they might draw, so that no exclusion decides a recipient.":
    "पाबंदी नहीं लगी: तब {name} को किसी का नाम नहीं मिल सकता। सीक्रेट सांता में हर किसी के पास कम से कम दो ऐसे लोग रहने चाहिए जिनका नाम उसे मिल सके, ताकि कोई पाबंदी यह तय न कर दे कि किसे किसका नाम मिलेगा।",
  "{name} can only draw {names}, and everyone must keep at least two people they might draw, so that no exclusion decides a recipient. Remove an exclusion.":
    "{name} को सिर्फ़ {names} का नाम मिल सकता है, जबकि हर किसी के पास कम से कम दो ऐसे लोग रहने चाहिए जिनका नाम उसे मिल सके, ताकि कोई पाबंदी यह तय न कर दे कि किसे किसका नाम मिलेगा। कोई पाबंदी हटाएँ।",
  "{name} can draw nobody, and everyone must keep at least two people they might draw, so that no exclusion decides a recipient. Remove an exclusion.":
    "{name} को किसी का नाम नहीं मिल सकता, जबकि हर किसी के पास कम से कम दो ऐसे लोग रहने चाहिए जिनका नाम उसे मिल सके, ताकि कोई पाबंदी यह तय न कर दे कि किसे किसका नाम मिलेगा। कोई पाबंदी हटाएँ।",
  "Some members have already seen who they are buying for. Tick the box to confirm a new draw; every member will be told.":
    "कुछ सदस्य देख चुके हैं कि उन्हें किसके लिए गिफ़्ट लेना है। दोबारा नाम निकालने के लिए बॉक्स पर टिक करें; हर सदस्य को बताया जाएगा।",
  "Names have not been drawn yet. The organiser draws once everyone has joined.":
    "अभी नाम नहीं निकाले गए हैं। सबके जुड़ जाने पर ऑर्गनाइज़र नाम निकालेंगे।",
  "You joined after the draw, so you have no recipient yet. Ask the organiser to draw again.":
    "आप नाम निकलने के बाद जुड़े हैं, इसलिए अभी आपको किसी का नाम नहीं मिला है। ऑर्गनाइज़र से दोबारा नाम निकालने को कहें।",
  "Everyone in this group has someone to buy for.": "इस ग्रुप में हर किसी के पास गिफ़्ट देने के लिए कोई है।",
  "{names} and {last}": "{names} और {last}",
  "A draw needs at least {min} members; this group has {count}.": "नाम निकालने के लिए कम से कम {min} सदस्य चाहिए; इस ग्रुप में {count} हैं।",
  "A group can have at most {max} members.": "एक ग्रुप में ज़्यादा से ज़्यादा {max} सदस्य हो सकते हैं।",
  "{name} is excluded from everyone else, so {name} has nobody to give to.":
    "{name} पर बाकी सबके लिए पाबंदी है, इसलिए {name} के पास गिफ़्ट देने के लिए कोई नहीं है।",
  "Everyone else is excluded from giving to {name}, so nobody can be {name}'s santa.":
    "बाकी सब पर {name} को गिफ़्ट देने की पाबंदी है, इसलिए कोई भी {name} का सांता नहीं बन सकता।",
  "{givers} can only give to {receivers}: {count} person for {santas} santas. Remove an exclusion.":
    "{givers} सिर्फ़ {receivers} को गिफ़्ट दे सकते हैं: {santas} सांता के लिए {count} व्यक्ति। कोई पाबंदी हटाएँ।",
  "{givers} can only give to {receivers}: {count} people for {santas} santas. Remove an exclusion.":
    "{givers} सिर्फ़ {receivers} को गिफ़्ट दे सकते हैं: {santas} सांता के लिए {count} लोग। कोई पाबंदी हटाएँ।",
};
