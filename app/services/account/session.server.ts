/**
 * Who is shopping: the device (signed device cookie, always) and, after
 * login, the user (signed session cookie → server-side session row). The
 * cookie holds only a random session id; the database keeps its SHA-256, the
 * user id and the access token's hash (logged in means both: docs/product/entities.md#user).
 */
import { createHash, randomBytes } from "node:crypto";
import { seeOther } from "../platform/http.server";
import type { AccountCartOwner, CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import {
  deleteSession,
  deleteSessionByAccessToken,
  findAccessTokenUser,
  findSessionUser,
  insertSession,
  rotateSessionId,
  touchSession,
} from "~/models/users.server";
import { readDeviceId, sessionCookie } from "../platform/cookies.server";
import type { SessionUser, Shopper } from "../platform/request-context.server";
export type { SessionUser, Shopper } from "../platform/request-context.server";

const SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 60_000;
/** docs/product/constants.md#device-and-session: the session id is regenerated every 900000 ms while active. */
export const ROTATE_EVERY_MS = 15 * 60_000;
/** How long the id before a rotation still works: requests already on their way carry it. */
export const ROTATION_GRACE_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function expiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
}

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

// The root loader and the route loader of one request both ask: read the session once.
const perRequest = new WeakMap<Request, Promise<Shopper>>();

export function getShopper(db: Db, request: Request, now = new Date()): Promise<Shopper> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = loadShopper(db, request, now);
    perRequest.set(request, pending);
  }
  return pending;
}

async function loadShopper(db: Db, request: Request, now: Date): Promise<Shopper> {
  const [deviceId, sessionId] = await Promise.all([readDeviceId(request), readSessionId(request)]);
  if (!sessionId) return { deviceId, user: null, session: null };
  const idHash = hashToken(sessionId);
  const row = await findSessionUser(db, idHash, now, new Date(now.getTime() - ROTATION_GRACE_MS));
  if (!row) return { deviceId, user: null, session: null };
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, idHash, now, expiry(now));
  return {
    deviceId,
    user: { id: row.id, phone: row.phone, name: row.name },
    session: { idHash, current: row.current, rotatedAt: row.rotatedAt },
  };
}

/**
 * A new session id when the current one is 15 minutes old (docs/product/constants.md#device-and-session), as a
 * Set-Cookie header; null when no rotation is due. Called by the root
 * loader for page loads only: a response that drops the header would leave
 * the browser with an id that stops working after the grace period.
 */
export async function rotateSessionIfDue(db: Db, request: Request, now = new Date()): Promise<string | null> {
  if (request.method !== "GET" || request.headers.get("Sec-Fetch-Dest") === "empty") return null;
  // The session this request already read (root and route loaders share it): no second query.
  const { session } = await getShopper(db, request, now);
  if (!session?.current || now.getTime() - session.rotatedAt.getTime() < ROTATE_EVERY_MS) return null;
  const newId = randomBytes(32).toString("base64url");
  if (!(await rotateSessionId(db, session.idHash, hashToken(newId), now))) return null;
  return sessionCookie().serialize(newId);
}

/**
 * The cart owner for this shopper: the account when logged in (whatever the
 * device cookie says, even none), else the device (null: no cookie yet).
 */
export function cartOwnerOf(shopper: Shopper, deviceId: string | null = shopper.deviceId): CartOwner | null {
  if (shopper.user) return accountCartOwner(shopper.user, deviceId);
  return deviceId ? { userId: null, deviceId } : null;
}

/** A logged-in shopper's cart owner: the account, with the device the request carried ("" for none). */
export function accountCartOwner(user: Pick<SessionUser, "id">, deviceId: string | null): AccountCartOwner {
  return { userId: user.id, deviceId: deviceId ?? "" };
}

/** Pages that need login send the shopper to log in and come back (only to a local path). */
export async function requireUser(db: Db, request: Request, returnTo?: string): Promise<SessionUser & { deviceId: string | null }> {
  const shopper = await getShopper(db, request);
  if (shopper.user) return { ...shopper.user, deviceId: shopper.deviceId };
  const url = new URL(request.url);
  const back = returnTo ?? `${url.pathname}${url.search}`;
  throw seeOther(`/login?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * A new session for a freshly verified user. Always a new id (no session
 * fixation). Returns the Set-Cookie header and the access token (the JSON
 * API hands it to apps; the web keeps only the cookie).
 */
export async function startSession(db: Db, userId: number, deviceId: string | null): Promise<{ setCookie: string; accessToken: string }> {
  const sessionId = randomBytes(32).toString("base64url");
  const accessToken = randomBytes(32).toString("base64url");
  const now = new Date();
  await insertSession(db, {
    idHash: hashToken(sessionId),
    userId,
    accessTokenHash: hashToken(accessToken),
    deviceId,
    expiresAt: expiry(now),
  });
  return { setCookie: await sessionCookie().serialize(sessionId), accessToken };
}

/** Deletes the session row and returns the Set-Cookie header that clears the cookie. */
export async function endSession(db: Db, request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await deleteSession(db, hashToken(sessionId));
  return sessionCookie().serialize("", { maxAge: 0 });
}

/**
 * The headers of a 401: a Set-Cookie that clears a session cookie this request carried but that names no live session
 * (expired, ended elsewhere, rotated past its grace), for the 401 a call answers then: the browser stops sending a
 * dead id and its next page is plainly logged out (docs/product/errors.md#api-errors). None when the request
 * carried no session cookie, or its session is alive (a 401 is never sent then).
 *
 * Only a 401 clears, never a 403: the store answers 403 to cross-site posts and to things that are not the
 * caller's, and a cookie cleared there would let any site log a shopper out with one cross-site request. A 401
 * is answered only after this store read the request's own session and found none: clearing a dead id loses nothing.
 */
export async function loggedOutHeaders(db: Db, request: Request): Promise<Record<string, string>> {
  if (!(request.headers.get("Cookie") ?? "").includes(`${sessionCookie().name}=`)) return {};
  if ((await getShopper(db, request)).user) return {};
  return { "Set-Cookie": await sessionCookie().serialize("", { maxAge: 0 }) };
}

/**
 * An API client's shopper (docs/decisions/021-json-api-auth.md): the device its auth key names and the user
 * of the session its `access_token` names (the sessions row keeps the token's SHA-256, decision 006). An
 * unknown or ended token is no user: the API answers 401 and the client logs out (docs/product/roles.md).
 * A token is bound to the device it was issued to (the session's device): beside another device's key it is
 * no user either.
 */
export async function getApiShopper(db: Db, deviceId: string, accessToken: string | null, now = new Date()): Promise<Shopper> {
  if (!accessToken) return { deviceId, user: null, session: null };
  const row = await findAccessTokenUser(db, hashToken(accessToken), now);
  if (!row) return { deviceId, user: null, session: null };
  if (row.deviceId !== deviceId) return { deviceId, user: null, session: null, tokenOfAnotherDevice: true };
  return { deviceId, user: { id: row.id, phone: row.phone, name: row.name }, session: null };
}

/** The API's logout: ends the session the access token names; false when there was none. */
export function endApiSession(db: Db, accessToken: string): Promise<boolean> {
  return deleteSessionByAccessToken(db, hashToken(accessToken));
}
