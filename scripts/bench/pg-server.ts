/**
 * The production server on a PostgreSQL database, started as `npm start` starts it (server.mjs: a primary
 * and its workers, docs/decisions/023-several-processes.md), and the browsing mix the load sections send
 * it. Shared by the scaling and concurrency sections (scripts/bench/scaling.ts, scripts/bench/concurrency.ts).
 */
import path from "node:path";
import { portIsFree, start, type Tracked } from "./processes";

export interface PostgresServerOptions {
  repo: string;
  /** The bench's data directory: the server's logs and its DATA_DIR (print files) go under it. */
  dataDir: string;
  databaseUrl: string;
  port: number;
  /** WEB_CONCURRENCY; undefined leaves it unset, so the server runs its default (one worker per core). */
  workers: number | undefined;
  /** How many "listening" lines to wait for: the worker count the server will run. */
  expectedWorkers: number;
  /** Named in logs and errors: the section's name. */
  name: string;
  /** The option that moves the port, named when it is taken. */
  portOption: string;
  /** More environment for the server (limits, pool size). */
  env?: Record<string, string>;
}

/**
 * The server's processes: the one started, and with several workers each worker's pid from its "listening"
 * line. Read as soon as it listens: the log keeps only its tail, which request lines soon fill.
 */
function serverPids(server: Tracked): number[] {
  const workers = [...server.output().matchAll(/worker \d+ \(pid (\d+)\) http:/g)].map((m) => Number(m[1]));
  return [server.child.pid!, ...workers];
}

/** Starts the server and waits until every worker listens; the server seeds the demo catalogue into an empty database. */
export async function startPostgresServer(options: PostgresServerOptions): Promise<{ server: Tracked; pids: number[] }> {
  if (!(await portIsFree(options.port)))
    throw new Error(`Port ${options.port} is in use: stop whatever listens there or pass ${options.portOption}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: path.join(options.dataDir, options.name),
    ORDER_SIMULATOR_SECONDS: "0",
    // One client address sends every request: the per-address search limit would answer 429s.
    SEARCHES_PER_MINUTE: "0",
    ...options.env,
  };
  if (options.workers === undefined) delete env.WEB_CONCURRENCY;
  else env.WEB_CONCURRENCY = String(options.workers);
  const label = options.workers === undefined ? "default" : String(options.workers);
  const server = start(process.execPath, ["./server.mjs", "./build/server/index.js"], {
    cwd: options.repo,
    env,
    logFile: path.join(options.dataDir, `${options.name}-${label}-server.log`),
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`The ${options.name} server exited:\n${server.output()}`);
    // One process says "[nukkad] http://…"; each worker "[nukkad] worker N (pid P) http://…".
    const listening = (server.output().match(/\[nukkad\](?: worker \d+ \(pid \d+\))? http:/g) ?? []).length >= options.expectedWorkers;
    if (listening) {
      try {
        const res = await fetch(`http://127.0.0.1:${options.port}/robots.txt`);
        await res.arrayBuffer();
        if (res.ok) return { server, pids: serverPids(server) };
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) throw new Error(`The ${options.name} server did not start within 180 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The browsing mix: what a shopper's first minute looks like, one page of each kind, found from the home page. */
export async function browsingMix(port: number): Promise<string[]> {
  const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  const link = (prefix: string) => home.match(new RegExp(`href="(${prefix.replace(/\//g, "\\/")}[^"#]*)"`))?.[1]?.replace(/&amp;/g, "&");
  const listing = link("/cn/");
  const product = link("/prn/");
  if (!listing || !product) throw new Error("The home page links to no category or product");
  return ["/", listing, product, "/s?q=milk"];
}
