import { useId } from "react";
import { PRINT_UPLOAD_FAIL_TITLE } from "~/lib/print-config";
import type { UploadOutcome } from "~/lib/forms/print-preview";

export interface FailItem {
  key: string;
  /** Null for a refusal of the whole upload. */
  name: string | null;
  message: string;
}

/** Refused files (docs/product/errors.md#upload-messages): with their message, under the title "upload fail". Lives inside the page's polite region. */
export function UploadFailBox({ items, onDismiss }: { items: FailItem[]; onDismiss?: () => void }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-bold">
          {PRINT_UPLOAD_FAIL_TITLE}
        </h3>
        {onDismiss ? (
          <button type="button" onClick={onDismiss} className="-my-2 min-h-11 px-2 font-bold underline">
            Dismiss
          </button>
        ) : null}
      </div>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.key} className="break-words">
            {item.name ? <span className="font-semibold">{item.name}: </span> : null}
            {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

const ACCEPTED_LABEL: Partial<Record<UploadOutcome["status"], string>> = {
  UPLOADED: "ready to print",
  PASSWORD_PROTECTED: "needs its password",
  VALIDATING: "being checked",
};

/** After a no-JavaScript upload that was partly refused: the files that did go through. */
export function UploadedList({ items }: { items: UploadOutcome[] }) {
  return (
    <div className="rounded-lg bg-leaf-50 p-3 text-sm text-leaf-800">
      <p className="font-bold">Uploaded</p>
      <ul className="mt-1 space-y-1">
        {items.map((item, i) => (
          <li key={i} className="break-words">
            <span className="font-semibold">{item.name}</span>: {ACCEPTED_LABEL[item.status] ?? "uploaded"}
          </li>
        ))}
      </ul>
    </div>
  );
}
