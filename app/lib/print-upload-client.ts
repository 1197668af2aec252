/**
 * The print preview's upload in the browser (docs/product/validation.md#print-upload,
 * docs/product/api.md#print-calls, docs/product/errors.md#upload-messages): check the picked files, ask for upload addresses, PUT each file
 * with progress, then validate it, polling while the server checks it
 * asynchronously. The page works without this (a multipart form post);
 * this only makes it faster and shows progress.
 *
 * Browser-safe and free of React; the decisions are pure functions, and the
 * one loop that waits (`validateUntilSettled`) takes its transport and its
 * clock as arguments.
 */
import { PRINT_ATTEMPT_LIMIT, PRINT_UPLOAD_MESSAGES as M } from "./print-config";
import { actOnAnswer } from "./store-call";

export const PRINT_UPLOAD_DATA_URL = "/v3/printing/upload/data";
export const PRINT_VALIDATE_URL = "/v4/printing/upload/validate";
/**
 * docs/product/api.md#upload-validate: the app_version a client sends when it handles asynchronous
 * validation (the validate route reads this constant).
 */
export const PRINT_ASYNC_APP_VERSION = "async-validation";
/** How many files are sent at once: each finishes sooner than all ten sharing a phone's uplink. */
export const PRINT_PARALLEL_UPLOADS = 3;

const MB = 1024 * 1024;
/** Bounds on the server's `delay`, so a strange answer neither hammers it nor stalls the page. */
const MIN_POLL_DELAY_MS = 500;
const MAX_POLL_DELAY_MS = 30_000;
const DEFAULT_POLL_DELAY_MS = 2_000;

const SPEC_MESSAGES = new Set<string>(Object.values(M));

export interface PickedFile {
  name: string;
  size: number;
}

/** File constraints (docs/product/entities.md#file-constraints), as the preview's loader and the upload call send them. */
export interface ClientFileConstraints {
  /** Files that may still be added (the limit minus the files already present). */
  max_file_count: number;
  /** Megabytes. */
  max_file_size: number;
  supported_file_types: readonly string[];
}

export interface PrecheckedFile<T extends PickedFile> {
  file: T;
  /** The upload message that refuses it (docs/product/errors.md#upload-messages), or null to send it. */
  refusal: string | null;
}

/**
 * docs/product/validation.md#print-upload, before any byte is sent. Too many files refuses the whole pick
 * (there is no telling which ones the shopper meant); type (by name) and
 * size refuse only the file concerned, so one wrong file does not stop the
 * others. The server checks all of it again, and the content too.
 */
export function precheckFiles<T extends PickedFile>(files: readonly T[], constraints: ClientFileConstraints): PrecheckedFile<T>[] {
  if (files.length > constraints.max_file_count) return files.map((file) => ({ file, refusal: M.fileLimit }));
  const supported = new Set(constraints.supported_file_types.map((t) => t.toUpperCase()));
  return files.map((file) => {
    const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toUpperCase();
    if (extension === undefined || !supported.has(extension)) return { file, refusal: M.fileFormat };
    if (file.size > constraints.max_file_size * MB) return { file, refusal: M.fileSize };
    if (file.size < 1) return { file, refusal: M.uploadFailed };
    return { file, refusal: null };
  });
}

/**
 * A same-origin JSON post (the print calls refuse cross-site ones). Asked in English, whatever the browser prefers:
 * the upload messages are recognised by their words here (`failureMessageOf`), and the page says them in its own
 * language (`t()` in upload-results.tsx, docs/decisions/055-hindi.md), not in the browser's.
 */
export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    credentials: "same-origin",
    cache: "no-store",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": "en", ...headers },
    body: JSON.stringify(body),
  };
}

/** `POST /v3/printing/upload/data` body: each file's name and size (the signed address is bound to the size). */
export function uploadDataBody(files: readonly PickedFile[]) {
  return { file_meta: files.map((f) => ({ file_name: f.name, file_size: f.size })) };
}

export type ValidateRef = { print_id: string } | { request_id: string };

/** `POST /v4/printing/upload/validate`, saying that this client polls asynchronous validations. */
export function validateRequest(ref: ValidateRef): RequestInit {
  return jsonPost(ref, { app_version: PRINT_ASYNC_APP_VERSION });
}

/** The shopper sees an upload message (docs/product/errors.md#upload-messages) or "Could not upload file", never an internal one. */
export function failureMessageOf(body: unknown): string {
  const message = isRecord(body) && typeof body.message === "string" ? body.message : null;
  return message !== null && SPEC_MESSAGES.has(message) ? message : M.uploadFailed;
}

export interface UploadAddress {
  print_id: string;
  presigned_url: string;
  method: "PUT";
  headers: Record<string, string>;
}

/** The upload call's answer: one address per file, in the order they were asked for. */
export function readUploadAddresses(
  status: number,
  body: unknown,
  count: number,
): { ok: true; addresses: UploadAddress[] } | { ok: false; message: string } {
  if (status < 200 || status >= 300 || !isRecord(body) || body.success !== true) return { ok: false, message: failureMessageOf(body) };
  const list = body.file_write_data;
  if (!Array.isArray(list) || list.length !== count) return { ok: false, message: M.uploadFailed };
  const addresses: UploadAddress[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.print_id !== "string" || typeof item.presigned_url !== "string")
      return { ok: false, message: M.uploadFailed };
    const headers = isRecord(item.headers)
      ? Object.fromEntries(Object.entries(item.headers).filter((e): e is [string, string] => typeof e[1] === "string"))
      : {};
    addresses.push({ print_id: item.print_id, presigned_url: item.presigned_url, method: "PUT", headers });
  }
  return { ok: true, addresses };
}

/** Headers a page may not set (the browser sets them, and refuses with a console error if asked to). */
const BROWSER_OWNED_HEADERS = new Set(["content-length", "host", "connection", "cookie", "origin", "referer", "accept-encoding", "expect"]);

/** The signed headers the PUT must carry, without those the browser sets itself. */
export function putHeaderEntries(headers: Record<string, string>): [string, string][] {
  return Object.entries(headers).filter(([name]) => !BROWSER_OWNED_HEADERS.has(name.toLowerCase()));
}

/**
 * A PUT's answer: 2xx is stored. The app's own upload route answers JSON
 * with an upload message; S3 answers XML, so its status says what happened.
 */
export function readPutResult(status: number, responseText: string): { ok: true } | { ok: false; message: string } {
  if (status >= 200 && status < 300) return { ok: true };
  let body: unknown = null;
  try {
    body = JSON.parse(responseText);
  } catch {
    // S3 and proxies answer XML or HTML.
  }
  const message = failureMessageOf(body);
  if (message !== M.uploadFailed) return { ok: false, message };
  if (status === 413) return { ok: false, message: M.fileSize };
  if (status === 415) return { ok: false, message: M.fileFormat };
  return { ok: false, message: M.uploadFailed };
}

/** Statuses a validated file can be in and stay: ready to print, or waiting for its password. */
export type SettledStatus = "UPLOADED" | "PASSWORD_PROTECTED";

export type ValidateStep =
  | { kind: "settled"; status: SettledStatus }
  | { kind: "refused"; message: string }
  /**
   * Ask again after `delayMs`: with this request id, or with the print id
   * when the server gave none (a check started without one, joined here).
   */
  | { kind: "poll"; requestId: string | null; delayMs: number };

/**
 * What to do after a validate answer. `attempts` counts the calls made so
 * far for this file, the first one included; polling stops at the
 * attempt limit. A 403 while polling (any call after the first) is asked
 * again (docs/product/api.md#upload-validate).
 */
export function nextValidateStep(
  answer: { status: number; body: unknown },
  context: { attempts: number; requestId: string | null; delayMs: number },
): ValidateStep {
  const { status, body } = answer;
  const outOfAttempts = context.attempts >= PRINT_ATTEMPT_LIMIT;
  if (status === 403 && context.attempts > 1) {
    return outOfAttempts
      ? { kind: "refused", message: M.uploadFailed }
      : { kind: "poll", requestId: context.requestId, delayMs: context.delayMs };
  }
  if (status < 200 || status >= 300 || !isRecord(body) || body.success !== true)
    return { kind: "refused", message: failureMessageOf(body) };
  if (body.status === "UPLOADED" || body.status === "PASSWORD_PROTECTED") return { kind: "settled", status: body.status };
  if (typeof body.delay === "number") {
    if (outOfAttempts) return { kind: "refused", message: M.uploadFailed };
    const requestId =
      isRecord(body.postback_params) && typeof body.postback_params.request_id === "string" ? body.postback_params.request_id : null;
    return { kind: "poll", requestId, delayMs: pollDelayMs(body.delay) };
  }
  return { kind: "refused", message: M.uploadFailed };
}

/** The server's delay (seconds) in milliseconds, within sane bounds. */
export function pollDelayMs(delaySeconds: number): number {
  if (!Number.isFinite(delaySeconds)) return DEFAULT_POLL_DELAY_MS;
  return Math.min(MAX_POLL_DELAY_MS, Math.max(MIN_POLL_DELAY_MS, Math.round(delaySeconds * 1000)));
}

/** How the upload talks to the server and waits: `fetchTransport` in the browser. */
export interface UploadTransport {
  post(url: string, init: RequestInit): Promise<{ status: number; body: unknown }>;
  wait(ms: number): Promise<void>;
  /**
   * A call's final answer of 400 or above (after the retries this module makes): 401/403 sends the shopper to log
   * in, anything else is reported (lib/store-call.ts, docs/product/errors.md#api-errors).
   */
  failed(status: number, url: string, body: unknown): void;
}

export function fetchTransport(): UploadTransport {
  return {
    async post(url, init) {
      const response = await fetch(url, init);
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, body };
    },
    wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
    failed: (status, url, body) => void actOnAnswer(status, url, failureMessageOf(body)),
  };
}

export type ValidateOutcome = { ok: true; status: SettledStatus } | { ok: false; message: string };

/**
 * Validates an uploaded file: one call, then polls with the postback
 * request id after each `delay` until a status appears, up to the attempt
 * limit. A network failure ends it with "Could not upload file".
 */
export async function validateUntilSettled(printId: string, transport: UploadTransport): Promise<ValidateOutcome> {
  let ref: ValidateRef = { print_id: printId };
  let requestId: string | null = null;
  let delayMs = DEFAULT_POLL_DELAY_MS;
  for (let attempts = 1; ; attempts++) {
    let answer: { status: number; body: unknown };
    try {
      answer = await transport.post(PRINT_VALIDATE_URL, validateRequest(ref));
    } catch {
      return { ok: false, message: M.uploadFailed };
    }
    const step = nextValidateStep(answer, { attempts, requestId, delayMs });
    if (step.kind === "settled") return { ok: true, status: step.status };
    if (step.kind === "refused") {
      if (answer.status >= 400) transport.failed(answer.status, PRINT_VALIDATE_URL, answer.body);
      return { ok: false, message: step.message };
    }
    requestId = step.requestId;
    delayMs = step.delayMs;
    ref = step.requestId === null ? { print_id: printId } : { request_id: step.requestId };
    await transport.wait(step.delayMs);
  }
}

/** Runs `work` over the items, at most `limit` at a time, in order of start; resolves when all have finished. */
export async function runWithLimit<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  // One iterator shared by the workers: each takes the next item as it frees up.
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) await work(item, index);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
}

export type PutOutcome = { kind: "stored" } | { kind: "aborted" } | { kind: "failed"; message: string };

/**
 * PUTs a file to its signed address with `XMLHttpRequest` (fetch cannot
 * report upload progress). `abort()` ends it as "aborted", which the page
 * keeps silent (docs/product/errors.md#upload-messages).
 */
export function putFile(
  address: UploadAddress,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
): { done: Promise<PutOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<PutOutcome>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener("load", () => {
      const result = readPutResult(xhr.status, xhr.responseText);
      resolve(result.ok ? { kind: "stored" } : { kind: "failed", message: result.message });
    });
    xhr.addEventListener("error", () => resolve({ kind: "failed", message: M.uploadFailed }));
    xhr.addEventListener("timeout", () => resolve({ kind: "failed", message: M.uploadFailed }));
    xhr.addEventListener("abort", () => resolve({ kind: "aborted" }));
  });
  xhr.open(address.method, address.presigned_url);
  for (const [name, value] of putHeaderEntries(address.headers)) xhr.setRequestHeader(name, value);
  xhr.send(file);
  return { done, abort: () => xhr.abort() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
