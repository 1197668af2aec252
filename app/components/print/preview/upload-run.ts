/**
 * The JavaScript upload's work (docs/product/api.md#print-calls), loaded only once a shopper picks a file:
 * checks the picked files, asks for upload addresses, PUTs a few files at a time with progress and
 * validates each (polling while the server checks it). The state it reports to lives in
 * use-print-uploader.tsx; this module reaches it only through `UploadUi`.
 */
import {
  fetchTransport,
  jsonPost,
  precheckFiles,
  PRINT_PARALLEL_UPLOADS,
  PRINT_UPLOAD_DATA_URL,
  putFile,
  readUploadAddresses,
  runWithLimit,
  uploadDataBody,
  validateUntilSettled,
  type ClientFileConstraints,
  type UploadAddress,
} from "~/lib/print-upload-client";
import type { MessageValues } from "~/lib/i18n/translate";
import type { PrintConfig } from "~/lib/views/print";

export interface UploadRow {
  key: string;
  name: string;
  /** Known once the upload addresses arrive. */
  printId: string | null;
  /** waiting → sending (progress) → checking → done (until the page's data shows the file). */
  phase: "waiting" | "sending" | "checking" | "done";
  loaded: number;
  total: number;
}

export interface UploadUi {
  snapshot(): { constraints: ClientFileConstraints; files: PrintConfig[]; rows: UploadRow[] };
  newKey(): string;
  update(key: string, change: Partial<UploadRow>): void;
  drop(key: string): void;
  fail(name: string, message: string): void;
  markDone(key: string): void;
  /** Removes an upload address the shopper will not use. */
  discard(printId: string): void;
  announce(text: string): void;
  /** The page's `t()`: what is announced is said in the page's language (docs/decisions/055-hindi.md). */
  t(text: string, values?: MessageValues): string;
  addRows(rows: UploadRow[]): void;
  revalidate(): void;
  cancelled: Set<string>;
  followed: Set<string>;
  aborts: Map<string, () => void>;
}

async function sendOne(ui: UploadUi, key: string, name: string, file: File, address: UploadAddress): Promise<void> {
  if (ui.cancelled.has(key)) return ui.discard(address.print_id);
  ui.update(key, { phase: "sending" });
  const put = putFile(address, file, (loaded, total) => ui.update(key, { loaded, total }));
  ui.aborts.set(key, put.abort);
  const sent = await put.done;
  ui.aborts.delete(key);
  if (sent.kind !== "stored") {
    ui.drop(key);
    ui.discard(address.print_id);
    if (sent.kind === "failed") ui.fail(name, sent.message);
    return;
  }
  ui.update(key, { phase: "checking", loaded: file.size, total: file.size });
  ui.announce(ui.t("Checking {name}…", { name }));
  const verdict = await validateUntilSettled(address.print_id, fetchTransport());
  if (verdict.ok) {
    ui.announce(verdict.status === "UPLOADED" ? ui.t("{name} is ready to print.", { name }) : ui.t("{name} needs its password.", { name }));
    ui.markDone(key);
  } else {
    ui.drop(key);
    ui.fail(name, verdict.message);
    ui.revalidate();
  }
}

export async function runUploads(picked: File[], ui: UploadUi): Promise<void> {
  const { constraints: loaded, files: present, rows: inFlight } = ui.snapshot();
  // Files sent since the page's data was loaded count against the limit too.
  const known = new Set(present.map((f) => f.print_id));
  const unseen = inFlight.filter((r) => r.printId === null || !known.has(r.printId)).length;
  const checked = precheckFiles(picked, { ...loaded, max_file_count: Math.max(0, loaded.max_file_count - unseen) });
  const batch = checked.filter((c) => c.refusal === null).map((c) => ({ key: ui.newKey(), file: c.file }));
  for (const c of checked) if (c.refusal !== null) ui.fail(c.file.name, c.refusal);
  if (batch.length === 0) {
    ui.announce(ui.t("Nothing was uploaded."));
    return;
  }
  ui.addRows(
    batch.map(({ key, file }) => ({ key, name: file.name, printId: null, phase: "waiting" as const, loaded: 0, total: file.size })),
  );
  const count = batch.length;
  ui.announce(count === 1 ? ui.t("Uploading {count} file…", { count }) : ui.t("Uploading {count} files…", { count }));

  const transport = fetchTransport();
  let answer: { status: number; body: unknown };
  try {
    answer = await transport.post(PRINT_UPLOAD_DATA_URL, jsonPost(uploadDataBody(batch.map((b) => b.file))));
  } catch {
    answer = { status: 0, body: null };
  }
  const addresses = readUploadAddresses(answer.status, answer.body, batch.length);
  if (!addresses.ok) {
    // A 401/403 sends the shopper to log in; any other refusal is reported and its message shown below.
    if (answer.status >= 400) transport.failed(answer.status, PRINT_UPLOAD_DATA_URL, answer.body);
    for (const { key, file } of batch) {
      ui.drop(key);
      if (!ui.cancelled.has(key)) ui.fail(file.name, addresses.message);
    }
    return;
  }
  // readUploadAddresses checked there is one address per file of the batch.
  const sends = batch.flatMap((item, i) => {
    const address = addresses.addresses[i];
    return address ? [{ ...item, address }] : [];
  });
  for (const { key, address } of sends) {
    ui.followed.add(address.print_id);
    ui.update(key, { printId: address.print_id });
  }
  await runWithLimit(sends, PRINT_PARALLEL_UPLOADS, ({ key, file, address }) => sendOne(ui, key, file.name, file, address));
}

/** A file found still being checked when the page opened (a reload mid-check): followed to its verdict. */
export async function followValidation(file: PrintConfig, ui: UploadUi): Promise<void> {
  const verdict = await validateUntilSettled(file.print_id, fetchTransport());
  if (!verdict.ok) ui.fail(file.file_name, verdict.message);
  ui.revalidate();
}
