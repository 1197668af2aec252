import { describe, expect, it } from "vitest";
import { readCapped } from "~/services/platform/read-capped.server";

/** A body sent in chunks, noting whether the reader gave up on it. */
function body(chunks: string[]) {
  const seen = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("readCapped (another server's answer, read with a running total)", () => {
  it("gives the whole body when it stays within the limit, and nothing for no body", async () => {
    expect((await readCapped(body(['{"phone":', '"9876543210"}']).stream, 64))?.toString()).toBe('{"phone":"9876543210"}');
    expect(await readCapped(null, 64)).toEqual(Buffer.alloc(0));
  });

  it("stops at the chunk that passes the limit and cancels the rest, whatever length the server claimed", async () => {
    const { stream, seen } = body(["a".repeat(10), "b".repeat(10), "c".repeat(10)]);
    expect(await readCapped(stream, 15)).toBeNull();
    expect(seen.cancelled).toBe(true);
  });
});
