#!/usr/bin/env node
/**
 * `npm test`: every test, in order — the production build, Vitest (unit and
 * integration), then Playwright against the build served (desktop and
 * mobile, JavaScript on and off). Prints one closing line "N passed, N failed" for CI and exits
 * non-zero on any failure or when no test ran.
 *
 * TEST_DATABASE_URL=postgres://… also runs the integration suite on a
 * PostgreSQL server. SKIP_E2E=1 skips Playwright (quick local loops).
 *
 * Chromium is found (or installed) first, by scripts/find-chromium.mjs: a
 * machine without a browser stops here with the command to run, before any
 * test, rather than failing every end-to-end test one by one.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { ensureChromium, systemDeps } from "./find-chromium.mjs";

const reports = path.resolve("reports");
fs.mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
// The failed tests by name, printed again just above the closing line: CI keeps only the tail of the output.
const failures = [];
let broken = false;

// Each step's wall-clock time, printed with the closing line: where CI's time goes (docs/decisions/053-where-journeys-run.md).
const timings = [];
const since = (start) => Math.round((Date.now() - start) / 1000);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const start = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timings.push(`${label}: ${since(start)} s`);
  return result.status ?? 1;
}

/** Like run(), without blocking: each output line is prefixed with the tag, so side-by-side runs stay readable. */
function runPrefixed(label, tag, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const start = Date.now();
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => console.log(tag ? `[${tag}] ${line}` : line));
  }
  return new Promise((resolve) =>
    child.on("close", (code) => {
      timings.push(`${label}: ${since(start)} s`);
      resolve(code ?? 1);
    }),
  );
}

function addVitest(file, label) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that failed to load has no tests but is a failure all the same.
  const failedSuites = report.testResults.filter((r) => r.status === "failed" && r.assertionResults.length === 0).length;
  totals.failed += failedSuites;
  for (const suite of report.testResults) {
    const file = path.relative(process.cwd(), suite.name);
    if (suite.status === "failed" && suite.assertionResults.length === 0) failures.push(`${label}: ${file}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults) {
      if (test.status === "failed") failures.push(`${label}: ${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

function firstLine(text) {
  // Without the terminal colour codes reporters put in their messages: this list is read in CI's log.
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return plain.split("\n")[0].slice(0, 300);
}

/** Every failed (or flaky) test of a Playwright JSON report, walking its nested suites. */
function playwrightFailures(suites, out) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected" || test.status === "flaky") {
          const error = test.results?.find((r) => r.error)?.error?.message;
          out.push(
            `end to end${test.status === "flaky" ? " (passed on retry)" : ""}: [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
          );
        }
      }
    }
    playwrightFailures(suite.suites, out);
  }
}

function addPlaywright(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const s = report.stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
  if (report.errors?.length) {
    totals.failed += report.errors.length;
    for (const error of report.errors) failures.push(`end to end: ${firstLine(error.message)}`);
  }
  playwrightFailures(report.suites, failures);
}

/**
 * Counts a Vitest run. A run that exits non-zero with no failed test (an
 * unhandled error, a file that did not load) still counts as one failure,
 * so the closing line never says "0 failed" for a broken run.
 */
function addVitestRun(status, file, label) {
  const failedBefore = totals.failed;
  if (fs.existsSync(file)) addVitest(file, label);
  if (status !== 0) {
    broken = true;
    if (totals.failed === failedBefore) {
      totals.failed += 1;
      failures.push(`${label}: exited ${status} without a failed test (see its output above)`);
    }
  }
}

// 0. A browser for Playwright, before any test runs.
let chromiumPath;
if (process.env.SKIP_E2E !== "1") {
  const chromium = ensureChromium(systemDeps());
  if (!chromium.ok) {
    console.error(`\n${chromium.message}`);
    process.exit(1);
  }
  chromiumPath = chromium.path;
  console.log(`Chromium for the end-to-end tests: ${chromium.path} (${chromium.source})`);
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

// 1. The production build, made once and first: the end-to-end tests serve it, and integration files that start
// the real server use it (tests/integration/first-start.test.ts on the embedded database, several-processes.test.ts
// on PostgreSQL). Built later, each of those files built it again inside its own time limit (a minute or more of a
// CI run's time, tests/support/production-build.ts).
const buildStatus = run("build", npx, ["remix", "vite:build"]);

// 2. Vitest on the embedded database.
const embedded = path.join(reports, "vitest-embedded.json");
const embeddedEnv = { TEST_DATABASE_URL: "" };
addVitestRun(
  run(
    "unit + integration (embedded PGlite)",
    npx,
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${embedded}`],
    embeddedEnv,
  ),
  embedded,
  "embedded",
);

// 3. The integration suite again on a PostgreSQL server, when one is named: the files that open a test database
// (tests/support/db.ts). The others (PGlite's own memory settings, the print inspector) test the same thing on
// either run, and took a minute of CI's time to run twice.
if (process.env.TEST_DATABASE_URL) {
  const server = path.join(reports, "vitest-postgres.json");
  const onDatabase = fs
    .readdirSync("tests/integration")
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join("tests/integration", name))
    .filter((file) => fs.readFileSync(file, "utf8").includes('"../support/db"'));
  addVitestRun(
    run("integration (PostgreSQL server)", npx, [
      "vitest",
      "run",
      ...onDatabase,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${server}`,
    ]),
    server,
    "postgres",
  );
}

// 4. End to end against the production build. E2E_SHARDS=N runs it as N shards side by side, each with
// its own server on its own port and data directory (playwright.config.ts), sharing nothing but the build.
// One by default: on two cores, two shards' browsers and servers starve each other and the long walks (the
// accessibility sweep) run past their time limits.
if (process.env.SKIP_E2E !== "1") {
  if (buildStatus !== 0) {
    broken = true;
    totals.failed += 1;
    failures.push("build: remix vite:build failed (see its output above)");
  } else {
    const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);
    const statuses = await Promise.all(
      Array.from({ length: shards }, (_, i) => {
        const shard = `${i + 1}/${shards}`;
        const e2e = path.join(reports, `playwright-${i + 1}.json`);
        fs.rmSync(e2e, { force: true });
        const args = ["playwright", "test", ...(shards > 1 ? [`--shard=${shard}`] : [])];
        return runPrefixed(`end to end (Playwright${shards > 1 ? `, shard ${shard}` : ""})`, shards > 1 ? shard : "", npx, args, {
          PLAYWRIGHT_JSON_OUTPUT_NAME: e2e,
          CHROMIUM_PATH: chromiumPath,
          E2E_PORT: String(3100 + i),
          E2E_DATA_DIR: i === 0 ? ".e2e-data" : `.e2e-data-${i + 1}`,
        }).then((status) => ({ status, e2e }));
      }),
    );
    for (const { status, e2e } of statuses) {
      if (fs.existsSync(e2e)) addPlaywright(e2e);
      else {
        totals.failed += 1;
        failures.push(`end to end: no report at ${e2e} (Playwright did not finish)`);
      }
      if (status !== 0) broken = true;
    }
  }
}

const ran = totals.passed + totals.failed;
if (failures.length > 0) console.log(`\nFailed or flaky:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
console.log(`\nTime by step: ${timings.join("; ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (ran === 0) {
  console.error("No test ran.");
  process.exit(1);
}
process.exit(broken || totals.failed > 0 ? 1 : 0);
