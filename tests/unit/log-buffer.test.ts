/** The browser's log buffer (docs/product/api.md#logs): 50 entries, oldest dropped, sent only on flush. */
import { describe, expect, it } from "vitest";
import { createLogBuffer, LOG_BUFFER_SIZE, type LogEntry } from "~/lib/log-buffer";

describe("log buffer", () => {
  it("keeps the latest 50 entries: the oldest goes when a 51st arrives", () => {
    const sent: LogEntry[][] = [];
    const buffer = createLogBuffer((batch) => (sent.push(batch), true));
    expect(LOG_BUFFER_SIZE).toBe(50);
    for (let i = 1; i <= 51; i++) buffer.log("info", `entry ${i}`, i);
    expect(buffer.entries()).toHaveLength(50);
    expect(buffer.entries()[0]).toEqual({ level: "info", message: "entry 2", at: 2 });
    expect(buffer.entries().at(-1)).toEqual({ level: "info", message: "entry 51", at: 51 });
    expect(sent).toEqual([]); // nothing leaves without a flush
  });

  it("flush sends everything waiting, oldest first, and clears it; an empty flush sends nothing", () => {
    const sent: LogEntry[][] = [];
    const buffer = createLogBuffer((batch) => (sent.push(batch), true));
    buffer.log("warn", "slow", 1);
    buffer.log("error", "broke", 2);
    expect(buffer.flush()).toBe(2);
    expect(sent).toEqual([
      [
        { level: "warn", message: "slow", at: 1 },
        { level: "error", message: "broke", at: 2 },
      ],
    ]);
    expect(buffer.entries()).toEqual([]);
    expect(buffer.flush()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("keeps a batch the sender refused, ahead of later entries and within the cap", () => {
    let accept = false;
    const sent: LogEntry[][] = [];
    const buffer = createLogBuffer((batch) => (accept ? (sent.push(batch), true) : false), 3);
    buffer.log("info", "a", 1);
    buffer.log("info", "b", 2);
    expect(buffer.flush()).toBe(0);
    buffer.log("info", "c", 3);
    buffer.log("info", "d", 4);
    expect(buffer.entries().map((e) => e.message)).toEqual(["b", "c", "d"]);
    accept = true;
    expect(buffer.flush()).toBe(3);
    expect(sent[0]?.map((e) => e.message)).toEqual(["b", "c", "d"]);
  });
});
