/**
 * Reading what a request carries, once, at the edge of an action: every
 * route action reads its form through `parseForm` (or, for a raw form it
 * checks itself — uploads, a callback — `readForm`), never
 * `request.formData()` itself, so input the store cannot use is refused
 * with a 4xx and a message before any code or query sees it:
 *
 * - 415 for a body that is not a form (JSON, text, XML, no Content-Type):
 *   `request.formData()` would throw and answer 500;
 * - 400 for a form that cannot be parsed (a broken multipart body) and for
 *   a NUL byte in any field name or value: PostgreSQL cannot store NUL in
 *   text, so it would otherwise fail deep inside a query as a 500;
 * - 413 for a form longer than any of the store's forms can be (uploads
 *   have their own limits, in app/services/print/form-upload.server.ts).
 *
 * The refusal is thrown as a Response: the route's error boundary shows it
 * with its status, and `.data` and API callers get the status and message.
 * Path parameters that are ids go through `requireIdParam` (404 for
 * anything that is not a stored id). See docs/decisions/012-own-http-server.md
 * for what the HTTP server refuses before an action runs.
 */
import type { z } from "zod";
import { echoValues, type FormFailure } from "~/lib/forms/failure";
import { failureFromZod, fieldNamesOf } from "~/lib/forms/schema.server";
import { IdParamSchema } from "~/lib/ids.server";
import { notFound } from "./error-response.server";
import { issueMessage } from "./issue-message.server";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Far above the store's largest form (print options for 100 files); file uploads are streamed elsewhere. */
export const MAX_FORM_BYTES = 256 * 1024;

const NO_STORE = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } as const;

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: NO_STORE });
}

export const FORM_MESSAGES = {
  notAForm: "This was not sent as a form. Please use the form on the store's page.",
  unreadable: "We could not read this form. Please go back and try again.",
  nulByte: "The form has a character we cannot read. Please check what you typed and try again.",
  tooLarge: "This form is too large to send.",
} as const;

/** A NUL byte anywhere in a string, or in any key or string inside an object or array (JSON bodies). */
export function containsNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNulByte(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\0") || containsNulByte(item, depth + 1));
}

/**
 * How much of a body over its limit is still read, and dropped, before the refusal goes out. Cancelling the
 * stream destroys the socket (the Node adapter's cancel), so the client saw a connection reset instead of the
 * 413; a client still sending when the answer comes sees the same. Read to the end, the body leaves the
 * connection clean and the 413 arrives. Past this, the stream is cancelled: nobody sends a form or a report
 * this large by mistake (docs/rules.md#request-bodies).
 */
export const DISCARD_LIMIT_BYTES = 4 * 1024 * 1024;

/** Reads what is left of an over-long body and drops it, up to DISCARD_LIMIT_BYTES; then cancels. Never throws. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    while (size <= DISCARD_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away while sending: there is no one left to answer.
  }
}

/** A body declared longer than DISCARD_LIMIT_BYTES: refused without reading it (the connection then closes). */
export function declaredBeyondDiscardLimit(request: Request): boolean {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  return Number.isFinite(declared) && declared > DISCARD_LIMIT_BYTES;
}

/**
 * The body's bytes, or null when it is longer than `maxBytes` (counted as it streams; nothing large is kept).
 * An over-long body is read to its end and dropped (up to DISCARD_LIMIT_BYTES), so the caller's 413 reaches
 * the client rather than a reset.
 */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  if (declaredBeyondDiscardLimit(request)) {
    await reader.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await discardRest(reader, size);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's form, or a thrown 4xx refusal (see above). Accepts
 * application/x-www-form-urlencoded and multipart/form-data.
 */
export async function readForm(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const maxBytes = options.maxBytes ?? MAX_FORM_BYTES;
  const contentType = request.headers.get("Content-Type") ?? "";
  const [declaredType = ""] = contentType.split(";");
  const mediaType = declaredType.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) throw refusal(415, FORM_MESSAGES.notAForm);
  // Declared too long: refused without parsing, after reading and dropping it (below the discard limit) so the
  // 413 arrives; past the discard limit it is not read at all.
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (request.body && !declaredBeyondDiscardLimit(request)) await discardRest(request.body.getReader(), 0);
    throw refusal(413, FORM_MESSAGES.tooLarge);
  }

  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBytes(request, maxBytes);
  } catch {
    // The client stopped sending halfway.
    throw refusal(400, FORM_MESSAGES.unreadable);
  }
  if (bytes === null) throw refusal(413, FORM_MESSAGES.tooLarge);

  let form: FormData;
  try {
    // The platform's own parser, on a body that is now known to be bounded.
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refusal(400, FORM_MESSAGES.unreadable);
  }
  for (const [name, value] of form) {
    if (name.includes("\0") || (typeof value === "string" ? value.includes("\0") : value.name.includes("\0"))) {
      throw refusal(400, FORM_MESSAGES.nulByte);
    }
  }
  return form;
}

export type ParsedForm<T> = { ok: true; data: T; form: FormData } | { ok: false; form: FormData; failure: FormFailure };

/**
 * The one way an action parses its form (docs/decisions/014-form-layer.md#how-an-action-parses-a-form):
 * `readForm` (its 415/413/400 refusals stay thrown), then the fields checked by `schema` — a zod schema, a
 * form definition's `formSchema(…)`, or a `z.discriminatedUnion` on `intent` for a form of several buttons.
 * A failed check is returned, not thrown, in the shared failure shape (`FormFailure`: messages per field,
 * what was typed in the schema's fields but the button, cut short), so the route answers 400 with its own page filled in.
 * `form` is the whole post either way, for what the schema does not check (`redirectTo`, files).
 */
export async function parseForm<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  options: { maxBytes?: number; fromQuery?: readonly string[] } = {},
): Promise<ParsedForm<z.output<S>>> {
  const form = await readForm(request, options);
  // Fields a form may carry in its action's query string (a product tile's ADD: docs/decisions/041-light-home-document.md).
  // The body wins when both have one.
  if (options.fromQuery?.length) {
    const query = new URL(request.url).searchParams;
    for (const name of options.fromQuery) {
      const value = query.get(name);
      if (value !== null && !form.has(name)) form.set(name, value);
    }
  }
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { ok: true, data: parsed.data as z.output<S>, form };
  // The button pressed (`intent`) is not something typed: the page draws its buttons again anyway.
  const echoed = (fieldNamesOf(schema) ?? [...new Set(form.keys())]).filter((name) => name !== "intent");
  return { ok: false, form, failure: failureFromZod(parsed.error, echoValues(form, echoed)) };
}

/**
 * What a failed zod parse of a JSON body or a query tells the caller: its first issue (a ZodError always has one),
 * in the request's language (issueMessage). Forms answer with `parseForm`'s failure instead.
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : FORM_MESSAGES.unreadable;
}

/** A path parameter that is a database id (digits only, within PostgreSQL's integer), else a thrown 404. */
export function requireIdParam(value: string | undefined, message = "Not found"): number {
  const parsed = IdParamSchema.safeParse(value);
  if (!parsed.success) throw notFound(message, NO_STORE);
  return parsed.data;
}
