import { useId } from "react";
import { useT } from "~/components/layout/use-t";
import type { UploadOutcome } from "~/lib/forms/print-preview";

export interface FailItem {
  key: string;
  /** Null for a refusal of the whole upload. */
  name: string | null;
  message: string;
}

/**
 * Refused files (docs/product/errors.md#upload-messages): with their message, under the title "upload fail"
 * (PRINT_UPLOAD_FAIL_TITLE). Lives inside the page's polite region. A message the browser's upload found is an
 * upload message in English, said here in the page's language; one the server wrote is already in it
 * (docs/decisions/055-hindi.md).
 */
export function UploadFailBox({ items, onDismiss }: { items: FailItem[]; onDismiss?: () => void }) {
  const titleId = useId();
  const t = useT();
  return (
    <div role="group" aria-labelledby={titleId} className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-bold">
          {t("upload fail")}
        </h3>
        {onDismiss ? (
          <button type="button" onClick={onDismiss} className="-my-2 min-h-11 px-2 font-bold underline">
            {t("Dismiss")}
          </button>
        ) : null}
      </div>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.key} className="break-words">
            {item.name ? <span className="font-semibold">{item.name}: </span> : null}
            {t(item.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After a no-JavaScript upload that was partly refused: the files that did go through. */
export function UploadedList({ items }: { items: UploadOutcome[] }) {
  const t = useT();
  const accepted: Partial<Record<UploadOutcome["status"], string>> = {
    UPLOADED: t("ready to print"),
    PASSWORD_PROTECTED: t("needs its password"),
    VALIDATING: t("being checked"),
  };
  return (
    <div className="rounded-lg bg-leaf-50 p-3 text-sm text-leaf-800">
      <p className="font-bold">{t("Uploaded")}</p>
      <ul className="mt-1 space-y-1">
        {items.map((item, i) => (
          <li key={i} className="break-words">
            <span className="font-semibold">{item.name}</span>: {accepted[item.status] ?? t("uploaded")}
          </li>
        ))}
      </ul>
    </div>
  );
}
