/**
 * The Content-Security-Policy nonce of the response being rendered
 * (docs/decisions/012-own-http-server.md): entry.server provides it, and the
 * root layout puts it on every inline script. In the browser it is "":
 * browsers hide nonces from the DOM once the page has loaded, and scripts
 * added after hydration come from this origin, which the policy allows.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
