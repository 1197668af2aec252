/**
 * Scaling from one worker to two (docs/decisions/023-several-processes.md): the production server on a
 * PostgreSQL database (DATABASE_URL) started as `npm start` starts it, with WEB_CONCURRENCY=1 and then 2,
 * under the same mix of browsing — the home page, a category listing, a product page and a search, in turn
 * on every connection — measured with autocannon after a warm-up. The server seeds the demo catalogue into
 * an empty database on its first start. The runs go 1, 2, 2, 1 workers and each count's two are averaged, so
 * a machine getting busier or quieter during the bench weighs on both alike.
 */
import autocannon from "autocannon";
import { browsingMix, startPostgresServer } from "./pg-server";
import { cpuMs, stop, waitIdle } from "./processes";

export const SCALING_SECTION_HEADING = "## Scaling: one worker and two";
const RUN_ORDER = [1, 2, 2, 1] as const;

export interface ScalingOptions {
  repo: string;
  dataDir: string;
  databaseUrl: string;
  port: number;
  connections: number;
  duration: number;
  warmup: number;
  log: (message: string) => void;
}

export interface ScalingResult {
  /** Per worker count, the mean of its runs. */
  rows: ScalingRow[];
  /** Every run, in the order measured. */
  runs: ScalingRow[];
  mix: string[];
}

export interface ScalingRow {
  workers: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  completed: number;
  /** CPU time the server's processes (primary and workers) spent per answered request: what a worker costs, busy machine or not. */
  cpuMsPerRequest: number;
}

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? NaN), 0);

function serve(options: ScalingOptions, workers: number) {
  return startPostgresServer({
    repo: options.repo,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    port: options.port,
    workers,
    expectedWorkers: workers,
    name: "scaling",
    portOption: "--scaling-port",
  });
}

export async function benchScaling(options: ScalingOptions): Promise<ScalingResult> {
  const runs: ScalingRow[] = [];
  let mix: string[] = [];
  for (const workers of RUN_ORDER) {
    options.log(`${workers} worker${workers === 1 ? "" : "s"}: starting…`);
    const { server, pids } = await serve(options, workers);
    try {
      mix = await browsingMix(options.port);
      const requests = mix.map((p) => ({ path: p }));
      const url = `http://127.0.0.1:${options.port}`;
      if (options.warmup > 0) await autocannon({ url, requests, connections: options.connections, duration: options.warmup, timeout: 30 });
      await waitIdle(pids);
      const cpuBefore = cpuOf(pids);
      const r = await autocannon({ url, requests, connections: options.connections, duration: options.duration, timeout: 30 });
      // Requests still queued when autocannon stops are worked off too: wait for them before reading the CPU.
      await waitIdle(pids);
      const cpuUsed = cpuOf(pids) - cpuBefore;
      const row = {
        workers,
        rps: r.requests.mean,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        completed: r.requests.total,
        cpuMsPerRequest: cpuUsed / Math.max(1, r.requests.total),
      };
      options.log(
        `${workers} worker${workers === 1 ? "" : "s"}: ${row.rps.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpuMsPerRequest.toFixed(1)} ms CPU a request`,
      );
      runs.push(row);
    } finally {
      await stop(server);
    }
  }
  const rows = [1, 2].map((workers): ScalingRow => {
    const mine = runs.filter((r) => r.workers === workers);
    const mean = (pick: (r: ScalingRow) => number) => mine.reduce((sum, r) => sum + pick(r), 0) / mine.length;
    return {
      workers,
      rps: mean((r) => r.rps),
      p50: Math.round(mean((r) => r.p50)),
      p99: Math.round(mean((r) => r.p99)),
      non2xx: mine.reduce((sum, r) => sum + r.non2xx, 0),
      errors: mine.reduce((sum, r) => sum + r.errors, 0),
      completed: mine.reduce((sum, r) => sum + r.completed, 0),
      cpuMsPerRequest: mean((r) => r.cpuMsPerRequest),
    };
  });
  return { rows, runs, mix };
}

export function scalingSectionMarkdown(
  result: ScalingResult,
  context: {
    date: Date;
    commit?: string;
    machine: string;
    loadBefore: string;
    /** The one-minute load average before the runs, and the cores: a busier machine makes the ratio meaningless. */
    busy: { load: number; cores: number };
    connections: number;
    duration: number;
  },
): string {
  const fmt = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const [one, two] = result.rows;
  const ratio = one && two ? two.rps / one.rps : NaN;
  return `${SCALING_SECTION_HEADING}

\`npm run bench -- scaling\` (scripts/bench/scaling.ts): the production server on PostgreSQL with
\`WEB_CONCURRENCY=1\` and \`=2\` (docs/decisions/023-several-processes.md), the demo catalogue, autocannon with
${context.connections} connections for ${context.duration} s after a warm-up, runs in the order 1, 2, 2, 1 workers and
each count's two averaged, each connection asking in turn for
${result.mix.map((p) => `\`${p}\``).join(", ")} (catalogue reads cached as in production).

- Date: ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC; commit ${context.commit ?? "unknown"}
- Machine: ${context.machine}; load average before ${context.loadBefore}

| Workers | req/s | p50 ms | p99 ms | server CPU ms a request | non-2xx | errors |
|--:|--:|--:|--:|--:|--:|--:|
${result.rows.map((r) => `| ${r.workers} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.cpuMsPerRequest)} | ${r.non2xx} | ${r.errors} |`).join("\n")}

Runs in order (req/s, p50/p99 ms): ${result.runs.map((r) => `${r.workers}: ${fmt(r.rps)} (${r.p50}/${r.p99})`).join(" · ")}.

Two workers served ${Number.isFinite(ratio) ? `${fmt(ratio)}×` : "—"} the requests of one. On this machine autocannon, PostgreSQL and the
workers share the same cores (and other work): a second worker gains only the CPU the first left idle, so
the ratio is a floor for a machine where the server has its cores to itself. The server's CPU time per
request (primary and workers, from /proc, queued requests included) depends far less on how busy the
machine is than req/s do: when it is about equal for one and two workers, a second worker costs little per
request and two workers scale with the cores they are given. Each worker warms up (JIT, its own catalogue
cache) on its own, so short runs favour one worker.
${
  context.busy.load > context.busy.cores
    ? `
**The machine was busy** (load average ${fmt(context.busy.load)} on ${context.busy.cores} cores before the runs): runs of one
worker count differ by as much as the counts do, and a second worker only has the CPU others leave idle.
Rerun on a quiet machine for figures to plan with.
`
    : ""
}`;
}
