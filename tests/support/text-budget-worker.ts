/**
 * A second server process, for tests/integration/rate-limits.test.ts: opens
 * its own pool on the given PostgreSQL database and asks the text budget for
 * one phone `count` times at once, then prints how many were allowed.
 * Usage: tsx tests/support/text-budget-worker.ts <url> <phone> <count> <iso-time>
 */
import { openDatabase } from "~/models/db.server";
import { takeText } from "~/services/platform/limiter.server";

const [url, phone, count, iso] = process.argv.slice(2);
if (!url || !phone || !count || !iso) throw new Error("Usage: tsx tests/support/text-budget-worker.ts <url> <phone> <count> <iso-time>");
const handle = await openDatabase({ kind: "postgres", url, poolSize: 10 });
const now = new Date(iso);
const results = await Promise.all(
  Array.from({ length: Number(count) }, (_, i) =>
    takeText(handle.db, { phone, requester: { deviceId: `worker-${process.pid}-${i}`, clientAddress: null, userId: null }, now }),
  ),
);
await handle.close();
process.stdout.write(JSON.stringify({ allowed: results.filter((r) => r.ok).length }));
