/**
 * The browser's own JSON calls when the session is gone (docs/product/errors.md#api-errors): an expired or ended
 * session answers 401 in JSON — never a 200 with an error, never a 500 — and the same answer clears the dead
 * session cookie. A live session is never cleared, not by a 404 and not by a cross-site 403.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { upsertVerifiedUser } from "~/models/users.server";
import { startSession } from "~/services/account/session.server";
import { loader as pollLoader } from "~/routes/payment-status_.poll";
import { loader as orderStatusLoader } from "~/routes/orders.track.$cartId.$orderId.status";
import { action as uploadDataAction } from "~/routes/v3.printing.upload.data";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { cookiePair } from "../support/cookies";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "nukkad-logged-out-"));
stubTestEnv({ DATA_DIR: dataDir, PRINT_CONTENT_CHECK: "off" });
const handle = setUpTestDb({ appDb: true });
afterAll(async () => {
  await globalThis.__nukkadPrintInspector?.close();
  globalThis.__nukkadPrintInspector = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const ORIGIN = "http://nukkad.test";
let phone = 9_712_000_000;

/** A logged-in browser's cookie, and its session's user. */
async function loggedIn() {
  const user = await upsertVerifiedUser(handle.db, String(++phone));
  const { setCookie } = await startSession(handle.db, user.id, null);
  return { userId: user.id, cookie: cookiePair(setCookie) };
}

/** The session ran out while the page was open: the row is past its end (the cookie itself still says nothing). */
async function expire(userId: number) {
  await handle.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${userId}`);
}

const poll = (cookie: string) =>
  pollLoader({
    request: new Request(`${ORIGIN}/payment-status/poll?transaction_id=${randomUUID()}&poll_start_ts=1`, { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  });
const orderStatus = (cookie: string) =>
  orderStatusLoader({
    request: new Request(`${ORIGIN}/orders/track/1/1/status`, { headers: { Cookie: cookie } }),
    params: { cartId: "1", orderId: "1" },
    context: {},
  });
const uploadData = (cookie: string, origin = ORIGIN) =>
  uploadDataAction({
    request: new Request(`${ORIGIN}/v3/printing/upload/data`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: origin, Cookie: cookie },
      body: JSON.stringify({ file_meta: [{ file_name: "notes.pdf", file_size: 100 }] }),
    }),
    params: {},
    context: {},
  });

/** The Set-Cookie that ends the session cookie: empty, expired now. */
const CLEARED = /^nk_session=;.*Max-Age=0/;

describe("a browser call with an expired session", () => {
  it.each([
    ["the payment poll", poll],
    ["live order tracking", orderStatus],
    ["the print upload", uploadData],
  ])("%s answers 401 in JSON and clears the session cookie", async (_name, call) => {
    const { userId, cookie } = await loggedIn();
    await expire(userId);
    const answer = await call(cookie);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("Content-Type")).toMatch(/application\/json/);
    const body = (await answer.json()) as { message?: string; error?: string };
    // The shopper's words for it (a 401 with { success: false, message }, or tracking's { error }).
    expect(body.message ?? body.error).toMatch(/log in/i);
    expect(answer.headers.get("Set-Cookie")).toMatch(CLEARED);
  });

  it("clears the cookie of a session ended elsewhere (deleted) too", async () => {
    const { userId, cookie } = await loggedIn();
    await handle.db.execute(sql`delete from sessions where user_id = ${userId}`);
    const answer = await poll(cookie);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("Set-Cookie")).toMatch(CLEARED);
  });

  it("sets no cookie on a 401 to a browser that carried no session", async () => {
    const answer = await poll("nk_device=x");
    expect(answer.status).toBe(401);
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("a browser call with a live session", () => {
  it("keeps the cookie on a 404 (someone else's payment or order)", async () => {
    const { cookie } = await loggedIn();
    for (const answer of [await poll(cookie), await orderStatus(cookie)]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("keeps the cookie on a cross-site 403: no other site can log the shopper out", async () => {
    const { cookie } = await loggedIn();
    const answer = await uploadData(cookie, "https://evil.example");
    expect(answer.status).toBe(403);
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });
});
