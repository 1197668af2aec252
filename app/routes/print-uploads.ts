import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadLinkLive } from "~/services/print/print-files.server";
import { getPrintStorage, getUploadUrlSecret } from "~/services/print/storage/factory.server";
import { StorageLimitError } from "~/services/print/storage/port.server";
import { verifyLocalPut } from "~/services/print/storage/local.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** Keys are `print/<printId>/<name>` (checked by verifyLocalPut). */
const printIdOfKey = (key: string) => key.split("/")[1] ?? "";

/**
 * `PUT /print-uploads?key&len&type&exp&sig`: where the local storage's
 * presigned upload URLs point (the S3 adapter's point at the bucket).
 *
 * Like S3, the signature is the authority, not a cookie: it binds the
 * server-generated key, the exact byte length and the content type, and
 * expires within minutes. A second PUT to the same link before it expires
 * replaces the bytes, as on S3.
 *
 * Answers: 200 {success: true}; 403 for a link that is not ours or was
 * altered; 410 once it has expired or its file was validated or removed; 413 for a body longer than signed
 * (nothing is kept); 400 for a shorter one; 415 for another content type;
 * 405 for any other method; 404 when files are stored on S3.
 */
const NO_STORE = { "Cache-Control": "no-store" } as const;

function answer(status: number, message?: string, headers: Record<string, string> = {}): Response {
  const body = status === 200 ? { success: true } : { success: false, message };
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function loader() {
  return answer(405, "Use PUT.", { Allow: "PUT" });
}

/** The body ended before the signed length arrived (a chunked body that stopped short). */
class ShortBodyError extends Error {}

/** Passes the body through and fails at its end if fewer than `length` bytes came, so storage keeps nothing. */
async function* exactly(body: ReadableStream<Uint8Array> | null, length: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  if (body) {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      received += chunk.byteLength;
      yield chunk;
    }
  }
  if (received < length) throw new ShortBodyError();
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = requestContext({ request, context });
  if (request.method !== "PUT") return answer(405, "Use PUT.", { Allow: "PUT" });
  // The print store off: its upload links are gone too (docs/rules.md#feature-flags).
  if (!(await ctx.flags()).print) return answer(404, "Not found.");
  const storage = getPrintStorage();
  if (storage.kind !== "local") return answer(404, "Not found.");

  const link = verifyLocalPut(new URL(request.url), getUploadUrlSecret(), new Date());
  if ("error" in link) {
    return link.error === "expired" ? answer(410, "This upload link has expired.") : answer(403, "This upload link is not valid.");
  }
  // A link writes only while its file awaits the upload: once validated or removed, it is spent
  // (otherwise a removed file's links could refill the disk with bytes nothing would delete).
  if (!(await uploadLinkLive(await ctx.db(), printIdOfKey(link.key)))) return answer(410, "This upload link has expired.");

  // Browsers always declare the length of a file body; a chunked body (no length) is held to the same bound below.
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) return answer(400, "Could not upload file");
    if (Number(declared) > link.contentLength) return answer(413, "File size is too large");
    if (Number(declared) < link.contentLength) return answer(400, "Could not upload file");
  }
  const contentType = request.headers.get("content-type")?.trim().toLowerCase();
  if (contentType !== link.contentType.toLowerCase()) return answer(415, "File format not supported");

  try {
    await storage.write(link.key, exactly(request.body, link.contentLength), link.contentLength, link.contentType);
  } catch (error) {
    if (error instanceof StorageLimitError) return answer(413, "File size is too large");
    // A short body, or the browser gave up mid-upload: nothing was stored, and an aborted upload stays silent (docs/product/errors.md#upload-messages).
    if (error instanceof ShortBodyError || request.signal.aborted) return answer(400, "Could not upload file");
    throw error;
  }
  return answer(200);
}
