/// <reference types="vite/client" />
// The import must come before the Future declaration, or the module loses its exports.
import "@remix-run/node";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
  /**
   * What server.mjs hands every loader and action (docs/decisions/012-own-http-server.md).
   * Optional, so code also runs in tests without it.
   * Routes read it through the request context (app/services/platform/request-context.server.ts).
   */
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for Remix's and React's inline scripts. */
    cspNonce?: string;
    /**
     * The client's address: the socket's, or the first untrusted X-Forwarded-For
     * hop when TRUST_PROXY=1. Rate limits count per address with it.
     */
    clientAddress?: string | null;
  }
}

declare global {
  interface Window {
    /** Public configuration the root loader hands to the browser. */
    ENV?: { SENTRY_DSN?: string; SENTRY_ENVIRONMENT?: string };
  }
}
