/**
 * The print service in Hindi (docs/decisions/055-hindi.md): a /hi request's upload, options and cart refusals are
 * said in Hindi by the real routes and services, the print calls answer in the language `Accept-Language`
 * prefers (the upload title stays "upload fail"), the browser's upload client asks them in English (the page says
 * their messages itself), and the landing's layout and words come in Hindi at /hi — while the same requests at
 * English addresses say exactly what they always did.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/models/db.server";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "nukkad-print-hindi-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("SESSION_SECRET", "a-test-session-secret-of-at-least-32-characters");
vi.stubEnv("PRINT_CONTENT_CHECK", "off");
vi.stubEnv("CATALOGUE_CACHE_SECONDS", "0");

const { inLanguageOf } = await import("~/lib/i18n/request-language.server");
const { translate } = await import("~/lib/i18n/translate");
const { jsonPost } = await import("~/lib/print-upload-client");
const { action: uploadDataAction } = await import("~/routes/v3.printing.upload.data");
const { action: validateAction } = await import("~/routes/v4.printing.upload.validate");
const { action: putAction } = await import("~/routes/print-uploads");
const { action: previewPageAction } = await import("~/routes/print.preview");
const { loader: landingLoader } = await import("~/routes/print._index");
const { loader: landingPageApi } = await import("~/routes/v1.print.landing_page");
const { createTestDb } = await import("../support/db");
const { newCheckoutShopper, ORIGIN } = await import("../support/checkout-shopper");
const corpus = await import("../support/print-corpus");

type Shopper = Awaited<ReturnType<typeof newCheckoutShopper>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  globalThis.__nukkadDb = Promise.resolve(handle);
});
afterAll(async () => {
  await globalThis.__nukkadPrintInspector?.close();
  globalThis.__nukkadPrintInspector = undefined;
  globalThis.__nukkadDb = undefined;
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const args = (request: Request) => ({ request, params: {}, context: {} });

/** `request` answered as server.mjs answers it: in the language of its address, a JSON call in its Accept-Language's. */
function answer<T>(handler: (a: ReturnType<typeof args>) => T, request: Request): T {
  return inLanguageOf(request, () => handler(args(request)));
}

/** A print call as a client makes it, with the shopper's cookie and `Accept-Language` when given. */
function call(shopper: Shopper, pathname: string, body: unknown, language?: string) {
  return new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      Cookie: shopper.cookie,
      ...(language ? { "Accept-Language": language } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function json(response: Response) {
  return { status: response.status, language: response.headers.get("Content-Language"), body: (await response.json()) as Answer };
}

/** Asks for an address for one file, PUTs the bytes and validates it; returns the print id. */
async function upload(shopper: Shopper, name: string, bytes: Uint8Array): Promise<string> {
  const data = await json(
    await uploadDataAction(args(call(shopper, "/v3/printing/upload/data", { file_meta: [{ file_name: name, file_size: bytes.length }] }))),
  );
  const [address] = data.body.file_write_data;
  const put = await putAction(
    args(new Request(address.presigned_url, { method: "PUT", headers: address.headers, body: bytes } as RequestInit)),
  );
  expect(put.status).toBe(200);
  await validateAction(args(call(shopper, "/v4/printing/upload/validate", { print_id: address.print_id })));
  return address.print_id;
}

/** The preview page's action, posted from `path` (/hi/print/preview or /print/preview). */
async function postPreview(shopper: Shopper, path: string, body: FormData | URLSearchParams) {
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: ORIGIN, Cookie: shopper.cookie }, body });
  return (await answer(previewPageAction, request)) as unknown as { init: { status: number } | null; data: Answer };
}

describe("the preview page's refusals in Hindi", () => {
  it("refuses a file that is not what its name says, and one of a type it cannot print, in Hindi at /hi and in English otherwise", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const form = async () => {
      const files = new FormData();
      files.append("files", new Blob([new Uint8Array(await corpus.zipNamedPdf())], { type: "application/pdf" }), "notes.pdf");
      files.append("files", new Blob([new Uint8Array([1, 2, 3])], { type: "audio/mpeg" }), "song.mp3");
      return files;
    };
    const hindi = await postPreview(shopper, "/hi/print/preview", await form());
    expect(hindi.init?.status).toBe(422);
    expect(hindi.data.uploads).toEqual([
      { name: "notes.pdf", status: "FAILED", message: "यह फ़ाइल फ़ॉर्मैट सपोर्ट नहीं होता" },
      { name: "song.mp3", status: "FAILED", message: "यह फ़ाइल फ़ॉर्मैट सपोर्ट नहीं होता" },
    ]);
    const english = await postPreview(shopper, "/print/preview", await form());
    expect(english.data.uploads.map((u: Answer) => u.message)).toEqual(["File format not supported", "File format not supported"]);
    // Nothing chosen.
    const none = await postPreview(shopper, "/hi/print/preview", new FormData());
    expect(none.data.formError).toBe("अपलोड के लिए कोई फ़ाइल चुनें।");
  });

  it("refuses copies and a page range past the end in Hindi, beside their fields", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const id = await upload(shopper, "notes.pdf", await corpus.multiPagePdf(3));
    const settings = (fields: Record<string, string>) =>
      postPreview(shopper, "/hi/print/preview", new URLSearchParams({ intent: "settings", enhanced: "1", ...fields }));
    const copies = await settings({ number_of_copies: "0" });
    expect(copies.init?.status).toBe(422);
    expect(copies.data.fieldErrors).toEqual({ number_of_copies: ["कम से कम 1 कॉपी।"] });
    expect((await settings({ number_of_copies: "1.5" })).data.fieldErrors.number_of_copies).toEqual(["कॉपी की गिनती पूरी संख्या होनी चाहिए।"]);
    const range = await settings({ number_of_copies: "1", [`page_range:${id}`]: "2-9" });
    expect(range.data.fieldErrors).toEqual({ [`page_range:${id}`]: ['notes.pdf: इस फ़ाइल में 3 पेज हैं; "2-9" आख़िरी पेज से आगे जाता है।'] });
    const english = await postPreview(
      shopper,
      "/print/preview",
      new URLSearchParams({ intent: "settings", enhanced: "1", number_of_copies: "0", [`page_range:${id}`]: "x" }),
    );
    expect(english.data.fieldErrors).toMatchObject({ number_of_copies: ["At least 1 copy."] });
  });

  it("refuses adding prints to the cart while a file waits for its password, in Hindi", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    await upload(shopper, "statement.pdf", await corpus.encryptedPdf("Sesame-4721", 1));
    const refused = await postPreview(shopper, "/hi/print/preview", new URLSearchParams({ intent: "add-to-cart" }));
    expect(refused.init?.status).toBe(409);
    expect(refused.data.formError).toBe('"statement.pdf" का पासवर्ड चाहिए। प्रिंट कार्ट में डालने से पहले इसे अनलॉक करें या हटाएँ।');
    const wrong = await postPreview(shopper, "/hi/print/preview", new URLSearchParams({ intent: "unlock", print_id: "not-an-id" }));
    expect(wrong.data.formError).toBe("यह फ़ाइल नहीं मिली।");
  });
});

describe("the print calls in Hindi", () => {
  it("answer in the language Accept-Language prefers, titled 'upload fail' either way", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const ask = (language?: string) =>
      call(shopper, "/v3/printing/upload/data", { file_meta: [{ file_name: "song.mp3", file_size: 1000 }] }, language);
    expect(await json(await answer(uploadDataAction, ask("hi-IN,hi;q=0.9,en;q=0.8")))).toEqual({
      status: 415,
      language: "hi",
      body: { success: false, message: "यह फ़ाइल फ़ॉर्मैट सपोर्ट नहीं होता", title: "upload fail" },
    });
    expect((await json(await answer(uploadDataAction, ask()))).body.message).toBe("File format not supported");
  });

  it("are asked in English by the browser's upload client, whose page says their messages in its own language", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const init = jsonPost({ file_meta: [{ file_name: "song.mp3", file_size: 1000 }] });
    // A Hindi browser: the client's own Accept-Language wins over the browser's.
    const headers = new Headers({ "Accept-Language": "hi-IN,hi;q=0.9" });
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    headers.set("Origin", ORIGIN);
    headers.set("Cookie", shopper.cookie);
    const request = new Request(`${ORIGIN}/v3/printing/upload/data`, { ...init, headers });
    expect((await json(await answer(uploadDataAction, request))).body).toMatchObject({
      message: "File format not supported",
      title: "upload fail",
    });
  });
});

describe("the print landing in Hindi", () => {
  it("translates the stored layout and sends the page's words at /hi, and neither at the English address", async () => {
    const load = async (path: string) =>
      ((await answer(landingLoader, new Request(`${ORIGIN}${path}`))) as unknown as { data: Answer }).data;
    const hindi = await load("/hi/print");
    expect(hindi.widgets[0].props).toMatchObject({
      title: "डॉक्यूमेंट ऑनलाइन प्रिंट कराएँ, मिनटों में डिलीवरी",
      cta: "डॉक्यूमेंट अपलोड करें",
      href: "/print/preview",
      claim: { value: "10k+", label: "खुश ग्राहक" },
    });
    const testimonials = hindi.widgets.find((w: Answer) => w.type === 1004);
    expect(testimonials.props.items[0]).toMatchObject({ name: "प्रिया शर्मा", date: "2022-08" });
    expect(translate(hindi.messages, "Prices")).toBe("कीमतें");
    // The layout's words are translated on the server and not sent again.
    expect(translate(hindi.messages, "Print in four easy steps")).toBe("Print in four easy steps");
    const english = await load("/print");
    expect(english.widgets[0].props.title).toBe("Print documents online, delivered in minutes");
    expect(english.messages).toBeNull();
  });

  it("answers GET /v1/print/landing_page in the language Accept-Language prefers", async () => {
    const request = new Request(`${ORIGIN}/v1/print/landing_page`, { headers: { "Accept-Language": "hi" } });
    const response = await answer(landingPageApi, request);
    expect(response.headers.get("Content-Language")).toBe("hi");
    expect(response.headers.get("Vary")).toMatch(/Accept-Language/);
    const body = (await response.json()) as Answer;
    expect(body.widgets.find((w: Answer) => w.type === 1001).props.title).toBe("चार आसान स्टेप में प्रिंट कराएँ");
  });
});
