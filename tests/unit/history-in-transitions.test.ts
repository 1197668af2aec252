// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { handleHistoryInTransitions } from "~/lib/history-in-transitions";

describe("handleHistoryInTransitions", () => {
  it("hands every later popstate listener one copy of the event, with its state", () => {
    // A window of its own: the test's global window keeps no listener from this test.
    const target = new EventTarget() as unknown as Window;
    handleHistoryInTransitions(target);
    const received: PopStateEvent[] = [];
    target.addEventListener("popstate", (event) => received.push(event as PopStateEvent));

    const original = new PopStateEvent("popstate", { state: { idx: 3 } });
    target.dispatchEvent(original);

    expect(received).toHaveLength(1);
    expect(received[0]).not.toBe(original);
    expect(received[0]!.state).toEqual({ idx: 3 });
  });

  it("copies each event once, event after event", () => {
    const target = new EventTarget() as unknown as Window;
    handleHistoryInTransitions(target);
    let count = 0;
    target.addEventListener("popstate", () => count++);
    for (let i = 0; i < 3; i++) target.dispatchEvent(new PopStateEvent("popstate", { state: i }));
    expect(count).toBe(3);
  });
});
