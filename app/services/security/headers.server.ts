/**
 * The security headers every response carries (docs/decisions/012-own-http-server.md,
 * README "Running in public"): a Content-Security-Policy whose scripts need
 * this response's nonce, no framing, HSTS over https, a Permissions-Policy
 * that lets only this origin ask for the location, nosniff and a referrer
 * policy. Pure: the environment comes in as an argument, so tests are exact.
 */
import { randomBytes } from "node:crypto";
import { DEFAULT_MAP_TILE_URL, tileOrigins } from "~/lib/map-tiles";

/** The parts of the environment that widen the policy: third-party origins the store talks to. */
export interface PolicyEnv {
  PAYMENT_GATEWAY: "sandbox" | "razorpay";
  RAZORPAY_API_URL: string;
  PRINT_STORAGE?: "local" | "s3";
  PRINT_S3_ENDPOINT?: string;
  PRINT_S3_BUCKET?: string;
  PRINT_S3_FORCE_PATH_STYLE?: boolean;
  SENTRY_DSN?: string;
  /** The pin map's tile template; unset, OpenStreetMap's. */
  MAP_TILE_URL?: string;
}

/** 128 bits from the CSPRNG, new for every response: a nonce is only worth what it costs to guess. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where the browser PUTs print files when they go straight to an S3-compatible store. */
function uploadOrigins(env: PolicyEnv): string[] {
  if (env.PRINT_STORAGE !== "s3" || !env.PRINT_S3_ENDPOINT) return [];
  const endpoint = originOf(env.PRINT_S3_ENDPOINT);
  if (!endpoint) return [];
  if (env.PRINT_S3_FORCE_PATH_STYLE !== false || !env.PRINT_S3_BUCKET) return [endpoint];
  const virtualHosted = new URL(endpoint);
  virtualHosted.hostname = `${env.PRINT_S3_BUCKET}.${virtualHosted.hostname}`;
  return [virtualHosted.origin];
}

/**
 * Scripts run only from this origin or inline with the nonce (Remix's
 * hydration data, React's streaming). Styles allow inline `style`
 * attributes, which Tailwind and a few widths use; styles cannot run code.
 * `form-action` names the gateway because checkout's form post redirects
 * there, and Chrome checks form-action on redirects too. `img-src` names the
 * map's tile server, the host of `MAP_TILE_URL` and no other: the pin map
 * shows its tiles as images.
 */
export function contentSecurityPolicy(nonce: string, env: PolicyEnv): string {
  const gateway = env.PAYMENT_GATEWAY === "razorpay" ? originOf(env.RAZORPAY_API_URL) : null;
  const sentry = originOf(env.SENTRY_DSN);
  const connect = ["'self'", ...uploadOrigins(env), ...(sentry ? [sentry] : [])];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...tileOrigins(env.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL)]],
    ["font-src", ["'self'"]],
    ["connect-src", connect],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...(gateway ? [gateway] : [])]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * Geolocation for this origin only (the location picker's "use my
 * location"); everything else a page could ask a phone for is off.
 */
export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/** The headers for one response. `https` is the scheme the shopper used (behind a trusted proxy, X-Forwarded-Proto). */
export function securityHeaders(options: { nonce: string; https: boolean; env: PolicyEnv }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options.nonce, options.env),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  // Over plain http (a laptop, the e2e suite) HSTS would be ignored by browsers anyway; over https it pins the store to it.
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
