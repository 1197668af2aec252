/**
 * The second partner's web view in Hindi (docs/rules.md#partner-web-views, docs/decisions/057-second-partner.md):
 * what the server says when a partner's redirection page gets the other partner's login link, or when a partner's
 * real exchange could not confirm a login (down, too slow, a bad answer). Part of the
 * `server` part (app/lib/i18n/hindi.server.ts); glossary docs/hindi.md. The words both partners' pages share are
 * in partner.server.ts.
 */
import type { Messages } from "../translate";

export const SERVER_PARTNER_TWO: Messages = {
  // A partner's redirection page (/inapp/airtel-redirection, /inapp/partner-redirection) given the other partner's oauth_provider.
  "This login link belongs to another partner app. Please open the store again from the partner app.":
    "यह लॉग इन लिंक किसी दूसरे पार्टनर ऐप का है। कृपया पार्टनर ऐप से स्टोर फिर से खोलें।",
  // A partner's redirection page (503) and the verify call when the partner could not confirm the code.
  "The partner app could not confirm your login just now. Please try again in a minute.":
    "पार्टनर ऐप अभी आपके लॉग इन की पुष्टि नहीं कर पाया। कृपया एक मिनट बाद फिर से कोशिश करें।",
};
