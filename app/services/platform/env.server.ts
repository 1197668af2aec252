/**
 * Environment, validated once at boot with zod. Every variable has a default
 * so `npm start` works on a fresh machine; README lists them all.
 */
import { z } from "zod";
import { DEFAULT_MAP_TILE_URL, isTileUrl } from "~/lib/map-tiles";

/**
 * A partner's address the store sends its client secret or a shopper to: https, or http to this machine only
 * (a partner played locally), never credentials in the clear across a network.
 */
const partnerUrl = z
  .string()
  .url()
  .refine(
    (value) => {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname));
    },
    { message: "must be an https address (http only to localhost)" },
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Connections each server process may open to the PostgreSQL server (DATABASE_URL); every worker has its
   * own pool, and one more connection listens for catalogue changes (README "Several processes").
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Server processes on a PostgreSQL store: `npm start` forks this many workers (default: one per CPU core);
   * 1 is a single process. The embedded database is always one process (docs/decisions/023-several-processes.md).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** Where the embedded database and generated secrets live. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** Comma-separated; the first signs, all verify (rotation). Generated into DATA_DIR when unset. */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /** Public origin for canonical URLs and sitemaps, e.g. https://nukkad.example. Defaults to the request origin. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The seller on GST tax invoices (docs/rules.md#invoices): its legal name and PAN; each store's GSTIN is
   * the PAN's registration in the store's state. The defaults are the demo's made-up company.
   */
  SELLER_LEGAL_NAME: z.string().min(1).max(120).default("Nukkad Retail Private Limited (demo)"),
  SELLER_PAN: z
    .string()
    .regex(/^[A-Z]{5}\d{4}[A-Z]$/, "SELLER_PAN must be a 10-character PAN, e.g. AAPCN1234K")
    .default("AAPCN1234K"),
  /** How long shared catalogue reads (feeds, listings, search) are cached in memory; 0 turns it off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long a catalogue page rendered for an anonymous visitor is served to the next ones with the same
   * URL, store and choices (docs/decisions/024-shared-page-cache.md); 0 turns the shared page cache off.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Login code length: 6 by default, 4 supported (docs/rules.md#one-time-code). */
  OTP_LENGTH: z.enum(["4", "6"]).default("6").transform(Number),
  /** "outbox" (default, demo mode: codes shown at /dev/outbox) or "http" (a real SMS gateway). */
  SMS_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
  /** The HTTP SMS gateway: a JSON POST {to, message} with a bearer token. Required when SMS_PROVIDER=http. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /**
   * Seconds between the demo fulfilment simulator's steps; 0 turns it off (operators use `npm run ops`).
   * Unset: 20 in demo mode (the outbox SMS provider), off once a real SMS gateway means real orders.
   */
  ORDER_SIMULATOR_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * Demo mode (the outbox SMS provider or the sandbox gateway) on a public PUBLIC_URL on purpose: without
   * it such a store refuses to start (app/services/security/demo-mode.server.ts, README "Running in public").
   */
  DEMO_MODE: z
    .enum(["0", "1", "false", "true"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /** Set when a reverse proxy you run sets X-Forwarded-For; otherwise the header is client-controlled and ignored. */
  TRUST_PROXY: z
    .enum(["0", "1", "false", "true"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /**
   * Rate limits (docs/decisions/013-rate-limits.md). Texts of every kind (login, resend, wallet
   * link, gift card) share these: per phone, device, client address, account, and the whole
   * store per hour — the backstop against SMS pumping.
   */
  TEXTS_PER_PHONE_HOUR: z.coerce.number().int().min(1).default(5),
  TEXTS_PER_PHONE_DAY: z.coerce.number().int().min(1).default(10),
  TEXTS_PER_DEVICE_HOUR: z.coerce.number().int().min(1).default(10),
  TEXTS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(20),
  TEXTS_PER_ACCOUNT_DAY: z.coerce.number().int().min(1).default(20),
  TEXTS_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  /**
   * Cart changes and searches per device (or client address without a cookie), payment starts per
   * account; 0 turns one off (a gateway in front already limits, or a load test).
   */
  CART_CHANGES_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  PAYMENT_STARTS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  RATINGS_PER_HOUR: z.coerce.number().int().min(0).default(30),
  /** Account-deletion feedback forms per device (per client address without a cookie) an hour; 0 turns the limit off. */
  DELETION_FEEDBACK_PER_HOUR: z.coerce.number().int().min(0).default(5),
  /** "Tell us what you looked for" notes per device (per client address without a cookie) an hour; 0 turns the limit off. */
  SEARCH_FEEDBACK_PER_HOUR: z.coerce.number().int().min(0).default(5),
  /** Shared-cart links made per device (per client address without a cookie) an hour; 0 turns the limit off. */
  SHARE_LINKS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /**
   * Browser calls to the analytics collector (`POST /v1/events`) and the log call (`POST /logs`) per device
   * (per client address without a cookie) a minute (docs/rules.md#analytics); 0 turns one off.
   */
  BROWSER_EVENTS_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  CLIENT_LOGS_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /** Cash on delivery limit per order, in rupees (₹5,000: docs/rules.md#cash-on-delivery). */
  COD_LIMIT_RUPEES: z.coerce.number().int().min(0).default(5000),
  /**
   * Who exchanges a partner web view's temporary login code (docs/rules.md#partner-web-views): "sandbox"
   * (default), the built-in partner that accepts only codes it signed itself (`npm run ops -- partner-code`).
   */
  PARTNER_ADAPTER: z.enum(["sandbox"]).default("sandbox"),
  /**
   * The same for the second partner's web view (`webview_partner`, /inapp/partner-redirection): its own
   * setting, so each partner can move off the sandbox on its own (docs/decisions/057-second-partner.md); "http"
   * is the partner's real exchange (app/services/account/http-partner.server.ts) with the settings below.
   */
  WEBVIEW_PARTNER_ADAPTER: z.enum(["sandbox", "http"]).default("sandbox"),
  /** The second partner's token endpoint, where its codes are exchanged for the phone it verified. */
  WEBVIEW_PARTNER_EXCHANGE_URL: partnerUrl.optional(),
  /** The second partner's login page, which sends the shopper back to /inapp/partner-redirection with a fresh code. */
  WEBVIEW_PARTNER_LOGIN_URL: partnerUrl.optional(),
  /** The store's client id and secret at the second partner (HTTP Basic on the exchange). */
  WEBVIEW_PARTNER_CLIENT_ID: z.string().min(1).optional(),
  WEBVIEW_PARTNER_CLIENT_SECRET: z.string().min(1).optional(),
  /** How long the second partner may take to answer an exchange before the shopper is told to try again. */
  WEBVIEW_PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  /** Partner login-code exchanges per device (per client address without a cookie) an hour; 0 turns the limit off. */
  PARTNER_LOGINS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** "sandbox" (default: the built-in gateway with its hosted test page) or "razorpay". */
  PAYMENT_GATEWAY: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  /** Razorpay-compatible gateway: API keys, the webhook's own secret, and the API and hosted-checkout base URLs. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.string().url().default("https://api.razorpay.com"),
  /**
   * enabledPayments: the payment methods offered, comma-separated, in order
   * (cod, wallet, card, upi, nb, pay_later, meal_card); each uses its provider id (docs/product/entities.md#provider-ids).
   */
  ENABLED_PAYMENTS: z
    .string()
    .default("upi,card,wallet,nb,pay_later,meal_card,cod")
    .transform((v) =>
      v
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(["cod", "wallet", "card", "upi", "nb", "pay_later", "meal_card"]))
        .min(1, "ENABLED_PAYMENTS needs at least one method"),
    ),
  /** Seconds between reconciliation runs that settle payments left pending (browser closed); 0 turns it off. */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Print files: "local" (default: under DATA_DIR, uploads through URLs the app signs) or "s3" (any S3-compatible store). */
  PRINT_STORAGE: z.enum(["local", "s3"]).default("local"),
  PRINT_S3_ENDPOINT: z.string().url().optional(),
  PRINT_S3_REGION: z.string().min(1).default("us-east-1"),
  PRINT_S3_BUCKET: z.string().min(1).optional(),
  PRINT_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  PRINT_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (MinIO and most self-hosted stores); "false" for virtual-hosted buckets. */
  PRINT_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** The nudity check on uploads (docs/rules.md#content-check): on by default; a file scoring at or above the threshold is refused. */
  PRINT_CONTENT_CHECK: z.enum(["on", "off"]).default("on"),
  PRINT_NSFW_THRESHOLD: z.coerce.number().min(0).max(1).default(0.7),
  /** Pages of a long PDF that are checked (all of them up to 20; beyond, the first 10 and an even sample up to this). */
  PRINT_NSFW_MAX_PAGES: z.coerce.number().int().min(1).max(200).default(30),
  /** The file inspector child processes: how many, their memory cap and per-file deadline. */
  PRINT_INSPECTOR_PROCS: z.coerce.number().int().min(1).max(8).default(1),
  PRINT_INSPECTOR_MAX_RSS_MB: z.coerce.number().int().min(512).max(8192).default(768),
  PRINT_INSPECTOR_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Seconds between runs of the print file retention job; 0 turns it off. */
  PRINT_RETENTION_SECONDS: z.coerce.number().int().min(0).max(86400).default(600),
  /** Seconds between runs of the search-learning job (docs/search.md#learning-from-shoppers); 0 turns it off. */
  SEARCH_LEARNING_SECONDS: z.coerce.number().int().min(0).max(86400).default(3600),
  /** Seconds between runs of the back-in-stock texts job (docs/rules.md#back-in-stock-requests); 0 turns it off. */
  BACK_IN_STOCK_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Seconds between runs of the retention job (login codes, expired sessions, outbox texts); 0 turns it off. */
  RETENTION_SECONDS: z.coerce.number().int().min(0).max(86400).default(3600),
  /** Login codes are kept this long; at least 24, because the daily cap per phone counts the last 24 hours' codes. */
  RETENTION_LOGIN_CODES_HOURS: z.coerce
    .number()
    .int()
    .min(24, "RETENTION_LOGIN_CODES_HOURS must be at least 24 (the daily code cap counts a day)")
    .max(8760)
    .default(24),
  /** Demo-mode texts at /dev/outbox are kept this many days. */
  RETENTION_SMS_OUTBOX_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Analytics events are kept this many days (docs/rules.md#analytics). */
  RETENTION_ANALYTICS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Rows the retention job deletes per statement: small enough that no delete holds locks for long. */
  RETENTION_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(1000),
  /**
   * Where shoppers get the store's app (its store listing). Unset, as in a store without an app of its own, phones
   * see no "Open app" banner: its `nukkad://` link would open nothing (docs/deep-links.md#install-banner).
   */
  APP_STORE_URL: z.string().url().optional(),
  /**
   * The pin map's tiles (docs/decisions/059-map-pin-and-location-states.md): a `{z}/{x}/{y}` template, fetched by the
   * shopper's browser only once they open a map. Its host, and only it, is added to the policy's `img-src`.
   */
  MAP_TILE_URL: z
    .string()
    .refine(isTileUrl, "MAP_TILE_URL must be an https URL with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .default(DEFAULT_MAP_TILE_URL),
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

function checkCombinations(env: Env): string[] {
  const problems: string[] = [];
  if (env.SMS_PROVIDER === "http" && !env.SMS_HTTP_URL) problems.push("  SMS_HTTP_URL: required when SMS_PROVIDER=http");
  if (env.PAYMENT_GATEWAY === "razorpay") {
    for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
      if (!env[key]) problems.push(`  ${key}: required when PAYMENT_GATEWAY=razorpay`);
    }
  }
  if (env.WEBVIEW_PARTNER_ADAPTER === "http") {
    for (const key of [
      "WEBVIEW_PARTNER_EXCHANGE_URL",
      "WEBVIEW_PARTNER_LOGIN_URL",
      "WEBVIEW_PARTNER_CLIENT_ID",
      "WEBVIEW_PARTNER_CLIENT_SECRET",
    ] as const) {
      if (!env[key]) problems.push(`  ${key}: required when WEBVIEW_PARTNER_ADAPTER=http`);
    }
  }
  if (env.PRINT_STORAGE === "s3") {
    for (const key of ["PRINT_S3_ENDPOINT", "PRINT_S3_BUCKET", "PRINT_S3_ACCESS_KEY_ID", "PRINT_S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[key]) problems.push(`  ${key}: required when PRINT_STORAGE=s3`);
    }
  }
  return problems;
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  // Treat empty strings as unset so `FOO= npm start` behaves like no FOO.
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const combinationProblems = checkCombinations(parsed.data);
  if (combinationProblems.length) throw new Error(`Invalid environment:\n${combinationProblems.join("\n")}`);
  cached = parsed.data;
  return cached;
}
