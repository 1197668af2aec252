/**
 * Child processes of the benchmark. Each runs in its own process group
 * (detached) so that stopping it also stops whatever it spawned (tsx, npx);
 * every one still running is killed when the benchmark exits, however it
 * exits.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Last resort, synchronous: used on process exit. */
export function killAllNow() {
  for (const child of running) signalGroup(child, "SIGKILL");
  running.clear();
}
process.on("exit", killAllNow);

export interface Tracked {
  child: ChildProcess;
  /** Everything it printed so far (bounded). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions extends SpawnOptions {
  /** Copy its output to ours (default true). */
  echo?: boolean;
  prefix?: string;
  /** Send its output to this file instead (servers log every request). */
  logFile?: string;
}

export function start(command: string, args: string[], options: StartOptions = {}): Tracked {
  const { echo = true, prefix = "", logFile, ...spawnOptions } = options;
  if (logFile) {
    const fd = fs.openSync(logFile, "w");
    const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ["ignore", fd, fd] });
    fs.closeSync(fd);
    running.add(child);
    const tail = () => {
      try {
        return fs.readFileSync(logFile, "utf8").slice(-20_000);
      } catch {
        return "";
      }
    };
    return { child, output: tail, exited: exitOf(child).finally(() => running.delete(child)) };
  }
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let log = "";
  const collect = (chunk: Buffer, stream: NodeJS.WriteStream) => {
    const text = chunk.toString();
    log = (log + text).slice(-20_000);
    if (echo) stream.write(prefix ? text.replace(/^(?=.)/gm, prefix) : text);
  };
  child.stdout?.on("data", (c: Buffer) => collect(c, process.stdout));
  child.stderr?.on("data", (c: Buffer) => collect(c, process.stderr));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("error", (error) => {
      log += `\n${error.message}`;
      running.delete(child);
      resolve({ code: -1, signal: null });
    });
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output: () => log, exited };
}

/** Runs a command to completion; rejects with its output tail when it fails. */
/**
 * The production build in `repo` served as `npm start` serves it (package.json's NODE_ENV and NODE_OPTIONS,
 * not this process's: tsx's loader), on 127.0.0.1:`port`. The bench's own DATABASE_URL is not passed on: a
 * section that measures PostgreSQL names its database in `env`, and any other server gets the embedded one.
 */
/**
 * NODE_OPTIONS exactly as the repository's `npm start` sets them (its import of the instrumentation and its
 * heap limit), read from its package.json, so the bench measures the server a store runs.
 */
export function npmStartNodeOptions(repo: string): string {
  const pkg = JSON.parse(fs.readFileSync(`${repo}/package.json`, "utf8")) as { scripts: { start: string } };
  const options = /NODE_OPTIONS="([^"]*)"/.exec(pkg.scripts.start)?.[1];
  if (options === undefined) throw new Error(`No NODE_OPTIONS="…" in ${repo}/package.json's start script`);
  return options;
}

export function startProductionServer(repo: string, port: number, env: Record<string, string>, logFile: string): Tracked {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return start(process.execPath, ["./server.mjs", "./build/server/index.js"], {
    cwd: repo,
    env: {
      ...inherited,
      NODE_ENV: "production",
      NODE_OPTIONS: npmStartNodeOptions(repo),
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    logFile,
  });
}

export async function run(command: string, args: string[], options: StartOptions = {}) {
  const proc = start(command, args, options);
  const { code, signal } = await proc.exited;
  if (code !== 0) {
    throw new Error(
      `${[command, ...args].join(" ")} failed (${signal ?? `exit ${code}`}):\n${proc.output().split("\n").slice(-30).join("\n")}`,
    );
  }
  return proc.output();
}

/** SIGTERM the process group, then SIGKILL it if it has not exited in time. */
export async function stop(proc: Tracked, graceMs = 15_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  signalGroup(proc.child, "SIGTERM");
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
  if ((await Promise.race([proc.exited, timer])) === "timeout") {
    signalGroup(proc.child, "SIGKILL");
    await proc.exited;
  }
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stop({ child, output: () => "", exited: exitOf(child) })));
}

function exitOf(child: ChildProcess) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else {
      child.once("exit", (code, signal) => resolve({ code, signal }));
      child.once("error", () => resolve({ code: -1, signal: null }));
    }
  });
}

/** True when nothing listens on the port (on any interface). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** CPU time (ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 Hz on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the processes stop working off requests a load run left queued
 * (they outlive autocannon's clients): less than 10 % of a core over half a
 * second. Returns the wait in ms, or undefined when it never settled.
 */
export async function waitIdle(pids: number[], timeoutMs = 180_000): Promise<number | undefined> {
  const started = Date.now();
  if (pids.some((pid) => cpuMs(pid) === undefined)) {
    await new Promise((r) => setTimeout(r, 2_000));
    return Date.now() - started;
  }
  for (;;) {
    const before = pids.map((pid) => cpuMs(pid) ?? 0);
    await new Promise((r) => setTimeout(r, 500));
    const used = pids.reduce((sum, pid, i) => {
      const start = before[i] ?? 0;
      return sum + ((cpuMs(pid) ?? start) - start);
    }, 0);
    if (used <= 50) return Date.now() - started;
    if (Date.now() - started > timeoutMs) return undefined;
  }
}
