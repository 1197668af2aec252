/**
 * The print upload as a plain multipart form post (no JavaScript): parts are
 * streamed into print storage one by one, never buffered, and the whole body
 * is bounded; then each stored file is validated like a signed-PUT upload.
 */
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { say } from "~/lib/i18n/request-language.server";
import { PRINT_UPLOAD_MESSAGES as M } from "~/lib/print-config";
import type { PrintTerms } from "~/lib/operator-settings";
import { operatorSettings } from "../platform/operator-settings.server";
import type { PrintFileStatus } from "~/models/schema.server";
import { isAppError } from "~/lib/errors";
import { type PrintDeps } from "./uploads.server";
import { receiveFormFile } from "./upload-intake.server";
import { validateUpload } from "./upload-validation.server";
import type { UploadOutcome } from "~/lib/forms/print-preview";

export type { UploadOutcome };

/**
 * A full order's worth of files at the operator's size limit (docs/rules.md#operator-settings), plus the multipart
 * envelope; anything longer is cut off.
 */
function maxUploadBodyBytes(limits: PrintTerms["limits"]): number {
  return limits.maxFilesPerOrder * limits.maxFileSizeBytes + 1024 * 1024;
}

export type FormUploadResult = { ok: true } | { ok: false; uploads: UploadOutcome[]; error?: string; status: number };

/**
 * A refused file carries its upload message (docs/product/errors.md#upload-messages); accepted and password-protected
 * ones none. The message is kept in English with the file and said here in the page's language (docs/decisions/055-hindi.md).
 */
export function outcomeOf(file: { displayName: string; status: PrintFileStatus; failureMessage: string | null }): UploadOutcome {
  const refused = file.status === "FAILED" || file.status === "PAGE_LIMIT_EXCEEDED" || file.status === "NUDITY_DETECTED";
  return { name: file.displayName, status: file.status, message: refused ? say(file.failureMessage ?? M.uploadFailed) : null };
}

/**
 * The request with its body cut off past `maxBytes`, so no upload can keep
 * the parser reading; `passedBound()` tells afterwards whether it was.
 */
function boundedRequest(request: Request, body: ReadableStream<Uint8Array>, maxBytes: number) {
  let seen = 0;
  let passed = false;
  const bound = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen <= maxBytes) return controller.enqueue(chunk);
      passed = true;
      controller.error(new Error("The upload is larger than an order's files can be."));
    },
  });
  return {
    request: new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: body.pipeThrough(bound),
      duplex: "half",
    } as RequestInit),
    passedBound: () => passed,
  };
}

type Received = { name: string; printId: string } | { name: string; refusal: string };

/**
 * The no-JavaScript upload: each part named `field` is streamed into print
 * storage (bounded at the size limit by `receiveFormFile`), then every
 * stored file is validated. All accepted: ok (the page redirects, so a
 * reload does not post again). Any refused: 422 with each file's outcome.
 */
export async function receiveUploadForm(deps: PrintDeps, userId: number, request: Request, field: string): Promise<FormUploadResult> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  const maxBodyBytes = maxUploadBodyBytes((await operatorSettings(deps.db)).print.limits);
  if (!request.body || declared > maxBodyBytes) {
    return {
      ok: false,
      uploads: [],
      error: request.body ? say(M.fileSize) : say("Choose a file to upload."),
      status: request.body ? 413 : 400,
    };
  }
  const received: Received[] = [];
  let unexpected: unknown = null;
  const handler: UploadHandler = async ({ name, filename, contentType, data: partData }) => {
    const chunks = partData[Symbol.asyncIterator]();
    try {
      // An empty file input sends a part with no file name: nothing was chosen.
      if (name !== field || !filename) return undefined;
      try {
        // No `return()` on this view: storage stopping early must not end the part, which is drained below.
        const data: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => ({ next: () => chunks.next() }) };
        const printId = await receiveFormFile(deps, userId, { name: filename, contentType, data });
        received.push({ name: filename, printId });
        return printId;
      } catch (error) {
        if (!isAppError(error)) {
          unexpected = error;
          throw error;
        }
        // One refused file does not stop the others.
        received.push({ name: filename, refusal: error.message });
        return undefined;
      }
    } finally {
      // What was not read is read and dropped: the parser would otherwise hold the rest of the part in memory.
      while (!(await chunks.next()).done) {
        // discard
      }
    }
  };

  let batchError: string | undefined;
  const bounded = boundedRequest(request, request.body, maxBodyBytes);
  try {
    await unstable_parseMultipartFormData(bounded.request, handler);
  } catch {
    if (unexpected) throw unexpected;
    // The body passed its bound, or was not a well-formed form: what arrived whole is still checked below.
    batchError = bounded.passedBound() ? M.fileSize : M.uploadFailed;
  }
  if (received.length === 0 && !batchError) return { ok: false, uploads: [], error: say("Choose a file to upload."), status: 400 };

  const uploads: UploadOutcome[] = [];
  for (const file of received) {
    if ("refusal" in file) {
      uploads.push({ name: file.name.slice(0, 120), status: "FAILED", message: say(file.refusal) });
      continue;
    }
    try {
      const { file: row } = await validateUpload(deps, userId, file.printId);
      uploads.push(outcomeOf(row));
    } catch (error) {
      if (!isAppError(error)) throw error;
      uploads.push({ name: file.name.slice(0, 120), status: "FAILED", message: say(error.message) });
    }
  }
  if (batchError || uploads.some((u) => u.message !== null))
    return { ok: false, uploads, error: batchError && say(batchError), status: batchError === M.fileSize ? 413 : 422 };
  return { ok: true };
}
