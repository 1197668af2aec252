/**
 * A search that finds nothing is never a dead end (docs/search.md#nothing-found): the nearest spelling, the
 * category with its bestsellers, and "tell us what you looked for" through the real route — refused with a
 * 4xx and the typed note kept, stored as a search_feedback event, capped per device — read back by
 * `npm run ops -- search-gaps`.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import { stripEventsOfDevices } from "~/models/analytics.server";
import { action as searchAction, loader as searchLoader } from "~/routes/s._index";
import { deviceHash, flushEvents } from "~/services/analytics/events.server";
import { splitFeedbackLabel } from "~/services/analytics/search-gaps.server";
import { nearestSpelling, zeroResultsHelp } from "~/services/search/zero-results.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { cookiePair } from "../support/cookies";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { unwrap } from "../support/forms";

const FEEDBACK_PER_HOUR = 3;
stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0", SEARCH_FEEDBACK_PER_HOUR: String(FEEDBACK_PER_HOUR) });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";

async function newDevice(): Promise<{ deviceId: string; cookie: string }> {
  const deviceId = newDeviceId();
  return { deviceId, cookie: cookiePair(await deviceCookie().serialize(deviceId)) };
}

async function searchPage(search: string, cookie: string) {
  return unwrap(
    await searchLoader({ request: new Request(`${ORIGIN}/s/${search}`, { headers: { Cookie: cookie } }), params: {}, context: {} }),
  );
}

/** As the page's form posts it: the search in the action's URL, the note in the body. */
async function sendFeedback(cookie: string, { q, ...fields }: { q: string; note: string }, origin = ORIGIN) {
  const request = new Request(`${ORIGIN}/s/?index&q=${encodeURIComponent(q)}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "search-feedback", ...fields }),
    headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const answer = await searchAction({ request, params: {}, context: {} });
  return answer instanceof Response ? { body: {}, headers: answer.headers, status: answer.status } : unwrap(answer);
}

async function feedbackOf(deviceId: string) {
  await flushEvents();
  return queryRows<{ label: string; page: string; result_count: number }>(
    handle.db,
    sql`select label, page, result_count from analytics_events where name = 'search_feedback' and device = ${deviceHash(deviceId)} order by id`,
  );
}

describe("the nearest spelling", () => {
  it("finds a word with two letters swapped, which the typo fallback's trigram threshold misses", async () => {
    expect(await nearestSpelling(handle.db, "onoin")).toBe("onion");
    expect(await nearestSpelling(handle.db, "tomtao")).toBe("tomato");
    // Word by word, the pack size kept.
    expect(await nearestSpelling(handle.db, "onoin 1kg")).toBe("onion 1kg");
  });

  it("offers nothing for letters that are no word, nor for a Hindi word the vocabulary lacks", async () => {
    expect(await nearestSpelling(handle.db, "zzqxv")).toBeNull();
    expect(await nearestSpelling(handle.db, "कटहल")).toBeNull();
  });
});

describe("the category and its bestsellers", () => {
  it("onoin: the category most onion products are in, with its bestsellers in stock", async () => {
    const help = await zeroResultsHelp(handle.db, { query: "onoin", storeId: DEFAULT_STORE_ID });
    expect(help.nearest).toBe("onion");
    expect(help.category).toMatchObject({ name: "Fresh Vegetables", href: expect.stringMatching(/^\/cn\/.+\/cid\/1\/101$/) });
    expect(help.bestsellers.length).toBeGreaterThan(0);
    expect(help.bestsellers.every((p) => p.inStock)).toBe(true);
    const [category] = await queryRows<{ ids: number[] }>(
      handle.db,
      sql`select array_agg(id) as ids from products where category_id = 101`,
    );
    expect(help.bestsellers.every((p) => category?.ids.map(Number).includes(p.id))).toBe(true);
  });

  it("a typo of a category's own name points at that category", async () => {
    const help = await zeroResultsHelp(handle.db, { query: "chocolatse", storeId: DEFAULT_STORE_ID });
    expect(help.nearest).toBe("chocolate");
    expect(help.category?.name).toBe("Chocolates");
  });

  it("nothing close: no category, and the results page still offers popular products", async () => {
    const { cookie } = await newDevice();
    const page = await searchPage("?q=zzqxv", cookie);
    expect((page.body.result as { mode: string }).mode).toBe("none");
    expect(page.body.help).toEqual({ nearest: null, category: null, bestsellers: [] });
    expect((page.body.result as { popular: unknown[] }).popular.length).toBeGreaterThan(0);
  });
});

describe("tell us what you looked for", () => {
  it("refuses a blank or too long note with 400, the message and the typed text kept, and stores nothing", async () => {
    const { deviceId, cookie } = await newDevice();
    const blank = await sendFeedback(cookie, { q: "onoin", note: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      fieldErrors: { note: ["Tell us what you looked for, in a few words."] },
      values: { q: "onoin" },
    });
    const long = "raw jackfruit ".repeat(15);
    const tooLong = await sendFeedback(cookie, { q: "onoin", note: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      fieldErrors: { note: ["Please keep it under 200 characters."] },
      values: { note: long.slice(0, 200) },
    });
    const noSearch = await sendFeedback(cookie, { q: "", note: "kathal" });
    expect(noSearch.status).toBe(400);
    expect(noSearch.body).toMatchObject({ fieldErrors: { q: [expect.stringMatching(/search is missing/)] }, values: { note: "kathal" } });
    expect(await feedbackOf(deviceId)).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const { cookie } = await newDevice();
    await expect(sendFeedback(cookie, { q: "onoin", note: "onions" }, "https://evil.example")).rejects.toMatchObject({ status: 403 });
  });

  it("stores the search and the note (digit runs masked) as a search_feedback event, then redirects back to thank the shopper", async () => {
    const { deviceId, cookie } = await newDevice();
    const sent = await sendFeedback(cookie, { q: "  कटहल ", note: "Raw jackfruit\nfor sabzi, call 9876543210" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/s/?q=${encodeURIComponent("कटहल")}&feedback=sent#search-feedback`);
    const rows = await feedbackOf(deviceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.page).toBe("routes/s._index");
    expect(splitFeedbackLabel(rows[0]?.label ?? "")).toEqual({ query: "कटहल", note: "Raw jackfruit for sabzi, call #" });
    const back = await searchPage(`?q=${encodeURIComponent("कटहल")}&feedback=sent`, cookie);
    expect(back.body.feedbackSent).toBe(true);
    expect((await searchPage(`?q=${encodeURIComponent("कटहल")}`, cookie)).body.feedbackSent).toBe(false);
  });

  it(`takes ${FEEDBACK_PER_HOUR} notes an hour from a device, then 429 with the note kept`, async () => {
    const { deviceId, cookie } = await newDevice();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await sendFeedback(cookie, { q: "zzqxv", note: `note ${i}` })).status).toBe(303);
    const refused = await sendFeedback(cookie, { q: "zzqxv", note: "one more" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ formError: expect.stringMatching(/already have your notes/), values: { note: "one more" } });
    expect(await feedbackOf(deviceId)).toHaveLength(FEEDBACK_PER_HOUR);
  });

  it("a deleted account's devices lose their notes' words, as their searches do", async () => {
    const { deviceId, cookie } = await newDevice();
    await sendFeedback(cookie, { q: "zzqxv", note: "my own words" });
    await flushEvents();
    await handle.db.transaction((tx) => stripEventsOfDevices(tx, [deviceHash(deviceId)]));
    const [row] = await queryRows<{ label: string }>(
      handle.db,
      sql`select label from analytics_events where name = 'search_feedback' and label like '%my own words%'`,
    );
    expect(row).toBeUndefined();
  });
});

describe("npm run ops -- search-gaps", () => {
  it("parses --days as the report does", () => {
    expect(parseOpsArgs(["search-gaps"])).toEqual({ command: "search-gaps", days: 7 });
    expect(parseOpsArgs(["search-gaps", "--days", "30"])).toEqual({ command: "search-gaps", days: 30 });
    expect(parseOpsArgs(["search-gaps", "--days", "0"])).toMatchObject({ error: expect.stringMatching(/--days/) });
    expect(parseOpsArgs(["search-gaps", "extra"])).toMatchObject({ error: expect.stringMatching(/only --days/) });
  });

  it("lists the period's searches that found nothing by count, with the notes shoppers left", async () => {
    await flushEvents();
    await handle.db.execute(sql`delete from analytics_events`);
    const now = new Date();
    const [a, b, c] = await Promise.all([newDevice(), newDevice(), newDevice()]);
    for (const { cookie } of [a, b, c]) await searchPage(`?q=${encodeURIComponent("कटहल")}`, cookie);
    await searchPage("?q=qqzzyy", a!.cookie);
    await searchPage("?q=atta", a!.cookie);
    await sendFeedback(b!.cookie, { q: "कटहल", note: "raw jackfruit" });
    await sendFeedback(c!.cookie, { q: "कटहल", note: "kathal for sabzi" });
    // A note older than the period is left out.
    await handle.db.execute(
      sql`insert into analytics_events (name, source, label, at) values ('search_feedback', 'server', ${"qqzzyy\nold note"}, ${new Date(now.getTime() - 8 * 86_400_000).toISOString()})`,
    );
    // The period ends after the last event: the searches above take seconds on a loaded machine, so an end
    // taken from `now` (before them) left most of them out.
    const result = await runOpsCommand(handle.db, { command: "search-gaps", days: 7 }, new Date(Date.now() + 1000));
    if (!result.ok) throw new Error(result.error);
    const lines = result.message.split("\n");
    expect(lines[0]).toMatch(/^Searches that found nothing, last 7 days \(.+\): 2 queries, 2 notes$/);
    expect(lines.slice(2, 5)).toEqual([
      expect.stringMatching(/^ {2}QUERY\s+SEARCHES\s+DEVICES\s+NOTES$/),
      expect.stringMatching(/^ {2}कटहल\s+3\s+3\s+2$/),
      expect.stringMatching(/^ {2}qqzzyy\s+1\s+1\s+0$/),
    ]);
    const notes = result.message.split("What shoppers looked for\n")[1]?.split("\n") ?? [];
    expect(notes).toEqual([
      "  “कटहल” (2)",
      expect.stringMatching(/^ {4}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}kathal for sabzi$/),
      expect.stringMatching(/^ {4}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}raw jackfruit$/),
    ]);
    expect(result.message).not.toMatch(/atta|old note/);
  });
});
