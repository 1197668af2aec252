/**
 * The analytics configuration a client reads (GET /v1/analytics_events_properties) against what the store
 * really does (issue 39; docs/product/api.md#configuration-calls): the events it names are the ones the
 * collector accepts and the store records, and the search types it numbers are the `t` the store's own search
 * links send and record. Both come from app/lib/analytics-events.ts; this holds them to each other through the
 * calls themselves.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import * as analyticsRoute from "~/routes/v1.analytics_events_properties";
import * as authKeyRoute from "~/routes/v2.accounts.auth_key";
import * as eventsRoute from "~/routes/v1.events";
import { loader as searchLoader } from "~/routes/s._index";
import { deviceHash, flushEvents } from "~/services/analytics/events.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { API_ORIGIN, appHeaders, callRoute } from "../support/api-client";
import { cookiePair } from "../support/cookies";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { unwrap } from "../support/forms";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });

interface AnalyticsConfig {
  events: string[];
  browser_events: string[];
  search_types: { id: number; name: string }[];
  max_search_type: number;
}

async function configuration(): Promise<AnalyticsConfig> {
  const key = await callRoute(authKeyRoute, { path: "/v2/accounts/auth_key/" });
  const { auth_key, device_id } = key.body as { auth_key: string; device_id: string };
  const answer = await callRoute(analyticsRoute, { path: "/v1/analytics_events_properties", headers: appHeaders(auth_key, { device_id }) });
  expect(answer.status).toBe(200);
  return (answer.body as { data: AnalyticsConfig }).data;
}

async function newDevice() {
  const deviceId = newDeviceId();
  return { deviceId, cookie: cookiePair(await deviceCookie().serialize(deviceId)) };
}

const storedOf = (deviceId: string) =>
  queryRows<{ name: string; search_type: number }>(
    handle.db,
    sql`select name, search_type from analytics_events where device = ${deviceHash(deviceId)} order by id`,
  );

describe("the analytics configuration is what the store does", () => {
  it("names events the collector takes, and the collector refuses any other name, saying which it takes", async () => {
    const config = await configuration();
    expect(config.browser_events.length).toBeGreaterThan(0);
    for (const name of config.browser_events) {
      expect(config.events).toContain(name);
      const { deviceId, cookie } = await newDevice();
      const answer = await callRoute(eventsRoute, {
        method: "POST",
        path: "/v1/events",
        headers: { Origin: API_ORIGIN, Cookie: cookie },
        body: { events: [{ name, widget: "product_rail:1", product_id: 100001, path: "/prn/x/prid/100001" }] },
      });
      expect(answer, name).toMatchObject({ status: 202, body: { success: true, accepted: 1 } });
      await flushEvents();
      expect((await storedOf(deviceId)).map((row) => row.name)).toEqual([name]);
    }
    // The names the configuration once gave (issue 39) and a name the store records only itself.
    for (const name of ["widget_impression", "cart_quantity_change", "page_view"]) {
      const { cookie } = await newDevice();
      const answer = await callRoute(eventsRoute, {
        method: "POST",
        path: "/v1/events",
        headers: { Origin: API_ORIGIN, Cookie: cookie },
        body: { events: [{ name, widget: "product_rail:1", path: "/" }] },
      });
      expect(answer, name).toMatchObject({ status: 400, body: { success: false } });
      expect(String(answer.body.message)).toContain(config.browser_events.join(", "));
    }
  });

  it("numbers search types as the store's search links send and record them", async () => {
    const config = await configuration();
    const ids = config.search_types.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id >= 0 && id <= config.max_search_type)).toBe(true);
    expect(config.search_types).toContainEqual({ id: 4, name: "did_you_mean" });

    // Every `t` on the links of a results page's, a misspelt search's and an empty search's data (the chips drawn
    // by components take theirs from the same constants, app/lib/analytics-events.ts).
    const offered = new Set<number>();
    for (const query of ["milk", "onoin", "zzzzqq"]) {
      const data = unwrap(await searchLoader({ request: new Request(`${API_ORIGIN}/s/?q=${query}`), params: {}, context: {} }));
      for (const [, t] of JSON.stringify(data).matchAll(/[?&]t=(\d+)/g)) offered.add(Number(t));
    }
    expect(offered).toContain(config.search_types.find((type) => type.name === "suggestion")?.id);
    expect([...offered].filter((t) => !ids.includes(t))).toEqual([]);

    // Each search type, followed as a link, is recorded as that search type.
    for (const { id, name } of config.search_types) {
      const { deviceId, cookie } = await newDevice();
      const request = new Request(`${API_ORIGIN}/s/?q=milk&t=${id}`, { headers: { Cookie: cookie } });
      unwrap(await searchLoader({ request, params: {}, context: {} }));
      await flushEvents();
      expect(await storedOf(deviceId), name).toEqual([{ name: "search", search_type: id }]);
    }
  });
});
