/**
 * The demo fulfilment simulator: stands in for the store's pickers and
 * riders, moving each live order one step along the forward sequence once
 * it has sat in its state for ORDER_SIMULATOR_SECONDS. Off (0) in tests and
 * e2e, where operators move orders with `npm run ops`.
 */
import type { Db } from "~/models/db.server";
import { liveOrdersIdleSince } from "~/models/orders.server";
import { startPeriodicJob } from "../platform/periodic-job.server";
import { advanceOrder } from "./order-lifecycle.server";

/** Orders per tick: a backlog drains over a few ticks rather than in one long burst. */
const BATCH = 200;

/** One pass: advances every live order idle for at least `intervalSeconds`. Returns how many moved. */
export async function runSimulatorTick(db: Db, intervalSeconds: number, now = new Date()): Promise<number> {
  const due = await liveOrdersIdleSince(db, new Date(now.getTime() - intervalSeconds * 1000), BATCH);
  let moved = 0;
  for (const order of due) {
    // Conditional on the status we saw: an operator may have moved it meanwhile.
    if (await advanceOrder(db, order.id, now, order.status)) moved++;
  }
  return moved;
}

/**
 * Starts the simulator: one tick per period across every server process sharing the database (the
 * periodic job's lease). Returns a stop function.
 */
export function startOrderSimulator(db: Db, intervalSeconds: number): () => void {
  return startPeriodicJob(db, { name: "order-simulator", seconds: intervalSeconds, run: () => runSimulatorTick(db, intervalSeconds) });
}
