/// <reference types="@remix-run/dev" />
// The import must come before the Future declaration, or the module loses its exports.
import "@remix-run/node";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

declare global {
  interface Window {
    /** Public configuration the root loader hands to the browser. */
    ENV?: { SENTRY_DSN?: string; SENTRY_ENVIRONMENT?: string };
  }
}
