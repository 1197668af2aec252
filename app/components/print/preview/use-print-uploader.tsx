import { useRevalidator, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "~/components/layout/use-t";
import type { ClientFileConstraints } from "~/lib/print-upload-client";
import type { UploadRow, UploadUi } from "./upload-run";

export type { UploadRow };
import type { PrintConfig } from "~/lib/views/print";

/**
 * The upload run and its client are fetched when the shopper first picks a file (or a file on the page is
 * still being checked), not with the page: that keeps a first visit inside the JavaScript budget
 * (e2e/js-budget.spec.ts).
 */
const loadRun = () => import("./upload-run");

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
  const t = useT();
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
  const latest = useRef({ revalidate, submit, constraints, files, rows, t });
  latest.current = { revalidate, submit, constraints, files, rows, t };

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

  /** What the upload run (./upload-run.ts) may touch: this hook's state, through these callbacks only. */
  const ui = useMemo<UploadUi>(
    () => ({
      snapshot: () => latest.current,
      newKey: () => `u${nextKey.current++}`,
      update,
      drop,
      fail,
      markDone,
      discard,
      announce: setAnnouncement,
      t: (text, values) => latest.current.t(text, values),
      addRows: (added) => setRows((current) => [...current, ...added]),
      revalidate: () => latest.current.revalidate(),
      cancelled: cancelled.current,
      followed: followed.current,
      aborts: aborts.current,
    }),
    [discard, drop, fail, markDone, update],
  );

  const start = useCallback(
    (picked: File[]) => {
      if (picked.length === 0) return;
      setFailures([]);
      void loadRun()
        .then(({ runUploads }) => runUploads(picked, ui))
        .catch(() => setAnnouncement(latest.current.t("Could not upload file.")));
    },
    [ui],
  );

  const cancel = useCallback(
    (key: string) => {
      cancelled.current.add(key);
      const abort = aborts.current.get(key);
      // Sending: the abort ends the PUT, which drops the row. Not started yet: it is skipped when its turn comes.
      if (abort) abort();
      else drop(key);
      setAnnouncement(latest.current.t("Upload cancelled."));
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
      void loadRun().then(({ followValidation }) => followValidation(file, ui));
    }
  }, [files, ui]);

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
