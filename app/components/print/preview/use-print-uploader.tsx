import { useRevalidator, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ClientFileConstraints, UploadAddress } from "~/lib/print-upload-client";
import type { PrintConfig } from "~/lib/views/print";

/**
 * The upload client is fetched when the shopper first picks a file (or a file on the page is still being
 * checked), not with the page: it keeps the first visit inside the JavaScript budget (e2e/js-budget.spec.ts).
 */
const loadClient = () => import("~/lib/print-upload-client");

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

export interface UploadFailure {
  key: string;
  name: string;
  message: string;
}

export interface PrintUploader {
  rows: UploadRow[];
  failures: UploadFailure[];
  /** For the polite live region: what just happened. */
  announcement: string;
  /** Print ids this page is still sending or checking: the file list leaves them to the progress rows. */
  handling: ReadonlySet<string>;
  start: (files: File[]) => void;
  cancel: (key: string) => void;
  dismissFailures: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The JavaScript upload (docs/product/api.md#print-calls): checks the picked files, asks for
 * upload addresses, PUTs a few files at a time with progress, validates
 * each (polling while the server checks it) and reloads the page's data as
 * each file settles. A cancelled upload is dropped without a word (docs/product/errors.md#upload-messages)
 * and its unused address is removed. Files found still being checked when
 * the page opens (a reload mid-check) are followed too.
 */
export function usePrintUploader(constraints: ClientFileConstraints, files: PrintConfig[]): PrintUploader {
  const { revalidate } = useRevalidator();
  const submit = useSubmit();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const aborts = useRef(new Map<string, () => void>());
  const cancelled = useRef(new Set<string>());
  const followed = useRef(new Set<string>());
  const nextKey = useRef(0);
  // Rows marked done wait for the page data that follows them; the data's generation tells which that is.
  const generation = useRef(0);
  const doneIn = useRef(new Map<string, number>());
  const latest = useRef({ revalidate, submit, constraints, files, rows });
  latest.current = { revalidate, submit, constraints, files, rows };

  const update = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);
  const drop = useCallback((key: string) => setRows((current) => current.filter((row) => row.key !== key)), []);
  const fail = useCallback((name: string, message: string) => {
    setFailures((current) => [...current, { key: `f${nextKey.current++}`, name, message }]);
  }, []);
  const markDone = useCallback(
    (key: string) => {
      doneIn.current.set(key, generation.current);
      update(key, { phase: "done" });
      latest.current.revalidate();
    },
    [update],
  );

  /** An address the shopper will not use: removed quietly, so it neither shows nor counts against the file limit. */
  const discard = useCallback((printId: string) => {
    latest.current.submit(
      { intent: "remove", print_id: printId, enhanced: "1" },
      { method: "post", navigate: false, fetcherKey: `print-discard-${printId}` },
    );
  }, []);

  const sendOne = useCallback(
    async (key: string, name: string, file: File, address: UploadAddress) => {
      if (cancelled.current.has(key)) return discard(address.print_id);
      update(key, { phase: "sending" });
      const { fetchTransport, putFile, validateUntilSettled } = await loadClient();
      const put = putFile(address, file, (loaded, total) => update(key, { loaded, total }));
      aborts.current.set(key, put.abort);
      const sent = await put.done;
      aborts.current.delete(key);
      if (sent.kind !== "stored") {
        drop(key);
        discard(address.print_id);
        if (sent.kind === "failed") fail(name, sent.message);
        return;
      }
      update(key, { phase: "checking", loaded: file.size, total: file.size });
      setAnnouncement(`Checking ${name}…`);
      const verdict = await validateUntilSettled(address.print_id, fetchTransport());
      if (verdict.ok) {
        setAnnouncement(verdict.status === "UPLOADED" ? `${name} is ready to print.` : `${name} needs its password.`);
        markDone(key);
      } else {
        drop(key);
        fail(name, verdict.message);
        latest.current.revalidate();
      }
    },
    [discard, drop, fail, markDone, update],
  );

  const start = useCallback(
    (picked: File[]) => {
      if (picked.length === 0) return;
      setFailures([]);
      void (async () => {
        const {
          fetchTransport,
          jsonPost,
          precheckFiles,
          PRINT_PARALLEL_UPLOADS,
          PRINT_UPLOAD_DATA_URL,
          readUploadAddresses,
          runWithLimit,
          uploadDataBody,
        } = await loadClient();
        const { constraints: loaded, files: present, rows: inFlight } = latest.current;
        // Files sent since the page's data was loaded count against the limit too.
        const known = new Set(present.map((f) => f.print_id));
        const unseen = inFlight.filter((r) => r.printId === null || !known.has(r.printId)).length;
        const checked = precheckFiles(picked, { ...loaded, max_file_count: Math.max(0, loaded.max_file_count - unseen) });
        const batch = checked.filter((c) => c.refusal === null).map((c) => ({ key: `u${nextKey.current++}`, file: c.file }));
        for (const c of checked) if (c.refusal !== null) fail(c.file.name, c.refusal);
        if (batch.length === 0) {
          setAnnouncement("Nothing was uploaded.");
          return;
        }
        setRows((current) => [
          ...current,
          ...batch.map(({ key, file }) => ({
            key,
            name: file.name,
            printId: null,
            phase: "waiting" as const,
            loaded: 0,
            total: file.size,
          })),
        ]);
        setAnnouncement(`Uploading ${plural(batch.length, "file", "files")}…`);

        let answer: { status: number; body: unknown };
        try {
          answer = await fetchTransport().post(PRINT_UPLOAD_DATA_URL, jsonPost(uploadDataBody(batch.map((b) => b.file))));
        } catch {
          answer = { status: 0, body: null };
        }
        const addresses = readUploadAddresses(answer.status, answer.body, batch.length);
        if (!addresses.ok) {
          for (const { key, file } of batch) {
            drop(key);
            if (!cancelled.current.has(key)) fail(file.name, addresses.message);
          }
          return;
        }
        // readUploadAddresses checked there is one address per file of the batch.
        const sends = batch.flatMap((item, i) => {
          const address = addresses.addresses[i];
          return address ? [{ ...item, address }] : [];
        });
        for (const { key, address } of sends) {
          followed.current.add(address.print_id);
          update(key, { printId: address.print_id });
        }
        await runWithLimit(sends, PRINT_PARALLEL_UPLOADS, ({ key, file, address }) => sendOne(key, file.name, file, address));
      })();
    },
    [drop, fail, sendOne, update],
  );

  const cancel = useCallback(
    (key: string) => {
      cancelled.current.add(key);
      const abort = aborts.current.get(key);
      // Sending: the abort ends the PUT, which drops the row. Not started yet: it is skipped when its turn comes.
      if (abort) abort();
      else drop(key);
      setAnnouncement("Upload cancelled.");
    },
    [drop],
  );

  // New page data: rows already settled before it can give way to the file list.
  useEffect(() => {
    generation.current++;
    const settled = new Set([...doneIn.current].filter(([, seen]) => seen < generation.current).map(([key]) => key));
    if (settled.size === 0) return;
    for (const key of settled) doneIn.current.delete(key);
    setRows((current) => current.filter((row) => !settled.has(row.key)));
  }, [files]);

  // Files still being checked that this page did not send (the page was reloaded mid-check): follow them to the end.
  useEffect(() => {
    for (const file of files) {
      if (file.status !== "VALIDATING" || followed.current.has(file.print_id)) continue;
      followed.current.add(file.print_id);
      void loadClient()
        .then(({ validateUntilSettled, fetchTransport }) => validateUntilSettled(file.print_id, fetchTransport()))
        .then((verdict) => {
          if (!verdict.ok) fail(file.file_name, verdict.message);
          latest.current.revalidate();
        });
    }
  }, [files, fail]);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const inFlight = aborts.current;
    return () => {
      for (const abort of inFlight.values()) abort();
    };
  }, []);

  const handling = useMemo(() => new Set(rows.flatMap((r) => (r.printId ? [r.printId] : []))), [rows]);
  const dismissFailures = useCallback(() => setFailures([]), []);
  return { rows, failures, announcement, handling, start, cancel, dismissFailures };
}
