/**
 * One inspector child process and its job: started on demand, watched for memory and a deadline,
 * SIGKILLed when either is passed (docs/decisions/010-print-file-processing.md).
 */
import { execFile, fork, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { InspectJob, KilledReason, InspectResult } from "./inspection-contract.server";

export const MB = 1024 * 1024;
export const DEFAULTS = { size: 1, deadlineMs: 60_000, maxRssBytes: 768 * MB, maxQueued: 100 };
const WATCHDOG_INTERVAL_MS = 50;
/** pdf.js, sharp and pdf-lib load in about a second; far longer means something is wrong with the install. */
const STARTUP_TIMEOUT_MS = 30_000;
/** A V8 out-of-memory report is kilobytes of native stack: the start is what tells the story. */
const STDERR_CHARS_PER_CHILD = 2_000;
/** The V8 heap is capped below the RSS cap so a runaway heap dies of its own accord; native memory is the watchdog's. */
export const CHILD_EXEC_ARGV = ["--max-old-space-size=384"];

/**
 * The process that opens hostile files gets none of the server's secrets
 * (session, database, gateway and storage keys): only what Node needs.
 */
export const CHILD_ENV: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV, TMPDIR: process.env.TMPDIR };

export interface Task {
  job: InspectJob;
  deadlineMs: number;
  resolve(result: InspectResult): void;
  reject(error: Error): void;
}

type ChildMessage = { type: "ready" } | { id: number; result: InspectResult } | { id: number; error: string };

/** The child program; resolved from the working directory because the server bundle does not sit next to it. */
export function inspectorScript(): string {
  return path.resolve(process.cwd(), "inspector", "print-inspector.mjs");
}

const hasProcStatus = existsSync("/proc/self/status");
const execFileAsync = promisify(execFile);

/** Resident set size in bytes, or null once the process is gone. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    if (hasProcStatus) {
      const status = await readFile(`/proc/${pid}/status`, "utf8");
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      return kb === undefined ? null : Number(kb) * 1024;
    }
    // macOS and other systems without /proc.
    const { stdout } = await execFileAsync("ps", ["-o", "rss=", "-p", String(pid)]);
    const kb = Number.parseInt(stdout.trim(), 10);
    return Number.isFinite(kb) ? kb * 1024 : null;
  } catch {
    return null;
  }
}

let nextJobId = 1;

/** One child process and the job it is running. */
export class InspectorChild {
  private readonly child: ChildProcess;
  private state: "starting" | "idle" | "busy" | "exited" = "starting";
  private current: { id: number; task: Task; deadline?: NodeJS.Timeout } | undefined;
  private killedFor: KilledReason | undefined;
  private closing = false;
  private watchdog: NodeJS.Timeout | undefined;
  private measuring = false;
  private readonly startupTimer: NodeJS.Timeout;
  readonly exited: Promise<void>;

  constructor(
    private readonly maxRssBytes: number,
    /** Called whenever this child can take another job, or has exited. */
    private readonly onAvailable: (child: InspectorChild) => void,
  ) {
    let markExited: () => void = () => undefined;
    this.exited = new Promise((resolve) => (markExited = resolve));
    this.child = fork(inspectorScript(), [], { execArgv: CHILD_EXEC_ARGV, stdio: ["ignore", "ignore", "pipe", "ipc"], env: CHILD_ENV });
    this.forwardStderr();
    this.child.on("message", (message: ChildMessage) => this.onMessage(message));
    this.child.once("exit", (code, signal) => {
      this.onExit(code === null ? `signal ${signal}` : `exit code ${code}`);
      markExited();
    });
    // Also a send or kill on a child that just died: those are followed by "exit" anyway. Without a
    // pid the process never started, and no "exit" will follow.
    this.child.on("error", (error) => {
      if (this.child.pid !== undefined) return;
      this.onExit(error.message);
      markExited();
    });
    this.startupTimer = setTimeout(() => this.kill("crash"), STARTUP_TIMEOUT_MS);
    this.watch();
  }

  get isExited(): boolean {
    return this.state === "exited";
  }

  /** Free to take a job now (a starting child holds it until it is ready). */
  get isFree(): boolean {
    return (this.state === "starting" || this.state === "idle") && !this.current;
  }

  run(task: Task): void {
    this.current = { id: nextJobId++, task };
    this.setKeepsServerAlive(true);
    if (this.state === "idle") this.dispatch();
  }

  /** Kills the child; the job it was running (if any) is rejected, not answered `killed`. */
  stop(): Promise<void> {
    this.closing = true;
    // An idle child is unref'd: without this the caller's process could exit before "exit" arrives.
    this.child.ref();
    this.kill("crash");
    return this.exited;
  }

  private dispatch(): void {
    const current = this.current;
    if (!current) return;
    this.state = "busy";
    this.watch();
    current.deadline = setTimeout(() => this.kill("deadline"), current.task.deadlineMs);
    this.child.send({ id: current.id, job: current.task.job });
  }

  private onMessage(message: ChildMessage): void {
    if ("type" in message) {
      if (message.type !== "ready" || this.state !== "starting") return;
      clearTimeout(this.startupTimer);
      this.state = "idle";
      if (this.current) this.dispatch();
      else this.becomeIdle();
      return;
    }
    const current = this.current;
    if (!current || message.id !== current.id) return;
    clearTimeout(current.deadline);
    this.current = undefined;
    this.state = "idle";
    this.becomeIdle();
    if ("error" in message) current.task.reject(new Error(`Print inspector: ${message.error}`));
    else current.task.resolve(message.result);
    this.onAvailable(this);
  }

  private onExit(how: string): void {
    if (this.state === "exited") return;
    const wasStarting = this.state === "starting";
    this.state = "exited";
    clearTimeout(this.startupTimer);
    this.unwatch();
    const current = this.current;
    this.current = undefined;
    if (current) {
      clearTimeout(current.deadline);
      if (this.closing) current.task.reject(new Error("The print inspector was closed"));
      else if (wasStarting) current.task.reject(new Error(`The print inspector stopped before it was ready (${how})`));
      else current.task.resolve({ status: "killed", reason: this.killedFor ?? "crash" });
    }
    this.onAvailable(this);
  }

  private kill(reason: KilledReason): void {
    if (this.state === "exited" || this.killedFor) return;
    this.killedFor = reason;
    this.child.kill("SIGKILL");
  }

  private becomeIdle(): void {
    // Nothing grows in an idle child: no need to keep measuring it.
    this.unwatch();
    this.setKeepsServerAlive(false);
  }

  private watch(): void {
    this.watchdog ??= setInterval(() => void this.checkMemory(), WATCHDOG_INTERVAL_MS);
  }

  private unwatch(): void {
    clearInterval(this.watchdog);
    this.watchdog = undefined;
  }

  private async checkMemory(): Promise<void> {
    const pid = this.child.pid;
    if (this.measuring || pid === undefined || this.state === "exited") return;
    this.measuring = true;
    try {
      const rss = await residentBytes(pid);
      if (rss !== null && rss > this.maxRssBytes) this.kill("memory");
    } finally {
      this.measuring = false;
    }
  }

  /** An idle child must not stop the server (or a test run) from exiting; a busy one must finish its job. */
  private setKeepsServerAlive(keep: boolean): void {
    if (this.state === "exited") return;
    if (keep) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }

  private forwardStderr(): void {
    const stderr = this.child.stderr;
    if (!stderr) return;
    let forwarded = 0;
    stderr.setEncoding("utf8");
    stderr.on("data", (text: string) => {
      if (forwarded >= STDERR_CHARS_PER_CHILD) return;
      const part = text.slice(0, STDERR_CHARS_PER_CHILD - forwarded);
      forwarded += part.length;
      const cut = forwarded >= STDERR_CHARS_PER_CHILD ? " […]" : "";
      console.error(`[print-inspector ${this.child.pid}] ${part.trimEnd()}${cut}`);
    });
    // Reading stderr must not be what keeps the server process alive.
    (stderr as unknown as { unref?: () => void }).unref?.();
  }
}
