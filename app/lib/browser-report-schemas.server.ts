/**
 * The bodies the browser sends on its own (docs/product/api.md#logs, docs/product/api.md#analytics-events): the
 * collector checks them (app/services/analytics/collector.server.ts) and the OpenAPI document lists them
 * (app/lib/openapi/). Not in ./analytics-events, which the browser's small reporting module imports: zod
 * would ride along.
 */
import { z } from "zod";
import { BROWSER_EVENT_NAMES, MAX_BROWSER_EVENTS_PER_CALL } from "./analytics-events";
import { LOG_BUFFER_SIZE, LOG_LEVELS, MAX_LOG_MESSAGE_CHARS } from "./log-buffer";
import { dbId } from "./db-int.server";

const MAX_WIDGET_CHARS = 60;
const MAX_PATH_CHARS = 500;

/**
 * What a refused body is told, in the caller's language (`jsonFail`, docs/decisions/055-hindi.md): listed for the
 * catalogue's check with the JSON API's other texts (app/services/api/api-texts.server.ts).
 */
export const BROWSER_REPORT_MESSAGES = {
  name: `name is one of ${BROWSER_EVENT_NAMES.join(", ")}.`,
  widget: "widget is not valid.",
  productId: "product_id is not a product.",
  path: "path must start with /.",
  noEvents: "Send at least one event.",
  tooManyEvents: `Send at most ${MAX_BROWSER_EVENTS_PER_CALL} events a call.`,
  longMessage: `A log message is at most ${MAX_LOG_MESSAGE_CHARS} characters.`,
  noEntries: "Send at least one entry.",
  tooManyEntries: `Send at most ${LOG_BUFFER_SIZE} entries a call.`,
} as const;
const M = BROWSER_REPORT_MESSAGES;

const ImpressionSchema = z
  .object({
    name: z.enum(BROWSER_EVENT_NAMES, { message: M.name }),
    /** The widget: its type and place on the page, e.g. "product_rail:3". */
    widget: z.string().regex(new RegExp(`^[a-z0-9_:.-]{1,${MAX_WIDGET_CHARS}}$`, "i"), M.widget),
    product_id: dbId(M.productId).optional(),
    /** The page's path: only its first segment is kept (no ids). */
    path: z.string().max(MAX_PATH_CHARS).regex(/^\//, M.path),
  })
  .strict();

export const BrowserEventsSchema = z
  .object({
    events: z.array(ImpressionSchema).min(1, M.noEvents).max(MAX_BROWSER_EVENTS_PER_CALL, M.tooManyEvents),
  })
  .strict();

const LogEntrySchema = z
  .object({
    level: z.enum(LOG_LEVELS),
    message: z.string().max(MAX_LOG_MESSAGE_CHARS, M.longMessage),
    at: z.number().int().min(0).max(8_640_000_000_000_000),
  })
  .strict();

export const ClientLogsSchema = z
  .object({
    entries: z.array(LogEntrySchema).min(1, M.noEntries).max(LOG_BUFFER_SIZE, M.tooManyEntries),
  })
  .strict();

/**
 * The body caps (docs/rules.md#analytics-limits), derived from the batches above so that a full batch always
 * fits, whatever its characters: in JSON one character takes at most 6 bytes (a control character or a lone
 * surrogate is written \uXXXX), and each entry or event brings its keys, quotes and numbers (under 200 bytes).
 */
const JSON_BYTES_PER_CHAR = 6;
const JSON_BYTES_PER_ITEM = 200;
const JSON_BYTES_AROUND = 200;
export const MAX_LOGS_BODY_BYTES =
  LOG_BUFFER_SIZE * (MAX_LOG_MESSAGE_CHARS * JSON_BYTES_PER_CHAR + JSON_BYTES_PER_ITEM) + JSON_BYTES_AROUND;
export const MAX_EVENTS_BODY_BYTES =
  MAX_BROWSER_EVENTS_PER_CALL * ((MAX_WIDGET_CHARS + MAX_PATH_CHARS) * JSON_BYTES_PER_CHAR + JSON_BYTES_PER_ITEM) + JSON_BYTES_AROUND;
