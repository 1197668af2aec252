/**
 * Demo mode (README "Running in public"): the outbox SMS provider (texts kept
 * in the database and shown at /dev/outbox) and/or the sandbox payment
 * gateway. Both are the zero-configuration defaults so that anyone can try
 * the store, which is exactly why a real store must never run in it by
 * accident: every page carries a "Demo store" ribbon, the server warns at
 * start, and a store whose PUBLIC_URL is a public origin refuses to start in
 * demo mode unless the operator sets DEMO_MODE=1 on purpose.
 *
 * The rules are pure (the environment comes in as an argument); server.mjs
 * calls `assertSafeToServe()` through the build's entry module before it
 * listens (docs/decisions/012-own-http-server.md). The ops CLI and the seed
 * script never call it: they do not serve anyone.
 */
import { isIP } from "node:net";
import { getEnv } from "../platform/env.server";

/** The parts of the environment demo mode depends on. */
export interface DemoEnv {
  SMS_PROVIDER: "outbox" | "http";
  PAYMENT_GATEWAY: "sandbox" | "razorpay";
  PUBLIC_URL?: string;
  DEMO_MODE?: boolean;
}

/** What is simulated: login codes at /dev/outbox instead of texts, and/or payments at the sandbox gateway. */
export interface DemoMode {
  outbox: boolean;
  sandbox: boolean;
}

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

/**
 * Whether shoppers on the internet could reach this URL: its host is not
 * loopback, not a private or link-local address, and not a reserved local
 * name. A URL that does not parse is not a public origin (the environment's
 * own validation reports it).
 */
export function isPublicOrigin(publicUrl: string): boolean {
  let hostname: string;
  try {
    // The URL parser normalises the host: lower case, IPv4 in dotted decimal (0x7f.1 → 127.0.0.1), IPv6 compressed.
    hostname = new URL(publicUrl).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return false;
  }
  if (!hostname) return false;
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (isIP(bare) === 4) return !isLocalIPv4(bare);
  if (isIP(bare) === 6) return !isLocalIPv6(bare);
  return !isLocalName(hostname);
}

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
  return {
    kind: "demo",
    warning:
      `Demo mode: ${simulated(mode)}. Every page shows a "Demo store" ribbon. ` +
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
