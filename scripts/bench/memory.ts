/**
 * The server's memory: resident set size (RSS) of the production server
 * (`node ./server.mjs ./build/server/index.js` with the environment `npm start`
 * gives it) on each database, idle and under a full order of print uploads.
 *
 * For each database: start on an empty store (a fresh DATA_DIR; for
 * PostgreSQL, the database given), let it seed, warm it with page loads,
 * wait until it is idle and take the median of RSS sampled once a second;
 * then one shopper uploads 10 files at once (the per-order limit) through
 * the same calls the print page makes — addresses, signed PUTs, validation —
 * while RSS is polled every 100 ms; then idle again; then a restart on the
 * same data, idle once more (what a store runs at after its first deploy).
 */
import { readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import { multiPagePdf } from "../../tests/support/print-corpus";
import { largestJpeg } from "./print";
import { portIsFree, startProductionServer, stop, waitIdle, type Tracked } from "./processes";
import { median } from "./stats";

const MiB = 1024 * 1024;
const UPLOADS = 10;
const PDF_PAGES = 50;
const IDLE_SAMPLES = 6;
const POLL_MS = 100;
/** Page load: this many connections at once, for this long per page (every page a new shopper's first visit). */
const LOAD_CONNECTIONS = 10;
const LOAD_SECONDS_PER_PAGE = 10;

export const MEMORY_SECTION_HEADING = "## Memory";

export interface MemoryTarget {
  engine: "pglite" | "postgres";
  /** PostgreSQL only: a throwaway database (seeded when empty; gets a test shopper and their print files). */
  databaseUrl?: string;
}

export interface MemoryRow {
  engine: "pglite" | "postgres";
  /** The first start seeded the catalogue (false: the database already held one). */
  seeded: boolean;
  firstStartIdle: number;
  /** Highest RSS while new shoppers load the shop's pages, LOAD_CONNECTIONS at a time (pageLoad below). */
  pageLoadPeak: number;
  /** Pages answered during that load, and how many were not 200. */
  pageLoadRequests: number;
  pageLoadErrors: number;
  uploadPeak: number;
  /** Server plus its inspector children, sampled together. */
  uploadPeakWithChildren: number;
  uploadSeconds: number;
  /** Validation status per file, e.g. "UPLOADED × 10". */
  uploadOutcome: string;
  afterUploadsIdle: number;
  restartIdle: number;
  /** VmHWM of the first run, read before it stopped: includes the seed and the uploads. */
  highWaterMark: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A /proc/<pid>/status field in bytes (Linux). */
function statusBytes(pid: number, field: "VmRSS" | "VmHWM"): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (kb === undefined) throw new Error(`No ${field} for process ${pid}`);
  return Number(kb) * 1024;
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssWithChildren(pid: number): number {
  let total = statusBytes(pid, "VmRSS");
  for (const child of childrenOf(pid)) {
    try {
      total += statusBytes(child, "VmRSS");
    } catch {
      // exited between the listing and the read
    }
  }
  return total;
}

/** Once the server has stopped working (under 10 % of a core), the median of RSS sampled once a second. */
async function idleRss(pid: number): Promise<number> {
  await waitIdle([pid], 60_000);
  const samples: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    if (i) await sleep(1_000);
    samples.push(statusBytes(pid, "VmRSS"));
  }
  return median(samples);
}

/** Cookies of one browser, and the headers a same-origin form post carries. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.method && init.method !== "GET") {
      headers.set("Origin", this.base);
      headers.set("Sec-Fetch-Site", "same-origin");
    }
    const url = pathOrUrl.startsWith("http") ? pathOrUrl : this.base + pathOrUrl;
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    return res;
  }

  async get(p: string): Promise<string> {
    const res = await this.fetch(p);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}: ${body.slice(0, 300)}`);
    return body;
  }

  async postForm(p: string, fields: Record<string, string>): Promise<Response> {
    const res = await this.fetch(p, { method: "POST", body: new URLSearchParams(fields) });
    await res.arrayBuffer();
    return res;
  }

  async postJson<T>(p: string, body: unknown): Promise<T> {
    const res = await this.fetch(p, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`POST ${p} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}

/** Logs a fresh shopper in through /login and the demo outbox, as a tester would. */
async function logIn(browser: Browser): Promise<void> {
  const phone = `9${String(Date.now() % 1e9).padStart(9, "0")}`;
  const start = await browser.postForm("/login", { phone, redirectTo: "/print" });
  if (start.status !== 303) throw new Error(`POST /login answered ${start.status}`);
  const outbox = await browser.get(`/dev/outbox?phone=${phone}`);
  const code = /data-testid="outbox-code"[^>]*>\s*(\d+)/.exec(outbox)?.[1];
  if (!code) throw new Error("No login code in /dev/outbox (is SMS_PROVIDER the demo outbox?)");
  const verify = await browser.postForm("/login/verify", { intent: "verify", code });
  if (verify.status !== 303) throw new Error(`POST /login/verify answered ${verify.status}`);
}

interface UploadFile {
  name: string;
  bytes: Buffer;
}

/** Half the files noise JPEGs just under the size limit (the worst image to receive and decode), half text PDFs. */
export async function uploadFiles(): Promise<UploadFile[]> {
  const [{ bytes: jpg }, pdf] = await Promise.all([largestJpeg(), multiPagePdf(PDF_PAGES)]);
  return Array.from({ length: UPLOADS }, (_, i) =>
    i % 2 ? { name: `scan-${i + 1}.jpg`, bytes: jpg } : { name: `notes-${i + 1}.pdf`, bytes: pdf },
  );
}

interface WriteData {
  print_id: string;
  presigned_url: string;
  method: string;
  headers?: Record<string, string>;
}

/** One shopper, ten files at once: addresses, ten signed PUTs in parallel, ten validations in parallel. */
async function uploadAll(browser: Browser, files: UploadFile[]): Promise<string[]> {
  const { file_write_data: targets } = await browser.postJson<{ file_write_data: WriteData[] }>("/v3/printing/upload/data", {
    file_meta: files.map((f) => ({ file_name: f.name, file_size: f.bytes.length })),
  });
  return Promise.all(
    targets.map(async (target, i) => {
      const file = files[i];
      if (!file) throw new Error(`The server sent an upload target for a file it was not asked about (#${i})`);
      const put = await fetch(target.presigned_url, {
        method: target.method,
        headers: target.headers,
        body: new Uint8Array(file.bytes),
      });
      if (put.status !== 200) throw new Error(`PUT ${file.name} answered ${put.status}: ${(await put.text()).slice(0, 300)}`);
      await put.arrayBuffer();
      const res = await browser.fetch("/v4/printing/upload/validate", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ print_id: target.print_id }),
      });
      const answer = (await res.json()) as { status?: string | null; message?: string };
      return answer.status ?? `${res.status} ${answer.message ?? ""}`.trim();
    }),
  );
}

function outcomeText(statuses: string[]): string {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s} × ${n}`).join(", ");
}

interface Server {
  proc: Tracked;
  pid: number;
  browser: Browser;
}

async function startServer(repo: string, port: number, env: Record<string, string>, logFile: string): Promise<Server> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: stop whatever listens there or pass --memory-port.`);
  // The database is the target's alone (`env`): the bench's own DATABASE_URL must not turn a PGlite run into a PostgreSQL one.
  const proc = startProductionServer(repo, port, env, logFile);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(`The server exited before answering:\n${proc.output()}`);
    try {
      const res = await fetch(`${base}/robots.txt`);
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${proc.output()}`);
    await sleep(250);
  }
  return { proc, pid: proc.child.pid!, browser: new Browser(base) };
}

/** The first page opens the database (and seeds an empty one); then a round of the shop's pages, which it returns. */
async function warm(browser: Browser): Promise<string[]> {
  const home = await browser.get("/");
  const found = /href="(\/cn\/[^"#]+)"/.exec(await browser.get("/categories"))?.[1] ?? /href="(\/cn\/[^"#]+)"/.exec(home)?.[1];
  const list = found?.replace(/&amp;/g, "&");
  const product = list ? /href="(\/prn\/[^"#]+)"/.exec(await browser.get(list))?.[1]?.replace(/&amp;/g, "&") : undefined;
  if (product) await browser.get(product);
  for (const [, img = ""] of [...home.matchAll(/src="(\/img\/[^"]+)"/g)].slice(0, 12))
    await browser.fetch(img.replace(/&amp;/g, "&")).then((r) => r.arrayBuffer());
  await browser.get("/s/?q=milk");
  await browser.get("/print");
  await browser.get("/");
  return ["/", ...(list ? [list] : []), ...(product ? [product] : []), "/s/?q=milk", "/s/?q=atta"];
}

/**
 * New shoppers loading the pages, LOAD_CONNECTIONS at a time without cookies, LOAD_SECONDS_PER_PAGE per page;
 * the server's RSS polled every POLL_MS. What a store on a small machine must fit in at a busy moment.
 */
async function pageLoad(base: string, pid: number, pages: string[]): Promise<{ peak: number; requests: number; errors: number }> {
  let peak = statusBytes(pid, "VmRSS");
  const poller = setInterval(() => {
    try {
      peak = Math.max(peak, statusBytes(pid, "VmRSS"));
    } catch {
      // gone: autocannon reports the errors
    }
  }, POLL_MS);
  let requests = 0;
  let errors = 0;
  try {
    for (const page of pages) {
      const result = await autocannon({ url: base + page, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS_PER_PAGE });
      requests += result.requests.total;
      errors += result.errors + result.timeouts + result.non2xx;
    }
  } finally {
    clearInterval(poller);
  }
  return { peak, requests, errors };
}

export async function benchMemory(
  repo: string,
  dataRoot: string,
  port: number,
  targets: MemoryTarget[],
  log: (message: string) => void,
): Promise<MemoryRow[]> {
  const files = await uploadFiles();
  const rows: MemoryRow[] = [];
  for (const target of targets) {
    const dataDir = await mkdtemp(path.join(dataRoot, `memory-${target.engine}-`));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      // The page load comes from one address; a store's per-address search budget would answer it with 429s.
      SEARCHES_PER_MINUTE: "1000000",
      // One serving process on either database, so the process measured is the one that serves (on PostgreSQL
      // `npm start` would otherwise run a primary that only supervises and a worker per core).
      WEB_CONCURRENCY: "1",
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    };
    const logFile = path.join(dataRoot, `memory-${target.engine}-server.log`);
    let server: Server | undefined;
    try {
      log(`${target.engine}: first start on an empty store…`);
      server = await startServer(repo, port, env, logFile);
      const pages = await warm(server.browser);
      const seeded = /Seeded the demo catalogue/.test(server.proc.output());
      const firstStartIdle = await idleRss(server.pid);
      log(`  idle ${(firstStartIdle / MiB).toFixed(1)} MiB; page load (${pages.join(", ")})…`);
      const load = await pageLoad(server.browser.base, server.pid, pages);
      log(`  peak ${(load.peak / MiB).toFixed(1)} MiB over ${load.requests} pages (${load.errors} not 200); ${UPLOADS} parallel uploads…`);

      await logIn(server.browser);
      let uploadPeak = 0;
      let uploadPeakWithChildren = 0;
      const poll = () => {
        try {
          uploadPeak = Math.max(uploadPeak, statusBytes(server!.pid, "VmRSS"));
          uploadPeakWithChildren = Math.max(uploadPeakWithChildren, rssWithChildren(server!.pid));
        } catch {
          // the server is gone: the upload calls fail and say so
        }
      };
      poll();
      const poller = setInterval(poll, POLL_MS);
      const started = performance.now();
      let statuses: string[];
      try {
        statuses = await uploadAll(server.browser, files);
      } finally {
        clearInterval(poller);
      }
      poll();
      const uploadSeconds = (performance.now() - started) / 1000;
      log(
        `  peak ${(uploadPeak / MiB).toFixed(1)} MiB (with the inspector ${(uploadPeakWithChildren / MiB).toFixed(1)} MiB) in ${uploadSeconds.toFixed(1)} s: ${outcomeText(statuses)}`,
      );
      const afterUploadsIdle = await idleRss(server.pid);
      const highWaterMark = statusBytes(server.pid, "VmHWM");
      await stop(server.proc);

      log(`${target.engine}: restart on the same data…`);
      server = await startServer(repo, port, env, logFile.replace(/\.log$/, "-restart.log"));
      await warm(server.browser);
      const restartIdle = await idleRss(server.pid);
      log(`  idle ${(restartIdle / MiB).toFixed(1)} MiB`);
      rows.push({
        engine: target.engine,
        seeded,
        firstStartIdle,
        pageLoadPeak: load.peak,
        pageLoadRequests: load.requests,
        pageLoadErrors: load.errors,
        uploadPeak,
        uploadPeakWithChildren,
        uploadSeconds,
        uploadOutcome: outcomeText(statuses),
        afterUploadsIdle,
        restartIdle,
        highWaterMark,
      });
    } finally {
      if (server) await stop(server.proc);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

export interface MemoryContext {
  date: Date;
  commit?: string;
  machine: string;
  /** Why a database was not measured. */
  skipped: string[];
}

/** The report's "## Memory" section, from its heading to a trailing newline. */
export function memorySectionMarkdown(rows: MemoryRow[], context: MemoryContext, findings: string): string {
  const mib = (bytes: number) => (bytes / MiB).toFixed(1);
  const name = (r: MemoryRow) => (r.engine === "pglite" ? "PGlite (embedded)" : "PostgreSQL server");
  const table = [
    "| Database | Idle, first start | Peak, page load | Peak, 10 parallel uploads | Same, with the inspector child | Idle after the uploads | Idle after a restart | VmHWM, first run |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...rows.map(
      (r) =>
        `| ${name(r)}${r.seeded ? "" : " (already seeded)"} | ${mib(r.firstStartIdle)} | ${mib(r.pageLoadPeak)} | ${mib(r.uploadPeak)} | ${mib(r.uploadPeakWithChildren)} | ${mib(r.afterUploadsIdle)} | ${mib(r.restartIdle)} | ${mib(r.highWaterMark)} |`,
    ),
  ].join("\n");
  const uploads = rows.map((r) => `${name(r)}: ${r.uploadOutcome} in ${r.uploadSeconds.toFixed(1)} s`).join("; ");
  const loads = rows.map((r) => `${name(r)}: ${r.pageLoadRequests} pages, ${r.pageLoadErrors} not 200`).join("; ");
  return `${MEMORY_SECTION_HEADING}

RSS of the server process in MiB, by \`scripts/bench/memory.ts\`: the production server (\`node ./server.mjs ./build/server/index.js\` with \`NODE_ENV=production\` and the \`NODE_OPTIONS\` of \`npm start\`, read from package.json: \`--import ./instrumentation.server.mjs --max-old-space-size=384\`) on an empty store — a fresh \`DATA_DIR\`, and for PostgreSQL the database given — so the first start seeds the demo catalogue. "Idle" is the median of ${IDLE_SAMPLES} samples one second apart, taken once the server uses under 10 % of a core, after a round of page loads (home, categories, a list, a product, ${12} product images, a search, /print). "Page load" is new shoppers (no cookies) loading home, that list, that product and two searches (the per-address search limit raised, as they share one address; on PostgreSQL with \`WEB_CONCURRENCY=1\`, so the one process measured is the one serving), ${LOAD_CONNECTIONS} at a time for ${LOAD_SECONDS_PER_PAGE} s per page (autocannon), RSS polled every ${POLL_MS} ms. The uploads are one shopper sending ${UPLOADS} files at once (the per-order limit) the way the print page does — one call for the upload addresses, ${UPLOADS} signed PUTs and ${UPLOADS} validations in parallel — ${UPLOADS / 2} noise JPEGs just under 10 MiB and ${UPLOADS / 2} ${PDF_PAGES}-page text PDFs, content check on; RSS polled every ${POLL_MS} ms. The inspector child (decision 010) is a separate process and is counted only in its own column. "VmHWM" is the kernel's high-water mark of the first run, seed included.

- Date: ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC${context.commit ? `, commit ${context.commit}` : ""}
- Machine: ${context.machine}
- Rerun only this section: \`npm run bench -- memory\` (PostgreSQL too with \`DATABASE_URL\` pointing at a throwaway database)

${table}

- Page load: ${loads}.
- Uploads: ${uploads}.
${context.skipped.map((s) => `- Not measured: ${s}.`).join("\n")}${context.skipped.length ? "\n" : ""}
${findings.trim()}
`;
}

/** Where the memory goes, measured by hand (how is in the text): kept with the table it explains. */
export const MEMORY_FINDINGS = `
### Where it goes

Measured by hand on 2026-11-24 (2 shared cores, Node 20): RSS at each step of a start (\`/proc/<pid>/status\`), \`process.memoryUsage()\` around imports of one module at a time after \`gc()\`, and PGlite opened alone on a seeded data directory with different settings. Figures are RSS and move by 10–20 MB from run to run.

| Cause | Cost | What was done |
|---|--:|---|
| PGlite's buffer cache: PostgreSQL's default \`shared_buffers = 128MB\` lives in PGlite's WASM memory, which is resident from the first queries and never shrinks | ~100–125 MB | 16 MB, set with \`ALTER SYSTEM\` on open (an operator's own \`ALTER SYSTEM\` wins; \`app/models/db.server.ts\`). Opened alone on the demo catalogue: 292 MB ready → 167 MB. Throughput of list and search pages on the demo catalogue unchanged within noise |
| PGlite itself: the compiled WASM Postgres and the rest of its memory, with a 16 MB cache | ~110–150 MB | Nothing: it is the embedded database. PGlite's documented \`initialMemory\` cannot go below its 128 MB (WASM pages are resident only once touched) |
| First start on a new data directory: PGlite runs initdb in a second WASM instance and moves the new cluster through a ~47 MB tarball, and the 128 MB-cache instance that sets the smaller cache is closed and opened again; until V8 collects those instances (a major GC, which an idle server may not run for a long time) and for what the C allocator keeps of the rest, the first process carries them | ~90–270 MB, until a major GC or the first restart | One full collection before the first request (\`collectGarbage\`, \`app/services/boot/app-start.server.ts\`; the primary of several processes runs one too once it has prepared the store). Measured back to back on 2026-11-27, "Idle, first start": PGlite 512.6 → 409.4 MB, PostgreSQL 256.3 → 183.7 MB; "Idle after a restart" unchanged. What stays above a restart's figure is the WASM memory the seeding grew, which never shrinks; closing and reopening the database after the seed, then collecting, was tried and gained nothing measurable |
| V8's heap under load: new shoppers' pages are rendered into a heap that V8 lets grow to ~260 MB of mostly garbage before a full collection (the live heap is ~60 MB), since its default limit on this machine is about 4 GB | ~150–200 MB at the peak of a page load | \`npm start\` caps the old space at 384 MB (\`--max-old-space-size=384\`; decision 040): V8 collects sooner and the heap stays near 100 MB. 256 measured the same, 192 saved nothing more; throughput unchanged within noise |
| The first start's seed in the serving process: PGlite's WASM memory grown by the seed (the process peaked at ~800 MiB) never shrinks | ~80–110 MB for as long as the first process runs, and its high-water mark | A new data directory is created and seeded by a short-lived child process that exits before the server opens the database (decision 040); the serving process starts as after a restart |
| Seeding: the PGlite heap grows while it writes 175,712 store prices | ~15 MB kept, ~380 MB more at the high-water mark | Nothing kept beyond it; the catalogue data module (~3.5 MB of objects) now loads only when a seed runs (\`app/services/seed/seed.server.ts\`) |
| \`@sentry/remix\` imported at start although \`SENTRY_DSN\` is unset (by \`instrumentation.server.mjs\` and \`app/entry.server.tsx\`) | ~40 MB imported alone, 15–20 MB in the server | Imported only when \`SENTRY_DSN\` is set |
| The emoji set behind product images (\`@iconify-json/fluent-emoji-flat\`, 8.9 MB of JSON) parsed on the first image | ~10 MB heap, ~20 MB RSS | Left: every icon can be asked for |
| Node, Express, React, Remix, drizzle, pg, PGlite's JS and the server build | ~100 MB at listen (was ~117 with Sentry) | — |
| TensorFlow.js, nsfwjs, sharp, pdf.js, pdf-lib, @napi-rs/canvas | 0 in the server | Already only in the inspector child (decision 010), which peaks at ~260–300 MB while it works through the uploads |

Uploads themselves cost the server little: the signed PUTs stream to storage, so ten 10 MiB files raise the server by ~35 MB on PostgreSQL and within noise on PGlite, whose idle figure is already above that.

Before and after, the same \`npm run bench -- memory\` (MiB; "before" is commit f19a011 built and measured with this section's script; first-start figures depend on when V8 last collected, see above):

| Database | Idle, first start | Peak, 10 uploads | Idle after a restart |
|---|--:|--:|--:|
| PGlite, before | 530.5 | 531.8 | 419.6 |
| PGlite, after | 373.0 | 374.7 | 284.6 |
| PostgreSQL, before | 152.8 | 186.3 | 155.7 |
| PostgreSQL, after | 138.4 | 175.3 | 132.9 |

Page load and the first start, before and after decision 040 (the same \`npm run bench -- memory\`, back to back on 2026-11-28; "before" is commit 57f7918 built and measured with this section's script):

| Database | Idle, first start | Peak, page load | VmHWM, first run |
|---|--:|--:|--:|
| PGlite, before | 399.4 | 601.9 | 793.4 |
| PGlite, after | 317.2 | 341.8 | 342.2 |
| PostgreSQL, before | 179.3 | 398.9 | 398.8 |
| PostgreSQL, after | 194.6 | 253.8 | 256.2 |
`;
