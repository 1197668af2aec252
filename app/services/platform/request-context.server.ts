/**
 * The request's context: everything a loader or action needs to wire one
 * service call — the database, the shopper (session user, device), the cart
 * owner, the shopper's location and serving store, the requester for the
 * rate limits, the environment — built once per request
 * (docs/decisions/015-request-context.md).
 *
 * This module is the contract services take (`ctx: RequestContext`), types
 * only. It is built by `requestContext()` in
 * app/services/boot/request-context-builder.server.ts, which needs the
 * session, location, API and demo services: wiring, kept in boot/ so that
 * platform/ stays the foundation every service may import
 * (docs/architecture.md#services).
 */
import type { AccountCartOwner, CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import type { Flags } from "~/lib/feature-flags";
import type { ShopperLocation } from "~/lib/views/location";
import type { LocationPromptMarkup } from "~/lib/views/every-page";
import type { ApiHeaders } from "~/lib/api-schemas.server";
import type { Env } from "./env.server";
import type { Requester } from "./limiter.server";

export interface RequestContext {
  readonly request: Request;
  readonly env: Env;
  /** The application's database (opened at server start: app-start.server.ts). */
  db(): Promise<Db>;
  /** The device cookie and, after login, the session user (read once per request). */
  shopper(): Promise<Shopper>;
  /** The session user, or a 303 to login that comes back to `returnTo` (default: this page). */
  requireUser(returnTo?: string): Promise<SessionUser & { deviceId: string | null }>;
  /**
   * The device id, minted when the request carried none; the new device
   * cookie is appended to `headers` (the response that must set it).
   */
  ensureDeviceId(headers: Headers): Promise<string>;
  /** The device id the request carried (signed cookie), or null. */
  deviceId(): Promise<string | null>;
  /** Whose cart this request sees: the account when logged in, else the device (null: no device cookie yet). */
  cartOwner(): Promise<CartOwner | null>;
  /** The cart owner for a cart change: never null, because the device is minted (cookie into `headers`) if need be. */
  ensureCartOwner(headers: Headers): Promise<CartOwner>;
  /** The session user's cart owner (the account's cart), or the same 303 to login as `requireUser`. */
  requireCartOwner(returnTo?: string): Promise<AccountCartOwner>;
  /** The shopper's delivery location and the store serving it (docs/product/routes.md). */
  location(): Promise<ShopperLocation>;
  /** The first-visit location prompt for this page, or null when it should not ask (docs/rules.md#first-visit). */
  locationPrompt(): Promise<LocationPromptMarkup | null>;
  /** The 18+ declaration this browser session (docs/rules.md#age-consent). */
  ageConsent(): Promise<AgeConsent>;
  /**
   * Who is asking, for the rate limits (docs/decisions/013-rate-limits.md):
   * the device cookie the request carried (a device minted for this request
   * is nobody yet), the client address from server.mjs, and `userId` when
   * the limit counts the account too.
   */
  requester(userId?: number | null): Promise<Requester>;
  /** Page loads only (the root loader): a new session id every 15 minutes, its cookie appended to `headers`. */
  rotateSessionIfDue(headers: Headers): Promise<void>;
  /**
   * Every feature flag for this shopper (their user id when logged in) in the city of their delivery
   * location: one query, on first use, once per request (docs/rules.md#feature-flags).
   */
  flags(): Promise<Flags>;
  /**
   * The JSON API's view of the request (docs/decisions/021-json-api-auth.md): its §7 headers and auth key.
   * With a valid key the request is the key's device and the `access_token` header's user: `shopper()`,
   * `deviceId()` and the cart owner come from the headers, and cookies are not read.
   */
  apiClient(): ApiClient;
  /**
   * Demo mode as this request meets it (README "Running in public"): what is simulated, and whether its
   * shortcuts (/dev/outbox, sandbox partner codes, the sandbox payment page) are open to a request from
   * where this one comes from (docs/decisions/033-demo-mode-per-request.md).
   */
  demo(): DemoAccess;
}

// ---- The parts a context hands out. Declared here, the services' foundation, and re-exported by the services
// that make them (account/session, account/age-consent, api/api-client, security/demo-mode): declared there, every
// service taking a context would import them through this module, and platform/ would import upward. ----

/** A logged-in shopper as the session names them. */
export interface SessionUser {
  id: number;
  phone: string;
  name: string | null;
}

export interface Shopper {
  deviceId: string | null;
  user: SessionUser | null;
  /** The session row behind `user` (server only): which id the request used and when it last changed. */
  session: { idHash: string; current: boolean; rotatedAt: Date } | null;
  /**
   * API only: the `access_token` names a live session started on another device than the auth key's. Such a
   * token is no user (a token copied off one device does not work beside another device's key), and the gate
   * answers 403 rather than the 401 of an ended session (docs/decisions/021-json-api-auth.md).
   */
  tokenOfAnotherDevice?: true;
}

/** The 18+ declaration this browser session (docs/rules.md#age-consent). */
export type AgeConsent = "idle" | "granted" | "denied";

/** The JSON API's view of a request (docs/decisions/021-json-api-auth.md). */
export interface ApiClient {
  /** "absent": no `auth_key` header (the store's own pages, by cookie); "invalid": malformed, forged or expired. */
  key: "absent" | "valid" | "invalid";
  /** The key's device when the key is valid. */
  deviceId: string | null;
  /** The `access_token` header, when sent. */
  accessToken: string | null;
  /** The parsed headers, or the first problem with them. */
  headers: ApiHeaders;
  headerError: string | null;
}

/** What demo mode simulates (README "Running in public"). */
export interface DemoMode {
  outbox: boolean;
  sandbox: boolean;
}

/** Demo mode as one request meets it (docs/decisions/033-demo-mode-per-request.md). */
export interface DemoAccess {
  /** What is simulated; null for a real store. */
  mode: DemoMode | null;
  /** Demo's shortcuts are open to this request: it is local, or DEMO_MODE=1. */
  open: boolean;
  /** DEMO_MODE=1: a public demo on purpose, where anyone can log in as anyone; every page says so. */
  publicDemo: boolean;
}
