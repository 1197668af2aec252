/**
 * What the browser reports (docs/rules.md#analytics, docs/product/api.md#logs): impressions to
 * `POST /v1/events` and its log buffer to `POST /logs`. Both are same-origin JSON (a beacon), capped in size
 * and per call, rate-limited per device, and answer JSON: 202 when taken, a 4xx with a message when not —
 * never a 500 for anything a client can send.
 */
import { MIN_MS_BETWEEN_IMPRESSIONS } from "~/lib/analytics-events";
import { BrowserEventsSchema, ClientLogsSchema, MAX_EVENTS_BODY_BYTES, MAX_LOGS_BODY_BYTES } from "~/lib/browser-report-schemas.server";
import { jsonFail, jsonOk, refuseCrossSite } from "../platform/json-api.server";
import { takeBrowserReport } from "../platform/limiter.server";
import { requestPlatform } from "../platform/partner-session.server";
import type { RequestContext } from "../platform/request-context.server";
import { containsNulByte, firstIssueMessage, readBytes } from "../platform/request-body.server";
import { retryAfterSeconds } from "~/lib/when-to-retry";
import { say } from "~/lib/i18n/request-language.server";
import { deviceHash } from "./events.server";
import { firstInWindow, record } from "./record.server";

type Body = { ok: true; value: unknown } | { ok: false; response: Response };

/** The body as JSON, at most `maxBytes` long: a full batch of its kind always fits (browser-report-schemas.server.ts). */
async function readJson(request: Request, maxBytes: number): Promise<Body> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return { ok: false, response: crossSite };
  // A beacon sends a Blob's type; text/plain is what a beacon sends for a plain string: both are JSON here.
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/json|text\/plain)\b/i.test(type)) return { ok: false, response: jsonFail(415, say("Send JSON.")) };
  const bytes = await readBytes(request, maxBytes);
  if (!bytes) return { ok: false, response: jsonFail(413, say("This report is too large.")) };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, response: jsonFail(400, say("This is not valid JSON.")) };
  }
  // PostgreSQL cannot store a NUL byte, and no real report has one.
  if (containsNulByte(value)) return { ok: false, response: jsonFail(400, say("This report has a character we cannot read.")) };
  return { ok: true, value };
}

async function limited(ctx: RequestContext, kind: "events" | "logs", now: Date): Promise<Response | null> {
  const limit = await takeBrowserReport(await ctx.db(), kind, await ctx.requester(), now);
  if (limit.ok) return null;
  return jsonFail(429, limit.message, {}, { "Retry-After": String(retryAfterSeconds(limit.retryAt, now)) });
}

// ------------------------------------------------------------------ impressions

/** The first path segment: "/prn/amul-milk/prid/12" is "/prn", "/" is "/". */
export function pageOfPath(path: string): string {
  const segment = path.split(/[/?#]/)[1] ?? "";
  return /^[a-z0-9_.-]{1,40}$/i.test(segment) ? `/${segment}` : "/";
}

export async function acceptBrowserEvents(ctx: RequestContext, now = new Date()): Promise<Response> {
  const body = await readJson(ctx.request, MAX_EVENTS_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = BrowserEventsSchema.safeParse(body.value);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const refused = await limited(ctx, "events", now);
  if (refused) return refused;
  const db = await ctx.db();
  const deviceId = await ctx.deviceId();
  let accepted = 0;
  for (const event of parsed.data.events) {
    // The browser waits the minimum time between impressions (docs/product/constants.md); a client that does
    // not is held to it here, per device, widget and product.
    const key = `impression:${deviceId ?? "-"}:${event.widget}:${event.product_id ?? "-"}`;
    if (deviceId && !firstInWindow(key, now, MIN_MS_BETWEEN_IMPRESSIONS)) continue;
    record(db, ctx.request, {
      name: "impression",
      source: "browser",
      deviceId,
      page: pageOfPath(event.path),
      label: event.widget,
      productId: event.product_id,
      at: now,
    });
    accepted++;
  }
  return jsonOk({ accepted }, { status: 202 });
}

// ------------------------------------------------------------------ logs

/** A phone number, pincode or card number in a message is not kept (docs/rules.md#analytics). */
function scrub(message: string): string {
  return message.replace(/\d{5,}/g, "#");
}

/**
 * Taken entries go to the server's log (stdout), one JSON line each with `"kind":"client-log"`, where the
 * operator's log collection already looks; they are not stored in the database (docs/rules.md#analytics).
 */
export async function acceptClientLogs(ctx: RequestContext, now = new Date()): Promise<Response> {
  const body = await readJson(ctx.request, MAX_LOGS_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = ClientLogsSchema.safeParse(body.value);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const refused = await limited(ctx, "logs", now);
  if (refused) return refused;
  const device = deviceHash(await ctx.deviceId());
  const { platform } = await requestPlatform(ctx.request);
  for (const entry of parsed.data.entries) {
    console.info(
      JSON.stringify({
        kind: "client-log",
        received: now.toISOString(),
        at: new Date(entry.at).toISOString(),
        level: entry.level,
        device,
        platform,
        message: scrub(entry.message),
      }),
    );
  }
  return jsonOk({ accepted: parsed.data.entries.length }, { status: 202 });
}
