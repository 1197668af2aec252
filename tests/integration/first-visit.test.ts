/** docs/rules.md#first-visit: when the store asks where to deliver, and what it sends to ask. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/models/db.server";
import { dismissLocationPrompt, locationPrompt } from "~/services/location/first-visit.server";
import { locate } from "~/services/location/shopper-location.server";
import { createTestDb } from "../support/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const page = (path: string, cookie?: string) => new Request(`http://shop.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("first-visit location prompt", () => {
  it("asks a shopper with no location: a dialog on every page, the no-JavaScript banner on home only", async () => {
    const none = await locate(handle.db, null);
    const home = await locationPrompt(page("/"), none);
    expect(home?.html).toContain('<dialog id="location-prompt" aria-labelledby="location-prompt-title"');
    expect(home?.html).toMatch(/^<noscript><section aria-labelledby="location-banner-title"/);
    expect(home?.html).toContain("Until you choose, you see Gurugram.");
    // The opener is a script the browser can run.
    expect(() => new Function(home!.script)).not.toThrow();

    const listing = await locationPrompt(page("/categories?sort=a&_data=root"), none);
    expect(listing?.html).not.toContain("<noscript>");
    // Choosing goes back to the page the shopper was on (never to the data request).
    expect(listing?.html).toContain('name="redirectTo" value="/categories?sort=a"');
  });

  it("does not ask on the picker, after Not now, or once a location is chosen", async () => {
    const none = await locate(handle.db, null);
    expect(await locationPrompt(page("/location"), none)).toBeNull();
    const dismissed = (await dismissLocationPrompt()).split(";")[0]!;
    expect(await locationPrompt(page("/", dismissed), none)).toBeNull();
    const chosen = await locate(handle.db, { lat: 28.4925, lon: 77.093, label: "DLF Phase 3, Gurugram", cityId: 1849, pincode: "122002" });
    expect(await locationPrompt(page("/"), chosen)).toBeNull();
  });

  it("escapes what it writes into the page", async () => {
    const none = await locate(handle.db, null);
    const prompt = await locationPrompt(page(`/s?q=${encodeURIComponent('"><script>x</script>')}`), none);
    expect(prompt?.html).not.toContain("<script>x");
  });
});
