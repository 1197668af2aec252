import { describe, expect, it } from "vitest";
import { PRINT_ATTEMPT_LIMIT, PRINT_FILE_TYPES } from "~/lib/print-config";
import {
  failureMessageOf,
  nextValidateStep,
  pollDelayMs,
  precheckFiles,
  PRINT_ASYNC_APP_VERSION,
  PRINT_UPLOAD_DATA_URL,
  PRINT_VALIDATE_URL,
  putHeaderEntries,
  readPutResult,
  readUploadAddresses,
  runWithLimit,
  uploadDataBody,
  validateRequest,
  validateUntilSettled,
  type UploadTransport,
} from "~/lib/print-upload-client";
import { must } from "../support/must";

const MB = 1024 * 1024;
const constraints = { max_file_count: 3, max_file_size: 10, supported_file_types: [...PRINT_FILE_TYPES] };

describe("precheckFiles (upload rules and messages)", () => {
  it("lets through supported files within the size limit, whatever the case of the extension", () => {
    const files = [
      { name: "notes.pdf", size: 1 },
      { name: "Photo.JPG", size: 10 * MB },
      { name: "scan.jpeg", size: 2 * MB },
    ];
    expect(precheckFiles(files, constraints).map((r) => r.refusal)).toEqual([null, null, null]);
  });

  it("refuses only the file of the wrong type or size, with the documented words", () => {
    const files = [
      { name: "notes.pdf", size: 100 },
      { name: "slides.pptx", size: 100 },
      { name: "poster.png", size: 10 * MB + 1 },
    ];
    const results = precheckFiles(files, constraints);
    expect(results.map((r) => r.refusal)).toEqual([null, "File format not supported", "File size is too large"]);
    expect(results[1]?.file).toBe(must(files[1], "the second file"));
  });

  it("judges the type by the last extension only, and a name without one is unsupported", () => {
    const files = [
      { name: "invoice.pdf.exe", size: 10 },
      { name: "README", size: 10 },
      { name: "archive.tar.png", size: 10 },
    ];
    expect(precheckFiles(files, constraints).map((r) => r.refusal)).toEqual([
      "File format not supported",
      "File format not supported",
      null,
    ]);
  });

  it("refuses the whole pick when it holds more files than may still be added", () => {
    const files = [1, 2, 3, 4].map((n) => ({ name: `${n}.pdf`, size: 10 }));
    expect(precheckFiles(files, constraints).map((r) => r.refusal)).toEqual(Array(4).fill("File limit reached"));
    expect(precheckFiles(files.slice(0, 1), { ...constraints, max_file_count: 0 })[0]?.refusal).toBe("File limit reached");
  });

  it("refuses an empty file before sending it (the server cannot sign a zero-byte upload)", () => {
    expect(precheckFiles([{ name: "blank.pdf", size: 0 }], constraints)[0]?.refusal).toBe("Could not upload file");
  });

  it("follows the supported types the server sends", () => {
    expect(precheckFiles([{ name: "a.png", size: 5 }], { ...constraints, supported_file_types: ["PDF"] })[0]?.refusal).toBe(
      "File format not supported",
    );
  });
});

describe("request bodies", () => {
  it("asks for upload addresses with each file's name and size", () => {
    expect(PRINT_UPLOAD_DATA_URL).toBe("/v3/printing/upload/data");
    expect(uploadDataBody([{ name: "a.pdf", size: 12 }])).toEqual({ file_meta: [{ file_name: "a.pdf", file_size: 12 }] });
  });

  it("validates as a JSON post that declares asynchronous validation", () => {
    const init = validateRequest({ request_id: "r-1" });
    expect(PRINT_VALIDATE_URL).toBe("/v4/printing/upload/validate");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json", app_version: PRINT_ASYNC_APP_VERSION });
    expect(JSON.parse(String(init.body))).toEqual({ request_id: "r-1" });
  });
});

describe("readUploadAddresses", () => {
  const address = {
    print_id: "p1",
    file_name: "a.pdf",
    presigned_url: "/print-uploads?sig=x",
    method: "PUT",
    headers: { "Content-Type": "application/pdf" },
  };

  it("reads one address per file, headers kept", () => {
    expect(readUploadAddresses(200, { success: true, file_write_data: [address] }, 1)).toEqual({
      ok: true,
      addresses: [{ print_id: "p1", presigned_url: "/print-uploads?sig=x", method: "PUT", headers: { "Content-Type": "application/pdf" } }],
    });
  });

  it("passes the server's upload message on, and hides any other", () => {
    expect(readUploadAddresses(422, { success: false, message: "File limit reached" }, 1)).toEqual({
      ok: false,
      message: "File limit reached",
    });
    expect(readUploadAddresses(401, { success: false, message: "Please log in to print files." }, 1)).toEqual({
      ok: false,
      message: "Could not upload file",
    });
    expect(readUploadAddresses(502, null, 1)).toEqual({ ok: false, message: "Could not upload file" });
  });

  it("refuses an answer that does not match the files asked for", () => {
    expect(readUploadAddresses(200, { success: true, file_write_data: [address] }, 2)).toMatchObject({ ok: false });
    expect(readUploadAddresses(200, { success: true, file_write_data: [{ print_id: "p1" }] }, 1)).toMatchObject({ ok: false });
  });
});

describe("the PUT", () => {
  it("sends the signed headers except those the browser owns", () => {
    expect(putHeaderEntries({ "content-length": "12", "Content-Type": "image/png", Host: "bucket" })).toEqual([
      ["Content-Type", "image/png"],
    ]);
  });

  it("reads the upload route's JSON and S3's statuses", () => {
    expect(readPutResult(200, "")).toEqual({ ok: true });
    expect(readPutResult(413, JSON.stringify({ success: false, message: "File size is too large" }))).toEqual({
      ok: false,
      message: "File size is too large",
    });
    expect(readPutResult(413, "<Error><Code>EntityTooLarge</Code></Error>")).toEqual({ ok: false, message: "File size is too large" });
    expect(readPutResult(415, "")).toEqual({ ok: false, message: "File format not supported" });
    expect(readPutResult(403, "<Error><Code>SignatureDoesNotMatch</Code></Error>")).toEqual({
      ok: false,
      message: "Could not upload file",
    });
  });
});

describe("nextValidateStep", () => {
  const first = { attempts: 1, requestId: null, delayMs: 2000 };

  it("settles on a ready or password-protected file", () => {
    expect(nextValidateStep({ status: 200, body: { success: true, status: "UPLOADED" } }, first)).toEqual({
      kind: "settled",
      status: "UPLOADED",
    });
    expect(nextValidateStep({ status: 200, body: { success: true, status: "PASSWORD_PROTECTED" } }, first)).toEqual({
      kind: "settled",
      status: "PASSWORD_PROTECTED",
    });
  });

  it("polls with the postback request id after the server's delay", () => {
    const body = { success: true, status: null, delay: 2, postback_params: { request_id: "r-1" } };
    expect(nextValidateStep({ status: 200, body }, first)).toEqual({ kind: "poll", requestId: "r-1", delayMs: 2000 });
  });

  it("shows a refused file's upload message", () => {
    const body = { success: false, message: "Nudity Detected", status: "NUDITY_DETECTED" };
    expect(nextValidateStep({ status: 422, body }, first)).toEqual({ kind: "refused", message: "Nudity Detected" });
    expect(nextValidateStep({ status: 422, body: { success: false, message: "Maximum page limit exceeded" } }, first)).toEqual({
      kind: "refused",
      message: "Maximum page limit exceeded",
    });
  });

  it("polls with the print id when a check in progress has no request id", () => {
    const body = { success: true, status: null, delay: 2, postback_params: { request_id: null } };
    expect(nextValidateStep({ status: 200, body }, first)).toEqual({ kind: "poll", requestId: null, delayMs: 2000 });
  });

  it("asks again after a 403 while polling, but not on the first call", () => {
    const polling = { attempts: 3, requestId: "r-1", delayMs: 1500 };
    expect(nextValidateStep({ status: 403, body: { success: false, message: "Cross-site requests are not accepted." } }, polling)).toEqual({
      kind: "poll",
      requestId: "r-1",
      delayMs: 1500,
    });
    expect(nextValidateStep({ status: 403, body: null }, first)).toEqual({ kind: "refused", message: "Could not upload file" });
  });

  it("gives up at the attempt limit", () => {
    const body = { success: true, status: null, delay: 2, postback_params: { request_id: "r-1" } };
    const last = { attempts: PRINT_ATTEMPT_LIMIT, requestId: "r-1", delayMs: 2000 };
    expect(nextValidateStep({ status: 200, body }, last)).toEqual({ kind: "refused", message: "Could not upload file" });
    expect(nextValidateStep({ status: 403, body: null }, last)).toEqual({ kind: "refused", message: "Could not upload file" });
  });

  it("treats an answer with neither a status nor a delay as a failure", () => {
    expect(nextValidateStep({ status: 200, body: { success: true, status: null } }, first)).toEqual({
      kind: "refused",
      message: "Could not upload file",
    });
  });

  it("keeps the delay within bounds", () => {
    expect(pollDelayMs(0)).toBe(500);
    expect(pollDelayMs(3600)).toBe(30_000);
    expect(pollDelayMs(Number.NaN)).toBe(2000);
  });
});

describe("failureMessageOf", () => {
  it("passes only the documented upload messages", () => {
    expect(failureMessageOf({ message: "File format not supported" })).toBe("File format not supported");
    expect(failureMessageOf({ message: "Internal error: ECONNRESET" })).toBe("Could not upload file");
    expect(failureMessageOf("File format not supported")).toBe("Could not upload file");
  });
});

/** A server that answers validate calls from a script, recording what it was asked and how long the client waited. */
function scriptedServer(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown; headers: unknown }[] = [];
  const waits: number[] = [];
  const failures: { status: number; url: string; body: unknown }[] = [];
  const transport: UploadTransport = {
    async post(url, init) {
      calls.push({ url, body: JSON.parse(String(init.body)), headers: init.headers });
      const answer = answers.shift();
      if (!answer) throw new Error("network down");
      return answer;
    },
    async wait(ms) {
      waits.push(ms);
    },
    failed(status, url, body) {
      failures.push({ status, url, body });
    },
  };
  return { transport, calls, waits, failures };
}

const pending = (requestId: string, delay = 2) => ({
  status: 200,
  body: { success: true, status: null, delay, postback_params: { request_id: requestId } },
});

describe("validateUntilSettled", () => {
  it("validates once and polls with the request id until a status appears", async () => {
    const server = scriptedServer([pending("r-9", 1), pending("r-9", 3), { status: 200, body: { success: true, status: "UPLOADED" } }]);
    await expect(validateUntilSettled("p-1", server.transport)).resolves.toEqual({ ok: true, status: "UPLOADED" });
    expect(server.calls.map((c) => c.body)).toEqual([{ print_id: "p-1" }, { request_id: "r-9" }, { request_id: "r-9" }]);
    expect(server.calls.every((c) => c.url === PRINT_VALIDATE_URL)).toBe(true);
    expect(server.waits).toEqual([1000, 3000]);
  });

  it("asks by print id again while the server names no request id", async () => {
    const noId = { status: 200, body: { success: true, status: null, delay: 1, postback_params: { request_id: null } } };
    const server = scriptedServer([noId, noId, { status: 200, body: { success: true, status: "UPLOADED" } }]);
    await expect(validateUntilSettled("p-6", server.transport)).resolves.toEqual({ ok: true, status: "UPLOADED" });
    expect(server.calls.map((c) => c.body)).toEqual([{ print_id: "p-6" }, { print_id: "p-6" }, { print_id: "p-6" }]);
  });

  it("retries a poll refused with 403 and then settles", async () => {
    const server = scriptedServer([
      pending("r-2"),
      { status: 403, body: null },
      { status: 200, body: { success: true, status: "PASSWORD_PROTECTED" } },
    ]);
    await expect(validateUntilSettled("p-2", server.transport)).resolves.toEqual({ ok: true, status: "PASSWORD_PROTECTED" });
    expect(server.calls.map((c) => c.body)).toEqual([{ print_id: "p-2" }, { request_id: "r-2" }, { request_id: "r-2" }]);
    // A 403 that was retried away is no failure: nobody is sent to log in.
    expect(server.failures).toEqual([]);
  });

  it("hands a 401 to the failure handler (which sends the shopper to log in), and a first 403 without retrying it", async () => {
    const expired = { success: false, message: "Please log in to print files." };
    const later = scriptedServer([pending("r-7"), { status: 401, body: expired }]);
    await expect(validateUntilSettled("p-7", later.transport)).resolves.toEqual({ ok: false, message: "Could not upload file" });
    expect(later.failures).toEqual([{ status: 401, url: PRINT_VALIDATE_URL, body: expired }]);
    const first = scriptedServer([{ status: 403, body: null }]);
    await validateUntilSettled("p-8", first.transport);
    expect(first.calls).toHaveLength(1);
    expect(first.failures.map((f) => f.status)).toEqual([403]);
  });

  it("hands a 403 on to the failure handler once the retries run out", async () => {
    const forbidden = Array.from({ length: PRINT_ATTEMPT_LIMIT }, () => ({ status: 403, body: null }));
    const server = scriptedServer([pending("r-9"), ...forbidden]);
    await validateUntilSettled("p-9", server.transport);
    expect(server.calls).toHaveLength(PRINT_ATTEMPT_LIMIT);
    expect(server.failures.map((f) => f.status)).toEqual([403]);
  });

  it("stops after the attempt limit", async () => {
    const server = scriptedServer(Array.from({ length: PRINT_ATTEMPT_LIMIT + 5 }, () => pending("r-3")));
    await expect(validateUntilSettled("p-3", server.transport)).resolves.toEqual({ ok: false, message: "Could not upload file" });
    expect(server.calls).toHaveLength(PRINT_ATTEMPT_LIMIT);
    // Still pending is not an error answer: nothing to report or log out.
    expect(server.failures).toEqual([]);
  });

  it("reports the server's refusal and a lost connection", async () => {
    const refused = scriptedServer([{ status: 422, body: { success: false, message: "File format not supported" } }]);
    await expect(validateUntilSettled("p-4", refused.transport)).resolves.toEqual({ ok: false, message: "File format not supported" });
    expect(refused.failures.map((f) => f.status)).toEqual([422]);
    const offline = scriptedServer([pending("r-5")]);
    await expect(validateUntilSettled("p-5", offline.transport)).resolves.toEqual({ ok: false, message: "Could not upload file" });
  });
});

describe("runWithLimit", () => {
  it("never runs more than the limit at once, and runs every item", async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const gates = Array.from({ length: 7 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve: () => resolve() };
    });
    const all = runWithLimit([0, 1, 2, 3, 4, 5, 6], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      seen.push(item);
      await must(gates[item], `gate ${item}`).promise;
      running--;
    });
    // Releasing in reverse start order still lets every item through.
    for (const gate of [...gates].reverse()) gate.resolve();
    await all;
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("finishes at once with nothing to do", async () => {
    await expect(runWithLimit([], 3, async () => undefined)).resolves.toBeUndefined();
  });
});
