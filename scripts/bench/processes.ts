/**
 * Child processes of the benchmark. Each runs in its own process group
 * (detached) so that stopping it also stops whatever it spawned (tsx, npx);
 * every one still running is killed when the benchmark exits, however it
 * exits.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
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

export function start(
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: boolean; prefix?: string } = {},
): Tracked {
  const { echo = true, prefix = "", ...spawnOptions } = options;
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
export async function run(command: string, args: string[], options: SpawnOptions & { echo?: boolean; prefix?: string } = {}) {
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
export async function stop(proc: Tracked, graceMs = 5_000) {
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
    else child.once("exit", (code, signal) => resolve({ code, signal }));
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
