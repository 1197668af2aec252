import { setImmediate } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { collectGarbage } from "~/services/boot/collect-garbage.server";

describe("collectGarbage", () => {
  it("collects what nothing refers to any more, at once", async () => {
    // Built in a function of its own so no reference to the object is left on this frame.
    const weak = (() => new WeakRef({ catalogue: new Array(100_000).fill("product") }))();
    // A WeakRef holds its target until the end of the job that made it (or last read it).
    await setImmediate();
    collectGarbage();
    expect(weak.deref()).toBeUndefined();
  });
});
