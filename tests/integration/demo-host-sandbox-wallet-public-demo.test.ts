/**
 * A public demo on purpose (DEMO_MODE=1, docs/decisions/033-demo-mode-per-request.md): a request from a public
 * address links a sandbox wallet (the code goes to the outbox) and pays with it in one tap, as a local one does.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { smsOutbox } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { startSession } from "~/services/account/session.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { getEnv } from "~/services/platform/env.server";
import { startWalletLink, verifyWalletLink } from "~/services/payments/wallet-links.server";
import { demoAccessOf } from "~/services/security/demo-mode.server";
import { checkoutState, newCheckoutShopper, ordersForCart, ORIGIN, payForm, tomorrowNoonIst } from "../support/checkout-shopper";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv({ DEMO_MODE: "1" });
const handle = setUpTestDb({ appDb: true });
const NOW = tomorrowNoonIst();

const HOST = "demo.example.in";
const CLIENT = "198.51.100.20";

let phoneSeq = 0;
const freshPhone = () => `94${String(60_000_000 + ++phoneSeq * 7919).slice(-8)}`;
const textsTo = (phone: string) => handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id));

describe(`the sandbox wallets in a public demo, DEMO_MODE=1 (${engine})`, () => {
  it("texts a link code to the outbox for a public request", async () => {
    const user = await upsertVerifiedUser(handle.db, freshPhone());
    const cookie = cookiePair((await startSession(handle.db, user.id, null)).setCookie);
    const phone = freshPhone();
    const { action } = await import("~/routes/wallets.link.$wallet");
    const request = new Request(`https://${HOST}/wallets/link/paytm`, {
      method: "POST",
      headers: { Host: HOST, Origin: `https://${HOST}`, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "send", phone }).toString(),
    });
    const answer = await action({ request, params: { wallet: "paytm" }, context: { clientAddress: CLIENT } });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it("takes a one-tap payment from a public request and places the order", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const user = { id: shopper.userId, phone: shopper.phone };
    const phone = freshPhone();
    expect(
      await startWalletLink(handle.db, user, "paytm", phone, { deviceId: null, clientAddress: CLIENT, userId: user.id }, NOW),
    ).toMatchObject({
      ok: true,
    });
    const code = /^(\d{6})\b/.exec((await textsTo(phone))[0]?.body ?? "")?.[1] ?? "";
    expect(await verifyWalletLink(handle.db, user, "paytm", phone, code, NOW)).toMatchObject({ ok: true });
    const state = await checkoutState(handle.db, shopper, NOW);
    const demo = demoAccessOf(getEnv(), {
      url: `https://${HOST}/checkout/payment`,
      headers: new Headers({ Host: HOST }),
      clientAddress: CLIENT,
    });
    const result = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "paytm" }), ORIGIN, demo, NOW);
    expect(result).toMatchObject({ kind: "pay" });
    expect(await ordersForCart(handle.db, state.cart.id!)).toHaveLength(1);
  });
});
