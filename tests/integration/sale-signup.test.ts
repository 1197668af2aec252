/**
 * /sale-signup, the `sale_signup` deep link's page (docs/deep-links.md, docs/rules.md#marketing-texts): a new
 * shopper is asked to log in and comes back; a logged-in one says yes with one form, which is recorded as a
 * marketing yes of its own source, so the texts' unsubscribe link and /account/privacy stop it like any other.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import { action, loader } from "~/routes/sale-signup";
import { canSendMarketing, setMarketingConsent } from "~/services/account/marketing-consent.server";
import { startSession } from "~/services/account/session.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { cookiePair } from "../support/cookies";
import { setUpTestDb } from "../support/db";
import { unwrap } from "../support/forms";
import { verifiedUsers } from "../support/shoppers";

const handle = setUpTestDb({ appDb: true });
const newUser = verifiedUsers(() => handle.db, "93");
const ORIGIN = "http://nukkad.test";

async function loggedIn() {
  const user = await newUser();
  const session = cookiePair((await startSession(handle.db, user.id, newDeviceId())).setCookie);
  return { user, cookie: session };
}

const page = async (cookie?: string) =>
  unwrap(
    await loader({ request: new Request(`${ORIGIN}/sale-signup`, { headers: cookie ? { Cookie: cookie } : {} }), params: {}, context: {} }),
  );

async function post(headers: Record<string, string>): Promise<Response> {
  const request = new Request(`${ORIGIN}/sale-signup`, { method: "POST", headers: { Origin: ORIGIN, ...headers }, body: new FormData() });
  try {
    return (await action({ request, params: {}, context: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("sale alerts", () => {
  it("asks a new shopper to log in, and a post without an account goes to login and comes back here", async () => {
    expect((await page()).body).toMatchObject({ loggedIn: false, signedUp: false, phone: null });
    const answer = await post({});
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/sale-signup")}`);
  });

  it("records a logged-in shopper's yes as a marketing yes from the sale sign-up, once, and shows it", async () => {
    const { user, cookie } = await loggedIn();
    expect((await page(cookie)).body).toMatchObject({ loggedIn: true, signedUp: false });
    expect(await canSendMarketing(handle.db, user.phone)).toBe(false);

    for (let i = 0; i < 2; i++) {
      const answer = await post({ Cookie: cookie });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/sale-signup");
      expect(answer.headers.get("Set-Cookie")).toBeTruthy();
    }
    expect(await canSendMarketing(handle.db, user.phone)).toBe(true);
    const rows = await queryRows<{ consent: string; source: string }>(
      handle.db,
      sql`select consent, source from marketing_consents where phone = ${user.phone} order by id`,
    );
    expect(rows).toEqual([{ consent: "opted_in", source: "sale_signup" }]);
    expect((await page(cookie)).body).toMatchObject({ loggedIn: true, signedUp: true, phone: `******${user.phone.slice(-4)}` });

    // Stopped on the privacy page: the sale page asks again.
    await setMarketingConsent(handle.db, { userId: user.id, phone: user.phone }, false, "privacy_page");
    expect((await page(cookie)).body).toMatchObject({ signedUp: false });
  });

  it("refuses a post from another site", async () => {
    const { user, cookie } = await loggedIn();
    const answer = await post({ Cookie: cookie, Origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await canSendMarketing(handle.db, user.phone)).toBe(false);
  });
});
