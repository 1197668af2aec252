/**
 * "Safe by default, round 2", point 3, over real sockets against the built server (docs/rules.md#request-bodies,
 * docs/rules.md#cross-site-requests): a body over its limit gets its 413 answer — JSON with a message — on a
 * connection that is not reset; the documented full /logs batch is taken; `Sec-Fetch-Site: none` with a
 * foreign Origin is a 403 that leaves the shopper logged in.
 *
 * HTTP only, no browser journey (but the logged-in shopper): it runs once, in desktop-js.
 */
import http from "node:http";
import type { TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { logInByForm } from "./helpers";

const skipOthers = (testInfo: TestInfo) =>
  test.skip(
    testInfo.project.name !== "desktop-js",
    "HTTP-level checks do not depend on the viewport or JavaScript: desktop-js runs them once",
  );

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A POST written to the socket in 16 KiB pieces, as a browser or an app uploads, declared (Content-Length) or
 * chunked. Rejects on a reset or a socket closed before the answer: what the client saw before the fix.
 */
function rawPost(baseURL: string, path: string, body: Buffer, headers: Record<string, string>, chunked = false): Promise<RawAnswer> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: { Origin: url.origin, ...headers, ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": body.length }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 16 * 1024);
        offset += piece.length;
        if (!request.write(piece)) return void request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

const json = { "Content-Type": "application/json" };

test.describe("a body over its limit", () => {
  test("gets a 413 with a JSON message, not a reset, on every kind of call", async ({ baseURL, request }, testInfo) => {
    skipOthers(testInfo);
    const key = (await (await request.get("/v2/accounts/auth_key/")).json()) as { auth_key: string; device_id: string };
    const apiHeaders = { ...json, auth_key: key.auth_key, device_id: key.device_id, app_client: "consumer_app" };
    // Each just over its cap: /logs (the largest full batch), /v1/events, the JSON API (a form's 256 KiB).
    const cases: { path: string; headers: Record<string, string>; size: number }[] = [
      { path: "/logs", headers: json, size: 700 * 1024 },
      { path: "/v1/events", headers: json, size: 100 * 1024 },
      { path: "/v5/carts", headers: apiHeaders, size: 300 * 1024 },
    ];
    for (const { path, headers, size } of cases) {
      const body = Buffer.from(JSON.stringify({ pad: "x".repeat(size) }));
      for (const chunked of [false, true]) {
        const answer = await rawPost(baseURL!, path, body, headers, chunked);
        expect(answer.status, `${path}${chunked ? ", chunked" : ""}`).toBe(413);
        expect(answer.headers["content-type"]).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.stringMatching(/too large/i) as unknown });
      }
    }
  });

  test("sent as a form gets its 413 and the page's message, not a reset", async ({ baseURL }, testInfo) => {
    skipOthers(testInfo);
    const body = Buffer.from(`productId=1&delta=1&mutationId=x&pad=${"x".repeat(300 * 1024)}`);
    for (const chunked of [false, true]) {
      const answer = await rawPost(baseURL!, "/cart", body, { "Content-Type": "application/x-www-form-urlencoded" }, chunked);
      expect(answer.status).toBe(413);
      expect(answer.body).toContain("This form is too large to send.");
    }
  });

  test("the documented full /logs batch, 50 entries of 2,000 characters, is taken", async ({ baseURL }, testInfo) => {
    skipOthers(testInfo);
    // Devanagari: three bytes a character, so the batch is about 300 KB.
    const entries = Array.from({ length: 50 }, () => ({ level: "error", message: "दू".repeat(1_000), at: Date.now() }));
    const answer = await rawPost(baseURL!, "/logs", Buffer.from(JSON.stringify({ entries })), json);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([202, { success: true, accepted: 50 }]);
  });
});

test.describe("Sec-Fetch-Site: none with an Origin naming another site", () => {
  test("is a 403 on /logout, and the shopper stays logged in", async ({ page }, testInfo) => {
    skipOthers(testInfo);
    await logInByForm(page, testInfo, 3303);
    for (const target of ["/logout", "/logout.data"]) {
      const response = await page.request.post(target, {
        headers: { "Sec-Fetch-Site": "none", Origin: "https://evil.example" },
        form: {},
        maxRedirects: 0,
      });
      expect(response.status(), target).toBe(403);
      expect(response.headers()["set-cookie"], target).toBeUndefined();
    }
    const account = await page.request.get("/account/profile", { maxRedirects: 0 });
    expect(account.status()).toBe(200);
  });
});
