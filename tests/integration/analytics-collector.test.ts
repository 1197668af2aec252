/**
 * The browser's calls (docs/rules.md#analytics, docs/product/api.md): impressions to POST /v1/events and the
 * log buffer to POST /logs — same-origin JSON, validated, capped, rate-limited, 4xx JSON for anything wrong.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_BROWSER_EVENTS_PER_CALL } from "~/lib/analytics-events";
import { MAX_EVENTS_BODY_BYTES, MAX_LOGS_BODY_BYTES } from "~/lib/browser-report-schemas.server";
import { LOG_BUFFER_SIZE, MAX_LOG_MESSAGE_CHARS } from "~/lib/log-buffer";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { queryRows } from "~/models/db.server";
import { action as logsAction, loader as logsLoader } from "~/routes/logs";
import { action as eventsAction } from "~/routes/v1.events";
import { acceptBrowserEvents, acceptClientLogs } from "~/services/analytics/collector.server";
import { deviceHash, flushEvents } from "~/services/analytics/events.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { cookiePair } from "../support/cookies";
import { setUpTestDb, stubTestEnv } from "../support/db";

// Small limits, so the 429 is reached in a few calls.
stubTestEnv({ BROWSER_EVENTS_PER_MINUTE: "4", CLIENT_LOGS_PER_MINUTE: "3" });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";

async function newDevice(): Promise<{ deviceId: string; cookie: string }> {
  const deviceId = newDeviceId();
  return { deviceId, cookie: cookiePair(await deviceCookie().serialize(deviceId)) };
}

function post(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", ...headers },
    body,
  });
}

const call = (action: typeof eventsAction, request: Request) => action({ request, params: {}, context: {} }) as Promise<Response>;
const ONE_MOMENT = new Date("2026-11-21T06:30:05Z");

/**
 * Calls from one client address, each with a device cookie of its own (they cost nothing), until one is
 * refused; all at one moment early in a minute, so no window boundary falls between them.
 */
async function untilRefusedFromOneAddress(kind: "events" | "logs", body: (i: number) => string, address: string) {
  const accept = kind === "events" ? acceptBrowserEvents : acceptClientLogs;
  const path = kind === "events" ? "/v1/events" : "/logs";
  const statuses: number[] = [];
  for (let i = 0; i < 200 && !statuses.includes(429); i++) {
    const { cookie } = await newDevice();
    const request = post(path, body(i), { Cookie: cookie });
    statuses.push((await accept(requestContext({ request, context: { clientAddress: address } }), ONE_MOMENT)).status);
  }
  return statuses;
}

async function answer(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const impression = (widget: string, productId?: number) => ({
  name: "impression",
  widget,
  product_id: productId,
  path: "/prn/amul-milk/prid/12",
});

describe("POST /v1/events", () => {
  it("takes impressions as browser events with the spec's defaults, once per minimum time between impressions", async () => {
    const { deviceId, cookie } = await newDevice();
    const body = JSON.stringify({ events: [impression("product_rail:2", 101), impression("banner_carousel:0")] });
    expect(await answer(await call(eventsAction, post("/v1/events", body, { Cookie: cookie })))).toEqual({
      status: 202,
      body: { success: true, accepted: 2 },
    });
    // The same widgets again a moment later: not a new impression.
    expect((await answer(await call(eventsAction, post("/v1/events", body, { Cookie: cookie })))).body.accepted).toBe(0);
    await flushEvents();
    const rows = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select name, source, page, label, product_id, search_type, currency from analytics_events where device = ${deviceHash(deviceId)} order by id`,
    );
    expect(rows).toEqual([
      { name: "impression", source: "browser", page: "/prn", label: "product_rail:2", product_id: 101, search_type: -1, currency: "INR" },
      { name: "impression", source: "browser", page: "/prn", label: "banner_carousel:0", product_id: -1, search_type: -1, currency: "INR" },
    ]);
  });

  it("answers 4xx JSON, never 500, for anything malformed", async () => {
    const { cookie } = await newDevice();
    const refusals: [Request, number][] = [
      [post("/v1/events", "{not json", { Cookie: cookie }), 400],
      [post("/v1/events", JSON.stringify({ events: [] }), { Cookie: cookie }), 400],
      [post("/v1/events", JSON.stringify({ events: [{ ...impression("x"), phone: "9876543210" }] }), { Cookie: cookie }), 400],
      [post("/v1/events", JSON.stringify({ events: [{ ...impression("x"), name: "purchase" }] }), { Cookie: cookie }), 400],
      [post("/v1/events", JSON.stringify({ events: [impression("<script>")] }), { Cookie: cookie }), 400],
      [
        post(
          "/v1/events",
          JSON.stringify({ events: Array.from({ length: MAX_BROWSER_EVENTS_PER_CALL + 1 }, (_, i) => impression(`w${i}`)) }),
          { Cookie: cookie },
        ),
        400,
      ],
      [post("/v1/events", JSON.stringify({ events: [impression("a\u0000b")] }), { Cookie: cookie }), 400],
      [post("/v1/events", JSON.stringify({ events: [impression("x".repeat(MAX_EVENTS_BODY_BYTES))] }), { Cookie: cookie }), 413],
      [post("/v1/events", "events=1", { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }), 415],
      [post("/v1/events", JSON.stringify({ events: [impression("x")] }), { Cookie: cookie, Origin: "https://evil.example" }), 403],
    ];
    for (const [request, status] of refusals) {
      const { status: got, body } = await answer(await call(eventsAction, request));
      expect({ got, success: body.success, message: typeof body.message }).toEqual({ got: status, success: false, message: "string" });
    }
  });

  it("says why it refused in Hindi to a client whose Accept-Language prefers it, and in English otherwise", async () => {
    const { cookie } = await newDevice();
    const refuse = async (language: string, body: string, type = "application/json") => {
      const request = post("/v1/events", body, { Cookie: cookie, "Accept-Language": language, "Content-Type": type });
      const { status, body: answered } = await answer(await inLanguageOf(request, () => call(eventsAction, request)));
      return { status, message: answered.message };
    };
    const unknownName = JSON.stringify({ events: [{ ...impression("x"), name: "purchase" }] });
    expect(await refuse("hi-IN,hi;q=0.9", unknownName)).toEqual({ status: 400, message: "name इनमें से एक होना चाहिए: impression।" });
    expect(await refuse("en-IN", unknownName)).toEqual({ status: 400, message: "name is one of impression." });
    expect(await refuse("hi", "{not json")).toEqual({ status: 400, message: "यह सही JSON नहीं है।" });
    expect(await refuse("hi", "events=1", "application/x-www-form-urlencoded")).toEqual({ status: 415, message: "JSON भेजें।" });
  });

  it("takes a full batch of impressions at their longest, whatever the characters", async () => {
    const { cookie } = await newDevice();
    const events = Array.from({ length: MAX_BROWSER_EVENTS_PER_CALL }, (_, i) => ({
      name: "impression",
      widget: `w${i}`.padEnd(60, "x"),
      path: `/${"\u0001".repeat(499)}`,
    }));
    const body = JSON.stringify({ events });
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(MAX_EVENTS_BODY_BYTES);
    expect((await answer(await call(eventsAction, post("/v1/events", body, { Cookie: cookie })))).status).toBe(202);
  });

  it("is rate-limited per device: 429 with Retry-After past the limit", async () => {
    const { cookie } = await newDevice();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await call(eventsAction, post("/v1/events", JSON.stringify({ events: [impression(`rl${i}`)] }), { Cookie: cookie }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await answer(last!)).body.message).toMatch(/Too many reports from this device/);
  });

  it("counts the client address too: a new device cookie per call meets ten times a device's limit", async () => {
    const statuses = await untilRefusedFromOneAddress(
      "events",
      (i) => JSON.stringify({ events: [impression(`addr${i}`)] }),
      "::ffff:203.0.113.61",
    );
    expect(statuses).toEqual([...Array<number>(40).fill(202), 429]);
    // Another address is not caught by it; the same address written another way is the same client.
    const fromAddress = async (clientAddress: string) => {
      const request = post("/v1/events", JSON.stringify({ events: [impression("other-address")] }), { Cookie: (await newDevice()).cookie });
      return (await acceptBrowserEvents(requestContext({ request, context: { clientAddress } }), ONE_MOMENT)).status;
    };
    expect(await fromAddress("203.0.113.62")).toBe(202);
    expect(await fromAddress("203.0.113.61")).toBe(429);
  });
});

describe("POST /logs", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes each entry as one JSON line to the server log, digit runs masked, the device hashed", async () => {
    const { deviceId, cookie } = await newDevice();
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((line: unknown) => void lines.push(String(line)));
    const entries = [
      { level: "warn", message: "slow image", at: 1_790_000_000_000 },
      { level: "error", message: "order for 9876543210 failed", at: 1_790_000_000_500 },
    ];
    const response = await call(logsAction, post("/logs", JSON.stringify({ entries }), { Cookie: cookie }));
    expect(await answer(response)).toEqual({ status: 202, body: { success: true, accepted: 2 } });
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        kind: "client-log",
        level: "warn",
        message: "slow image",
        at: "2026-09-21T14:13:20.000Z",
        device: deviceHash(deviceId),
      }),
      expect.objectContaining({ kind: "client-log", level: "error", message: "order for # failed", device: deviceHash(deviceId) }),
    ]);
    expect(lines.join("\n")).not.toContain(deviceId);
  });

  it("refuses more than 50 entries, unknown levels and non-JSON with 4xx JSON; GET is 405", async () => {
    const { cookie } = await newDevice();
    const many = Array.from({ length: 51 }, (_, i) => ({ level: "info", message: `m${i}`, at: i }));
    for (const body of [JSON.stringify({ entries: many }), JSON.stringify({ entries: [{ level: "fatal", message: "x", at: 1 }] }), "["]) {
      const { status, body: answered } = await answer(await call(logsAction, post("/logs", body, { Cookie: cookie })));
      expect([status, answered.success]).toEqual([400, false]);
    }
    const get = logsLoader();
    expect(get.status).toBe(405);
  });

  it("takes the documented full batch, 50 entries of 2,000 characters, whatever the characters; past the cap, 413 JSON", async () => {
    const { cookie } = await newDevice();
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    // JSON's longest spelling of a character: a control character is written \u0001, six bytes.
    for (const char of ["x", "दू", "\u0001"]) {
      const message = char.repeat(MAX_LOG_MESSAGE_CHARS / char.length);
      const entries = Array.from({ length: LOG_BUFFER_SIZE }, () => ({ level: "error", message, at: 8_640_000_000_000_000 }));
      const body = JSON.stringify({ entries });
      expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(MAX_LOGS_BODY_BYTES);
      const { status, body: answered } = await answer(await call(logsAction, post("/logs", body, { Cookie: cookie })));
      expect({ status, answered }).toEqual({ status: 202, answered: { success: true, accepted: LOG_BUFFER_SIZE } });
    }
    const over = JSON.stringify({ entries: [{ level: "info", message: "x", at: 1 }], pad: "x".repeat(MAX_LOGS_BODY_BYTES) });
    const { cookie: another } = await newDevice();
    expect(await answer(await call(logsAction, post("/logs", over, { Cookie: another })))).toEqual({
      status: 413,
      body: { success: false, message: "This report is too large." },
    });
  });

  it("is rate-limited per device", async () => {
    const { cookie } = await newDevice();
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const body = JSON.stringify({ entries: [{ level: "info", message: "hi", at: 1 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(logsAction, post("/logs", body, { Cookie: cookie }))).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it("is rate-limited per client address too, whatever device cookies the calls carry", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const body = JSON.stringify({ entries: [{ level: "info", message: "hi", at: 1 }] });
    const statuses = await untilRefusedFromOneAddress("logs", () => body, "198.51.100.7");
    expect(statuses).toEqual([...Array<number>(30).fill(202), 429]);
  });
});
