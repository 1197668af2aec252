// Loaded with `node --import` before the server build, as @sentry/remix requires.
// Inert unless SENTRY_DSN is set, and then only is @sentry/remix loaded: importing it
// costs the server about 35 MB of memory even when nothing is sent (docs/benchmarks.md, "Memory").
if (process.env.SENTRY_DSN) {
  const Sentry = await import("@sentry/remix");
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
    tracesSampleRate: 0,
  });
}
