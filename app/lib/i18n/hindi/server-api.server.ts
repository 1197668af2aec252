/**
 * What the server says to apps buying through the JSON API, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md):
 * the purchase calls' refusals (services/api/) and their field messages (lib/api-purchase-schemas.server.ts).
 * Field names, paths and payment method codes stay in Latin letters, as a client sends them.
 */
import type { Messages } from "../translate";

export const SERVER_API: Messages = {
  "Log in first: send the access_token from /v2/accounts/verify/phone/code/.":
    "पहले लॉग इन करें: /v2/accounts/verify/phone/code/ से मिला access_token भेजें।",
  "This cart has been ordered. Start a new cart with POST /v5/carts.": "इस कार्ट का ऑर्डर हो चुका है। POST /v5/carts से नया कार्ट शुरू करें।",
  "Check the address and try again.": "पता जाँचकर फिर से कोशिश करें।",
  "channel_address_id is not an address.": "channel_address_id किसी पते की id नहीं है।",
  "orderId is not an order.": "orderId किसी ऑर्डर की id नहीं है।",
  "payment_method is one of cod, wallet, card, upi, meal_card, pay_later, nb.":
    "payment_method इनमें से एक होना चाहिए: cod, wallet, card, upi, meal_card, pay_later, nb।",
  "version is the cart's version from its last answer.": "version कार्ट के पिछले जवाब वाला version होना चाहिए।",
  "net_cost is the cart's net_cost (paise) from its last answer.": "net_cost कार्ट के पिछले जवाब वाला net_cost (पैसे में) होना चाहिए।",
  "instrument fields are short texts.": "instrument के फ़ील्ड छोटे टेक्स्ट होने चाहिए।",
};
