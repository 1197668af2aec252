/**
 * The bodies the browser sends on its own (docs/product/api.md#logs, docs/product/api.md#analytics-events): the
 * collector checks them (app/services/analytics/collector.server.ts) and the OpenAPI document lists them
 * (app/lib/openapi.ts). Not in ./analytics-events, which the browser's small reporting module imports: zod
 * would ride along.
 */
import { z } from "zod";
import { MAX_BROWSER_EVENTS_PER_CALL } from "./analytics-events";
import { LOG_BUFFER_SIZE, LOG_LEVELS } from "./log-buffer";

const ImpressionSchema = z
  .object({
    name: z.literal("impression"),
    /** The widget: its type and place on the page, e.g. "product_rail:3". */
    widget: z.string().regex(/^[a-z0-9_:.-]{1,60}$/i, "widget is not valid."),
    product_id: z.number().int().positive().max(2_147_483_647).optional(),
    /** The page's path: only its first segment is kept (no ids). */
    path: z.string().max(500).regex(/^\//, "path must start with /."),
  })
  .strict();

export const BrowserEventsSchema = z
  .object({
    events: z
      .array(ImpressionSchema)
      .min(1, "Send at least one event.")
      .max(MAX_BROWSER_EVENTS_PER_CALL, `Send at most ${MAX_BROWSER_EVENTS_PER_CALL} events a call.`),
  })
  .strict();

const LogEntrySchema = z
  .object({
    level: z.enum(LOG_LEVELS),
    message: z.string().max(2_000, "A log message is at most 2000 characters."),
    at: z.number().int().min(0).max(8_640_000_000_000_000),
  })
  .strict();

export const ClientLogsSchema = z
  .object({
    entries: z
      .array(LogEntrySchema)
      .min(1, "Send at least one entry.")
      .max(LOG_BUFFER_SIZE, `Send at most ${LOG_BUFFER_SIZE} entries a call.`),
  })
  .strict();
