import { useEffect, useId, useState } from "react";
import { useT } from "~/components/layout/use-t";
import type { ClientFileConstraints } from "~/lib/print-upload-client";
import type { PreviewActionData } from "~/lib/forms/print-preview";
import type { PrintConfig } from "~/lib/views/print";
import { UnlockRefusal } from "./password-form";
import { UploadForm } from "./upload-form";
import { UploadProgress } from "./upload-progress";
import { UploadedList, UploadFailBox, type FailItem } from "./upload-results";
import type { PrintUploader } from "./use-print-uploader";

/**
 * Upload: the picker, the progress rows, and one polite live region for
 * what happened (progress, and refusals titled "upload fail"), whether the
 * upload went through JavaScript or a form post.
 */
export function UploadSection({
  uploader,
  constraints,
  maxFiles,
  files,
  actionData,
}: {
  uploader: PrintUploader;
  constraints: ClientFileConstraints;
  /** The operator's files-per-order limit (docs/rules.md#operator-settings), named when it is reached. */
  maxFiles: number;
  /** Every present file (for files unlocked with JavaScript and then refused). */
  files: PrintConfig[];
  actionData: PreviewActionData | undefined;
}) {
  const titleId = useId();
  const posted = actionData && (actionData.intent === "upload" || actionData.intent === "unlock") ? (actionData.uploads ?? []) : [];
  const refusals: FailItem[] = posted.flatMap((u, i) => (u.message ? [{ key: `posted-${i}`, name: u.name, message: u.message }] : []));
  if (actionData?.intent === "upload" && actionData.formError)
    refusals.unshift({ key: "posted-batch", name: null, message: actionData.formError });
  const accepted = posted.filter((u) => u.message === null);
  const locked = useLockedIds(files);
  const t = useT();
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-4 md:p-6">
      <h2 id={titleId} className="text-lg font-bold">
        {files.length > 0 ? t("Add more files") : t("Upload files")}
      </h2>
      <UploadForm uploader={uploader} constraints={constraints} maxFiles={maxFiles} />
      <UploadProgress rows={uploader.rows} onCancel={uploader.cancel} />
      <div aria-live="polite" className="mt-3 space-y-2 empty:mt-0">
        {uploader.announcement ? <p className="sr-only">{uploader.announcement}</p> : null}
        {uploader.failures.length > 0 ? <UploadFailBox items={uploader.failures} onDismiss={uploader.dismissFailures} /> : null}
        {refusals.length > 0 ? <UploadFailBox items={refusals} /> : null}
        {accepted.length > 0 ? <UploadedList items={accepted} /> : null}
        {locked.map((id) => (
          <UnlockRefusal key={id} printId={id} />
        ))}
      </div>
    </section>
  );
}

/** Files seen waiting for a password on this page: their unlock answers outlive their cards. */
function useLockedIds(files: PrintConfig[]): string[] {
  const [locked, setLocked] = useState<string[]>([]);
  useEffect(() => {
    setLocked((current) => {
      const fresh = files.filter((f) => f.status === "PASSWORD_PROTECTED" && !current.includes(f.print_id)).map((f) => f.print_id);
      return fresh.length > 0 ? [...current, ...fresh] : current;
    });
  }, [files]);
  return locked;
}
