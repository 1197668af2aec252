/**
 * The production server as `npm start` runs it on PostgreSQL with two workers (WEB_CONCURRENCY=2,
 * docs/decisions/023-several-processes.md), on a throwaway copy of the seeded database. Every request goes
 * on a new connection, which the cluster hands to the workers in turn; the worker that answered is read
 * from the server's request log ("… worker N"), found by a probe parameter unique to the request.
 *
 * Proves across the two workers: a login made on one is a session on the other; the text budget counts
 * texts sent by either; a catalogue change announced by a third process clears both workers' caches; a
 * background job runs once per period, not once per worker; a killed worker is replaced; SIGTERM stops all.
 *
 * PostgreSQL only (TEST_DATABASE_URL): the embedded database is always one process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPaise } from "~/lib/money";
import { productPath } from "~/lib/paths";
import { getJobLease, type JobLease } from "~/models/job-leases.server";
import { announceCatalogueChanged } from "~/services/platform/catalogue-changes.server";
import { engine, queryRow, setUpTestDb } from "../support/db";
import { ensureProductionBuild, productionServerEnv } from "../support/production-build";

const PORT = 3321;
const ORIGIN = `http://localhost:${PORT}`;
const JOB_PERIOD_SECONDS = 1;
const store = setUpTestDb();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** cluster.worker.id of the worker that answered, from its log line. */
  worker: number;
}

/** The primary and its workers: their output together (workers share the primary's stdout). */
class Cluster {
  output = "";
  readonly exited: Promise<number | null>;
  private readonly watchers = new Set<() => void>();

  constructor(readonly child: ChildProcess) {
    const take = (chunk: Buffer) => {
      this.output += chunk.toString();
      for (const watch of this.watchers) watch();
    };
    child.stdout!.on("data", take);
    child.stderr!.on("data", take);
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  }

  /** The first match of `pattern` in the output from `from` on, as soon as it is written. */
  waitFor(pattern: RegExp, from = 0, timeoutMs = 90_000): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(this.output.slice(from));
        if (!found) return false;
        this.watchers.delete(watch);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const watch = () => void check();
      const timer = setTimeout(() => {
        this.watchers.delete(watch);
        reject(new Error(`The server did not log ${pattern} in time. Its output:\n${this.output.slice(-3000)}`));
      }, timeoutMs);
      if (!check()) this.watchers.add(watch);
    });
  }

  /** Each worker's id and pid, from its "listening" lines, newest last. */
  workers(): { id: number; pid: number }[] {
    return [...this.output.matchAll(/worker (\d+) \(pid (\d+)\) http:/g)].map((m) => ({ id: Number(m[1]), pid: Number(m[2]) }));
  }
}

let cluster: Cluster;
let dataDir: string;

beforeAll(async () => {
  if (engine !== "postgres") return;
  ensureProductionBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-cluster-"));
  const child = spawn(process.execPath, ["./server.mjs", "./build/server/index.js"], {
    env: productionServerEnv(PORT, {
      DATABASE_URL: store.url,
      WEB_CONCURRENCY: "2",
      // No SESSION_SECRET: the primary writes one into the data directory before the workers read it.
      DATA_DIR: dataDir,
      // Tests send X-Forwarded-For, so each has a client address (and text budget) of its own.
      TRUST_PROXY: "1",
      TEXTS_PER_ADDRESS_HOUR: "3",
      // Long enough that only an announced change, never the time to live, refreshes a cached page here.
      CATALOGUE_CACHE_SECONDS: "600",
      RETENTION_SECONDS: String(JOB_PERIOD_SECONDS),
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  cluster = new Cluster(child);
  await cluster.waitFor(/worker \d+ \(pid \d+\) http:[\s\S]*worker \d+ \(pid \d+\) http:/);
});

afterAll(async () => {
  if (cluster && cluster.child.exitCode === null) {
    cluster.child.kill("SIGKILL");
    for (const { pid } of cluster.workers()) killIfAlive(pid);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function killIfAlive(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One request on a connection of its own (so the cluster may hand it to either worker). */
async function send(
  target: string,
  options: { method?: "GET" | "POST"; cookies?: Map<string, string>; form?: Record<string, string>; clientAddress?: string } = {},
): Promise<Answer> {
  const method = options.method ?? "GET";
  const probe = randomUUID();
  const url = `${target}${target.includes("?") ? "&" : "?"}probe=${probe}`;
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: http.OutgoingHttpHeaders = { Host: `localhost:${PORT}`, Connection: "close" };
  if (options.clientAddress) headers["X-Forwarded-For"] = options.clientAddress;
  if (options.cookies?.size) headers.Cookie = [...options.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  if (body !== undefined) {
    headers.Origin = ORIGIN;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = Buffer.byteLength(body);
  }
  const logFrom = cluster.output.length;
  const answer = await new Promise<Omit<Answer, "worker">>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, path: url, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
  for (const line of answer.headers["set-cookie"] ?? []) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    options.cookies?.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const logged = await cluster.waitFor(new RegExp(`probe=${probe} \\d+ .* worker (\\d+)`), logFrom);
  return { ...answer, worker: Number(logged[1]) };
}

/** Asks until a worker other than `not` answers (the cluster alternates, so it takes one or two tries). */
async function sendAvoiding(not: number, target: string, options: Parameters<typeof send>[1] = {}): Promise<Answer> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await send(target, options);
    if (answer.worker !== not) return answer;
  }
  throw new Error(`Every request went to worker ${not}`);
}

describe.runIf(engine === "postgres")("npm start with two workers on PostgreSQL", () => {
  it("keeps a login made on one worker as a session on the other", async () => {
    const cookies = new Map<string, string>();
    const phone = "9812345670";
    // Private addresses: demo mode's login codes are only for local requests (docs/decisions/033-demo-mode-per-request.md).
    const clientAddress = "10.198.51.1";
    const asked = await send("/login", { method: "POST", form: { phone, redirectTo: "/account" }, cookies, clientAddress });
    expect(asked.status).toBe(303);
    const { body: text } = await queryRow<{ body: string }>(
      store.db,
      sql`select body from sms_outbox where phone like ${`%${phone}`} order by id desc limit 1`,
    );
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toBeDefined();
    const verified = await send("/login/verify", { method: "POST", form: { intent: "verify", code: code! }, cookies, clientAddress });
    expect(verified.status).toBe(303);
    expect(verified.headers.location).toBe("/account");

    const elsewhere = await sendAvoiding(verified.worker, "/account/profile", { cookies, clientAddress });
    expect(elsewhere.status).toBe(200);
    // Without the cookies the same page sends a visitor to log in: the 200 above is the session's.
    const anonymous = await send("/account/profile", { clientAddress });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/login/);
  });

  it("counts texts sent by either worker against one budget", async () => {
    const clientAddress = "10.198.51.2";
    const answers: Answer[] = [];
    for (const phone of ["9812345671", "9812345672", "9812345673", "9812345674"]) {
      answers.push(await send("/login", { method: "POST", form: { phone }, clientAddress }));
    }
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 429]);
    // The three allowed came from both workers: neither could have refused the fourth on its own count.
    expect(new Set(answers.slice(0, 3).map((a) => a.worker)).size).toBe(2);
  });

  it("clears both workers' cached pages when another process announces a catalogue change", async () => {
    const product = await queryRow<{ id: number; name: string; price: number }>(
      store.db,
      sql`select p.id, p.name, sp.price from store_products sp join products p on p.id = sp.product_id
          where sp.store_id = 31657 and sp.stock > 0 order by p.id limit 1`,
    );
    const page = productPath(product.name, product.id);
    const oldPrice = formatPaise(product.price);
    const newPrice = formatPaise(product.price + 1111);

    // Each worker renders the page once, caching it.
    const first = await send(page);
    const second = await sendAvoiding(first.worker, page);
    for (const answer of [first, second]) expect(answer.body).toContain(oldPrice);

    await store.db.execute(sql`update store_products set price = price + 1111 where store_id = 31657 and product_id = ${product.id}`);
    // Written but not announced: both workers still serve their cached copy.
    const stale = await send(page);
    const staleToo = await sendAvoiding(stale.worker, page);
    for (const answer of [stale, staleToo]) {
      expect(answer.body).toContain(oldPrice);
      expect(answer.body).not.toContain(newPrice);
    }

    // This test process is a third process, like `npm run ops -- import` on a PostgreSQL store.
    await announceCatalogueChanged(store.db);
    const fresh = new Set<number>();
    const deadline = Date.now() + 15_000;
    while (fresh.size < 2) {
      if (Date.now() > deadline) throw new Error(`Only workers ${[...fresh].join(", ")} showed the new price`);
      const answer = await send(page);
      if (answer.body.includes(newPrice)) fresh.add(answer.worker);
    }
  });

  it("runs a background job once per period, not once per worker", async () => {
    const lease = () => getJobLease(store.db, "retention");
    let start: JobLease | null = await lease();
    const deadline = Date.now() + 30_000;
    while (!start) {
      if (Date.now() > deadline) throw new Error("The retention job never ran");
      start = await lease();
    }
    let now: JobLease = start;
    while (now.runs < start.runs + 4) {
      if (Date.now() > deadline) throw new Error(`The retention job ran ${now.runs - start.runs} more times in 30 s`);
      now = (await lease()) ?? now;
    }
    // Each start needs the last one a whole period old (database time): two runners would squeeze more in.
    const elapsedMs = now.startedAt.getTime() - start.startedAt.getTime();
    // Timestamps keep microseconds, Date keeps milliseconds: a rounding of at most 1 ms per reading.
    expect(elapsedMs).toBeGreaterThanOrEqual((now.runs - start.runs) * JOB_PERIOD_SECONDS * 1000 - 1);
  });

  it("replaces a worker that dies", async () => {
    const [victim] = cluster.workers();
    const logFrom = cluster.output.length;
    process.kill(victim!.pid, "SIGKILL");
    const replacement = await cluster.waitFor(/worker (\d+) \(pid (\d+)\) http:/, logFrom);
    expect(Number(replacement[1])).toBeGreaterThan(2);
    const answers = [await send("/"), await send("/"), await send("/")];
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.worker))).toEqual(new Set([Number(replacement[1]), victim!.id === 1 ? 2 : 1]));
  });

  it("stops every worker and exits on SIGTERM", async () => {
    const pids = cluster.workers().map((w) => w.pid);
    cluster.child.kill("SIGTERM");
    expect(await cluster.exited).toBe(0);
    expect(pids.filter(isAlive)).toEqual([]);
  });
});
