/**
 * Login sessions (decision 006): the cookie names a server-side session; the
 * id changes every 15 minutes of activity (docs/product/constants.md#device-and-session) while the previous id
 * keeps working for a minute, so requests already on their way survive.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "~/models/db.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { sessionCookie } from "~/services/platform/cookies.server";
import { endSession, getShopper, hashToken, rotateSessionIfDue, startSession } from "~/services/account/session.server";
import { createTestDb, queryRow } from "../support/db";
import { cookiePair } from "../support/cookies";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
});
afterAll(async () => {
  await handle?.close();
});

const MINUTE = 60_000;
/** A page request carrying the cookie from a Set-Cookie header. */
function pageRequest(setCookie: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/", { headers: { Cookie: cookiePair(setCookie), ...headers } });
}

describe("sessions", () => {
  it("logs the shopper in by cookie, and stores only hashes", async () => {
    const user = await upsertVerifiedUser(handle.db, "9700000001");
    const { setCookie, accessToken } = await startSession(handle.db, user.id, null);
    expect((await getShopper(handle.db, pageRequest(setCookie))).user).toMatchObject({ id: user.id, phone: "9700000001" });
    const row = await queryRow<{ id_hash: string; access_token_hash: string }>(
      handle.db,
      sql`select id_hash, access_token_hash from sessions where user_id = ${user.id}`,
    );
    const sessionId = (await sessionCookie().parse(cookiePair(setCookie))) as string;
    expect(row.id_hash).toBe(hashToken(sessionId));
    expect(row.access_token_hash).toBe(hashToken(accessToken));
    expect([row.id_hash, row.access_token_hash]).not.toContain(sessionId);
  });

  it("rotates the id after 15 minutes, honours the old id for a minute, then not", async () => {
    const user = await upsertVerifiedUser(handle.db, "9700000002");
    const start = new Date();
    const { setCookie: first } = await startSession(handle.db, user.id, null);
    expect(await rotateSessionIfDue(handle.db, pageRequest(first), new Date(start.getTime() + 14 * MINUTE))).toBeNull();

    const rotatedAt = new Date(start.getTime() + 16 * MINUTE);
    const second = await rotateSessionIfDue(handle.db, pageRequest(first), rotatedAt);
    expect(second).toMatch(/^nk_session=.+HttpOnly/);
    expect((await getShopper(handle.db, pageRequest(second!), rotatedAt)).user?.id).toBe(user.id);
    // A request sent just before the browser stored the new cookie still works, and does not rotate again.
    const inFlight = new Date(rotatedAt.getTime() + 30_000);
    expect((await getShopper(handle.db, pageRequest(first), inFlight)).user?.id).toBe(user.id);
    expect(await rotateSessionIfDue(handle.db, pageRequest(first), inFlight)).toBeNull();
    // After the grace the old id is worthless.
    expect((await getShopper(handle.db, pageRequest(first), new Date(rotatedAt.getTime() + 2 * MINUTE))).user).toBeNull();
  });

  it("rotates only on page loads, never on background data requests", async () => {
    const user = await upsertVerifiedUser(handle.db, "9700000003");
    const { setCookie } = await startSession(handle.db, user.id, null);
    const later = new Date(Date.now() + 20 * MINUTE);
    expect(await rotateSessionIfDue(handle.db, pageRequest(setCookie, { "Sec-Fetch-Dest": "empty" }), later)).toBeNull();
    expect(await rotateSessionIfDue(handle.db, pageRequest(setCookie), later)).not.toBeNull();
  });

  it("logout ends the session", async () => {
    const user = await upsertVerifiedUser(handle.db, "9700000004");
    const { setCookie } = await startSession(handle.db, user.id, null);
    expect(await endSession(handle.db, pageRequest(setCookie))).toMatch(/^nk_session=;.*Max-Age=0/);
    expect((await getShopper(handle.db, pageRequest(setCookie))).user).toBeNull();
  });
});
