/**
 * Where a page's main-thread time goes on a new shopper's first visit, from Chromium's own trace (not
 * Lighthouse's summary, whose "Other" hides most of it): `npx tsx scripts/bench/main-thread.ts URL…` against a
 * running production server (CHROMIUM_PATH, else Debian's /usr/bin/chromium).
 *
 * Each URL is loaded three times in a fresh Chromium context (no cookies, a phone-sized screen, no
 * throttling: the trace is what this machine's CPU did), traced until three seconds after `load`. The
 * renderer main thread's top-level tasks are sorted by what they contain — script (evaluation,
 * compilation, calls from the event loop), style and layout, HTML parsing, an SVG picture opened as a
 * document of its own (Blink's IsolatedSVGDocumentHost), or other — and summed; "long" counts tasks over
 * 12.5 ms, which Lighthouse's 4× CPU slowdown makes longer than 50 ms and so counts in Total Blocking
 * Time. The medians of the three loads are printed per URL. docs/decisions/043-raster-pictures.md has
 * what it found.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { median } from "./stats";
import { CHROMIUM_ARGS } from "../find-chromium.mjs";

const LOADS = 3;
const KINDS = ["script", "style and layout", "parse HTML", "SVG picture", "other"] as const;
type Kind = (typeof KINDS)[number];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface MainThread {
  totalMs: number;
  byKind: Record<Kind, { ms: number; tasks: number; long: number }>;
}

function kindOf(names: Set<string>): Kind {
  const has = (test: (name: string) => boolean) => [...names].some(test);
  if (has((n) => n.includes("SVGDocumentHost") || n.startsWith("SVGImage"))) return "SVG picture";
  if (has((n) => ["v8.evaluateModule", "v8.compile", "FunctionCall", "EvaluateScript", "v8.run", "v8.callFunction"].includes(n)))
    return "script";
  if (has((n) => n === "ParseHTML")) return "parse HTML";
  if (has((n) => n === "LocalFrameView::performLayout" || n === "Document::recalcStyle" || n.includes("StyleAndLayout")))
    return "style and layout";
  return "other";
}

/** The renderer main thread's top-level tasks of one trace, by kind. */
export function mainThreadOf(events: TraceEvent[]): MainThread {
  const mains = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events) if (mains.has(`${e.pid}:${e.tid}`)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  // The page's renderer is the busiest one (about:blank's has a few events).
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const complete = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byKind = Object.fromEntries(KINDS.map((k) => [k, { ms: 0, tasks: 0, long: 0 }])) as MainThread["byKind"];
  let task: { end: number; dur: number; names: Set<string> } | null = null;
  const close = () => {
    if (!task) return;
    const entry = byKind[kindOf(task.names)];
    entry.ms += task.dur / 1000;
    entry.tasks += 1;
    if (task.dur > 12_500) entry.long += 1;
  };
  for (const e of complete) {
    if (!task || e.ts >= task.end) {
      close();
      task = { end: e.ts + e.dur!, dur: e.dur!, names: new Set([e.name]) };
    } else task.names.add(e.name);
  }
  close();
  return { totalMs: KINDS.reduce((sum, k) => sum + byKind[k].ms, 0), byKind };
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8",
  "v8.execute",
  "blink",
  "blink.user_timing",
  "loading",
  "toplevel",
  "disabled-by-default-v8.cpu_profiler",
  "cc",
  "gpu",
  "viz",
];

async function traceOnce(url: string, executablePath: string): Promise<MainThread> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const file = path.join(os.tmpdir(), `nukkad-trace-${process.pid}.json`);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, { path: file, categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    // What runs after load (hydration's tail, lazy pictures near the screen) is the shopper's wait too.
    await page.waitForTimeout(3_000);
    await browser.stopTracing();
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as TraceEvent[] | { traceEvents: TraceEvent[] };
    return mainThreadOf(Array.isArray(parsed) ? parsed : parsed.traceEvents);
  } finally {
    await browser.close();
    fs.rmSync(file, { force: true });
  }
}

export async function benchMainThread(urls: string[], executablePath: string, log: (line: string) => void): Promise<void> {
  log(`| Page | Main thread ms | ${KINDS.map((k) => `${k} ms (long tasks)`).join(" | ")} |`);
  log(`|---|--:|${KINDS.map(() => "--:").join("|")}|`);
  for (const url of urls) {
    const runs: MainThread[] = [];
    for (let i = 0; i < LOADS; i++) runs.push(await traceOnce(url, executablePath));
    const cell = (k: Kind) =>
      `${median(runs.map((r) => r.byKind[k].ms)).toFixed(0)} (${median(runs.map((r) => r.byKind[k].long)).toFixed(0)})`;
    log(`| \`${url}\` | ${median(runs.map((r) => r.totalMs)).toFixed(0)} | ${KINDS.map(cell).join(" | ")} |`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const urls = process.argv.slice(2);
  if (urls.length === 0) {
    console.error("Usage: npx tsx scripts/bench/main-thread.ts URL…  (a running server's pages)");
    process.exit(2);
  }
  const [one, five, fifteen] = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `Chromium ${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}, ${os.cpus().length} cores, load average ${one} / ${five} / ${fifteen}`,
  );
  await benchMainThread(urls, process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", (line) => console.log(line));
}
