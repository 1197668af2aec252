/**
 * Rendering a document to a stream with a deadline (app/entry.server.tsx; docs/rules.md#slow-pages). Browsers
 * get the shell as soon as it is ready; crawlers the complete document in one piece. A render still going at
 * the deadline is aborted, and that is logged (route, path, how long) rather than lost:
 *
 * - nothing sent yet (the shell, or a crawler's whole document, was not ready): 503 with `Retry-After` and a
 *   small page saying to try again — the store is busy, it did not fail (a 500 said it had);
 * - the shell already sent: React finishes the stream with what is ready, and the boundaries still waiting
 *   render in the browser.
 */
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { say } from "~/lib/i18n/request-language.server";
import { refusal } from "../security/edge.server";

/** How long a document may take to render before it is aborted. */
export const RENDER_DEADLINE_MS = 5_000;
/** What a 503 for an aborted render asks the client to wait: about one render's deadline. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** The busy page's words, in the language of the request being answered (English outside one). */
export const BUSY_PAGE = {
  get title() {
    return say("The store is very busy");
  },
  get message() {
    return say("This page took too long to prepare. Nothing was changed. Please try again in a few seconds.");
  },
};

/** The answer to a render aborted before anything was sent. */
export function busyResponse(request: Request): Response {
  const response = refusal(request, 503, BUSY_PAGE.title, BUSY_PAGE.message);
  response.headers.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  return response;
}

/** One JSON line for the operator's log stream (the same shape as the other `kind` lines). */
export function abortedRenderLog(input: { routeId: string; request: Request; elapsedMs: number; shellSent: boolean }): string {
  return JSON.stringify({
    kind: "render-aborted",
    route: input.routeId,
    path: new URL(input.request.url).pathname,
    ms: Math.round(input.elapsedMs),
    answer: input.shellSent ? "streamed what was ready" : "503",
  });
}

/**
 * React writes the document in many small chunks, and the server adapter
 * flushes compression after each one, which roughly triples the gzipped
 * size. Gather the chunks written in one tick (or up to 32 KiB) into one:
 * streaming still reaches the browser as soon as React pauses.
 */
function coalescingStream(tail?: () => string): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= 32 * 1024) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      done();
    },
    final(done) {
      // After everything React wrote: what only the finished render knows (the words it looked up).
      const after = Buffer.from(tail?.() ?? "");
      if (after.length > 0) {
        pending.push(after);
        size += after.length;
      }
      flush();
      done();
    },
  });
  function flush() {
    scheduled = false;
    if (!size) return;
    stream.push(Buffer.concat(pending, size));
    pending = [];
    size = 0;
  }
  return stream;
}

export interface RenderDocumentOptions {
  request: Request;
  routeId: string;
  status: number;
  headers: Headers;
  nonce?: string;
  /** Crawlers: the whole document at once, not the shell first. */
  waitForAll: boolean;
  deadlineMs?: number;
  /**
   * Written after the whole render (docs/decisions/056-words-a-page-shows.md): HTML that depends on what was
   * rendered. Browsers parse it, after React's own late content, before the page's scripts run.
   */
  tail?: () => string;
  /** A render error after the shell was sent (the status can no longer change). */
  onErrorAfterShell?: (error: unknown) => void;
  /** Any render error: the page is not kept for others (docs/decisions/024-shared-page-cache.md). */
  onRenderError?: () => void;
  /** Where the aborted render's line goes. */
  log?: (line: string) => void;
  clock?: () => number;
}

export function renderDocument(element: ReactNode, options: RenderDocumentOptions): Promise<Response> {
  const clock = options.clock ?? (() => performance.now());
  const log = options.log ?? ((line: string) => console.warn(line));
  const startedAt = clock();
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let sent = false;
    let aborted = false;
    const send = () => {
      // Aborted before this: the 503 has gone out already.
      if (sent) return;
      sent = true;
      const body = coalescingStream(options.tail);
      options.headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: options.headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      // React's own inline scripts (streamed Suspense boundaries) carry it too.
      nonce: options.nonce || undefined,
      onShellReady() {
        if (!options.waitForAll) send();
      },
      onAllReady() {
        // Done: nothing left to abort (the deadline runs on until then, to end a stream stuck after its shell).
        clearTimeout(deadline);
        if (options.waitForAll) send();
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        if (sent) return;
        sent = true;
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        options.onRenderError?.();
        // The abort is logged once, by the deadline; errors before the shell are reported by onShellError/handleError.
        if (sent && !aborted) options.onErrorAfterShell?.(error);
      },
    });
    // React starts rendering on a later turn (setImmediate), so its callbacks run after this is set.
    const deadline = setTimeout(() => {
      aborted = true;
      log(abortedRenderLog({ routeId: options.routeId, request: options.request, elapsedMs: clock() - startedAt, shellSent: sent }));
      if (!sent) {
        sent = true;
        options.onRenderError?.();
        const busy = busyResponse(options.request);
        // What the loaders set (a new device id, a refreshed session) still reaches the browser.
        for (const cookie of options.headers.getSetCookie()) busy.headers.append("Set-Cookie", cookie);
        resolve(busy);
      }
      abort();
    }, options.deadlineMs ?? RENDER_DEADLINE_MS);
  });
}
