/**
 * The print pipeline through its calls (docs/product/api.md#print-calls), as a browser makes them: ask
 * for upload addresses, PUT the bytes to the signed address, validate, unlock,
 * preview and price, add to the cart and order — with the app's own storage
 * (a temporary data directory) and the real inspector child process. Hostile
 * and refused files get the upload messages (docs/product/errors.md#upload-messages); other shoppers get 404.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows, type DbHandle } from "~/models/db.server";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "nukkad-print-uploads-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("SESSION_SECRET", "a-test-session-secret-of-at-least-32-characters");
// The classifier has its own test below with its own settings; here it would only slow every upload.
vi.stubEnv("PRINT_CONTENT_CHECK", "off");

const { action: uploadDataAction } = await import("~/routes/v3.printing.upload.data");
const { action: validateAction, ASYNC_APP_VERSION } = await import("~/routes/v4.printing.upload.validate");
const { action: decryptAction } = await import("~/routes/v1.printing.decrypt");
const { action: previewAction } = await import("~/routes/v1.print.print_preview");
const { action: putAction } = await import("~/routes/print-uploads");
const { loader: thumbnailLoader } = await import("~/routes/print.files.$printId.$asset");
const { action: previewPageAction } = await import("~/routes/print.preview");
const { createTestDb, queryRow } = await import("../support/db");
const { newCheckoutShopper, checkoutState, payForm, ORIGIN, tomorrowNoonIst } = await import("../support/checkout-shopper");
const { localDemo } = await import("../support/demo");
const corpus = await import("../support/print-corpus");
const { getPrintDeps } = await import("~/services/print/deps.server");
const { addPrintsToCart } = await import("~/services/print/print-cart.server");
const { purgeExpiredPrintFiles } = await import("~/services/print/retention.server");
const { placeCheckoutOrder } = await import("~/services/checkout/checkout-placement.server");
const { getOrderById } = await import("~/services/orders/order-views.server");
const { setOrderStatus } = await import("~/services/orders/order-lifecycle.server");
const { createInspector } = await import("~/services/print/inspector.server");
const { insertPayment } = await import("~/models/payments.server");
const { localStorage } = await import("~/services/print/storage/local.server");
const { validateUpload } = await import("~/services/print/upload-validation.server");
const { issueUploadAddresses } = await import("~/services/print/upload-intake.server");
const { fileKey, uploadKey, removeUpload } = await import("~/services/print/uploads.server");
const { setFlag } = await import("~/services/platform/feature-flags.server");
const { parseOpsArgs } = await import("~/services/boot/ops-arguments.server");
const { runOpsCommand } = await import("~/services/boot/ops.server");

type Shopper = Awaited<ReturnType<typeof newCheckoutShopper>>;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  globalThis.__nukkadDb = Promise.resolve(handle);
  // Asynchronous validation on, as an operator turns it on (the "async paas validation" flag, docs/rules.md#feature-flags):
  // it applies to clients that say they poll, as the async test's does.
  expect(await setFlag(handle.db, "async paas validation", true, {})).toMatchObject({ ok: true });
});
afterAll(async () => {
  await globalThis.__nukkadPrintInspector?.close();
  globalThis.__nukkadPrintInspector = undefined;
  globalThis.__nukkadDb = undefined;
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** A call the way the browser's fetch makes it: same origin, the shopper's cookies, a JSON body. */
function call(shopper: Pick<Shopper, "cookie"> | null, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(shopper ? { Cookie: shopper.cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

/** Answers are checked field by field with toMatchObject; the loose type keeps those checks readable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Answer };
}

/** Asks for an address for one file and PUTs the bytes to it; returns the print id. */
async function upload(shopper: Shopper, name: string, bytes: Uint8Array): Promise<string> {
  const data = await json(
    await uploadDataAction(args(call(shopper, "/v3/printing/upload/data", { file_meta: [{ file_name: name, file_size: bytes.length }] }))),
  );
  expect(data.status, JSON.stringify(data.body)).toBe(200);
  const [address] = data.body.file_write_data;
  const put = await putAction(
    args(new Request(address.presigned_url, { method: "PUT", headers: address.headers, body: bytes } as RequestInit)),
  );
  expect(put.status).toBe(200);
  return address.print_id;
}

async function validate(shopper: Shopper, printId: string, headers: Record<string, string> = {}) {
  return json(await validateAction(args(call(shopper, "/v4/printing/upload/validate", { print_id: printId }, headers))));
}

async function storedFiles(printId: string): Promise<string[]> {
  return readdir(path.join(dataDir, "print-files", "print", printId)).catch(() => []);
}

describe("uploading through signed addresses and validating", () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await newCheckoutShopper(handle.db);
  });

  it("counts a PDF's pages and takes a photo as one page, with thumbnails only their owner can see", async () => {
    const pdf = await upload(shopper, "Homework week 3.pdf", await corpus.multiPagePdf(3));
    const photo = await upload(shopper, "passport photo.JPG", await corpus.jpeg(800, 1000));
    const first = await validate(shopper, pdf);
    expect(first).toMatchObject({ status: 200, body: { success: true, status: "UPLOADED", actions: [] } });
    expect(first.body.print_config[0]).toMatchObject({
      print_id: pdf,
      file_name: "Homework week 3.pdf",
      file_type: "PDF",
      number_of_pages: 3,
    });
    expect(first.body.print_config[0].thumbnails).toHaveLength(3);
    expect((await validate(shopper, photo)).body.print_config[0]).toMatchObject({ file_type: "JPEG", number_of_pages: 1 });

    const thumb = `${ORIGIN}/print/files/${pdf}/thumb-2.jpg`;
    const mine = await thumbnailLoader({
      request: new Request(thumb, { headers: { Cookie: shopper.cookie } }),
      params: { printId: pdf, asset: "thumb-2.jpg" },
      context: {},
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("image/jpeg");
    expect(Buffer.from(await mine.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const stranger = await newCheckoutShopper(handle.db);
    const theirs = await thumbnailLoader({
      request: new Request(thumb, { headers: { Cookie: stranger.cookie } }),
      params: { printId: pdf, asset: "thumb-2.jpg" },
      context: {},
    });
    expect(theirs.status).toBe(404);
    const loggedOut = await thumbnailLoader({ request: new Request(thumb), params: { printId: pdf, asset: "thumb-2.jpg" }, context: {} });
    expect(loggedOut.status).toBe(404);

    // Validating again answers the same verdict without inspecting again.
    expect((await validate(shopper, pdf)).body.status).toBe("UPLOADED");
  });

  it("keeps no file name on disk: a name with ../ is only shown back, and the bytes live under the server's key", async () => {
    const id = await upload(shopper, "../../etc/passwd.png", await corpus.png(300, 300));
    const answer = await validate(shopper, id);
    expect(answer.body.print_config[0]).toMatchObject({ file_name: "passwd.png", status: "UPLOADED" });
    expect((await storedFiles(id)).sort()).toEqual(["file", "thumb-1.jpg"]);
  });

  it("prints what was inspected: a link is spent once its file is validated, and the printed bytes stay those checked", async () => {
    const bytes = await corpus.png(200, 200);
    const data = await json(
      await uploadDataAction(
        args(call(shopper, "/v3/printing/upload/data", { file_meta: [{ file_name: "swap.png", file_size: bytes.length }] })),
      ),
    );
    const [address] = data.body.file_write_data;
    const put = (body: Uint8Array) =>
      putAction(args(new Request(address.presigned_url, { method: "PUT", headers: address.headers, body } as RequestInit)));
    expect((await put(bytes)).status).toBe(200);
    expect((await validate(shopper, address.print_id)).body.status).toBe("UPLOADED");
    const swapped = Buffer.alloc(bytes.length, 0x41);
    expect((await put(swapped)).status).toBe(410);
    const printed = await readFile(path.join(dataDir, "print-files", fileKey(address.print_id)));
    expect(printed.equals(bytes)).toBe(true);
  });

  it("refuses by content, not by name: a ZIP called .pdf is 'File format not supported' and its bytes are dropped", async () => {
    const id = await upload(shopper, "notes.pdf", await corpus.zipNamedPdf());
    expect(await validate(shopper, id)).toMatchObject({
      status: 422,
      body: {
        success: false,
        status: "FAILED",
        title: "upload fail",
        message: "File format not supported",
        actions: [{ type: "delete_file", data: { print_id: id } }],
      },
    });
    expect(await storedFiles(id)).toEqual([]);
  });

  it("answers 'Could not upload file' for a corrupt PDF", async () => {
    const id = await upload(shopper, "scan.pdf", corpus.corruptPdf());
    expect(await validate(shopper, id)).toMatchObject({
      status: 422,
      body: { status: "FAILED", message: "Could not upload file", title: "upload fail" },
    });
  });

  it("answers 'Maximum page limit exceeded' for a PDF over 200 pages", async () => {
    const id = await upload(shopper, "thesis.pdf", await corpus.multiPagePdf(201));
    expect(await validate(shopper, id)).toMatchObject({
      status: 422,
      body: { status: "PAGE_LIMIT_EXCEEDED", message: "Maximum page limit exceeded" },
    });
  });

  it("refuses an address for a file over 10 MB, a type it cannot print, or a file too many, before any byte is sent", async () => {
    const ask = (meta: { file_name: string; file_size: number }[]) =>
      uploadDataAction(args(call(shopper, "/v3/printing/upload/data", { file_meta: meta })));
    expect(await json(await ask([{ file_name: "big.pdf", file_size: 10 * 1024 * 1024 + 1 }]))).toMatchObject({
      status: 413,
      body: { success: false, message: "File size is too large", title: "upload fail" },
    });
    expect(await json(await ask([{ file_name: "song.mp3", file_size: 1000 }]))).toMatchObject({
      status: 415,
      body: { message: "File format not supported" },
    });
    const fresh = await newCheckoutShopper(handle.db);
    const ten = Array.from({ length: 10 }, (_, i) => ({ file_name: `page${i}.png`, file_size: 1000 }));
    expect((await uploadDataAction(args(call(fresh, "/v3/printing/upload/data", { file_meta: ten })))).status).toBe(200);
    expect(
      await json(
        await uploadDataAction(
          args(call(fresh, "/v3/printing/upload/data", { file_meta: [{ file_name: "one-more.png", file_size: 1000 }] })),
        ),
      ),
    ).toMatchObject({
      status: 422,
      body: { message: "File limit reached", title: "upload fail" },
    });
  });

  it("answers 401 without a login and 404 for another shopper's print id", async () => {
    expect(
      (await uploadDataAction(args(call(null, "/v3/printing/upload/data", { file_meta: [{ file_name: "a.pdf", file_size: 10 }] })))).status,
    ).toBe(401);
    const id = await upload(shopper, "mine.png", await corpus.png(100, 100));
    const stranger = await newCheckoutShopper(handle.db);
    expect((await validate(stranger, id)).status).toBe(404);
    expect(
      (await decryptAction(args(call(stranger, "/v1/printing/decrypt", { print_config: [{ print_id: id, secret_key: "x" }] })))).status,
    ).toBe(404);
    expect((await previewAction(args(call(stranger, "/v1/print/print_preview", { print_ids: [id], color: "COLOR" })))).status).toBe(404);
  });

  it("validates asynchronously when the client asks: a delay and a request id to poll until a status appears", async () => {
    const id = await upload(shopper, "async.pdf", await corpus.multiPagePdf(2));
    const first = await validate(shopper, id, { app_version: ASYNC_APP_VERSION });
    expect(first).toMatchObject({ status: 200, body: { status: null, delay: 2, postback_params: { request_id: expect.any(String) } } });
    // A client that does not poll is answered synchronously even with the flag on.
    expect((await validate(shopper, await upload(shopper, "sync.png", await corpus.png(50, 50)))).body.status).toBe("UPLOADED");
    await vi.waitFor(
      async () => {
        const answer = await json(
          await validateAction(args(call(shopper, "/v4/printing/upload/validate", { request_id: first.body.postback_params.request_id }))),
        );
        expect(answer.body.status).toBe("UPLOADED");
      },
      { timeout: 30_000, interval: 200 },
    );
  });
});

describe("without JavaScript: the preview page's multipart form", () => {
  it("stores and validates each file on its own: a good one kept, one over 10 MB and a ZIP refused with their messages", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(await corpus.multiPagePdf(2))], { type: "application/pdf" }), "good.pdf");
    form.append(
      "files",
      new Blob([new Uint8Array(await corpus.oversized(10 * 1024 * 1024 + 10))], { type: "application/pdf" }),
      "huge.pdf",
    );
    form.append("files", new Blob([new Uint8Array(await corpus.zipNamedPdf())], { type: "application/pdf" }), "archive.pdf");
    const request = new Request(`${ORIGIN}/print/preview`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: shopper.cookie },
      body: form,
    });
    const result = (await previewPageAction(args(request))) as unknown as {
      init: { status: number };
      data: { uploads: { name: string; status: string; message: string | null }[] };
    };
    expect(result.init.status).toBe(422);
    expect(result.data.uploads).toEqual([
      { name: "good.pdf", status: "UPLOADED", message: null },
      { name: "huge.pdf", status: "FAILED", message: "File size is too large" },
      { name: "archive.pdf", status: "FAILED", message: "File format not supported" },
    ]);
    const rows = await queryRows<{ display_name: string; status: string; pages: number | null }>(
      handle.db,
      sql`select display_name, status, pages from print_files where user_id = ${shopper.userId} order by display_name`,
    );
    expect(rows).toEqual([
      { display_name: "archive.pdf", status: "FAILED", pages: null },
      { display_name: "good.pdf", status: "UPLOADED", pages: 2 },
      { display_name: "huge.pdf", status: "FAILED", pages: null },
    ]);
  });
});

describe("without JavaScript: 'Add to cart' submits the options not yet applied", () => {
  it("saves colour and copies, then adds the prints to the cart", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const id = await upload(shopper, "form.pdf", await corpus.multiPagePdf(1));
    await validate(shopper, id);
    const form = new URLSearchParams({
      intent: "settings",
      then: "add-to-cart",
      color: "COLOR",
      side: "SINGLE",
      orientation: "PORTRAIT",
      number_of_copies: "3",
    });
    const request = new Request(`${ORIGIN}/print/preview`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: shopper.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const answer = (await previewPageAction(args(request))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/checkout");
    const state = await checkoutState(handle.db, shopper, tomorrowNoonIst());
    expect(state.cart.prints).toEqual([expect.objectContaining({ printId: id, color: "COLOR", copies: 3, total: 3 * 1_900 })]);
  });
});

describe("the preview page's options form with print_id", () => {
  /** The options form posted the way a fetcher posts it (enhanced: the answer, not a redirect). */
  async function postSettings(shopper: Shopper, fields: [string, string][]) {
    const request = new Request(`${ORIGIN}/print/preview`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: shopper.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["intent", "settings"], ["enhanced", "1"], ...fields]),
    });
    return (await previewPageAction(args(request))) as unknown as {
      init: { status: number } | null;
      data: { intent: string; ok?: boolean; error?: string };
    };
  }
  async function settingsOf(ids: string[]) {
    const rows = await queryRows<{ id: string; color: string; copies: number }>(
      handle.db,
      sql`select id, color, copies from print_files where id in ${ids}`,
    );
    return Object.fromEntries(rows.map((r) => [r.id, `${r.color} x${r.copies}`]));
  }

  it("changes only the file it names, refuses another shopper's file with 404 and a malformed id with 400, changing nothing", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const first = await upload(shopper, "first.png", await corpus.png(60, 60));
    const second = await upload(shopper, "second.png", await corpus.png(60, 60));
    await validate(shopper, first);
    await validate(shopper, second);

    const named = await postSettings(shopper, [
      ["print_id", first],
      ["color", "COLOR"],
      ["number_of_copies", "4"],
    ]);
    expect(named.data).toMatchObject({ intent: "settings", ok: true });
    expect(await settingsOf([first, second])).toEqual({ [first]: "COLOR x4", [second]: "BLACK_AND_WHITE x1" });

    const stranger = await newCheckoutShopper(handle.db);
    const theirs = await upload(stranger, "theirs.png", await corpus.png(60, 60));
    await validate(stranger, theirs);
    for (const fields of [
      [["print_id", theirs]],
      [
        ["print_id", second],
        ["print_id", theirs],
      ],
    ] as [string, string][][]) {
      const refused = await postSettings(shopper, [...fields, ["number_of_copies", "9"]]);
      expect(refused.init?.status).toBe(404);
      expect(refused.data).toMatchObject({ intent: "settings", formError: "This file was not found." });
    }
    for (const bad of ["not-a-uuid", "", `${first}'--`]) {
      const refused = await postSettings(shopper, [
        ["print_id", bad],
        ["number_of_copies", "9"],
      ]);
      expect(refused.init?.status, bad).toBe(400);
      expect(refused.data).toMatchObject({ intent: "settings", formError: "This file id is not valid." });
    }
    expect(await settingsOf([first, second, theirs])).toEqual({
      [first]: "COLOR x4",
      [second]: "BLACK_AND_WHITE x1",
      [theirs]: "BLACK_AND_WHITE x1",
    });

    // No print_id: the options apply to every file, as the form without JavaScript sends them.
    expect((await postSettings(shopper, [["number_of_copies", "2"]])).data).toMatchObject({ ok: true });
    expect(await settingsOf([first, second])).toEqual({ [first]: "COLOR x2", [second]: "BLACK_AND_WHITE x2" });
  });
});

describe("the page limit per order (500)", () => {
  it("refuses the file that would take the shopper's files past 500 pages", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const bytes = await corpus.multiPagePdf(200);
    for (const name of ["part-1.pdf", "part-2.pdf"])
      expect((await validate(shopper, await upload(shopper, name, bytes))).body.status).toBe("UPLOADED");
    const third = await upload(shopper, "part-3.pdf", await corpus.multiPagePdf(101));
    expect(await validate(shopper, third)).toMatchObject({
      status: 422,
      body: { status: "PAGE_LIMIT_EXCEEDED", message: "Maximum page limit exceeded" },
    });
    const fits = await upload(shopper, "cover.pdf", await corpus.multiPagePdf(100));
    expect((await validate(shopper, fits)).body.status).toBe("UPLOADED");
  });
});

describe("removing a file", () => {
  it("while it is being checked leaves nothing of it in storage, and its link is spent", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const bytes = await corpus.multiPagePdf(30);
    const data = await json(
      await uploadDataAction(
        args(call(shopper, "/v3/printing/upload/data", { file_meta: [{ file_name: "long.pdf", file_size: bytes.length }] })),
      ),
    );
    const [address] = data.body.file_write_data;
    const put = () =>
      putAction(args(new Request(address.presigned_url, { method: "PUT", headers: address.headers, body: bytes } as RequestInit)));
    expect((await put()).status).toBe(200);
    const checking = validate(shopper, address.print_id);
    const deps = await getPrintDeps();
    await vi.waitFor(async () => {
      const row = await queryRow<{ status: string }>(handle.db, sql`select status from print_files where id = ${address.print_id}`);
      expect(row.status).toBe("VALIDATING");
    });
    await removeUpload(deps, shopper.userId, address.print_id);
    await checking;
    expect(await storedFiles(address.print_id)).toEqual([]);
    expect((await put()).status).toBe(410);
    expect(await storedFiles(address.print_id)).toEqual([]);
  });

  it("that an order took is refused, and the order keeps its file", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const id = await upload(shopper, "keep.png", await corpus.png(100, 100));
    await validate(shopper, id);
    const deps = await getPrintDeps();
    await addPrintsToCart(deps, shopper);
    const state = await checkoutState(handle.db, shopper, tomorrowNoonIst());
    await placeCheckoutOrder(handle.db, state, payForm(state, "cod"), ORIGIN, localDemo(), tomorrowNoonIst());
    await expect(removeUpload(deps, shopper.userId, id)).rejects.toMatchObject({ status: 409 });
    expect(await storedFiles(id)).toContain("file");
  });
});

describe("password-protected PDFs (decrypt)", () => {
  it("asks for the password, says so when it is wrong, and keeps only an unlocked copy — never the password", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const password = "Sesame-4721";
    const id = await upload(shopper, "bank statement.pdf", await corpus.encryptedPdf(password, 3));
    expect(await validate(shopper, id)).toMatchObject({
      status: 200,
      body: {
        status: "PASSWORD_PROTECTED",
        print_config: [{ is_encrypted: true }],
        actions: [{ type: "print_modal", data: { print_id: id } }],
      },
    });
    const decrypt = (secret: string) =>
      decryptAction(args(call(shopper, "/v1/printing/decrypt", { print_config: [{ print_id: id, secret_key: secret }] })));
    expect(await json(await decrypt("wrong-guess"))).toMatchObject({
      status: 422,
      body: { success: false, message: "Incorrect password. Please try again." },
    });
    const unlocked = await json(await decrypt(password));
    expect(unlocked).toMatchObject({
      status: 200,
      body: { status: "UPLOADED", print_config: [{ number_of_pages: 3, is_encrypted: true }], auto_dismiss_data: { delay_ms: 2000 } },
    });
    const stored = await readFile(path.join(dataDir, "print-files", fileKey(id)));
    expect(stored.includes("/Encrypt")).toBe(false);
    const row = await queryRows<Record<string, unknown>>(handle.db, sql`select * from print_files where id = ${id}`);
    expect(JSON.stringify(row)).not.toContain(password);
    // Unlocking twice is refused plainly.
    expect((await decrypt(password)).status).toBe(409);
  });
});

describe("preview, price, cart and order (print_preview, paas cart)", () => {
  it("prices per printed side with copies and page ranges, refuses a range past the end keeping the rest, and orders the prints", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const pdf = await upload(shopper, "notes.pdf", await corpus.multiPagePdf(5));
    const photo = await upload(shopper, "photo.png", await corpus.png(600, 400));
    await validate(shopper, pdf);
    await validate(shopper, photo);

    const preview = async (body: unknown) => json(await previewAction(args(call(shopper, "/v1/print/print_preview", body))));
    const refused = await preview({ print_config: [{ print_id: pdf, page_range: "4-9" }] });
    expect(refused).toMatchObject({
      status: 422,
      body: { field: "page_range", print_id: pdf, message: 'notes.pdf: This file has 5 pages; "4-9" goes past the end.' },
    });

    const priced = await preview({
      color: "COLOR",
      number_of_copies: 2,
      side: "DOUBLE",
      print_config: [{ print_id: pdf, page_range: "1-3" }],
    });
    expect(priced.status).toBe(200);
    expect(priced.body.product_config).toEqual([
      expect.objectContaining({
        print_id: pdf,
        product_id: 11934,
        price_per_page: 1900,
        number_of_pages: 3,
        number_of_copies: 2,
        total_number_of_pages: 6,
        total: 11_400,
      }),
      expect.objectContaining({
        print_id: photo,
        price_per_page: 1900,
        number_of_pages: 1,
        number_of_copies: 2,
        total_number_of_pages: 2,
        total: 3_800,
      }),
    ]);
    expect(priced.body.bill).toEqual({ print_total: 15_200, delivery_fee: 2_500, grand_total: 17_700, sheets: 6 });
    expect((await preview({ number_of_copies: 0 })).status).toBe(400);

    const deps = await getPrintDeps();
    expect(await addPrintsToCart(deps, shopper)).toEqual({ redirectTo: "/checkout" });
    const now = tomorrowNoonIst();
    const state = await checkoutState(handle.db, shopper, now);
    expect(state.cart).toMatchObject({
      cartType: "paas",
      prints: [expect.objectContaining({ printId: pdf, total: 11_400 }), expect.objectContaining({ printId: photo })],
    });
    expect(state.cart.bill).toMatchObject({ printTotal: 15_200, printDeliveryFee: 2_500 });
    expect(state.cart.bill.grandTotal).toBe(
      state.cart.bill.itemTotal +
        15_200 +
        2_500 +
        state.cart.bill.deliveryCharge +
        state.cart.bill.handlingCharge +
        state.cart.bill.smallCartFee,
    );

    const placed = await placeCheckoutOrder(handle.db, state, payForm(state, "cod"), ORIGIN, localDemo(), now);
    if (placed.kind !== "placed") throw new Error(`expected a placed order, got ${placed.kind}`);
    const order = await getOrderById(handle.db, shopper.userId, placed.orderId, now);
    expect(order?.prints.map((p) => [p.name, p.pages, p.copies, p.total])).toEqual([
      ["notes.pdf", 3, 2, 11_400],
      ["photo.png", 1, 2, 3_800],
    ]);
    expect(order?.bill).toMatchObject({ printTotal: 15_200, printDeliveryFee: 2_500 });
    // The order keeps the price per side it was charged: a later price list does not rewrite it.
    const charged = await queryRows<{ price_per_side: number }>(handle.db, sql`select price_per_side from print_files where id = ${pdf}`);
    expect(charged).toEqual([{ price_per_side: 1_900 }]);
    await handle.db.execute(sql`update print_files set price_per_side = 2000 where id = ${pdf}`);
    const reread = await getOrderById(handle.db, shopper.userId, placed.orderId, now);
    expect(reread?.prints[0]).toMatchObject({ pricePerPage: 2_000, total: 12_000 });
    // Ordered files leave the preview; the options of an ordered file no longer change.
    expect((await preview({})).body.print_config).toEqual([]);
  });
});

describe("the operator's print settings (docs/rules.md#operator-settings)", () => {
  /** `npm run ops -- settings set KEY VALUE`, as the CLI parses and the store runs it. */
  async function setSetting(key: string, value: string) {
    const command = parseOpsArgs(["settings", "set", key, value]);
    if ("error" in command) throw new Error(command.error);
    expect(await runOpsCommand(handle.db, command)).toMatchObject({ ok: true });
  }

  it("prices the preview at the price per side and delivery fee an operator set", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const pdf = await upload(shopper, "flyer.pdf", await corpus.multiPagePdf(3));
    await validate(shopper, pdf);
    await setSetting("print_price_bw", "2.50");
    await setSetting("print_delivery_fee", "10");
    try {
      const priced = await json(await previewAction(args(call(shopper, "/v1/print/print_preview", { color: "BLACK_AND_WHITE" }))));
      expect(priced.body.product_config).toEqual([expect.objectContaining({ print_id: pdf, price_per_page: 250, total: 750 })]);
      expect(priced.body.bill).toMatchObject({ print_total: 750, delivery_fee: 1_000, grand_total: 1_750 });
    } finally {
      await setSetting("print_price_bw", "9");
      await setSetting("print_delivery_fee", "25");
    }
  });

  it("holds uploads to the file size, file count and copies an operator set, and says so in file_constraints", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    await setSetting("print_max_file_mb", "1");
    await setSetting("print_max_files", "2");
    await setSetting("print_max_copies", "3");
    try {
      const ask = async (meta: { file_name: string; file_size: number }[]) =>
        json(await uploadDataAction(args(call(shopper, "/v3/printing/upload/data", { file_meta: meta }))));
      expect(await ask([{ file_name: "big.pdf", file_size: 1024 * 1024 + 1 }])).toMatchObject({
        status: 413,
        body: { message: "File size is too large" },
      });
      const two = await ask([{ file_name: "a.png", file_size: 1000 }]);
      expect(two).toMatchObject({ status: 200, body: { file_constraints: { max_file_count: 1, max_file_size: 1 } } });
      expect(
        await ask([
          { file_name: "b.png", file_size: 1000 },
          { file_name: "c.png", file_size: 1000 },
        ]),
      ).toMatchObject({
        status: 422,
        body: { message: "File limit reached" },
      });
      const copies = await json(await previewAction(args(call(shopper, "/v1/print/print_preview", { number_of_copies: 4 }))));
      expect(copies).toMatchObject({ status: 422, body: { message: "At most 3 copies." } });
    } finally {
      await setSetting("print_max_file_mb", "10");
      await setSetting("print_max_files", "10");
      await setSetting("print_max_copies", "100");
    }
  });
});

describe("a cart of prints only", () => {
  it("is billed prints, print delivery and handling only, and becomes an order without item lines", async () => {
    const shopper = await newCheckoutShopper(handle.db, { quantity: 0 });
    const id = await upload(shopper, "resume.pdf", await corpus.multiPagePdf(2));
    await validate(shopper, id);
    await addPrintsToCart(await getPrintDeps(), shopper);
    const now = tomorrowNoonIst();
    const state = await checkoutState(handle.db, shopper, now);
    expect(state.cart.lines).toEqual([]);
    expect(state.cart.bill).toMatchObject({
      itemTotal: 0,
      deliveryCharge: 0,
      smallCartFee: 0,
      printTotal: 1_800,
      printDeliveryFee: 2_500,
      handlingCharge: 400,
      grandTotal: 4_700,
    });
    const placed = await placeCheckoutOrder(handle.db, state, payForm(state, "cod"), ORIGIN, localDemo(), now);
    if (placed.kind !== "placed") throw new Error(`expected a placed order, got ${placed.kind}`);
    const order = await getOrderById(handle.db, shopper.userId, placed.orderId, now);
    expect(order).toMatchObject({ items: [], itemCount: 1, bill: { grandTotal: 4_700 } });
    expect(order?.prints.map((p) => p.name)).toEqual(["resume.pdf"]);
  });
});

describe("retention (24 h)", () => {
  it("deletes files never ordered a day after upload, and ordered ones a day after delivery", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const kept = await upload(shopper, "order-me.png", await corpus.png(100, 100));
    const dropped = await upload(shopper, "forget-me.png", await corpus.png(100, 100));
    await validate(shopper, kept);
    await validate(shopper, dropped);
    const deps = await getPrintDeps();
    // `dropped` was uploaded two days ago and never ordered.
    await handle.db.execute(sql`update print_files set created_at = now() - interval '2 days' where id = ${dropped}`);
    const now = new Date();
    await purgeExpiredPrintFiles(handle.db, deps.storage, now);
    expect(await storedFiles(dropped)).toEqual([]);
    expect(await storedFiles(kept)).not.toEqual([]);

    await addPrintsToCart(deps, shopper);
    const state = await checkoutState(handle.db, shopper, tomorrowNoonIst());
    const placed = await placeCheckoutOrder(handle.db, state, payForm(state, "cod"), ORIGIN, localDemo(), tomorrowNoonIst());
    if (placed.kind !== "placed") throw new Error(`expected a placed order, got ${placed.kind}`);
    // Two days on, an order still on its way keeps its files; a day after delivery they go.
    const later = new Date(now.getTime() + 48 * 3600_000);
    await purgeExpiredPrintFiles(handle.db, deps.storage, later);
    expect(await storedFiles(kept)).not.toEqual([]);
    await setOrderStatus(handle.db, placed.orderId, "DELIVERED", now);
    await purgeExpiredPrintFiles(handle.db, deps.storage, later);
    expect(await storedFiles(kept)).toEqual([]);
    // The order still says what was printed.
    expect((await getOrderById(handle.db, shopper.userId, placed.orderId))?.prints.map((p) => p.name)).toEqual(["order-me.png"]);
  });
});

describe("retention and a payment in progress", () => {
  it("keeps the prints of a cart being paid for until the payment ends", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const id = await upload(shopper, "paying.png", await corpus.png(100, 100));
    await validate(shopper, id);
    const deps = await getPrintDeps();
    await addPrintsToCart(deps, shopper);
    const cartId = (await checkoutState(handle.db, shopper, tomorrowNoonIst())).cart.id!;
    const paymentId = `test-payment-${id}`;
    await insertPayment(handle.db, {
      id: paymentId,
      userId: shopper.userId,
      purpose: "order",
      cartId,
      method: "upi",
      providerId: 1,
      amount: 100,
      status: "PAYMENT_PENDING",
      gateway: "sandbox",
    });
    await handle.db.execute(sql`update print_files set created_at = now() - interval '2 days' where id = ${id}`);
    await purgeExpiredPrintFiles(handle.db, deps.storage);
    expect(await storedFiles(id)).toContain("file");
    await handle.db.execute(sql`update payments set status = 'PAYMENT_FAILED' where id = ${paymentId}`);
    await purgeExpiredPrintFiles(handle.db, deps.storage);
    expect(await storedFiles(id)).toEqual([]);
  });
});

describe("the content check, with the real classifier", () => {
  it("drops a file the classifier flags with 'Nudity Detected'", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const root = await mkdtemp(path.join(os.tmpdir(), "nukkad-print-nsfw-"));
    const inspector = createInspector();
    // Threshold 0 flags anything: the verdict path runs on the real model without shipping an explicit image.
    const deps = {
      db: handle.db,
      storage: localStorage({ rootDir: root, secret: "s".repeat(32) }),
      inspector,
      contentCheck: { threshold: 0, maxPagesChecked: 30 },
    };
    try {
      const bytes = await corpus.jpeg(400, 400);
      const [address] = await issueUploadAddresses(deps, shopper.userId, [{ name: "beach.jpg", size: bytes.length }], ORIGIN);
      if (address === undefined) throw new Error("Expected address to exist");
      await deps.storage.write(
        uploadKey(address.print_id),
        (async function* () {
          yield bytes;
        })(),
        bytes.length,
        "image/jpeg",
      );
      const { file } = await validateUpload(deps, shopper.userId, address.print_id);
      expect(file).toMatchObject({ status: "NUDITY_DETECTED", failureMessage: "Nudity Detected" });
      expect(await deps.storage.size(uploadKey(address.print_id))).toBeNull();
      expect(await deps.storage.size(fileKey(address.print_id))).toBeNull();
    } finally {
      await inspector.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
