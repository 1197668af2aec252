/**
 * The demo fulfilment simulator: stands in for the store's pickers and
 * riders, moving each live order one step along the forward sequence once
 * it has sat in its state for ORDER_SIMULATOR_SECONDS. Off (0) in tests and
 * e2e, where operators move orders with `npm run ops`.
 */
import type { Db } from "~/models/db.server";
import { liveOrdersIdleSince } from "~/models/orders.server";
import { advanceOrder } from "./order-lifecycle.server";

declare global {
  var __nukkadOrderSimulator: NodeJS.Timeout | undefined;
}

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

/** Starts the timer once per process (dev rebuilds re-run module code). Returns a stop function. */
export function startOrderSimulator(db: Db, intervalSeconds: number): () => void {
  const stop = () => {
    clearInterval(globalThis.__nukkadOrderSimulator);
    globalThis.__nukkadOrderSimulator = undefined;
  };
  if (intervalSeconds <= 0 || globalThis.__nukkadOrderSimulator) return stop;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    runSimulatorTick(db, intervalSeconds)
      .catch((error) => console.error("Order simulator tick failed:", error))
      .finally(() => {
        busy = false;
      });
  }, intervalSeconds * 1000);
  // The simulator alone must not keep the process alive.
  timer.unref();
  globalThis.__nukkadOrderSimulator = timer;
  return stop;
}
