/**
 * The browser's log buffer (docs/product/api.md#logs): the latest 50 entries, sent to `POST /logs` only when
 * flushed. Full, the oldest entry goes. Pure: the sender is handed in (a beacon in the browser).
 */
export const LOG_BUFFER_SIZE = 50;
/** The longest message an entry keeps (the browser cuts, the server refuses longer). */
export const MAX_LOG_MESSAGE_CHARS = 2_000;

/**
 * The window event that puts an error into the buffer without raising it (a refused call, lib/store-call.ts): its
 * `detail` is the message. Not an uncaught error: the page goes on, and nothing shows in the console as one.
 */
export const LOG_EVENT = "nk-log";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  level: LogLevel;
  message: string;
  /** Milliseconds since the epoch, from the browser's clock. */
  at: number;
}

/** Sends a batch; false when it could not be handed over (the entries are kept for the next flush). */
export type LogSender = (entries: LogEntry[]) => boolean;

export interface LogBuffer {
  log(level: LogLevel, message: string, at?: number): void;
  /** What is waiting, oldest first. */
  entries(): readonly LogEntry[];
  /** Sends everything waiting and clears it; returns how many went (0 when empty or the sender refused). */
  flush(): number;
}

export function createLogBuffer(send: LogSender, size = LOG_BUFFER_SIZE): LogBuffer {
  let waiting: LogEntry[] = [];
  return {
    log(level, message, at = Date.now()) {
      waiting.push({ level, message, at });
      if (waiting.length > size) waiting = waiting.slice(waiting.length - size);
    },
    entries: () => waiting,
    flush() {
      if (!waiting.length) return 0;
      const batch = waiting;
      waiting = [];
      if (send(batch)) return batch.length;
      // Not handed over: back in front of anything logged meanwhile, still at most `size`.
      waiting = [...batch, ...waiting].slice(-size);
      return 0;
    },
  };
}
