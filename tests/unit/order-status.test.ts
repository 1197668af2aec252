import { describe, expect, it } from "vitest";
import {
  FORWARD_SEQUENCE,
  ORDER_STATUSES,
  ORDER_TITLES,
  cancelReasonLabel,
  etaLeftMinutes,
  etaLine,
  formatOrderDate,
  formatOrderTime,
  isCancellable,
  isTerminal,
  nextStatus,
  orderTimeline,
  orderTitle,
  parseOrderStatus,
} from "~/lib/order-status";
import { HINDI } from "~/lib/i18n/hindi.server";
import { translate } from "~/lib/i18n/translate";

describe("order states", () => {
  it("titles every state exactly as the product words them", () => {
    expect(ORDER_TITLES).toEqual({
      CREATED: "Order is confirmed",
      APPROVED: "Order is confirmed",
      PICKING_STARTED: "Packing your items",
      BILLED: "Items are packed",
      ENROUTE: "Order is on the way",
      REACHED_DOORSTEP: "Be ready to collect your order",
      rescheduled: "Order rescheduled",
      DELIVERED: "Delivered",
      CANCELLED: "Cancelled",
      DELIVERY_FAILED: "Delivery failed",
    });
    expect(ORDER_STATUSES).toHaveLength(10);
    expect(orderTitle("SOMETHING_NEW")).toBe("SOMETHING_NEW");
  });

  it("walks the forward sequence one step at a time and stops at the end", () => {
    const walked: string[] = ["CREATED"];
    for (let s = nextStatus("CREATED"); s; s = nextStatus(s)) walked.push(s);
    expect(walked).toEqual([...FORWARD_SEQUENCE]);
    expect(nextStatus("DELIVERED")).toBeNull();
    expect(nextStatus("CANCELLED")).toBeNull();
    expect(nextStatus("DELIVERY_FAILED")).toBeNull();
    // A rescheduled delivery goes out again.
    expect(nextStatus("rescheduled")).toBe("ENROUTE");
  });

  it("is cancellable until BILLED and final only when delivered, cancelled or failed", () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(["CREATED", "APPROVED", "PICKING_STARTED"]);
    expect(ORDER_STATUSES.filter(isTerminal)).toEqual(["DELIVERED", "CANCELLED", "DELIVERY_FAILED"]);
    expect(isCancellable("nonsense")).toBe(false);
  });

  it("reads operators' statuses in any case", () => {
    expect(parseOrderStatus("enroute")).toBe("ENROUTE");
    expect(parseOrderStatus(" Rescheduled ")).toBe("rescheduled");
    expect(parseOrderStatus("SHIPPED")).toBeNull();
  });

  it("counts the ETA down from placement, never below zero, and drops it once final", () => {
    const createdAt = "2026-11-21T06:30:00.000Z";
    const at = (minutes: number) => new Date(Date.parse(createdAt) + minutes * 60_000);
    expect(etaLeftMinutes({ status: "CREATED", etaMinutes: 12, createdAt }, at(0))).toBe(12);
    expect(etaLeftMinutes({ status: "ENROUTE", etaMinutes: 12, createdAt }, at(5.5))).toBe(7);
    expect(etaLeftMinutes({ status: "REACHED_DOORSTEP", etaMinutes: 12, createdAt }, at(30))).toBe(0);
    expect(etaLeftMinutes({ status: "DELIVERED", etaMinutes: 12, createdAt }, at(3))).toBeNull();
  });

  it("never lets the ETA line contradict the status title (docs/rules.md#delivery-time)", () => {
    const createdAt = "2026-11-21T06:30:00.000Z";
    const at = (minutes: number) => new Date(Date.parse(createdAt) + minutes * 60_000);
    const line = (status: string, minutes: number) => [
      orderTitle(status),
      etaLine(status, etaLeftMinutes({ status, etaMinutes: 12, createdAt }, at(minutes))),
    ];
    // At the door two minutes in: no "Arriving in 10 minutes" beside "Be ready to collect your order".
    expect(line("REACHED_DOORSTEP", 2)).toEqual(["Be ready to collect your order", "Your rider is at your door"]);
    expect(line("ENROUTE", 6)).toEqual(["Order is on the way", "Arriving in 6 minutes"]);
    expect(line("ENROUTE", 11)).toEqual(["Order is on the way", "Arriving in 1 minute"]);
    expect(line("ENROUTE", 20)).toEqual(["Order is on the way", "Arriving any minute now"]);
    expect(line("PICKING_STARTED", 20)).toEqual(["Packing your items", "Running a little late"]);
    expect(line("rescheduled", 2)).toEqual(["Order rescheduled", "We will tell you the new delivery time"]);
    expect(line("DELIVERED", 2)).toEqual(["Delivered", "Your order has been delivered. Enjoy!"]);
  });
});

describe("order timeline", () => {
  const t = (m: number) => new Date(Date.UTC(2026, 10, 21, 6, m)).toISOString();

  it("shows a fresh order as confirmed with the rest of the way ahead", () => {
    const steps = orderTimeline([{ status: "CREATED", at: t(0) }], "CREATED");
    expect(steps.map((s) => [s.title, s.state])).toEqual([
      ["Order is confirmed", "current"],
      ["Packing your items", "upcoming"],
      ["Items are packed", "upcoming"],
      ["Order is on the way", "upcoming"],
      ["Be ready to collect your order", "upcoming"],
      ["Delivered", "upcoming"],
    ]);
    expect(steps[0]?.at).toBe(t(0));
    expect(steps[1]?.at).toBeNull();
  });

  it("shows CREATED and APPROVED once, at the first time", () => {
    const steps = orderTimeline(
      [
        { status: "CREATED", at: t(0) },
        { status: "APPROVED", at: t(1) },
        { status: "PICKING_STARTED", at: t(2) },
      ],
      "PICKING_STARTED",
    );
    expect(steps.filter((s) => s.title === "Order is confirmed")).toEqual([
      { status: "CREATED", title: "Order is confirmed", at: t(0), state: "done" },
    ]);
    expect(steps.find((s) => s.state === "current")?.status).toBe("PICKING_STARTED");
  });

  it("ends a cancelled order at Cancelled with nothing ahead", () => {
    const steps = orderTimeline(
      [
        { status: "CREATED", at: t(0) },
        { status: "CANCELLED", at: t(3) },
      ],
      "CANCELLED",
    );
    expect(steps.map((s) => s.title)).toEqual(["Order is confirmed", "Cancelled"]);
    expect(steps[1]?.state).toBe("current");
  });

  it("sends a rescheduled order on the way again", () => {
    const events = ["CREATED", "APPROVED", "PICKING_STARTED", "BILLED", "ENROUTE", "rescheduled"].map((status, i) => ({
      status,
      at: t(i),
    }));
    const ahead = orderTimeline(events, "rescheduled").filter((s) => s.state === "upcoming");
    expect(ahead.map((s) => s.status)).toEqual(["ENROUTE", "REACHED_DOORSTEP", "DELIVERED"]);
  });
});

describe("order statuses and dates in Hindi (docs/decisions/055-hindi.md)", () => {
  const hindi = (text: string, values?: Record<string, string | number>) => translate(HINDI, text, values);

  it("titles every status in Hindi with the page's words, and in English without them", () => {
    expect(orderTitle("ENROUTE", hindi)).toBe("ऑर्डर रास्ते में है");
    expect(orderTitle("DELIVERED", hindi)).toBe("डिलीवर हो गया");
    expect(orderTitle("ENROUTE")).toBe("Order is on the way");
    for (const status of ORDER_STATUSES) expect(orderTitle(status, hindi), status).toMatch(/[\u0900-\u097f]/);
  });

  it("keeps one step for CREATED and APPROVED in a Hindi timeline", () => {
    const steps = orderTimeline(
      [
        { status: "CREATED", at: "2026-11-28T10:00:00Z" },
        { status: "APPROVED", at: "2026-11-28T10:01:00Z" },
      ],
      "APPROVED",
      hindi,
    );
    expect(steps.map((s) => s.title)).toEqual([
      "ऑर्डर कन्फ़र्म हो गया है",
      "आपका सामान पैक हो रहा है",
      "सामान पैक हो गया है",
      "ऑर्डर रास्ते में है",
      "अपना ऑर्डर लेने के लिए तैयार रहें",
      "डिलीवर हो गया",
    ]);
  });

  it("says the ETA line and a cancelling reason in Hindi", () => {
    expect(etaLine("ENROUTE", 7, hindi)).toBe("7 मिनट में पहुँच रहा है");
    expect(etaLine("ENROUTE", 1, hindi)).toBe("1 मिनट में पहुँच रहा है");
    expect(etaLine("ENROUTE", 7)).toBe("Arriving in 7 minutes");
    expect(etaLine("ENROUTE", 1)).toBe("Arriving in 1 minute");
    expect(cancelReasonLabel("Ordered by mistake", hindi)).toBe("गलती से ऑर्डर हो गया");
    expect(cancelReasonLabel("Something else typed")).toBe("Something else typed");
  });

  it("writes order dates and times in Hindi for a Hindi page, as before for an English one", () => {
    const at = "2026-11-28T10:05:00Z";
    expect(formatOrderDate(at, "hi")).toBe("28 नव॰ 2026, 3:35 pm");
    expect(formatOrderDate(at)).toBe("28 Nov 2026, 3:35 pm");
    expect(formatOrderTime(at, "hi")).toBe("3:35 pm");
    expect(formatOrderTime(at)).toBe("3:35 pm");
  });
});
