/**
 * Print validation cost: how long the inspector child takes, and how much
 * memory it reaches, to validate the largest uploads the limits allow — a
 * 200-page PDF and a JPEG just under 10 MB. Each run forks a fresh
 * inspector/print-inspector.mjs the way app/services/print/inspector.server.ts
 * does and sends it one job like the upload pipeline's, so the times include
 * process start-up (and, with the content check on, loading the classifier),
 * and the peak is that one job's.
 */
import { execFileSync, fork, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { PRINT_LIMITS } from "../../app/lib/print-config";
// Forked exactly as the server forks it (heap cap and environment), so the peak is the one production sees.
import { CHILD_ENV, CHILD_EXEC_ARGV } from "../../app/services/print/inspector-child.server";
import { type InspectJob, type InspectResult, type NsfwVerdict } from "../../app/services/print/inspection-contract.server";
import { THUMBNAIL_WIDTH } from "../../app/services/print/uploads.server";
import { multiPagePdf } from "../../tests/support/print-corpus";
import { median } from "./stats";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const INSPECTOR = path.join(REPO, "inspector", "print-inspector.mjs");

/** PRINT_NSFW_THRESHOLD and PRINT_NSFW_MAX_PAGES defaults (env.server.ts). */
const CONTENT_CHECK = { threshold: 0.7, maxPagesChecked: 30 };
/** PRINT_INSPECTOR_DEADLINE_SECONDS and PRINT_INSPECTOR_MAX_RSS_MB defaults: past these, production kills the child. */
const PRODUCTION_DEADLINE_MS = 60_000;
const PRODUCTION_MAX_RSS_BYTES = 768 * 1024 * 1024;
/** The benchmark waits longer than production would, so a slow machine still gets a figure. */
const BENCH_DEADLINE_MS = 10 * 60_000;
const RUNS_PER_CASE = 3;
const PDF_PAGES = PRINT_LIMITS.maxPagesPerFile;
const MiB = 1024 * 1024;

const hasProcStatus = existsSync("/proc/self/status");

export interface PrintRun {
  /** Fork to answer. */
  totalMs: number;
  /** Fork to the child's `ready` (its libraries loaded). */
  startupMs: number;
  peakRssBytes: number;
  result: InspectResult;
}

export interface PrintBenchRow {
  input: string;
  inputBytes: number;
  contentCheck: boolean;
  /** From the first run; `verdict` says when the runs disagreed. */
  pages: number | null;
  verdict: string;
  nsfw: NsfwVerdict | null;
  medianMs: number;
  minMs: number;
  maxMs: number;
  medianStartupMs: number;
  /** The highest of the runs' peaks. */
  peakRssBytes: number;
  /** VmHWM from /proc, or the highest `ps` sample where there is no /proc (which can miss a short spike). */
  peakSource: "VmHWM" | "ps";
  runs: PrintRun[];
}

// Children still running when the benchmark exits, however it exits, go with it.
const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Peak resident set of a live process, in bytes. */
function highWaterMark(pid: number): number | undefined {
  try {
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

function psRss(pid: number): number | undefined {
  try {
    const kb = Number.parseInt(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim(), 10);
    return Number.isFinite(kb) ? kb * 1024 : undefined;
  } catch {
    return undefined;
  }
}

type ChildMessage = { type: "ready" } | { id: number; result: InspectResult } | { id: number; error: string };

/** Forks a fresh inspector, runs one job in it, reads its peak memory and kills it. */
async function inspectInFreshChild(job: InspectJob): Promise<PrintRun> {
  const started = performance.now();
  const child = fork(INSPECTOR, [], { cwd: REPO, execArgv: CHILD_EXEC_ARGV, env: CHILD_ENV, stdio: ["ignore", "ignore", "pipe", "ipc"] });
  live.add(child);
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (text: string) => {
    stderr = (stderr + text).slice(0, 4_000);
  });
  let polledPeak = 0;
  const poller = hasProcStatus
    ? undefined
    : setInterval(() => {
        if (child.pid !== undefined) polledPeak = Math.max(polledPeak, psRss(child.pid) ?? 0);
      }, 50);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    let startupMs = 0;
    const result = await new Promise<InspectResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${BENCH_DEADLINE_MS / 1000} s`)), BENCH_DEADLINE_MS);
      const fail = (why: string) => {
        clearTimeout(timer);
        reject(new Error(`the inspector ${why}${stderr ? `:\n${stderr}` : ""}`));
      };
      child.on("message", (message: ChildMessage) => {
        if ("type" in message) {
          if (message.type !== "ready") return;
          startupMs = performance.now() - started;
          child.send({ id: 1, job });
        } else if (message.id === 1) {
          clearTimeout(timer);
          if ("error" in message) reject(new Error(`the inspector answered an error: ${message.error}`));
          else resolve(message.result);
        }
      });
      child.once("exit", (code, signal) => fail(`exited before answering (${signal ?? `exit code ${code}`})`));
      child.once("error", (error) => fail(`could not run: ${error.message}`));
    });
    const totalMs = performance.now() - started;
    const peak =
      child.pid === undefined ? undefined : hasProcStatus ? highWaterMark(child.pid) : Math.max(polledPeak, psRss(child.pid) ?? 0);
    if (!peak) throw new Error(`could not read the inspector's memory (pid ${child.pid})`);
    return { totalMs, startupMs, peakRssBytes: peak, result };
  } finally {
    clearInterval(poller);
    child.kill("SIGKILL");
    await exited;
    live.delete(child);
  }
}

/** Deterministic noise (xorshift32): incompressible, so the JPEG is large for its pixel count and the decode is worst-case. */
function noise(bytes: number): Buffer {
  const out = Buffer.allocUnsafe(bytes);
  let s = 0x9e3779b9;
  for (let i = 0; i < bytes; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = s & 255;
  }
  return out;
}

async function noiseJpeg(side: number): Promise<Buffer> {
  return sharp(noise(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A square noise JPEG as close under the upload size limit as a couple of tries get: the biggest image a shopper can send. */
export async function largestJpeg(): Promise<{ bytes: Buffer; side: number }> {
  const limit = PRINT_LIMITS.maxFileSizeBytes;
  let side = 3000;
  let bytes = await noiseJpeg(side);
  // Noise costs about the same per pixel at any size: scale the area to land at 97% of the limit.
  side = Math.floor(side * Math.sqrt((0.97 * limit) / bytes.length));
  bytes = await noiseJpeg(side);
  while (bytes.length > limit) {
    side = Math.floor(side * 0.98);
    bytes = await noiseJpeg(side);
  }
  return { bytes, side };
}

function sizeText(bytes: number): string {
  return bytes >= MiB ? `${fmt(bytes / MiB, 2)} MiB` : `${fmt(bytes / 1024, 0)} KiB`;
}

function verdictText(runs: PrintRun[]): string {
  const distinct = [...new Set(runs.map((r) => r.result.status))];
  if (distinct.length > 1) return `runs disagree: ${distinct.join(" / ")}`;
  const result = runs[0]?.result;
  if (!result) return "no runs";
  if (result.status === "corrupt") return `corrupt (${result.reason})`;
  if (result.status === "killed") return `killed (${result.reason})`;
  if (result.status !== "ok") return result.status;
  if (!result.nsfw) return "ok";
  return `ok, ${result.nsfw.flagged ? "FLAGGED" : "not flagged"} (top score ${fmt(result.nsfw.score, 3)}, page ${result.nsfw.page})`;
}

/**
 * Validates a 200-page text PDF and a noise JPEG just under 10 MB, each with the content check on
 * (production defaults) and off, three times apiece, every time in a freshly forked inspector.
 */
export async function benchPrintValidation(): Promise<PrintBenchRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "nukkad-bench-print-"));
  try {
    const pdf = await multiPagePdf(PDF_PAGES);
    const pdfPath = path.join(dir, "document.pdf");
    await writeFile(pdfPath, pdf);
    const { bytes: jpg, side } = await largestJpeg();
    const jpgPath = path.join(dir, "photo.jpg");
    await writeFile(jpgPath, jpg);
    console.log(
      `  inputs: ${PDF_PAGES}-page PDF ${sizeText(pdf.length)} (${pdf.length.toLocaleString("en-US")} bytes); JPEG ${side}×${side} ${sizeText(jpg.length)} (${jpg.length.toLocaleString("en-US")} bytes)`,
    );

    const pdfInput = `${PDF_PAGES}-page text PDF (A4), ${sizeText(pdf.length)}`;
    const jpgInput = `JPEG ${side}×${side} noise, q95, ${sizeText(jpg.length)} (${jpg.length.toLocaleString("en-US")} bytes)`;
    const cases = [
      { input: pdfInput, inputBytes: pdf.length, file: pdfPath, contentCheck: true },
      { input: pdfInput, inputBytes: pdf.length, file: pdfPath, contentCheck: false },
      { input: jpgInput, inputBytes: jpg.length, file: jpgPath, contentCheck: true },
      { input: jpgInput, inputBytes: jpg.length, file: jpgPath, contentCheck: false },
    ];
    const tallies = cases.map((c) => ({ ...c, runs: [] as PrintRun[] }));
    // Round-robin, so a burst of load from elsewhere on the machine spreads over the cases instead of hitting one.
    for (let round = 1; round <= RUNS_PER_CASE; round++) {
      for (const [i, c] of tallies.entries()) {
        const outDir = path.join(dir, `out-${i}-${round}`);
        const run = await inspectInFreshChild({
          kind: "inspect",
          path: c.file,
          outDir,
          thumbnailWidth: THUMBNAIL_WIDTH,
          maxPages: PRINT_LIMITS.maxPagesPerFile,
          contentCheck: c.contentCheck ? CONTENT_CHECK : null,
        });
        await rm(outDir, { recursive: true, force: true });
        c.runs.push(run);
        console.log(
          `  run ${round}/${RUNS_PER_CASE} ${c.input}, content check ${c.contentCheck ? "on" : "off"}: ${run.result.status}, ${fmt(run.totalMs / 1000, 2)} s (start-up ${fmt(run.startupMs, 0)} ms), peak ${fmt(run.peakRssBytes / MiB)} MiB`,
        );
      }
    }

    return tallies.map((c) => {
      const caseRuns = c.runs;
      const times = caseRuns.map((r) => r.totalMs);
      const first = caseRuns[0]?.result;
      if (!first) throw new Error(`No runs of ${c.input}`);
      return {
        input: c.input,
        inputBytes: c.inputBytes,
        contentCheck: c.contentCheck,
        pages: first.status === "ok" || first.status === "page_limit" ? first.pages : null,
        verdict: verdictText(caseRuns),
        nsfw: first.status === "ok" ? first.nsfw : null,
        medianMs: median(times),
        minMs: Math.min(...times),
        maxMs: Math.max(...times),
        medianStartupMs: median(caseRuns.map((r) => r.startupMs)),
        peakRssBytes: Math.max(...caseRuns.map((r) => r.peakRssBytes)),
        peakSource: hasProcStatus ? "VmHWM" : "ps",
        runs: c.runs,
      };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PrintBenchContext {
  date: Date;
  commit?: string;
  /** `nproc` when the section started. */
  cpus: number;
  cpuModel: string;
  /** 1, 5 and 15 minute load averages when the section started. */
  load: number[];
  /** The same when it ended. */
  loadAtEnd?: number[];
  node: string;
}

/** What the machine looks like right now, for the section's own header (a --print-only run has no other). */
export function printBenchContext(commit?: string): PrintBenchContext {
  let cpus = os.availableParallelism();
  try {
    cpus = Number.parseInt(execFileSync("nproc", { encoding: "utf8" }).trim(), 10) || cpus;
  } catch {
    // no coreutils: the Node figure is the same thing
  }
  return {
    date: new Date(),
    commit,
    cpus,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    load: os.loadavg(),
    node: process.version,
  };
}

export const PRINT_SECTION_HEADING = "## Print validation";

/** The report's "## Print validation" section, from its heading to a trailing newline. */
export function printSectionMarkdown(rows: PrintBenchRow[], context: PrintBenchContext): string {
  const over = (r: PrintBenchRow) => r.medianMs > PRODUCTION_DEADLINE_MS || r.peakRssBytes > PRODUCTION_MAX_RSS_BYTES;
  const table = [
    "| Input | Content check | Pages | Verdict | median s | min–max s | start-up ms (median) | peak RSS MiB |",
    "|---|---|--:|---|--:|--:|--:|--:|",
    ...rows.map(
      (r) =>
        `| ${r.input} | ${r.contentCheck ? "on" : "off"} | ${r.pages ?? "—"} | ${r.verdict} | ${fmt(r.medianMs / 1000, 2)}${r.medianMs > PRODUCTION_DEADLINE_MS ? " ⚠" : ""} | ${fmt(r.minMs / 1000, 2)}–${fmt(r.maxMs / 1000, 2)} | ${fmt(r.medianStartupMs, 0)} | ${fmt(r.peakRssBytes / MiB)}${r.peakRssBytes > PRODUCTION_MAX_RSS_BYTES ? " ⚠" : ""} |`,
    ),
  ].join("\n");
  const peakHow =
    rows[0]?.peakSource === "ps"
      ? "the highest `ps -o rss=` sample (every 50 ms, so a short spike can be missed)"
      : "`VmHWM` from `/proc/<pid>/status`, read after the answer and before the child is killed";
  const overText = rows.some(over)
    ? `\n\nMarked ⚠: past what production allows (${PRODUCTION_DEADLINE_MS / 1000} s deadline, ${PRODUCTION_MAX_RSS_BYTES / MiB} MiB memory cap by default), so it would answer \`killed\` there.\n`
    : `\n\nAll within production's defaults (${PRODUCTION_DEADLINE_MS / 1000} s deadline, ${PRODUCTION_MAX_RSS_BYTES / MiB} MiB memory cap per inspector child).\n`;
  const loads = (l: number[]) => l.map((x) => fmt(x, 2)).join(" / ");
  // Only the starting load says whether others were busy: by the end the benchmark's own children count in it.
  const busyText =
    (context.load[0] ?? 0) > context.cpus
      ? `\n\nThe machine was already busy when the section started (1-minute load above its ${context.cpus} cores), so the children waited for CPU: the times are inflated and spread; the memory figures are not affected.`
      : "";
  return `${PRINT_SECTION_HEADING}

The largest uploads the limits allow, each validated ${RUNS_PER_CASE} times by \`scripts/bench/print.ts\`: every run forks a **cold** inspector child (\`inspector/print-inspector.mjs\`, \`${CHILD_EXEC_ARGV.join(" ")}\` as the server forks it) and sends it one job as the upload pipeline does (thumbnails ${THUMBNAIL_WIDTH} px wide, at most ${PRINT_LIMITS.maxPagesPerFile} pages), once with the content check on at the production defaults (threshold ${CONTENT_CHECK.threshold}, ${CONTENT_CHECK.maxPagesChecked} pages classified at most) and once with it off. Time is wall clock from the fork to the answer, so it includes start-up (loading pdf.js, sharp and pdf-lib, shown separately as the median fork-to-\`ready\`) and, with the check on, loading the classifier on the first page checked; a server's long-lived child pays both only once. Peak RSS is the child's ${peakHow}, the highest of the ${RUNS_PER_CASE} runs. The JPEG is noise, the worst case for decoding at its size.

- Date: ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC${context.commit ? `, commit ${context.commit}` : ""}
- Machine: ${context.cpuModel}, nproc ${context.cpus}, Node ${context.node}; load average ${loads(context.load)} at the start${context.loadAtEnd ? `, ${loads(context.loadAtEnd)} at the end` : ""}
- Rerun only this section: \`npm run bench -- --print-only\`

${table}${overText.trimEnd()}${busyText}
`;
}
