/**
 * Leases of background jobs that must run once per period across processes and machines
 * (docs/decisions/023-several-processes.md). Time is the database's: the processes' own clocks may disagree.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./db.server";
import { jobLeases } from "./schema.server";

/**
 * Starts a run of `job` for `holder` when the last run started at least `periodSeconds` ago (or never):
 * true for exactly one of any number of processes asking at once. The upsert's row lock orders them; the
 * first moves `started_at` to now, and every later one finds it too recent.
 */
export async function claimJobRun(db: Db, job: string, periodSeconds: number, holder: string): Promise<boolean> {
  const rows = await queryRows<{ job: string }>(
    db,
    sql`insert into ${jobLeases} (job, started_at, holder, runs)
        values (${job}, now(), ${holder}, 1)
        on conflict (job) do update set started_at = now(), holder = excluded.holder, runs = ${jobLeases}.runs + 1
          where ${jobLeases}.started_at <= now() - make_interval(secs => ${periodSeconds})
        returning job`,
  );
  return rows.length === 1;
}

export interface JobLease {
  job: string;
  startedAt: Date;
  holder: string;
  runs: number;
}

/** The job's last run, or null before its first. */
export async function getJobLease(db: Db, job: string): Promise<JobLease | null> {
  const [row] = await db
    .select()
    .from(jobLeases)
    .where(sql`${jobLeases.job} = ${job}`);
  return row ?? null;
}
