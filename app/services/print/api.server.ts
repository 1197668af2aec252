/**
 * The print calls (docs/product/api.md#print-calls) share their plumbing: same-origin check, a JSON
 * or form body, a logged-in owner (print files are private), and refusals as
 * `{ success: false, message }` with a 4xx status — titled "upload fail" for
 * the upload messages (docs/product/errors.md#upload-messages). The upload messages stay English up to here, so
 * they are known by their words; `jsonFail` says them in the language the call's `Accept-Language` prefers.
 */
import type { Flags } from "~/lib/feature-flags";
import { say } from "~/lib/i18n/request-language.server";
import { PRINT_UPLOAD_FAIL_TITLE, PRINT_UPLOAD_MESSAGES } from "~/lib/print-config";
import { jsonFail, readJsonOrForm, refuseCrossSite } from "~/services/platform/json-api.server";
import type { RequestContext } from "~/services/platform/request-context.server";
import { getPrintDeps } from "./deps.server";
import { loggedOutHeaders } from "../account/session.server";
import { isAppError } from "~/lib/errors";
import { type PrintDeps } from "./uploads.server";

const UPLOAD_MESSAGES = new Set<string>(Object.values(PRINT_UPLOAD_MESSAGES));
/** Ample for 100 file names or page ranges. */
const MAX_BODY_BYTES = 64 * 1024;

export function printFailure(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonFail(status, message, { ...(UPLOAD_MESSAGES.has(message) ? { title: PRINT_UPLOAD_FAIL_TITLE } : {}), ...extra });
}

export async function printCall(
  ctx: RequestContext,
  handle: (call: { deps: PrintDeps; userId: number; body: Record<string, unknown>; flags: Flags }) => Promise<Response>,
): Promise<Response> {
  const { request } = ctx;
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  // These calls carry a few fields, never a file: a large body is refused before it is read.
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) return jsonFail(413, say("The request is too large."));
  try {
    const flags = await ctx.flags();
    // The print store off: its calls are gone too (docs/rules.md#feature-flags).
    if (!flags.print) return jsonFail(404, say("Not found."));
    const deps = await getPrintDeps();
    const { user } = await ctx.shopper();
    if (!user) return jsonFail(401, say("Please log in to print files."), {}, await loggedOutHeaders(await ctx.db(), request));
    const body = await readJsonOrForm(request);
    if (!body) return jsonFail(400, say("The request body was not understood."));
    return await handle({ deps, userId: user.id, body, flags });
  } catch (error) {
    // readJsonOrForm's 413: already the JSON answer.
    if (error instanceof Response) return error;
    if (isAppError(error)) return printFailure(error.status, error.message);
    console.error("Print call failed:", error instanceof Error ? error.message : error);
    return printFailure(503, PRINT_UPLOAD_MESSAGES.uploadFailed);
  }
}
