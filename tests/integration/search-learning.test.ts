/**
 * Search learns from the store's own shoppers (docs/search.md#learning-from-shoppers, decision 047): searches
 * and cart additions are recorded through the analytics service, the job turns them into learned boosts, and
 * search ranks with them — within what it already ties, never a product that does not match, never above a
 * product named what the query means.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CART_QUANTITY, SEARCH_TYPES } from "~/lib/analytics-events";
import { explainSearchRanking, type RankExplanation } from "~/models/search-ranking.server";
import { queryRows } from "~/models/db.server";
import { flushEvents, recordEvent, searchLabel } from "~/services/analytics/events.server";
import { HALF_LIFE_DAYS, MIN_SESSIONS, runSearchLearning } from "~/services/search/search-learning.server";
import { resolveProductSearch, searchCatalogue } from "~/services/search/search.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });

const NOW = new Date("2026-11-20T10:00:00Z");
const DAY_MS = 24 * 60 * 60_000;
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/** A shopper's device searched `query`, then added `productId` to the cart `after` minutes later. */
function searchedThenAdded(device: string, query: string, productId: number, at: Date, after = 3): void {
  recordEvent(handle.db, {
    name: "search",
    deviceId: device,
    label: searchLabel(query),
    searchType: SEARCH_TYPES.typed,
    resultCount: 10,
    at,
  });
  recordEvent(handle.db, {
    name: "cart_quantity",
    deviceId: device,
    productId,
    quantity: CART_QUANTITY.add,
    value: 1,
    at: minutes(at, after),
  });
}

/** `devices` distinct devices each searched and added at `at`; the events written before the job reads them. */
async function evidence(query: string, productId: number, devices: number, at: Date, prefix = query): Promise<void> {
  for (let i = 0; i < devices; i++) searchedThenAdded(`${prefix}-device-${i}`, query, productId, minutes(at, i));
  await flushEvents();
}

const ids = async (q: string) => (await searchCatalogue(handle.db, q, DEFAULT_STORE_ID, 1)).products.map((p) => p.id);
const names = async (q: string) => (await searchCatalogue(handle.db, q, DEFAULT_STORE_ID, 1)).products.map((p) => p.name);

async function explained(q: string, rows = 20): Promise<RankExplanation[]> {
  const search = await resolveProductSearch(handle.db, { query: q, storeId: DEFAULT_STORE_ID });
  return explainSearchRanking(handle.db, search, rows);
}

/** A product the ranking ties with the first one on every term before the learned boost, but orders after it. */
async function tiedBelowFirst(q: string): Promise<RankExplanation> {
  const [top, ...rest] = await explained(q);
  const tied = rest.find((r) => r.parts.score === top!.parts.score && r.parts.in_stock === top!.parts.in_stock);
  if (!tied) throw new Error(`No product ties with the first for "${q}"`);
  return tied;
}

beforeEach(async () => {
  // Each test's evidence alone, read from the start: the job reads on from its last run.
  await handle.db.execute(sql`delete from analytics_events`);
  await handle.db.execute(sql`delete from search_learning_evidence`);
  await handle.db.execute(sql`delete from search_learning_state`);
  await handle.db.execute(sql`delete from search_learned_boosts`);
});

describe("learning from searches followed by a cart addition", () => {
  it("lifts the product shoppers add after a query above the products it tied with, and the demo is otherwise unchanged", async () => {
    const before = await ids("milk");
    const meant = await tiedBelowFirst("milk");
    expect(before.indexOf(meant.id)).toBeGreaterThan(0);

    await evidence("milk", meant.id, MIN_SESSIONS, minutes(NOW, -120));
    const report = await runSearchLearning(handle.db, NOW);
    expect(report).toMatchObject({ pairs: MIN_SESSIONS, boosts: 1 });

    const after = await ids("milk");
    expect(after[0]).toBe(meant.id);
    // Only the meant product moved: the others keep their order.
    expect(after.filter((id) => id !== meant.id)).toEqual(before.filter((id) => id !== meant.id).slice(0, after.length - 1));
  });

  it("shares evidence between words search reads alike: pyaaz, प्याज and onion are one query", async () => {
    const meant = await tiedBelowFirst("onion");
    searchedThenAdded("a", "onion", meant.id, minutes(NOW, -60));
    searchedThenAdded("b", "pyaaz", meant.id, minutes(NOW, -50));
    searchedThenAdded("c", "प्याज़", meant.id, minutes(NOW, -40));
    // One device searching both words and adding it twice is still one piece of evidence.
    searchedThenAdded("c", "kanda", meant.id, minutes(NOW, -30));
    await flushEvents();
    await runSearchLearning(handle.db, NOW);
    const rows = await queryRows<{ query_key: string; sessions: number }>(
      handle.db,
      sql`select query_key, sessions from search_learned_boosts where product_id = ${meant.id}`,
    );
    expect(rows.map((r) => [r.query_key, Number(r.sessions)])).toEqual([["onion", 3]]);
    for (const q of ["onion", "pyaaz", "kanda"]) expect((await ids(q))[0], q).toBe(meant.id);
  });

  it("changes nothing below the floor of evidence: fewer devices, or one device many times", async () => {
    const before = await ids("milk");
    const meant = await tiedBelowFirst("milk");
    await evidence("milk", meant.id, MIN_SESSIONS - 1, minutes(NOW, -120));
    // One of them searching and adding again and again is still one piece of evidence.
    for (let i = 0; i < 5; i++) searchedThenAdded("milk-device-0", "milk", meant.id, minutes(NOW, -100 + i * 45));
    await flushEvents();
    const report = await runSearchLearning(handle.db, NOW);
    expect(report.boosts).toBe(0);
    expect(await ids("milk")).toEqual(before);
  });

  it("reads only the events since its last run, and adds them to the evidence it already holds", async () => {
    const meant = await tiedBelowFirst("milk");
    await evidence("milk", meant.id, MIN_SESSIONS - 1, minutes(NOW, -120));
    expect(await runSearchLearning(handle.db, NOW)).toMatchObject({ pairs: MIN_SESSIONS - 1, boosts: 0 });
    // An hour later one more device: the run reads its pair alone, and the three devices pass the floor.
    const later = minutes(NOW, 60);
    await evidence("milk", meant.id, 1, minutes(later, -30), "later");
    expect(await runSearchLearning(handle.db, later)).toMatchObject({ pairs: 1, boosts: 1 });
    expect((await ids("milk"))[0]).toBe(meant.id);
  });

  it("pairs an addition only with the device's latest search within 30 minutes", async () => {
    const meant = await tiedBelowFirst("milk");
    // Added 45 minutes after the search: another visit, not this search's answer.
    for (let i = 0; i < MIN_SESSIONS; i++) searchedThenAdded(`late-${i}`, "milk", meant.id, minutes(NOW, -200), 45);
    // Searched milk, then chips, then added: the addition answers "chips" (and milk is not chips).
    for (let i = 0; i < MIN_SESSIONS; i++) {
      recordEvent(handle.db, {
        name: "search",
        deviceId: `moved-${i}`,
        label: "milk",
        searchType: 0,
        resultCount: 10,
        at: minutes(NOW, -300),
      });
      searchedThenAdded(`moved-${i}`, "chips", meant.id, minutes(NOW, -298));
    }
    await flushEvents();
    const report = await runSearchLearning(handle.db, NOW);
    expect(report).toMatchObject({ pairs: MIN_SESSIONS, boosts: 0 });
  });

  it("ages evidence out: halved every half-life, gone once under one fresh device's worth", async () => {
    const meant = await tiedBelowFirst("milk");
    await evidence("milk", meant.id, 4, minutes(NOW, -60));
    await runSearchLearning(handle.db, NOW);
    const score = async () =>
      (await queryRows<{ score: number }>(handle.db, sql`select score from search_learned_boosts where product_id = ${meant.id}`)).map(
        (r) => Number(r.score),
      );
    expect((await score())[0]).toBeCloseTo(4, 1);
    await runSearchLearning(handle.db, new Date(NOW.getTime() + HALF_LIFE_DAYS * DAY_MS));
    expect((await score())[0]).toBeCloseTo(2, 1);
    expect((await ids("milk"))[0]).toBe(meant.id);
    // Three half-lives: 4 devices are worth 0.5, under the floor.
    await runSearchLearning(handle.db, new Date(NOW.getTime() + 3 * HALF_LIFE_DAYS * DAY_MS));
    expect(await score()).toEqual([]);
    expect((await ids("milk"))[0]).not.toBe(meant.id);
  });

  it("never lifts a product the query does not find, nor one that only mentions the word above the one named it", async () => {
    const bread = (await ids("bread"))[0]!;
    const chips = (await names("onion")).findIndex((n) => /chips/i.test(n));
    const onionIds = await ids("onion");
    const chipsId = onionIds[chips]!;
    expect(chips).toBeGreaterThan(0);
    // Shoppers searched milk and added bread; searched onion and added onion chips — many of them.
    await evidence("milk", bread, 10, minutes(NOW, -60));
    await evidence("onion", chipsId, 10, minutes(NOW, -60));
    await runSearchLearning(handle.db, NOW);

    // Bread is not milk: no boost is kept for it, and it is not among milk's results.
    const kept = await queryRows<{ query_key: string; product_id: number }>(
      handle.db,
      sql`select query_key, product_id from search_learned_boosts`,
    );
    expect(kept.map((r) => [r.query_key, Number(r.product_id)])).toEqual([["onion", chipsId]]);
    expect(await ids("milk")).not.toContain(bread);

    // Onion chips match "onion" and carry a boost, but the onion is named onion: it stays first, and the chips
    // rise only above products they tie with.
    expect((await names("onion"))[0]).toBe("Nukkad Fresh Onion");
    const ranked = await explained("onion", 40);
    const at = ranked.findIndex((r) => r.id === chipsId);
    expect(ranked[at]!.parts.learned).toBeGreaterThan(0);
    for (const above of ranked.slice(0, at)) expect(Number(above.parts.score)).toBeGreaterThanOrEqual(Number(ranked[at]!.parts.score));
  });
});

describe("npm run ops -- search-explain", () => {
  it("prints the query's terms, its learning key and each top product's terms of the order, the learned boost with its evidence", async () => {
    const meant = await tiedBelowFirst("milk");
    await evidence("doodh", meant.id, 3, minutes(NOW, (-3 * DAY_MS) / 60_000));
    await runOpsCommand(handle.db, parseOpsArgs(["search-learn"]) as never, NOW);

    const command = parseOpsArgs(["search-explain", "doodh", "--limit", "5"]);
    expect(command).toEqual({ command: "search-explain", query: "doodh", storeId: DEFAULT_STORE_ID, limit: 5 });
    const result = await runOpsCommand(handle.db, command as never, NOW);
    if (!result.ok) throw new Error(result.error);
    const lines = result.message.split("\n");
    expect(lines[0]).toBe(`Search "doodh" at store ${DEFAULT_STORE_ID}`);
    expect(result.message).toContain("  doodh: milk × 1, doodh × 0.25");
    expect(result.message).toMatch(/Learning key: "milk": 1 product learned \(job last wrote 1 boosts 0 h ago\)/);
    const header = lines.find((l) => l.startsWith("#"))!;
    expect(header).toMatch(/^#\s+ID\s+PRODUCT\s+SCORE\s+STOCK\s+LEARNED \(devices, newest\)\s+CAT BOOST\s+MULTIPACK\s+POPULARITY$/);
    const rows = lines.slice(lines.indexOf(header) + 1);
    expect(rows).toHaveLength(5);
    // The learned product first, with its decayed score, its 3 devices and the age of the newest evidence.
    expect(rows[0]).toMatch(new RegExp(`^1\\s+${meant.id}\\s+.+\\s+\\d\\.\\d{3}\\s+yes\\s+2\\.\\d{2} \\(3, 3 d ago\\)`));
    expect(rows[1]).toMatch(/\s+-\s+\d+\s+(yes|no)\s+\d+$/);

    expect(parseOpsArgs(["search-explain"])).toEqual({ error: expect.stringContaining("search-explain takes a query") });
  });
});
