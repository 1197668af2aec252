/**
 * Operator commands (`npm run ops -- <command>`): set stock, advance or
 * cancel an order, list recent orders, list and answer shoppers' messages. The embedded database admits one
 * process per data directory and the running store holds it, so the store
 * also answers these commands on a unix socket in DATA_DIR (owner-only);
 * the CLI tries the socket first and opens the database itself only when no
 * store is running. Both paths run `runOpsCommand`, so they behave alike.
 */
import { maskPhone } from "~/lib/phone";
import { formatPaise } from "~/lib/money";
import { formatTable } from "~/lib/text-table";
import { ORDER_STATUSES, formatOrderDate, orderTitle, parseOrderStatus } from "~/lib/order-status";
import type { Db } from "~/models/db.server";
import { productPrice, recentOrders, storeExists, upsertStoreStock } from "~/models/orders.server";
import { isAppError } from "~/lib/errors";
import { advanceOrder, setOrderStatus } from "../orders/order-lifecycle.server";
import { answerOrderMessage, listOpenMessages } from "../orders/order-help.server";
import { reconcilePayments } from "../payments/payment-reconciler.server";
import { formatImportReport, importCatalogue } from "../catalogue/import/import.server";
import { formatRetentionReport, runRetention } from "../platform/retention-job.server";
import { importCollections, importLayouts, listCollectionsReport, listLayoutsReport } from "../catalogue/admin/collections-admin.server";
import { unsubscribeLinkFor } from "../account/marketing-consent.server";
import { mintSandboxPartnerCode, partnerRedirectionPath } from "../account/sandbox-partner.server";
import { getPartnerAdapter } from "../account/partner-login.server";
import { importBrandAwards } from "../catalogue/admin/brand-awards-admin.server";
import { analyticsReport } from "../analytics/report.server";
import { searchGapsReport } from "../analytics/search-gaps.server";
import { explainSearch, formatLearningReport, runSearchLearning } from "../search/search-learning.server";
import { getEnv } from "../platform/env.server";
import { listFlags, resetFlag, setFlag } from "../platform/feature-flags.server";
import { listSettings, setSetting } from "../platform/operator-settings.server";
import { invalidateCatalogueReads } from "../platform/cache.server";
import type { OpsCommand, OpsResult } from "./ops-command.server";

// ---------------------------------------------------------------- the commands

export async function setStock(db: Db, storeId: number, productId: number, quantity: number): Promise<OpsResult> {
  if (!(await storeExists(db, storeId))) return { ok: false, error: `Store ${storeId} not found` };
  const price = await productPrice(db, productId);
  if (price === null) return { ok: false, error: `Product ${productId} not found` };
  await upsertStoreStock(db, storeId, productId, quantity, price);
  // Listings and shared pages show the new stock at once (docs/decisions/024-shared-page-cache.md).
  await invalidateCatalogueReads(db);
  return { ok: true, message: `Product ${productId} at store ${storeId}: stock set to ${quantity}.` };
}

export async function opsAdvance(db: Db, orderId: number, to: string | undefined, now = new Date()): Promise<OpsResult> {
  return orderErrors(async () => {
    let change;
    if (to === undefined) {
      change = await advanceOrder(db, orderId, now);
    } else {
      const status = parseOrderStatus(to);
      if (!status) return { ok: false, error: `Unknown status "${to}". Use one of: ${ORDER_STATUSES.join(", ")}.` };
      change = await setOrderStatus(db, orderId, status, now);
    }
    if (!change) return { ok: false, error: `Order ${orderId} changed meanwhile; try again.` };
    if (change.from === change.to) return { ok: true, message: `Order ${orderId} is already ${change.to}.` };
    return { ok: true, message: `Order ${orderId}: ${change.from} → ${change.to} (${orderTitle(change.to)}).` };
  });
}

export async function opsCancel(db: Db, orderId: number, reason: string | undefined, now = new Date()): Promise<OpsResult> {
  return orderErrors(async () => {
    const change = await setOrderStatus(db, orderId, "CANCELLED", now, reason);
    return { ok: true, message: `Order ${orderId}: ${change.from} → CANCELLED; its items are back in stock.` };
  });
}

export async function listRecentOrders(db: Db, limit: number): Promise<OpsResult> {
  const rows = await recentOrders(db, limit);
  if (!rows.length) return { ok: true, message: "No orders yet." };
  const table = [
    ["ID", "CART ID", "PHONE", "STATUS", "TOTAL", "CREATED"],
    ...rows.map((r) => [
      String(r.id),
      r.cartId,
      maskPhone(r.phone),
      r.status,
      formatPaise(r.grandTotal),
      formatOrderDate(r.createdAt.toISOString()),
    ]),
  ];
  return { ok: true, message: formatTable(table) };
}

export async function listMessages(db: Db, limit: number): Promise<OpsResult> {
  const rows = await listOpenMessages(db, limit);
  if (!rows.length) return { ok: true, message: "No open messages." };
  const blocks = rows.map(
    (r) =>
      `#${r.id}  order ${r.orderId} (${r.status})  ${maskPhone(r.phone)}  ${formatOrderDate(r.createdAt.toISOString())}\n  ${r.body.replace(/\s*\n\s*/g, "\n  ")}`,
  );
  return { ok: true, message: blocks.join("\n\n") };
}

export async function opsAnswer(db: Db, messageId: number, text: string, now = new Date()): Promise<OpsResult> {
  return orderErrors(async () => {
    const answered = await answerOrderMessage(db, messageId, text, now);
    return { ok: true, message: `Message ${messageId} on order ${answered.orderId} answered.` };
  });
}

async function orderErrors(run: () => Promise<OpsResult>): Promise<OpsResult> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) return { ok: false, error: error.message };
    throw error;
  }
}

export async function runOpsCommand(db: Db, command: OpsCommand, now = new Date()): Promise<OpsResult> {
  switch (command.command) {
    case "stock":
      return setStock(db, command.storeId, command.productId, command.quantity);
    case "advance":
      return opsAdvance(db, command.orderId, command.to, now);
    case "cancel":
      return opsCancel(db, command.orderId, command.reason, now);
    case "orders":
      return listRecentOrders(db, command.limit);
    case "messages":
      return listMessages(db, command.limit);
    case "answer":
      return opsAnswer(db, command.messageId, command.text, now);
    case "reconcile": {
      const changed = await reconcilePayments(db, now);
      return { ok: true, message: `Reconciled payments: ${changed} settled.` };
    }
    case "retention":
      return { ok: true, message: formatRetentionReport(await runRetention(db, { now })) };
    case "report":
      return { ok: true, message: await analyticsReport(db, command.days, now) };
    case "search-gaps":
      return { ok: true, message: await searchGapsReport(db, command.days, now) };
    case "search-learn":
      return { ok: true, message: formatLearningReport(await runSearchLearning(db, now)) };
    case "search-explain":
      return { ok: true, message: await explainSearch(db, command.query, command.storeId, command.limit, now) };
    case "unsubscribe-link": {
      // PUBLIC_URL is the store's address; without it, the default local one.
      const link = await unsubscribeLinkFor(db, command.phone, getEnv().PUBLIC_URL ?? "http://localhost:3000");
      return link ? { ok: true, message: link } : { ok: false, error: `No shopper with phone ${maskPhone(command.phone)}` };
    }
    case "partner-code": {
      // The sandbox partner's side of a web-view login (docs/rules.md#partner-web-views): the code on the first
      // line (for scripts), then where the partner's app would open the store with it.
      const provider = command.partner ?? "airtel";
      // A partner on its real exchange (WEBVIEW_PARTNER_ADAPTER=http) never sees a sandbox code: one would only fail.
      if (getPartnerAdapter(provider).name !== "sandbox") {
        return { ok: false, error: `The ${provider} partner uses its real exchange, not the sandbox: its own app gives the codes` };
      }
      const minted = mintSandboxPartnerCode(command.phone, now, provider);
      if (!minted) return { ok: false, error: `Not a mobile number: ${command.phone}` };
      return {
        ok: true,
        message: `${minted.code}\nOpen ${partnerRedirectionPath({ code: minted.code, provider })} within 5 minutes; it logs in once.`,
      };
    }
    case "import": {
      const report = await importCatalogue(db, { file: command.file, records: command.records, dryRun: command.dryRun });
      const message = formatImportReport(report);
      // A refused row is a refusal (exit 1), even though the file's other rows were written.
      return report.refused.length ? { ok: false, error: message } : { ok: true, message };
    }
    case "layouts-list":
      return listLayoutsReport(db);
    case "collections-list":
      return listCollectionsReport(db);
    case "layouts-import":
      return importLayouts(db, command.document, now);
    case "collections-import":
      return importCollections(db, command.document, now);
    case "awards-import":
      return importBrandAwards(db, command.file, command.lines);
    case "flags-list":
      return listFlags(db, command);
    // A flag can change what every page shows: every server process renders its shared pages again, whether
    // this command runs inside the store (the embedded database's socket) or beside it on PostgreSQL
    // (docs/decisions/023-several-processes.md, docs/decisions/024-shared-page-cache.md).
    case "flags-set":
      return setFlag(db, command.key, command.enabled, command, now).finally(() => invalidateCatalogueReads(db));
    case "flags-reset":
      return resetFlag(db, command.key, command).finally(() => invalidateCatalogueReads(db));
    case "settings-list":
      return listSettings(db);
    // A fee or print price shows on shared pages (the print landing): setSetting announces the change, which
    // clears every process's settings and pages alike (docs/decisions/023-several-processes.md).
    case "settings-set":
      return setSetting(db, command.key, command.value, command.by, now);
  }
}
