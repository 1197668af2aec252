/**
 * Background jobs that must run once per period however many server processes share the database: the
 * workers of one machine (server.mjs forks one per core on PostgreSQL) and other machines alike
 * (docs/decisions/023-several-processes.md). Every process keeps a timer; a run starts only in the process
 * whose claim of the job's lease row succeeds (models/job-leases.server.ts), at most once per period by the
 * database's clock. The embedded database is one process, and the same lease costs it one small upsert.
 */
import os from "node:os";
import type { Db } from "~/models/db.server";
import { claimJobRun } from "~/models/job-leases.server";

export interface PeriodicJob {
  /** The lease's key and the name in the log, e.g. "retention". */
  name: string;
  /** The period; 0 (or less) turns the job off. */
  seconds: number;
  run: () => Promise<unknown>;
  /** The first look after start, when sooner than a regular one (the retention job cleans up soon after a restart). */
  firstCheckAfterSeconds?: number;
}

declare global {
  /** The jobs started in this process, by name: the dev server's rebuilds re-run module code and must not start them twice. */
  var __nukkadPeriodicJobs: Map<string, () => void> | undefined;
}

/** Who started a run, in the lease row: enough for an operator to find the process. */
const HOLDER = `${os.hostname()}:${process.pid}`;

/**
 * A process looks four times a period (at least a second apart), so a run starts between one and one and a
 * quarter periods after the last one wherever it ran, even when timers of different processes drift.
 */
export function checkIntervalSeconds(periodSeconds: number): number {
  return Math.min(periodSeconds, Math.max(1, periodSeconds / 4));
}

/** Starts the job's timer in this process; returns a function that stops it. */
export function startPeriodicJob(db: Db, job: PeriodicJob): () => void {
  const jobs = (globalThis.__nukkadPeriodicJobs ??= new Map());
  const running = jobs.get(job.name);
  if (running) return running;
  if (job.seconds <= 0) return () => {};

  let busy = false;
  const check = () => {
    // A run still going here (a big backlog) is not joined by a second one in the same process.
    if (busy) return;
    busy = true;
    claimJobRun(db, job.name, job.seconds, HOLDER)
      .then((claimed) => (claimed ? job.run() : undefined))
      .catch((error: unknown) => console.error(`Background job "${job.name}" failed:`, error instanceof Error ? error.message : error))
      .finally(() => {
        busy = false;
      });
  };
  const every = checkIntervalSeconds(job.seconds) * 1000;
  // No timer keeps a stopping server alive.
  const first = setTimeout(check, (job.firstCheckAfterSeconds ?? every / 1000) * 1000);
  first.unref();
  const timer = setInterval(check, every);
  timer.unref();
  const stop = () => {
    clearTimeout(first);
    clearInterval(timer);
    jobs.delete(job.name);
  };
  jobs.set(job.name, stop);
  return stop;
}
