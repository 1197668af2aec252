/**
 * The store's HTTP server: remix-serve's Express setup (compression, static
 * files, request log) plus the edge every request passes
 * (docs/decisions/012-own-http-server.md):
 *
 * - a Content-Security-Policy nonce per response, handed to the app;
 * - security headers on every response, static files, redirects and JSON included;
 * - cross-site posts refused with a readable 403 before Remix's own check
 *   can turn them into an empty 500;
 * - the client's address for the rate limits (socket, or X-Forwarded-For
 *   behind a proxy the operator trusts with TRUST_PROXY=1);
 * - a refusal sent before the request body was read closes the connection,
 *   so the unread body cannot stall the next request on a keep-alive socket.
 *
 * On a PostgreSQL server (DATABASE_URL) it runs several processes
 * (docs/decisions/023-several-processes.md): this one, the primary, prepares
 * the database once, then forks WEB_CONCURRENCY workers (one per CPU core by
 * default) that share the port, restarts a worker that dies, and stops them
 * on SIGTERM/SIGINT. On the embedded database it is always one process.
 *
 * Plain ESM outside the bundle; the rules themselves are TypeScript in
 * app/services/security/, reached through the server build's entry module.
 *
 * The build is Vite's (docs/decisions/044-vite-build.md): the server build's module (build/server/index.js),
 * and the browser's files in build/client: the hashed ones under build/, then public/'s, copied. With
 * NODE_ENV=development (`npm run dev`) there is no build: Vite's dev server, inside this one, compiles the
 * app on request and reloads what changed.
 *
 * Usage: node server.mjs [build/server/index.js]   (PORT, HOST, TRUST_PROXY, NODE_ENV, WEB_CONCURRENCY)
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import cluster from "node:cluster";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import url from "node:url";
import { createReadableStreamFromReadable, createRequestHandler, installGlobals, writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
/** Set in the environment of the child process that prepares a new embedded store and exits. */
const PREPARER_ROLE = "NUKKAD_PREPARE_ONLY";
const isPreparer = process.env[PREPARER_ROLE] === "1";
const httpServer = http.createServer();
// Development: Vite in middleware mode, its live-reload socket on this server's port.
const viteDev =
  process.env.NODE_ENV === "development"
    ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } }))
    : undefined;
const loadBuild = () => viteDev.ssrLoadModule("virtual:remix/server-build");
const build = viteDev ? await loadBuild() : await import(url.pathToFileURL(path.resolve(process.argv[2] ?? "build/server/index.js")).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

/** @type {typeof import("./app/entry.server")} */
const edge = build.entry.module;
// Refuses to start when a public store would run in demo mode by accident (README "Running in public").
// Once: workers have their primary's environment, which was checked before they were forked.
try {
  if (cluster.isPrimary && !isPreparer) edge.assertSafeToServe?.();
} catch (error) {
  // The reason alone, not a stack trace: it is the operator's configuration, not a bug.
  console.error(`[nukkad] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The short-lived preparer of a new embedded store (below): prepare, close the database, exit.
if (isPreparer) {
  await edge.prepareStore();
  process.exit(0);
}

// One process, or a primary that prepares the database and supervises workers; the workers serve.
const plan = cluster.isPrimary ? edge.processPlan() : null;
const supervising = plan !== null && plan.workers > 1;
if (plan) console.log(`[nukkad] ${plan.reason}`);
if (supervising) {
  // Migrations, the first seed and the generated secret, once, before any worker exists to race for them.
  await edge.prepareStore();
  superviseWorkers(plan.workers);
} else {
  // A new embedded store is created and seeded by a child process that exits before this one opens it:
  // the seed grows PGlite's WASM heap by hundreds of MB for good (docs/decisions/040-server-memory.md).
  if (plan?.prepareInChild) await prepareInChildProcess();
  // The database is open and seeded and the background jobs run before the first request is taken.
  await edge.startApp({ prepared: cluster.isWorker || plan?.prepareInChild === true });
}

const port = Number(process.env.PORT) || 3000;
const trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";
// The router module Remix's server runtime itself loads (resolved from it, not from here), so it calls the memo.
const requireFromRemix = createRequire(createRequire(import.meta.url).resolve("@remix-run/server-runtime"));
edge.memoizeRouteMatching(requireFromRemix("@remix-run/router"));
// The modules Remix calls through for its route modules and route tree: the server runtime's, and the React
// package's the build imports (docs/decisions/046-rendered-pages.md).
const requireHere = createRequire(import.meta.url);
edge.rememberServerRoutes(requireFromRemix("@remix-run/server-runtime/dist/entry.js"), requireHere("@remix-run/react/dist/routes.js"));
// In development each request takes the app as Vite has it now (what changed, compiled again).
const handleRemix = createRequestHandler(viteDev ? loadBuild : build, process.env.NODE_ENV);
// The Hindi store: the same app under /hi, Remix's basename, so every page has a Hindi address and every link
// on it stays in Hindi (docs/decisions/055-hindi.md).
const HINDI_BASENAME = "/hi";
const hindiBuild = (b) => ({ ...b, basename: HINDI_BASENAME });
const handleHindi = createRequestHandler(viteDev ? async () => hindiBuild(await loadBuild()) : hindiBuild(build), process.env.NODE_ENV);
const handlerFor = (request) => {
  const { pathname } = new URL(request.url);
  // `/hi.data`: the Hindi home's data, which Remix's single fetch asks for when the home revalidates (localeOfPath).
  const hindi = pathname === HINDI_BASENAME || pathname === `${HINDI_BASENAME}.data` || pathname.startsWith(`${HINDI_BASENAME}/`);
  return hindi ? handleHindi : handleRemix;
};

const app = express();
app.disable("x-powered-by");
// One hop: the proxy the operator runs. req.ip is then the address that proxy saw, not what a client wrote.
if (trustProxy) app.set("trust proxy", 1);

// Every response, first of all: a fresh nonce and the security headers.
app.use((req, res, next) => {
  const nonce = edge.newNonce();
  res.locals.nonce = nonce;
  for (const [name, value] of Object.entries(edge.responseHeaders({ nonce, https: req.protocol === "https" }))) {
    res.setHeader(name, value);
  }
  // A response written before the request body was read (an early 413, a 403, a 429) closes the
  // connection: the unread body would otherwise be taken as the start of the next request.
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && !res.headersSent && hasBody(req)) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
  next();
});

app.use(compression());
// The client build's hashed files (vite.config.ts assetsDir): a name never changes its content.
const clientDir = path.resolve(build.assetsBuildDirectory);
if (viteDev) app.use(viteDev.middlewares);
else app.use("/build", express.static(path.join(clientDir, "build"), { immutable: true, maxAge: "1y" }));
// public/'s files: copied into the client build (what the build was made with), or public/ itself in development.
// The service worker and the module it imports are asked again on every check (no-cache, then a 304), so a
// fixed worker reaches browsers at their next visit rather than an hour later (docs/decisions/022-service-worker.md).
const publicDir = viteDev ? path.resolve("public") : clientDir;
const ALWAYS_REVALIDATED = new Set(["sw.js", "offline-cache-policy.js"]);
// Only paths under what that folder holds go looking for a file: asking the disk first for every page and data
// request cost a rendered product page 5% of its CPU (docs/decisions/046-rendered-pages.md). It is fixed for
// a deployment, so it is read once (in development: restart the server after adding a file to public/).
const publicEntries = new Set(fs.readdirSync(publicDir));
const publicFiles = express.static(publicDir, {
  maxAge: "1h",
  setHeaders(res, file) {
    if (ALWAYS_REVALIDATED.has(path.relative(publicDir, file))) res.setHeader("Cache-Control", "no-cache");
  },
});
app.use((req, res, next) => (publicEntries.has(req.path.split("/", 2)[1] ?? "") ? publicFiles(req, res, next) : next()));
// With several processes each line says which worker answered (cluster.worker.id, 1 and up; a restarted one gets the next).
morgan.token("worker", () => String(cluster.worker?.id ?? "-"));
app.use(morgan(cluster.isWorker ? ":method :url :status :res[content-length] - :response-time ms worker :worker" : "tiny"));

app.all("*", async (req, res, next) => {
  let request;
  try {
    request = toRequest(req, res);
  } catch {
    // A Host or path that makes no URL: nothing the app could answer.
    res.status(400).type("text/plain").send("Bad request");
    return;
  }
  try {
    // What the server writes itself (a refusal, a validation message) is in the address's language (docs/decisions/055-hindi.md).
    const response = await edge.inLanguageOf(request, async () => {
      const admitted = edge.admit(request);
      const loadContext = { cspNonce: res.locals.nonce, clientAddress: req.ip ?? req.socket.remoteAddress ?? null };
      // Anonymous visitors of a store share its catalogue pages for a few seconds (docs/decisions/024-shared-page-cache.md).
      return admitted instanceof Response ? admitted : await edge.sharedPages().respond(admitted, loadContext, handlerFor(admitted));
    });
    await send(res, response);
  } catch (error) {
    next(error);
  }
});

/**
 * The Fetch API request for Remix (what @remix-run/express does, which it
 * does not export): the URL from the Host the client sent (and the
 * forwarded scheme and host behind a trusted proxy), the body streamed, and
 * a signal that aborts loaders when the client goes away before the answer.
 */
function toRequest(req, res) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const host = (trustProxy && req.get("X-Forwarded-Host")?.split(",")[0]?.trim()) || req.get("Host") || `localhost:${port}`;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(`${req.protocol}://${host}${req.originalUrl}`, init);
}

function hasBody(req) {
  return Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
}

/**
 * Like @remix-run/express's sendRemixResponse, but a header the app set
 * replaces the edge's default of the same name instead of doubling it, and a
 * dynamic response that chose no caching is never stored.
 */
async function send(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", edge.DEFAULT_DYNAMIC_CACHE_CONTROL);
  if (response.body) {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    res.end();
  }
}

const onListen = () => {
  const who = cluster.isWorker ? ` worker ${cluster.worker.id} (pid ${process.pid})` : "";
  console.log(`[nukkad]${who} http://localhost:${port}`);
};
// The primary of several processes only supervises: its workers listen (the cluster module shares the port).
if (!supervising) {
  httpServer.on("request", app);
  const server = process.env.HOST ? httpServer.listen(port, process.env.HOST, onListen) : httpServer.listen(port, onListen);
  // Bodies must arrive at a reasonable pace; a client that opens a request and trickles stalls only itself.
  server.requestTimeout = 5 * 60_000;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      server.close(console.error);
      void viteDev?.close();
    });
  }
}

/**
 * Runs this file again as a child process in the preparer role and waits for it; a preparer that fails
 * ends the start with its exit code (its own output says why).
 */
function prepareInChildProcess() {
  return new Promise((resolve) => {
    const child = fork(process.argv[1], process.argv.slice(2), { env: { ...process.env, [PREPARER_ROLE]: "1" }, stdio: "inherit" });
    // Stopped while it prepares: the child goes too, rather than seeding on alone with the data directory locked.
    const forward = (signal) => child.kill(signal);
    process.on("SIGTERM", forward);
    process.on("SIGINT", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", forward);
      process.off("SIGINT", forward);
      if (code === 0) return resolve();
      console.error(`[nukkad] preparing the store failed (${signal ?? `exit code ${code}`})`);
      process.exit(code || 1);
    });
  });
}

/**
 * The primary of several processes: forks `count` workers (this file again, as cluster workers), forks a
 * replacement when one dies — after a wait that doubles with each death in the last minute, up to 30 s, so
 * a worker that cannot start does not spin — and on SIGTERM/SIGINT stops them with SIGTERM (each finishes
 * its shutdown: app-start.server.ts) and exits once all have. A second signal kills them at once.
 */
function superviseWorkers(count) {
  const alive = new Set();
  const deaths = [];
  let stopping = false;
  const fork = () => alive.add(cluster.fork());
  for (let i = 0; i < count; i++) fork();

  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0] < now - 60_000) deaths.shift();
    const waitMs = Math.min(30_000, 500 * 2 ** (deaths.length - 1));
    console.error(
      `[nukkad] worker ${worker.id} (pid ${worker.process.pid}) died (${signal ?? `exit code ${code}`}); a new one in ${waitMs} ms`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, waitMs);
  });

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (stopping) {
        for (const worker of alive) worker.process.kill("SIGKILL");
        process.exit(1);
      }
      stopping = true;
      if (alive.size === 0) process.exit(0);
      for (const worker of alive) worker.process.kill("SIGTERM");
    });
  }
}
