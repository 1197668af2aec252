// Loaded with `node --import` before the server build, as @sentry/remix requires.
// Inert unless SENTRY_DSN is set.
import * as Sentry from "@sentry/remix";

if (process.env.SENTRY_DSN) {
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
    tracesSampleRate: 0,
  });
}
