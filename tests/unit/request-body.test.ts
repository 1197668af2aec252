import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COUPON_FORM, INVALID_CODE_MESSAGE } from "~/lib/forms/coupon";
import { firstMessage, MAX_ECHOED_CHARS } from "~/lib/forms/failure";
import { formSchema } from "~/lib/forms/schema.server";
import { readJsonOrForm } from "~/services/platform/json-api.server";
import {
  DISCARD_LIMIT_BYTES,
  containsNulByte,
  FORM_MESSAGES,
  MAX_FORM_BYTES,
  parseForm,
  readBytes,
  readForm,
  requireIdParam,
} from "~/services/platform/request-body.server";

const URL_ = "http://localhost/cart";

function post(body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { ...(contentType === null ? {} : { "Content-Type": contentType }), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/** The thrown refusal's status and text (fails the test if nothing was thrown, or something else was). */
async function refusalOf(work: Promise<unknown>): Promise<{ status: number; text: string }> {
  const thrown = await work.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, text: await response.text() };
}

const BOUNDARY = "----nukkadTestBoundary";
const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}\r\n${filename === undefined ? "" : "Content-Type: text/plain\r\n"}\r\n${value}\r\n`;
const multipart = (...parts: string[]) => post(`${parts.join("")}--${BOUNDARY}--\r\n`, `multipart/form-data; boundary=${BOUNDARY}`);

describe("readForm", () => {
  it("reads urlencoded forms, whatever the case of the type or its charset", async () => {
    const form = await readForm(post("productId=100001&delta=1&name=Asha+Verma", "Application/X-WWW-Form-Urlencoded; charset=UTF-8"));
    expect(Object.fromEntries(form)).toEqual({ productId: "100001", delta: "1", name: "Asha Verma" });
  });

  it("reads multipart forms, files included", async () => {
    const form = await readForm(multipart(part("intent", "settings"), part("files", "hello", "notes.txt")));
    expect(form.get("intent")).toBe("settings");
    const file = form.get("files");
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe("hello");
  });

  it("reads an empty form (a form with no fields sends no body)", async () => {
    expect([...(await readForm(post(null, "application/x-www-form-urlencoded")))]).toEqual([]);
  });

  it.each([
    ["JSON", "application/json", '{"productId":1}'],
    ["text", "text/plain", "productId=1"],
    ["XML", "application/xml", "<form><productId>1</productId></form>"],
    ["no content type", null, "productId=1"],
    ["a type that only starts like a form", "application/x-www-form-urlencodedx", "productId=1"],
  ])("refuses %s with 415 and a message", async (_, type, body) => {
    expect(await refusalOf(readForm(post(body, type)))).toEqual({ status: 415, text: FORM_MESSAGES.notAForm });
  });

  it.each([
    [
      "the wrong boundary",
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--other\r\n${part("a", "1").slice(BOUNDARY.length + 2)}--other--\r\n`,
    ],
    ["no boundary", "multipart/form-data", `${part("a", "1")}--${BOUNDARY}--\r\n`],
    ["a body cut off in a part", `multipart/form-data; boundary=${BOUNDARY}`, part("a", "1").slice(0, 40)],
    ["garbage", `multipart/form-data; boundary=${BOUNDARY}`, "\u0001\u0002 not multipart at all"],
  ])("refuses a broken multipart body (%s) with 400", async (_, type, body) => {
    expect(await refusalOf(readForm(post(body, type)))).toEqual({ status: 400, text: FORM_MESSAGES.unreadable });
  });

  it.each([
    ["a value", post("mutationId=%00&productId=1", "application/x-www-form-urlencoded")],
    ["the middle of a value", post("name=Asha%00Verma", "application/x-www-form-urlencoded")],
    ["a field name", post("intent%00=cancel", "application/x-www-form-urlencoded")],
    ["a multipart value", multipart(part("intent", "settings"), part("reason", "a\u0000b"))],
    ["a multipart field name", multipart(part("rea\u0000son", "x"))],
    ["an uploaded file's name", multipart(part("files", "hello", "a\u0000b.pdf"))],
  ])("refuses a NUL byte in %s with 400", async (_, request) => {
    expect(await refusalOf(readForm(request))).toEqual({ status: 400, text: FORM_MESSAGES.nulByte });
  });

  it("keeps a NUL byte inside an uploaded file's content: files are bytes, not text", async () => {
    const form = await readForm(multipart(part("files", "a\u0000b", "data.bin")));
    expect(await (form.get("files") as File).text()).toBe("a\u0000b");
  });

  it("refuses a body longer than the limit with 413, declared or streamed", async () => {
    const declared = post("a=1", "application/x-www-form-urlencoded", { "Content-Length": String(MAX_FORM_BYTES + 1) });
    expect((await refusalOf(readForm(declared))).status).toBe(413);

    // A chunked body says nothing about its length: it is counted as it arrives.
    const chunk = new TextEncoder().encode(`a=${"x".repeat(1023)}&`);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    expect(await refusalOf(readForm(post(endless, "application/x-www-form-urlencoded"), { maxBytes: 8 * 1024 }))).toEqual({
      status: 413,
      text: FORM_MESSAGES.tooLarge,
    });
    // Read on and dropped (a cancelled stream resets the client's connection before the 413 reaches it), but
    // not for ever: past the discard limit the stream is cancelled.
    expect(sent * chunk.byteLength).toBeGreaterThan(DISCARD_LIMIT_BYTES);
    expect(sent * chunk.byteLength).toBeLessThan(DISCARD_LIMIT_BYTES + 4 * chunk.byteLength);
  });

  it("reads an over-long body to its end before the 413, so the answer reaches the client", async () => {
    const chunk = new TextEncoder().encode(`a=${"x".repeat(1023)}&`);
    let left = 40;
    let ended = false;
    const finite = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- > 0) return controller.enqueue(chunk);
        ended = true;
        controller.close();
      },
      cancel() {
        throw new Error("cancelled: the client would see a reset");
      },
    });
    expect((await refusalOf(readForm(post(finite, "application/x-www-form-urlencoded"), { maxBytes: 8 * 1024 }))).status).toBe(413);
    expect(ended).toBe(true);
    expect(await readBytes(post("x".repeat(9 * 1024), "application/json"), 8 * 1024)).toBeNull();
  });
});

describe("parseForm", () => {
  const Schema = z.object({
    productId: z.coerce.number().int().positive("Choose a product."),
    delta: z.coerce.number().int().min(-1).max(1, "One at a time."),
  });

  it("returns the checked data and the form", async () => {
    const parsed = await parseForm(post("productId=7&delta=1&redirectTo=%2Fcart", "application/x-www-form-urlencoded"), Schema);
    expect(parsed.ok && parsed.data).toEqual({ productId: 7, delta: 1 });
    expect(parsed.form.get("redirectTo")).toBe("/cart");
  });

  it("answers a failed check in the shared failure shape: messages per field, what was typed in the schema's fields", async () => {
    const parsed = await parseForm(post("productId=0&delta=5&redirectTo=%2Fcart", "application/x-www-form-urlencoded"), Schema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.failure).toEqual({
      fieldErrors: { productId: ["Choose a product."], delta: ["One at a time."] },
      values: { productId: "0", delta: "5" },
    });
    expect(firstMessage(parsed.failure)).toBe("Choose a product.");
    expect(parsed.form.get("delta")).toBe("5");
    expect(parsed.form.get("redirectTo")).toBe("/cart");
  });

  it("echoes at most 200 characters of a field", async () => {
    const parsed = await parseForm(post(`productId=${"9".repeat(5_000)}&delta=x`, "application/x-www-form-urlencoded"), Schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.failure.values?.productId).toHaveLength(MAX_ECHOED_CHARS);
  });

  it("parses a form definition through formSchema, with its own messages", async () => {
    const Coupon = formSchema(COUPON_FORM);
    const valid = await parseForm(post("code=+welcome50+", "application/x-www-form-urlencoded"), Coupon);
    expect(valid.ok && valid.data).toEqual({ code: "WELCOME50" });
    const refused = await parseForm(post("code=no+spaces&other=ignored", "application/x-www-form-urlencoded"), Coupon);
    expect(!refused.ok && refused.failure).toEqual({ fieldErrors: { code: [INVALID_CODE_MESSAGE] }, values: { code: "no spaces" } });
  });

  describe("a form of several buttons: the intent as a discriminated union", () => {
    const Intents = z.discriminatedUnion("intent", [
      formSchema(COUPON_FORM).extend({ intent: z.literal("apply") }),
      z.object({ intent: z.literal("remove") }),
    ]);

    it("gives each intent its own fields", async () => {
      const applied = await parseForm(post("intent=apply&code=WELCOME50", "application/x-www-form-urlencoded"), Intents);
      expect(applied.ok && applied.data).toEqual({ intent: "apply", code: "WELCOME50" });
      const removed = await parseForm(post("intent=remove&code=", "application/x-www-form-urlencoded"), Intents);
      expect(removed.ok && removed.data).toEqual({ intent: "remove" });
    });

    it("refuses an intent's bad field at the field, and an unknown intent at `intent`", async () => {
      const blank = await parseForm(post("intent=apply&code=", "application/x-www-form-urlencoded"), Intents);
      expect(!blank.ok && blank.failure).toEqual({
        fieldErrors: { code: ["Enter a coupon code."] },
        values: { code: "" },
      });
      const unknown = await parseForm(post("intent=steal", "application/x-www-form-urlencoded"), Intents);
      expect(!unknown.ok && Object.keys(unknown.failure.fieldErrors ?? {})).toEqual(["intent"]);
      expect(!unknown.ok && unknown.failure.values).toEqual({});
    });

    it("reads an intent with z.enum", async () => {
      const Intent = z.object({ intent: z.enum(["unlock", "remove"], { message: "This action is not known." }) });
      const parsed = await parseForm(post("intent=remove&print_id=1", "application/x-www-form-urlencoded"), Intent);
      expect(parsed.ok && parsed.data).toEqual({ intent: "remove" });
      const unknown = await parseForm(post("intent=", "application/x-www-form-urlencoded"), Intent);
      expect(!unknown.ok && firstMessage(unknown.failure)).toBe("This action is not known.");
    });
  });

  it("takes the named fields from the action's query when the body lacks them; the body wins", async () => {
    const request = new Request(`${URL_}?productId=7&redirectTo=%2Fs%3Fq%3Dmilk&delta=-1`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "delta=1",
    });
    const parsed = await parseForm(request, Schema, { fromQuery: ["productId", "redirectTo", "delta"] });
    expect(parsed.ok && parsed.data).toEqual({ productId: 7, delta: 1 });
    expect(parsed.form.get("redirectTo")).toBe("/s?q=milk");
  });

  it("ignores query fields it was not told to take", async () => {
    const request = new Request(`${URL_}?productId=7`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "delta=1",
    });
    const parsed = await parseForm(request, Schema);
    expect(parsed.ok).toBe(false);
    expect(parsed.form.has("productId")).toBe(false);
  });

  it("refuses what readForm refuses, before the schema: 415, 413, NUL", async () => {
    expect(await refusalOf(parseForm(post('{"productId":7}', "application/json"), Schema))).toEqual({
      status: 415,
      text: FORM_MESSAGES.notAForm,
    });
    const long = post(`productId=7&delta=1&note=${"x".repeat(MAX_FORM_BYTES)}`, "application/x-www-form-urlencoded");
    expect(await refusalOf(parseForm(long, Schema))).toEqual({ status: 413, text: FORM_MESSAGES.tooLarge });
    expect(await refusalOf(parseForm(post("productId=7&delta=1%00", "application/x-www-form-urlencoded"), Schema))).toEqual({
      status: 400,
      text: FORM_MESSAGES.nulByte,
    });
  });
});

describe("requireIdParam", () => {
  it("accepts stored ids up to PostgreSQL's integer", () => {
    expect(requireIdParam("42")).toBe(42);
    expect(requireIdParam("2147483647")).toBe(2_147_483_647);
  });

  it.each([undefined, "", "0", "-1", "2147483648", "99999999999999999999", "1e3", "1.5", "0x10", " 7", "7 ", "\u0000", "1\u0000"])(
    "answers 404 for %j",
    async (value) => {
      let thrown: unknown = null;
      try {
        requireIdParam(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    },
  );
});

describe("containsNulByte", () => {
  it("finds NUL in strings, keys and nested values", () => {
    expect(containsNulByte("a\u0000")).toBe(true);
    expect(containsNulByte({ print_config: [{ print_id: "x", secret_key: "p\u0000" }] })).toBe(true);
    expect(containsNulByte({ ["k\u0000"]: 1 })).toBe(true);
    expect(containsNulByte({ file_meta: [{ file_name: "a.pdf", file_size: 10 }], n: null })).toBe(false);
  });
});

describe("readJsonOrForm (the JSON API's bodies)", () => {
  it("reads JSON objects and forms", async () => {
    expect(await readJsonOrForm(post('{"print_id":"x"}', "application/json"))).toEqual({ print_id: "x" });
    expect(await readJsonOrForm(post("print_id=x", "application/x-www-form-urlencoded"))).toEqual({ print_id: "x" });
  });

  it.each([
    ["NUL in a JSON value", post(JSON.stringify({ print_config: [{ print_id: "a\u0000" }] }), "application/json")],
    ["NUL in a JSON key", post(JSON.stringify({ "print_id\u0000": "x" }), "application/json")],
    ["NUL in a form", post("print_id=%00", "application/x-www-form-urlencoded")],
    ["broken JSON", post('{"print_id": "x', "application/json")],
    ["a JSON list", post("[1]", "application/json")],
    ["text", post("print_id=x", "text/plain")],
    ["broken multipart", post("--x\r\n", "multipart/form-data; boundary=y")],
  ])("gives null (the caller's 400) for %s", async (_, request) => {
    expect(await readJsonOrForm(request)).toBeNull();
  });
});
