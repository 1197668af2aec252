/**
 * The configuration calls refused to secret santa and badges pages (docs/rules.md#secret-santa,
 * docs/product/errors.md#blocked-calls): a call whose referring page is one of the store's own such pages
 * answers 403 "Blocked API call to {path}"; any other page of the store, another site's page, or no page
 * (an app) gets its answer as before.
 */
import { describe, expect, it } from "vitest";
import * as authKeyRoute from "~/routes/v2.accounts.auth_key";
import * as flagsRoute from "~/routes/api.feature-flags.receive";
import * as analyticsRoute from "~/routes/v1.analytics_events_properties";
import { API_ORIGIN, appHeaders, callRoute, type RouteModule } from "../support/api-client";
import { setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
setUpTestDb({ appDb: true });

const CALLS: [string, RouteModule][] = [
  ["/api/feature-flags/receive", flagsRoute],
  ["/v1/analytics_events_properties", analyticsRoute],
];

async function appKey(): Promise<string> {
  const answer = await callRoute(authKeyRoute, { path: "/v2/accounts/auth_key/" });
  return (answer.body as { auth_key: string }).auth_key;
}

describe("configuration calls from secret santa and badges pages", () => {
  it.each(CALLS)("%s answers 403 with the blocked message to those pages, by key or by cookie", async (path, route) => {
    const key = await appKey();
    for (const page of ["/secret-santa", "/secret-santa/12", "/secret-santa/reveal/12?x=1", "/badges", "/hi/badges/"]) {
      const byKey = await callRoute(route, { path, headers: appHeaders(key, { Referer: `${API_ORIGIN}${page}` }) });
      expect(byKey, page).toMatchObject({ status: 403, body: { success: false, message: `Blocked API call to ${path}` } });
      expect(byKey.headers.get("Cache-Control")).toContain("no-store");
      const byCookie = await callRoute(route, { path, headers: { Cookie: "nk_device=0123456789abcdef", Referer: `${API_ORIGIN}${page}` } });
      expect(byCookie, page).toMatchObject({ status: 403, body: { message: `Blocked API call to ${path}` } });
    }
  });

  it.each(CALLS)("%s answers other pages, other sites and apps as before", async (path, route) => {
    const key = await appKey();
    const referers = [
      `${API_ORIGIN}/`,
      `${API_ORIGIN}/brand-awards`,
      // A segment, not any substring: a product whose name holds "badges" is not the badges page.
      `${API_ORIGIN}/prn/kids-badges-set/prid/7`,
      // Another site's page is no page of the store's.
      "https://elsewhere.example/secret-santa",
      "not a url",
    ];
    for (const referer of referers) {
      const answer = await callRoute(route, { path, headers: appHeaders(key, { Referer: referer }) });
      expect(answer, referer).toMatchObject({ status: 200, body: { success: true } });
    }
    expect(await callRoute(route, { path, headers: appHeaders(key) })).toMatchObject({ status: 200 });
  });

  it("keeps the shared analytics configuration apart per calling page in caches", async () => {
    const answer = await callRoute(analyticsRoute, { path: "/v1/analytics_events_properties", headers: appHeaders(await appKey()) });
    expect(answer.headers.get("Vary")).toBe("Referer");
  });
});
