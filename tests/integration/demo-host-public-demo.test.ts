/**
 * A public demo on purpose (DEMO_MODE=1, docs/decisions/033-demo-mode-per-request.md): every demo shortcut
 * answers a request from a public address as it answers a local one — login codes at /dev/outbox, sandbox
 * partner codes, the sandbox payment page — and the ribbon on every page says anyone can log in as anyone.
 */
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as outboxLoader } from "~/routes/dev.outbox";
import { action as partnerLoginAction, loader as partnerLoginLoader } from "~/routes/inapp.partner-login";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { loader as sandboxPayLoader } from "~/routes/sandbox-pay.$orderId";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";
import { settle } from "../support/demo";

stubTestEnv({ DEMO_MODE: "1" });
setUpTestDb({ appDb: true });

const HOST = "demo.example.in";
const context = { clientAddress: "198.51.100.20" };

function request(path: string, init: { cookie?: string; form?: Record<string, string> } = {}): Request {
  const headers = new Headers({ Host: HOST });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (!init.form) return new Request(`https://${HOST}${path}`, { headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.set("Origin", `https://${HOST}`);
  return new Request(`https://${HOST}${path}`, { method: "POST", headers, body: new URLSearchParams(init.form).toString() });
}

describe(`a public demo, DEMO_MODE=1 (${engine})`, () => {
  it("logs in from a public address with the code at /dev/outbox", async () => {
    const cookie = cookiePair(await deviceCookie().serialize(newDeviceId()));
    const phone = "9512345678";
    expect((await settle(() => loginLoader({ request: request("/login", { cookie }), params: {}, context }))).data).toMatchObject({
      demo: true,
    });
    const asked = await settle(() => loginAction({ request: request("/login", { cookie, form: { phone } }), params: {}, context }));
    expect(asked.status).toBe(303);
    const outbox = await settle(() => outboxLoader({ request: request(`/dev/outbox?phone=${phone}`, { cookie }), params: {}, context }));
    expect(outbox.status).toBe(200);
    expect(outbox.data).toMatchObject({ closed: false, messages: [{ phone, code: expect.stringMatching(/^\d{6}$/) }] });
  });

  it("mints sandbox partner codes and opens the sandbox payment page to a public address", async () => {
    expect((await settle(() => partnerLoginLoader({ request: request("/inapp/partner-login"), params: {}, context }))).data).toMatchObject({
      mints: true,
    });
    const back = await settle(() =>
      partnerLoginAction({ request: request("/inapp/partner-login", { form: { phone: "9512345679" } }), params: {}, context }),
    );
    expect(back.status).toBe(303);
    // Open, so the payer check decides: nobody's order here, so the same 404 as on a local request.
    const pay = await settle(() =>
      sandboxPayLoader({ request: request("/sandbox-pay/order_sbx_nobody"), params: { orderId: "order_sbx_nobody" }, context }),
    );
    expect(pay.status).toBe(404);
  });

  it("tells every visitor, local or not, that it is a public demo", async () => {
    for (const [host, clientAddress] of [
      [HOST, "198.51.100.20"],
      ["localhost:3000", "127.0.0.1"],
    ] as const) {
      const answer = (await rootLoader({
        request: new Request(`http://${host}/`, { headers: { Host: host } }),
        params: {},
        context: { clientAddress },
      })) as unknown as { data: { demo: unknown } };
      expect(answer.data.demo, host).toEqual({ outbox: true, sandbox: true, publicDemo: true, codesShown: true });
    }
  });
});
