import { expect, test } from "@playwright/test";

/**
 * A post whose Origin names another host is aborted by Remix itself before
 * any action runs (an empty 500, which handleError does not report as an
 * app error); one the browser marks Sec-Fetch-Site: cross-site is refused by
 * requireSameOrigin with a 403. Either way nothing changes.
 */
test.describe("cross-site form posts", () => {
  for (const path of ["/cart", "/location", "/age-consent"]) {
    test(`${path} refuses a post from another site`, async ({ request }) => {
      const response = await request.post(path, {
        headers: { Origin: "https://evil.example" },
        form: { productId: "100001", delta: "1", mutationId: "x", intent: "locality", localityId: "1", consent: "granted" },
        maxRedirects: 0,
      });
      expect(response.status()).toBeGreaterThanOrEqual(400);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    });
  }

  for (const path of ["/cart", "/login", "/login/verify", "/logout", "/checkout/payment", "/account/addresses/new"]) {
    test(`a post to ${path} announced as cross-site by the browser is refused too`, async ({ request }) => {
      const response = await request.post(path, {
        headers: { "Sec-Fetch-Site": "cross-site" },
        form: { productId: "100001", delta: "1", mutationId: "y", phone: "9876543210", intent: "place" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    });
  }
});
