/**
 * What an operator command is (`npm run ops -- <command>`): its shape, checked by the store whichever way it
 * arrives, its answer and the usage text. Apart from the commands themselves (ops.server.ts) so the CLI can
 * parse and send a command to the running store without loading the database layer: it costs about a
 * quarter of the CPU time it did (docs/decisions/008-operator-cli-socket.md).
 */
import { z } from "zod";
import { ANSWER_MAX_LENGTH } from "~/lib/forms/order-help";
import { ORDER_STATUSES } from "~/lib/order-status";
import { DEFAULT_STORE_ID } from "~/lib/store-defaults";
import { MAX_IMPORT_ROWS } from "../catalogue/import/read-file.server";
import { PARTNER_PROVIDER_NAMES } from "../account/partner-adapter.server";

/** `report --days N`: a week unless asked, at most a year and a day. */
export const DEFAULT_REPORT_DAYS = 7;
export const MAX_REPORT_DAYS = 366;
/** Lines one brand-awards file may hold: far above any year's awards. */
export const MAX_AWARD_LINES = 10_000;

export const OpsCommandSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("stock"),
    productId: z.number().int().positive(),
    quantity: z.number().int().min(0).max(1_000_000),
    storeId: z.number().int().positive(),
  }),
  z.object({ command: z.literal("advance"), orderId: z.number().int().positive(), to: z.string().min(1).max(40).optional() }),
  z.object({ command: z.literal("cancel"), orderId: z.number().int().positive(), reason: z.string().min(1).max(200).optional() }),
  z.object({ command: z.literal("orders"), limit: z.number().int().min(1).max(500) }),
  z.object({ command: z.literal("messages"), limit: z.number().int().min(1).max(500) }),
  z.object({ command: z.literal("answer"), messageId: z.number().int().positive(), text: z.string().trim().min(1).max(ANSWER_MAX_LENGTH) }),
  z.object({ command: z.literal("reconcile") }),
  z.object({ command: z.literal("unsubscribe-link"), phone: z.string().min(1).max(20) }),
  z.object({
    command: z.literal("partner-code"),
    phone: z.string().min(1).max(20),
    /** Whose code: the telecom partner's when absent. */
    partner: z.enum(PARTNER_PROVIDER_NAMES, { message: `--partner is one of ${PARTNER_PROVIDER_NAMES.join(", ")}` }).optional(),
  }),
  z.object({ command: z.literal("retention") }),
  z.object({ command: z.literal("search-learn") }),
  z.object({
    command: z.literal("search-explain"),
    query: z.string().trim().min(1).max(200),
    storeId: z.number().int().positive(),
    limit: z.number().int().min(1).max(100),
  }),
  z.object({ command: z.literal("report"), days: z.number().int().min(1).max(MAX_REPORT_DAYS) }),
  z.object({ command: z.literal("search-gaps"), days: z.number().int().min(1).max(MAX_REPORT_DAYS) }),
  z.object({
    command: z.literal("import"),
    file: z.string().min(1).max(255),
    dryRun: z.boolean().optional(),
    // The CLI parsed the file (docs/catalogue-import.md); the store checks every field again.
    records: z.array(z.object({ row: z.number().int().positive(), fields: z.record(z.string()) })).max(MAX_IMPORT_ROWS),
  }),
  z.object({ command: z.literal("layouts-list") }),
  z.object({ command: z.literal("collections-list") }),
  // The CLI read the JSON file; the store checks every record (docs/collections-and-layouts.md).
  z.object({ command: z.literal("layouts-import"), file: z.string().min(1).max(255), document: z.unknown() }),
  z.object({ command: z.literal("collections-import"), file: z.string().min(1).max(255), document: z.unknown() }),
  // The CLI split the JSON lines file; the store checks every award (docs/rules.md#brand-awards).
  z.object({
    command: z.literal("awards-import"),
    file: z.string().min(1).max(255),
    lines: z.array(z.object({ line: z.number().int().positive(), value: z.unknown() })).max(MAX_AWARD_LINES),
  }),
  // Feature flags (docs/rules.md#feature-flags): the store checks the key, city and user again.
  z.object({
    command: z.literal("flags-list"),
    cityId: z.number().int().positive().optional(),
    userId: z.number().int().positive().optional(),
  }),
  z.object({
    command: z.literal("flags-set"),
    key: z.string().min(1).max(80),
    enabled: z.boolean(),
    cityId: z.number().int().positive().optional(),
    userId: z.number().int().positive().optional(),
  }),
  z.object({
    command: z.literal("flags-reset"),
    key: z.string().min(1).max(80),
    cityId: z.number().int().positive().optional(),
    userId: z.number().int().positive().optional(),
  }),
  // Operator settings (docs/rules.md#operator-settings): the store parses and checks the value.
  z.object({ command: z.literal("settings-list") }),
  z.object({
    command: z.literal("settings-set"),
    key: z.string().min(1).max(80),
    value: z.string().max(200),
    by: z.string().min(1).max(80),
  }),
]);
export type OpsCommand = z.infer<typeof OpsCommandSchema>;

export type OpsResult = { ok: true; message: string } | { ok: false; error: string };

export const OPS_USAGE = `Usage: npm run ops -- <command>

  stock <productId> <qty> [--store ${DEFAULT_STORE_ID}]  set a product's stock at a store
  advance <orderId> [--to STATUS]             move an order one step, or to STATUS
  cancel <orderId> [--reason "..."]           cancel an order (restocks its items)
  orders [--limit 20]                         list recent orders
  messages [--limit 20]                       list open "Need help with this order?" messages, oldest first
  answer <messageId> "text"                   answer one; the shopper sees it on the order page
  reconcile                                   settle payments left pending (asks the gateway)
  retention                                   delete old login codes, expired sessions and old outbox texts now
  search-learn                                learn from shoppers now: which products they add after each search (docs/search.md#learning-from-shoppers)
  search-explain <query> [--store ${DEFAULT_STORE_ID}] [--limit 10]  why each product ranks where it does for a query: every term of the order
  report [--days ${DEFAULT_REPORT_DAYS}]                           top searches, searches that found nothing and the checkout funnel (docs/rules.md#analytics)
  search-gaps [--days ${DEFAULT_REPORT_DAYS}]                      searches that found nothing, by count, with what shoppers said they looked for (docs/search.md#nothing-found)
  import <file.csv|file.jsonl> [--dry-run]    load products, prices and stock per store (docs/catalogue-import.md)
  layouts list                                list widget layouts (home, /le, /store, /tab-layouts)
  layouts import <file.json>                  add or replace layouts (docs/collections-and-layouts.md)
  collections list                            list collections (/cln curated, /dc dynamic)
  collections import <file.json>              add or replace collections (docs/collections-and-layouts.md)
  awards import <file.jsonl>                  add or replace brand awards, one JSON object a line (docs/rules.md#brand-awards)
  unsubscribe-link <phone>                    the marketing-text unsubscribe link of a shopper (docs/rules.md#marketing-texts)
  partner-code <phone> [--partner airtel|partner]  a sandbox partner login code for a phone: single use, 5 minutes (docs/rules.md#partner-web-views)
  flags list [--city ID] [--user ID]          every feature flag, its value there and where it comes from (docs/rules.md#feature-flags)
  flags set <KEY> on|off [--city ID | --user ID]  override a flag for everyone, one city or one user
  flags reset <KEY> [--city ID | --user ID]   remove that override (the next one down, or the default, applies)
  settings list                               fees, print prices and print limits, who set each and when (docs/rules.md#operator-settings)
  settings set <SETTING> <VALUE>              change one, e.g. settings set handling_charge 5 (rupees), settings set print_max_files 20

STATUS is one of ${ORDER_STATUSES.join(", ")}.
Uses DATABASE_URL, else the embedded database in DATA_DIR (default ./data).`;
