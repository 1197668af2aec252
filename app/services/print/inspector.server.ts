/**
 * The parent side of the print inspector (decision 010): uploads are parsed,
 * unlocked, rendered and classified in child processes running
 * inspector/print-inspector.mjs, never in the server. A hostile file can make
 * a child run forever or eat memory; this module bounds both from outside —
 * a deadline per job and an RSS watchdog — by SIGKILLing the child, answering
 * that job `killed`, and starting a fresh child for the next one. Worker
 * threads cannot do this: their limits cover the JS heap only, while inflated
 * PDF streams and canvases live outside it.
 *
 * Jobs wait in one FIFO queue and each child runs one at a time. Children
 * start on the first job that needs one and stay up (pdf.js, sharp and, once
 * asked for, the classifier stay loaded), but do not keep the server process
 * alive while idle.
 */
import { existsSync } from "node:fs";
import { getEnv } from "~/services/platform/env.server";
import { InspectResult, InspectorOptions, Inspector } from "./inspection-contract.server";
import { MB, DEFAULTS, Task, inspectorScript, InspectorChild } from "./inspector-child.server";

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Print inspector: ${name} must be a positive integer, got ${value}`);
  return value;
}

export function createInspector(options: InspectorOptions = {}): Inspector {
  const size = positiveInteger("size", options.size ?? DEFAULTS.size);
  const defaultDeadlineMs = positiveInteger("deadlineMs", options.deadlineMs ?? DEFAULTS.deadlineMs);
  const maxRssBytes = positiveInteger("maxRssBytes", options.maxRssBytes ?? DEFAULTS.maxRssBytes);
  const maxQueued = positiveInteger("maxQueued", options.maxQueued ?? DEFAULTS.maxQueued);
  const queue: Task[] = [];
  let children: InspectorChild[] = [];
  let closed = false;

  function pump(): void {
    if (closed) return;
    children = children.filter((child) => !child.isExited);
    while (queue.length > 0) {
      let child = children.find((c) => c.isFree);
      if (!child && children.length < size) {
        const script = inspectorScript();
        try {
          if (!existsSync(script)) throw new Error(`Print inspector not found at ${script}: start the server from the project directory`);
          child = new InspectorChild(maxRssBytes, pump);
        } catch (error) {
          for (const task of queue.splice(0)) task.reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        children.push(child);
      }
      if (!child) return;
      child.run(queue.shift() as Task);
    }
  }

  return {
    inspect(job, callOptions = {}) {
      if (closed) return Promise.reject(new Error("The print inspector was closed"));
      if (queue.length >= maxQueued) return Promise.reject(new Error("The print inspector is busy: too many files are waiting"));
      const deadlineMs = positiveInteger("deadlineMs", callOptions.deadlineMs ?? defaultDeadlineMs);
      return new Promise<InspectResult>((resolve, reject) => {
        queue.push({ job, deadlineMs, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("The print inspector was closed"));
      await Promise.all(children.map((child) => child.stop()));
      children = [];
    },
  };
}

declare global {
  var __nukkadPrintInspector: Inspector | undefined;
}

/** The process-wide inspector, from the environment; on globalThis so dev rebuilds do not fork more children. */
export function getInspector(): Inspector {
  if (!globalThis.__nukkadPrintInspector) {
    const env = getEnv();
    globalThis.__nukkadPrintInspector = createInspector({
      size: env.PRINT_INSPECTOR_PROCS,
      maxRssBytes: env.PRINT_INSPECTOR_MAX_RSS_MB * MB,
      deadlineMs: env.PRINT_INSPECTOR_DEADLINE_SECONDS * 1000,
    });
  }
  return globalThis.__nukkadPrintInspector;
}
