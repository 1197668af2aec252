/**
 * "Notify me" on an out-of-stock product (docs/rules.md#back-in-stock-requests): a logged-in shopper asks once, per
 * product and the store serving them, and a job texts them once when the product is in stock there again.
 *
 * The job scans for open requests whose product now has stock, rather than each writer of stock (the catalogue
 * import, `npm run ops -- stock`, a cancelled order's restock, the seed) calling it: every path that changes
 * stock is covered, including those added later, and one statement claims each request for exactly one run of
 * one process (periodic-job.server.ts, models/back-in-stock.server.ts).
 */
import { z } from "zod";
import { dbId } from "~/lib/db-int.server";
import { ConflictError, NotFoundError, TooManyRequestsError } from "~/lib/errors";
import { textsIn } from "~/lib/i18n/in-language.server";
import { say } from "~/lib/i18n/request-language.server";
import { HINDI_BASENAME, withBasename, type Locale } from "~/lib/i18n/locale";
import { productPath } from "~/lib/paths";
import type { Db } from "~/models/db.server";
import {
  claimRequestsBackInStock,
  isRequestOpen,
  lockRequestsOf,
  openProductIdsAt,
  openRequest,
  openRequestCount,
  productStockAt,
  reopenClaimedRequest,
} from "~/models/back-in-stock.server";
import { askedBeforeLoginCookie } from "../platform/cookies.server";
import { getEnv } from "../platform/env.server";
import { takeBackInStockText } from "../platform/limiter.server";
import { startPeriodicJob } from "../platform/periodic-job.server";
import { recipientLocale } from "../platform/recipient-language.server";
import { getSmsProvider, type SmsProvider } from "../platform/sms.server";

/** Products one shopper may wait for at once: each is a row and, one day, a text (docs/rules.md#back-in-stock-requests). */
export const MAX_OPEN_REQUESTS = 50;

export const TOO_MANY_REQUESTS_MESSAGE = `You are waiting for ${MAX_OPEN_REQUESTS} products already. We'll text you as they come back; you can ask for more then.`;

/**
 * The "Notify me" post: the tile's or product page's form carries both fields in its action's query, as the ADD
 * form does (components/cart/add-to-cart.tsx); the product id as every id from outside (docs/rules.md#numbers-from-outside).
 * Made for each request, so its refusal is in the request's language (docs/decisions/055-hindi.md).
 */
export const NOTIFY_QUERY_FIELDS = ["productId", "redirectTo"] as const;
export const notifyMeSchema = () =>
  z.object({
    productId: dbId(say("That is not a product we know. Go back and tap Notify me on the product again.")),
    redirectTo: z.string().optional(),
  });

/** "Amul Taaza Toned Milk 500 ml": the name and pack the shopper saw, as the product page names its ADD. */
const named = (p: { name: string; unit: string }) => `${p.name} ${p.unit}`;

/** What the shopper is told once asked (the flash after the post), in the request's language (docs/decisions/055-hindi.md). */
export const askedMessage = (name: string) => say("We'll text you when {name} is back.", { name });

/**
 * The shopper asks to be told when the product is back at `storeId`. Asking again while waiting changes nothing
 * (a double tap, a form posted twice); asking again after being told waits anew. Refused: an unknown product (404),
 * a product in stock there (409), and past MAX_OPEN_REQUESTS open requests (429). Returns the product's name.
 */
export async function askBackInStock(
  db: Db,
  input: { userId: number; deviceId: string | null; productId: number; storeId: number; now: Date },
): Promise<{ name: string }> {
  const product = await productStockAt(db, input.productId, input.storeId);
  if (!product) throw new NotFoundError(say("We couldn't find that product."));
  const name = named(product);
  if ((product.stock ?? 0) > 0) throw new ConflictError(say("{name} is in stock: you can add it to your cart now.", { name }));
  const key = { userId: input.userId, productId: input.productId, storeId: input.storeId };
  await db.transaction(async (tx) => {
    // One shopper's asks one after another, so two posts at once cannot both pass the cap.
    if (!(await lockRequestsOf(tx, input.userId))) throw new NotFoundError(say("We couldn't find your account."));
    if (await isRequestOpen(tx, key)) return;
    if ((await openRequestCount(tx, input.userId)) >= MAX_OPEN_REQUESTS) {
      // TOO_MANY_REQUESTS_MESSAGE, in the request's language.
      const message = say("You are waiting for {count} products already. We'll text you as they come back; you can ask for more then.", {
        count: MAX_OPEN_REQUESTS,
      });
      throw new TooManyRequestsError(message, null);
    }
    await openRequest(tx, { ...key, deviceId: input.deviceId, now: input.now });
  });
  return { name };
}

/**
 * A logged-out shopper's tap on Notify me, kept through the login (docs/rules.md#back-in-stock-requests): the post
 * cannot be replayed after the login's redirects, so the product goes into a signed cookie of 15 minutes, the
 * login's own lifetime, and the login asks for it (askRememberedBeforeLogin). Only the post sets it, so a link
 * cannot ask on a shopper's behalf.
 */
export function rememberAskBeforeLogin(productId: number): Promise<string> {
  return askedBeforeLoginCookie().serialize({ productId });
}

const RememberedAskSchema = z.object({ productId: z.number().int().positive() });

/**
 * At the login (account/login-steps.server.ts): the Notify me the shopper tapped before it, asked now for the new
 * account at the store serving them. Returns what to tell them ("We'll text you when … is back.", or why it could
 * not be asked) and the cookie that clears the ask, or null when nothing was asked.
 */
export async function askRememberedBeforeLogin(
  db: Db,
  request: Request,
  input: { userId: number; deviceId: string | null; storeId: number | null; now: Date },
): Promise<{ message: string; clear: string } | null> {
  const remembered = RememberedAskSchema.safeParse(await askedBeforeLoginCookie().parse(request.headers.get("Cookie")));
  if (!remembered.success) return null;
  const clear = await askedBeforeLoginCookie().serialize("", { maxAge: 0 });
  if (input.storeId === null) return { message: say("We don't deliver here yet, so no store can tell you when it is back."), clear };
  try {
    const { name } = await askBackInStock(db, { ...input, storeId: input.storeId, productId: remembered.data.productId });
    return { message: askedMessage(name), clear };
  } catch (error) {
    // The product came back meanwhile, or the shopper waits for 50 already: the login goes on, and says so.
    if (error instanceof ConflictError || error instanceof NotFoundError || error instanceof TooManyRequestsError) {
      return { message: error.message, clear };
    }
    throw error;
  }
}

/** The products the shopper waits for at the store: their tiles and product page say "We'll notify you". */
export async function awaitedProducts(db: Db, userId: number | null, storeId: number | null): Promise<number[]> {
  return userId !== null && storeId !== null ? openProductIdsAt(db, userId, storeId) : [];
}

/** The text: the product and a link to its page (the origin is PUBLIC_URL's, as for every link sent away from a page). */
/** The text, in the shopper's language (recipient-language.server.ts), with the product's page in that language. */
export function backInStockText(product: { name: string; unit: string; productId: number }, origin: string, locale: Locale = "en"): string {
  const t = textsIn(locale);
  const path = productPath(product.name, product.productId);
  return t("{product} is back in stock at Nukkad: {link}", {
    product: named(product),
    link: origin + (locale === "hi" ? withBasename(HINDI_BASENAME, path) : path),
  });
}

export interface BackInStockReport {
  /** Texts handed to the SMS provider. */
  sent: number;
  /** Refused by the text budget: still waiting, for a later run. */
  deferred: number;
  /** The provider failed: still waiting, for a later run. */
  failed: number;
}

/** The budget's checks that count for the whole store (limiter.server.ts): past them, no text goes this run. */
const STORE_WIDE = /-store-hour$/;

/** Requests claimed per statement: a short write, so the embedded database's one connection is not held long. */
const BATCH = 100;

/**
 * One run: every open request whose product is in stock again at its store gets its one text. A request is marked
 * told before its text goes, so a second process running at the same moment never sends it too; a text the budget
 * refuses or the provider fails puts it back to waiting for the next run. A process that stops between the two
 * loses that one text rather than sending it twice (docs/rules.md#back-in-stock-requests).
 */
export async function runBackInStockTexts(
  db: Db,
  options: { now?: Date; origin?: string; sms?: (deviceId: string | null) => SmsProvider } = {},
): Promise<BackInStockReport> {
  const now = options.now ?? new Date();
  const env = getEnv();
  const origin = (options.origin ?? env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  // In demo mode the outbox keeps each text for the device that asked, which alone may read it at /dev/outbox.
  const sms = options.sms ?? ((deviceId) => getSmsProvider(db, { deviceId }));
  const report: BackInStockReport = { sent: 0, deferred: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const claimed = (await claimRequestsBackInStock(db, { afterId, limit: BATCH, now })).sort((a, b) => a.id - b.id);
    if (!claimed.length) return report;
    for (const [i, request] of claimed.entries()) {
      afterId = Math.max(afterId, request.id);
      const budget = await takeBackInStockText(db, { phone: request.phone, userId: request.userId, now });
      if (!budget.ok && STORE_WIDE.test(budget.rule)) {
        // The store's hour is spent: nobody else gets one this run either.
        for (const left of claimed.slice(i)) await reopenClaimedRequest(db, left.id, now);
        report.deferred += claimed.length - i;
        return report;
      }
      if (!budget.ok) {
        // This phone's caps: its other products wait too, the rest of the batch goes on.
        await reopenClaimedRequest(db, request.id, now);
        report.deferred++;
        continue;
      }
      try {
        const text = backInStockText(request, origin, await recipientLocale(db, { userId: request.userId }));
        await sms(request.deviceId).send(request.phone, text);
        report.sent++;
      } catch (error) {
        await reopenClaimedRequest(db, request.id, now);
        report.failed++;
        console.warn(`Back-in-stock text ${request.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/** The job, every BACK_IN_STOCK_SECONDS, once across every process sharing the database. */
export function startBackInStockTexts(db: Db, seconds: number): void {
  startPeriodicJob(db, {
    name: "back-in-stock",
    seconds,
    run: async () => {
      const report = await runBackInStockTexts(db);
      if (report.sent || report.deferred || report.failed) console.info("Back-in-stock texts:", report);
    },
  });
}
