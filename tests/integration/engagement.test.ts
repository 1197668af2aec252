/**
 * Badges from real activity (docs/rules.md#badges) and the brand awards pages (docs/rules.md#brand-awards),
 * on a real database: orders placed and delivered through the order services, gift cards issued from a paid
 * payment, awards seeded by the demo seed.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CartOwner } from "~/models/cart.server";
import { payments, printFiles, userBadges } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { upsertAwards } from "~/models/brand-awards.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { brandAwardsOfLatestYear } from "~/services/catalogue/pages/brand-awards.server";
import { createGroup } from "~/services/santa/groups.server";
import { activityFacts, awardBadges, badgesPage } from "~/services/engagement/badges.server";
import { startSession } from "~/services/account/session.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { cancelOrder, setOrderStatus } from "~/services/orders/order-lifecycle.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { issueGiftCard } from "~/services/wallet/gift-card-issue.server";
import { loader as badgesLoader } from "~/routes/badges";
import { loader as awardsLoader } from "~/routes/brand-awards._index";
import { loader as awardCategoryLoader } from "~/routes/brand-awards.$categoryId";
import { engine, queryRow, setUpTestDb, stubTestEnv } from "../support/db";
import { cookiePair } from "../support/cookies";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { placeCashOrder } from "../support/orders";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });
const ORIGIN = "http://nukkad.test";

/** Noon India time on 2 November 2026 plus `days`. */
const noon = (days: number) => new Date(Date.UTC(2026, 10, 2 + days, 6, 30));
const HOUR = 60 * 60 * 1000;

/** What a loader answered with `data()`: its body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = (result: unknown): any => (result as { data: unknown }).data;

let seq = 0;
async function shopper(): Promise<CartOwner & { userId: number }> {
  const user = await upsertVerifiedUser(handle.db, `8${String(400_000_000 + ++seq).slice(-9)}`);
  return { userId: user.id, deviceId: newDeviceId() };
}

let productId = 0;
/** One in-stock product at the default store, with plenty of stock for every order here. */
async function product(): Promise<number> {
  if (productId) return productId;
  const row = await queryRow<{ id: number }>(
    handle.db,
    sql`select p.id from products p join store_products sp on sp.product_id = p.id and sp.store_id = ${DEFAULT_STORE_ID}
        where p.category_id = 146 order by p.id limit 1`,
  );
  await handle.db.execute(sql`update store_products set stock = 5000 where store_id = ${DEFAULT_STORE_ID} and product_id = ${row.id}`);
  productId = row.id;
  return productId;
}

/** Places an order at `placedAt`; delivers it `deliveredAfter` ms later unless told otherwise. */
async function order(owner: CartOwner & { userId: number }, placedAt: Date, deliveredAfter: number | null = HOUR): Promise<number> {
  await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: await product(), quantity: 1, mutationId: randomUUID() });
  const orderId = await placeCashOrder(handle.db, owner, placedAt);
  if (deliveredAfter !== null) await setOrderStatus(handle.db, orderId, "DELIVERED", new Date(placedAt.getTime() + deliveredAfter));
  return orderId;
}

async function buyGiftCard(userId: number, at: Date): Promise<void> {
  const [payment] = await handle.db
    .insert(payments)
    .values({
      id: randomUUID(),
      userId,
      purpose: "gift_card",
      method: "upi",
      providerId: 3,
      amount: 50_000,
      status: "PAYMENT_SUCCESS",
      gateway: "sandbox",
      details: { recipient: "other", recipientPhone: "9876500001" },
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await handle.db.transaction((tx) => issueGiftCard(tx, payment!, at));
}

describe(`badge facts from real activity (${engine})`, () => {
  it("counts delivered orders only, the night owl by India time, prints and gift cards, for their owner alone", async () => {
    const asha = await shopper();
    const other = await shopper();
    await order(asha, noon(0));
    // 23:30 India time (18:00 UTC), delivered 40 minutes later.
    const lateNight = new Date(Date.UTC(2026, 10, 3, 18, 0));
    await order(asha, lateNight, 40 * 60_000);
    // 22:59 India time: not a night owl.
    await order(asha, new Date(Date.UTC(2026, 10, 4, 17, 29)));
    // Cancelled and still on its way: neither counts.
    const cancelled = await order(asha, noon(5), null);
    await cancelOrder(handle.db, asha.userId, cancelled, "Ordered by mistake", noon(5));
    await order(asha, noon(6), null);
    // A print order: a file printed by a delivered order.
    const printed = await order(asha, noon(7));
    await handle.db
      .insert(printFiles)
      .values({ id: randomUUID(), userId: asha.userId, displayName: "notes.pdf", declaredSize: 1000, orderId: printed });
    // Someone else's activity is theirs.
    await order(other, new Date(Date.UTC(2026, 10, 3, 19, 0)));
    await buyGiftCard(other.userId, noon(1));

    const facts = await activityFacts(handle.db, asha.userId);
    expect(facts.deliveredOrders).toEqual(
      [noon(0).getTime() + HOUR, lateNight.getTime() + 40 * 60_000, Date.UTC(2026, 10, 4, 18, 29), noon(7).getTime() + HOUR].map(
        (t) => new Date(t),
      ),
    );
    expect(facts.nightOwlOrders).toEqual([new Date(lateNight.getTime() + 40 * 60_000)]);
    expect(facts.printOrders).toEqual([new Date(noon(7).getTime() + HOUR)]);
    expect(facts.giftCardsBought).toEqual([]);
    expect(facts.secretSantaGroups).toEqual([]);

    await buyGiftCard(asha.userId, noon(8));
    expect((await activityFacts(handle.db, asha.userId)).giftCardsBought).toEqual([noon(8)]);

    // Creating a secret santa group makes its organiser the first member: the secret santa badge's fact.
    await createGroup(
      handle.db,
      asha.userId,
      { groupName: "Office", name: "Asha", eventDate: "2026-12-25", eventTime: "18:00", budgetPaise: 50_000 },
      noon(9),
    );
    expect((await activityFacts(handle.db, asha.userId)).secretSantaGroups).toEqual([noon(9)]);

    const theirs = await activityFacts(handle.db, other.userId);
    expect(theirs.deliveredOrders).toHaveLength(1);
    expect(theirs.nightOwlOrders).toHaveLength(1);
    expect(theirs.giftCardsBought).toEqual([noon(1)]);
    expect(theirs.secretSantaGroups).toEqual([]);
  });
});

describe(`awarding badges (${engine})`, () => {
  const stored = async (userId: number) =>
    handle.db.select().from(userBadges).where(eq(userBadges.userId, userId)).orderBy(userBadges.badge);

  it("stores each earned badge once, dated by the activity, and keeps the date when awarded again", async () => {
    const owner = await shopper();
    expect(await stored(owner.userId)).toEqual([]);
    await awardBadges(handle.db, owner.userId);
    expect(await stored(owner.userId)).toEqual([]);

    await order(owner, noon(0));
    await awardBadges(handle.db, owner.userId);
    await awardBadges(handle.db, owner.userId);
    const first = await stored(owner.userId);
    expect(first).toEqual([{ userId: owner.userId, badge: "first-order", earnedAt: new Date(noon(0).getTime() + HOUR) }]);

    for (let day = 1; day <= 4; day++) await order(owner, noon(day));
    const page = await badgesPage(handle.db, owner.userId, { boardOnTop: true });
    const rows = await stored(owner.userId);
    expect(rows.map((r) => r.badge)).toEqual(["first-order", "orders-5"]);
    expect(rows.find((r) => r.badge === "first-order")?.earnedAt).toEqual(first[0]!.earnedAt);
    expect(rows.find((r) => r.badge === "orders-5")?.earnedAt).toEqual(new Date(noon(4).getTime() + HOUR));
    expect(page.board?.earned.map((b) => b.id)).toEqual(["first-order", "orders-5"]);
    expect(page.board?.next).toMatchObject({ id: "orders-10", progress: { count: 5, target: 10, label: "5 of 10 orders" } });
  });

  it("awards concurrently without duplicates or errors", async () => {
    const owner = await shopper();
    await order(owner, noon(0));
    await Promise.all([awardBadges(handle.db, owner.userId), awardBadges(handle.db, owner.userId), awardBadges(handle.db, owner.userId)]);
    const n = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from user_badges where user_id = ${owner.userId}`);
    expect(n.n).toBe(1);
  });

  it("shows a visitor the badges and a logged-in shopper their board, never cached", async () => {
    const anonymous = await badgesLoader({ request: new Request(`${ORIGIN}/badges`), params: {}, context: {} });
    expect(body(anonymous).board).toBeNull();
    expect(body(anonymous).catalogue.map((b: { id: string }) => b.id)).toContain("night-owl");

    const owner = await shopper();
    await order(owner, noon(0));
    const { setCookie } = await startSession(handle.db, owner.userId, null);
    const result = await badgesLoader({
      request: new Request(`${ORIGIN}/badges`, { headers: { Cookie: cookiePair(setCookie) } }),
      params: {},
      context: {},
    });
    expect((result as { init: { headers: Record<string, string> } }).init.headers["Cache-Control"]).toBe("private, no-store");
    expect(body(result).board.earned.map((b: { id: string }) => b.id)).toEqual(["first-order"]);
    expect(body(result).board.next.progress.label).toBe("1 of 5 orders");
    const [row] = await handle.db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.userId, owner.userId), eq(userBadges.badge, "first-order")));
    expect(row?.earnedAt).toEqual(new Date(noon(0).getTime() + HOUR));
  });
});

describe(`brand awards (${engine})`, () => {
  const get = (path: string) => {
    const request = new Request(`${ORIGIN}${path}`);
    const categoryId = path.split("/")[2];
    return categoryId === undefined
      ? awardsLoader({ request, params: {}, context: {} })
      : awardCategoryLoader({ request, params: { categoryId }, context: {} });
  };
  const status = async (path: string) => {
    try {
      await get(path);
      return 200;
    } catch (thrown) {
      // A Response (a bad id) or data() with its init (a typed error); anything else is a bug.
      if (thrown instanceof Response) return thrown.status;
      return (thrown as { init?: { status?: number } }).init?.status ?? 500;
    }
  };

  it("lists the seeded year's categories with their winners first", async () => {
    const page = body(await get("/brand-awards"));
    expect(page.year).toBe(2026);
    expect(page.categories.length).toBeGreaterThanOrEqual(5);
    for (const c of page.categories) {
      expect(c.href).toBe(`/brand-awards/${c.id}`);
      expect(c.awards[0]).toMatchObject({ rank: 1, title: "Winner" });
    }
    const milk = page.categories.find((c: { id: number }) => c.id === 141);
    expect(milk.name).toBe("Milk");
    expect(milk.awards.map((a: { brand: { name: string } }) => a.brand.name)).toEqual(["Amul", "Mother Dairy"]);
  });

  it("lists each honoured brand's products in the category at the shopper's store", async () => {
    const page = body(await get("/brand-awards/141"));
    expect(page.canonical).toBe("/brand-awards/141");
    expect(page.category).toEqual({ id: 141, name: "Milk" });
    const [amul, motherDairy] = page.winners;
    expect(amul.brand.name).toBe("Amul");
    expect(motherDairy.brand.name).toBe("Mother Dairy");
    const expected = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from products p join store_products sp on sp.product_id = p.id and sp.store_id = ${DEFAULT_STORE_ID}
          where p.category_id = 141 and p.brand_id = ${amul.brand.id}`,
    );
    expect(expected.n).toBeGreaterThan(0);
    expect(amul.products).toHaveLength(Math.min(expected.n, 12));
    for (const p of amul.products) expect(p.brandName).toBe("Amul");
    expect(amul.products.some((p: { inStock: boolean }) => p.inStock)).toBe(true);
  });

  it("answers 404 for a category without awards and for ids that are not ids", async () => {
    expect(await status("/brand-awards/141")).toBe(200);
    expect(await status("/brand-awards/101")).toBe(404);
    expect(await status("/brand-awards/999999")).toBe(404);
    expect(await status("/brand-awards/abc")).toBe(404);
    expect(await status("/brand-awards/99999999999999999999")).toBe(404);
    expect(await status("/brand-awards/-1")).toBe(404);
  });

  it("shows the latest year, and replaces an award given again", async () => {
    const amul = body(await get("/brand-awards/146")).winners[0].brand.id as number;
    await upsertAwards(handle.db, [{ year: 2027, categoryId: 146, brandId: amul, rank: 1, title: "Winner", citation: "Again." }]);
    await upsertAwards(handle.db, [{ year: 2027, categoryId: 146, brandId: amul, rank: 2, title: "Runner-up", citation: "Close." }]);
    const latest = await brandAwardsOfLatestYear(handle.db);
    expect(latest.year).toBe(2027);
    expect(latest.categories).toEqual([
      expect.objectContaining({ id: 146, awards: [expect.objectContaining({ rank: 2, title: "Runner-up", citation: "Close." })] }),
    ]);
    expect(await status("/brand-awards/141")).toBe(404);
    await handle.db.execute(sql`delete from brand_awards where year = 2027`);
    expect((await brandAwardsOfLatestYear(handle.db)).year).toBe(2026);
  });

  describe("npm run ops -- awards import", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "awards-"));
    const importFile = async (name: string, text: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      const command = parseOpsArgs(["awards", "import", file]);
      if ("error" in command) return { ok: false as const, error: command.error };
      return runOpsCommand(handle.db, command);
    };
    const line = (award: Record<string, unknown>) => JSON.stringify(award);

    it("loads the example file as the latest year, and answering it again changes nothing", async () => {
      const example = path.resolve("docs/examples/brand-awards.jsonl");
      const command = parseOpsArgs(["awards", "import", example]);
      if ("error" in command) throw new Error(command.error);
      expect(await runOpsCommand(handle.db, command)).toEqual({
        ok: true,
        message: "Brand awards: 3 added or replaced (2027) from brand-awards.jsonl.",
      });
      await runOpsCommand(handle.db, command);
      const latest = await brandAwardsOfLatestYear(handle.db);
      expect(latest.year).toBe(2027);
      expect(latest.categories.map((c) => [c.id, c.awards.map((a) => `${a.brand.name}: ${a.title}`)])).toEqual([
        [141, ["Amul: Winner", "Mother Dairy: Runner-up"]],
        [222, ["Real: Editor's pick"]],
      ]);
      await handle.db.execute(sql`delete from brand_awards where year = 2027`);
    });

    it("imports nothing from a file with a bad line, and names each problem's line", async () => {
      const good = { year: 2028, categoryId: 141, brandId: 3, rank: 1, citation: "Good." };
      const result = await importFile(
        "bad.jsonl",
        [
          line(good),
          "",
          line({ ...good, brandId: 999_999 }),
          line({ ...good, categoryId: 7, brandId: 4, rank: 3, citation: "" }),
          line({ ...good, rank: 2 }),
          line({ ...good, brandId: 4, extra: true }),
        ].join("\n"),
      );
      expect(result.ok).toBe(false);
      const error = (result as { error: string }).error;
      expect(error).toMatch(/^Nothing imported: 4 problems in bad\.jsonl\./);
      expect(error).toContain("line 3: brand 999999 does not exist");
      expect(error).toMatch(/line 4: citation: /);
      expect(error).toContain("line 5: brand 3 is already awarded in category 141 for 2028");
      expect(error).toMatch(/line 6: .*extra/);
      expect((await brandAwardsOfLatestYear(handle.db)).year).toBe(2026);
    });

    it("refuses a line that is not JSON before sending anything", async () => {
      const file = path.join(dir, "broken.jsonl");
      writeFileSync(file, '{"year": 2028}\n{oops\n');
      expect(parseOpsArgs(["awards", "import", file])).toEqual({
        error: expect.stringMatching(/broken\.jsonl: line 2 is not valid JSON/),
        refused: true,
      });
      expect(parseOpsArgs(["awards", "list"])).toMatchObject({ error: expect.stringContaining('awards takes "import <file.jsonl>"') });
    });
  });
});
