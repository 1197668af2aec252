/**
 * Demo mode (README "Running in public"): the outbox SMS provider (texts kept
 * in the database and shown at /dev/outbox) and/or the sandbox payment
 * gateway. Both are the zero-configuration defaults so that anyone can try
 * the store, which is exactly why a real store must never run in it by
 * accident: every page carries a "Demo store" ribbon, the server warns at
 * start, a store whose PUBLIC_URL is a public origin refuses to start in
 * demo mode unless the operator sets DEMO_MODE=1 on purpose, and — whatever
 * PUBLIC_URL says — demo's shortcuts answer only requests that come from this
 * computer or a private network unless DEMO_MODE=1
 * (docs/decisions/033-demo-mode-per-request.md).
 *
 * The rules are pure (the environment comes in as an argument); server.mjs
 * calls `assertSafeToServe()` through the build's entry module before it
 * listens (docs/decisions/012-own-http-server.md). The ops CLI and the seed
 * script never call it: they do not serve anyone.
 */
import { isIP } from "node:net";
import type { DemoRibbonView } from "~/lib/views/every-page";
import { getEnv } from "../platform/env.server";
import type { DemoAccess, DemoMode } from "../platform/request-context.server";
export type { DemoAccess, DemoMode } from "../platform/request-context.server";

/** The parts of the environment demo mode depends on. */
export interface DemoEnv {
  SMS_PROVIDER: "outbox" | "http";
  PAYMENT_GATEWAY: "sandbox" | "razorpay";
  PUBLIC_URL?: string;
  DEMO_MODE?: boolean;
}

/** What is simulated: login codes at /dev/outbox instead of texts, and/or payments at the sandbox gateway. */
/** Null when the store sends real texts and takes real payments. */
export function demoModeOf(env: Pick<DemoEnv, "SMS_PROVIDER" | "PAYMENT_GATEWAY">): DemoMode | null {
  const outbox = env.SMS_PROVIDER === "outbox";
  const sandbox = env.PAYMENT_GATEWAY === "sandbox";
  return outbox || sandbox ? { outbox, sandbox } : null;
}

/** Names no public DNS answers for (RFC 2606, RFC 6761, RFC 6762, RFC 8375) and cloud-internal zones. */
const LOCAL_SUFFIXES = ["localhost", "local", "internal", "test", "example", "invalid", "home.arpa"];

function isLocalName(hostname: string): boolean {
  return LOCAL_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
}

/** 127/8 loopback, 10/8, 172.16/12 and 192.168/16 private, 169.254/16 link-local, 0/8 "this network". */
function isLocalIPv4(address: string): boolean {
  // A missing part is NaN: it matches no range, as the number it replaces would not.
  const [a = NaN, b = NaN] = address.split(".").map(Number);
  return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = (dotted[1] ?? "").split(".").map(Number); // four parts: the pattern says so
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/** ::1 loopback, :: unspecified, fc00::/7 unique-local, fe80::/10 link-local, and IPv4-mapped local addresses. */
function isLocalIPv6(address: string): boolean {
  const g = ipv6Groups(address);
  // A malformed address may have fewer than eight groups: a missing one is NaN, which matches nothing.
  const [g0 = NaN, , , , , g5 = NaN, g6 = NaN, g7 = NaN] = g;
  if (g.slice(0, 7).every((x) => x === 0) && (g7 === 1 || g7 === 0)) return true;
  if ((g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80) return true;
  if (g.slice(0, 5).every((x) => x === 0) && g5 === 0xffff) {
    return isLocalIPv4(`${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`);
  }
  return false;
}

/** A host name as the URL parser normalised it (lower case, no trailing dot), without IPv6 brackets: local or not. */
function isLocalHostname(hostname: string): boolean {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (isIP(bare) === 4) return isLocalIPv4(bare);
  if (isIP(bare) === 6) return isLocalIPv6(bare);
  return isLocalName(bare);
}

/** The host of a URL, normalised by the URL parser (0x7f.1 → 127.0.0.1, IPv6 compressed), or null when it does not parse. */
function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, "") || null;
  } catch {
    return null;
  }
}

/**
 * Whether shoppers on the internet could reach this URL: its host is not
 * loopback, not a private or link-local address, and not a reserved local
 * name. A URL that does not parse is not a public origin (the environment's
 * own validation reports it).
 */
export function isPublicOrigin(publicUrl: string): boolean {
  const hostname = hostnameOf(publicUrl);
  return hostname !== null && !isLocalHostname(hostname);
}

/** A `Host`-style value (`name`, `name:port`, `[v6]:port`) is local; anything that does not parse is not. */
export function isLocalHost(host: string): boolean {
  const trimmed = host.trim();
  // A host with a path, user or query in it is no host a browser sends: not local.
  if (!trimmed || /[/?#@\\\s]/.test(trimmed)) return false;
  const hostname = hostnameOf(`http://${trimmed}`);
  return hostname !== null && isLocalHostname(hostname);
}

/**
 * A client address (the socket's, or an `X-Forwarded-For` / `X-Real-IP` /
 * `Forwarded: for=` entry) is loopback or private. An entry with a port
 * (`1.2.3.4:5678`, `[::1]:80`) counts by its address; `unknown`, an
 * obfuscated `_name` or anything else that is no address is not local.
 */
export function isLocalAddress(address: string): boolean {
  let text = address.trim().replace(/^"|"$/g, "");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1] ?? "";
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  // A zone index (fe80::1%eth0) names the interface, not the address.
  text = text.replace(/%.*$/, "");
  if (isIP(text) === 4) return isLocalIPv4(text);
  if (isIP(text) === 6) return isLocalIPv6(text);
  return false;
}

/** `Forwarded` (RFC 7239): every `for=` and `host=` value, in order. */
function forwardedParams(header: string, name: "for" | "host"): string[] {
  const values: string[] = [];
  for (const element of header.split(",")) {
    for (const pair of element.split(";")) {
      const [key, ...rest] = pair.split("=");
      if (key?.trim().toLowerCase() === name) values.push(rest.join("=").trim().replace(/^"|"$/g, ""));
    }
  }
  return values;
}

const list = (header: string | null) => (header ? header.split(",").map((v) => v.trim()) : []);

/** What a request says about where it comes from: its URL, its headers, and the client address server.mjs saw. */
export interface RequestOrigin {
  /** The URL server.mjs made: from `Host`, or from `X-Forwarded-Host` behind a proxy trusted with TRUST_PROXY=1. */
  url: string;
  headers: Headers;
  /** The socket address, or with TRUST_PROXY=1 the address the proxy saw (server.mjs); absent for an in-process call. */
  clientAddress: string | null | undefined;
}

/**
 * Whether a request is local: asked under a loopback, private or reserved
 * local host name, by a loopback or private client address
 * (docs/decisions/033-demo-mode-per-request.md).
 *
 * `Host` is written by the client, so a name alone proves nothing: a server
 * reachable on a public address would take `Host: localhost` from anyone.
 * The client address cannot be chosen that way, so both must be local. The
 * forwarding headers a proxy adds (`X-Forwarded-Host`, `X-Forwarded-For`,
 * `X-Real-IP`, `Forwarded`) are read whether or not TRUST_PROXY is set, and
 * every value in them must be local too: without a trusted proxy a client
 * could have written them, but a written header can only make its own
 * request public, never local. So a proxy that passes a public `Host` or a
 * public client in any of them makes the request public; a host or an address
 * that does not parse is public too.
 */
export function isLocalRequest(request: RequestOrigin): boolean {
  const { headers } = request;
  const hostname = hostnameOf(request.url);
  if (hostname === null || !isLocalHostname(hostname)) return false;
  // server.mjs gives every request it answers its address; only an in-process call (a loader called
  // directly, docs/decisions/015-request-context.md) has none, and is judged by its host and headers.
  if (request.clientAddress != null && !isLocalAddress(request.clientAddress)) return false;
  const hosts = [...list(headers.get("Host")), ...list(headers.get("X-Forwarded-Host"))];
  const addresses = [...list(headers.get("X-Forwarded-For")), ...list(headers.get("X-Real-IP"))];
  const forwarded = headers.get("Forwarded");
  if (forwarded) {
    hosts.push(...forwardedParams(forwarded, "host"));
    addresses.push(...forwardedParams(forwarded, "for"));
  }
  return hosts.every(isLocalHost) && addresses.every(isLocalAddress);
}

/**
 * Demo mode as one request meets it (README "Running in public"). Its
 * shortcuts — login codes read at /dev/outbox, the sandbox partner minting
 * codes for any phone, the sandbox payment page — let anyone log in as
 * anyone and pay with nothing, so they are open only to a local request, or
 * to everyone when the operator set DEMO_MODE=1 on purpose.
 */
export function demoAccessOf(env: Pick<DemoEnv, "SMS_PROVIDER" | "PAYMENT_GATEWAY" | "DEMO_MODE">, request: RequestOrigin): DemoAccess {
  const mode = demoModeOf(env);
  const publicDemo = Boolean(mode && env.DEMO_MODE);
  return { mode, open: Boolean(mode) && (publicDemo || isLocalRequest(request)), publicDemo };
}

/** Login codes are kept for /dev/outbox and this request may have them (and read them there). */
export function outboxOpen(access: DemoAccess): boolean {
  return Boolean(access.mode?.outbox) && access.open;
}

/** The ribbon every page shows in demo mode, for this request (null for a real store). */
export function demoRibbon(access: DemoAccess): DemoRibbonView | null {
  if (!access.mode) return null;
  return { ...access.mode, publicDemo: access.publicDemo, codesShown: outboxOpen(access) };
}

/**
 * The sandbox gateway may take this request's payment: its payment page, and
 * the sandbox wallets' linking and one-tap payments, which settle without that
 * page. Closed, a shopper would get a real order paid with simulated money.
 */
export function sandboxOpen(access: DemoAccess): boolean {
  return Boolean(access.mode?.sandbox) && access.open;
}

/** Why a payment through the sandbox gateway is refused at the payment step to a request it is not open to (403, the method kept). */
export const NO_SANDBOX_CHECKOUT_HERE =
  "Online payment is not available at this address: this is a demo store whose payments are simulated, so nothing was paid or charged. Choose cash on delivery or Nukkad Cash where they are offered.";

/** Why linking a sandbox wallet is refused to a request the sandbox is not open to (403, the number kept). */
export const NO_WALLET_LINKS_HERE =
  "Wallets cannot be linked at this address: this is a demo store whose wallets are simulated, so no code was sent.";

/** What a demo store is simulating, in the words of the environment variables that change it. */
function simulated(mode: DemoMode): string {
  const parts: string[] = [];
  if (mode.outbox) parts.push("SMS_PROVIDER=outbox (login codes are shown at /dev/outbox instead of being texted)");
  if (mode.sandbox) parts.push("PAYMENT_GATEWAY=sandbox (payments are simulated; no money moves)");
  return parts.join(" and ");
}

export type StartupCheck = { kind: "real" } | { kind: "demo"; warning: string } | { kind: "refuse"; message: string };

/** The decision `assertSafeToServe` acts on: serve as a real store, serve with a warning, or refuse. */
export function checkStartup(env: DemoEnv): StartupCheck {
  const mode = demoModeOf(env);
  if (!mode) return { kind: "real" };
  const publicUrl = env.PUBLIC_URL;
  if (publicUrl && isPublicOrigin(publicUrl) && !env.DEMO_MODE) {
    return {
      kind: "refuse",
      message:
        `Refusing to start: PUBLIC_URL (${publicUrl}) is a public origin, but this store is in demo mode: ${simulated(mode)}. ` +
        "For a real store set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_TOKEN, and PAYMENT_GATEWAY=razorpay with its keys. " +
        'For a public demo on purpose, set DEMO_MODE=1. See README "Running in public".',
    };
  }
  // Say who meets demo's shortcuts (docs/decisions/033-demo-mode-per-request.md): the operator reads it at start.
  const reach = env.DEMO_MODE
    ? "DEMO_MODE=1: a public demo, where anyone can log in as anyone. "
    : "Its shortcuts (/dev/outbox, sandbox partner codes, the sandbox payment page and wallets) answer only requests from this computer or a private network. ";
  return {
    kind: "demo",
    warning:
      `Demo mode: ${simulated(mode)}. Every page shows a "Demo store" ribbon. ${reach}` +
      'Do not take real orders like this; README "Running in public" says what a real store sets.',
  };
}

/** Why the server did not start; server.mjs prints the message and exits non-zero. */
export class UnsafeToServeError extends Error {
  override name = "UnsafeToServeError";
}

/**
 * Called once by server.mjs before it listens: throws UnsafeToServeError
 * when a public store would run in demo mode by accident, logs a warning
 * when it runs in demo mode, and stays silent for a real store.
 */
export function assertSafeToServe(env: DemoEnv = getEnv(), log: Pick<Console, "warn"> = console): void {
  const check = checkStartup(env);
  if (check.kind === "refuse") throw new UnsafeToServeError(check.message);
  if (check.kind === "demo") log.warn(`[nukkad] ${check.warning}`);
}
