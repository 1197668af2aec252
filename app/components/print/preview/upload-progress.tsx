import { useT } from "~/components/layout/use-t";
import type { UploadRow } from "./use-print-uploader";

const sendable = (row: UploadRow) => row.phase === "waiting" || row.phase === "sending";

/** One row per file being sent (a progress bar and Cancel) or checked. */
export function UploadProgress({ rows, onCancel }: { rows: UploadRow[]; onCancel: (key: string) => void }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3" aria-label={t("Uploads in progress")}>
      {rows.map((row) => {
        const percent = row.total > 0 ? Math.min(100, Math.floor((row.loaded / row.total) * 100)) : 0;
        return (
          <li key={row.key} className="rounded-lg border border-gray-200 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-words font-semibold">{row.name}</span>
              {sendable(row) ? (
                <button
                  type="button"
                  onClick={() => onCancel(row.key)}
                  aria-label={t("Cancel upload of {name}", { name: row.name })}
                  className="-my-2 min-h-11 shrink-0 rounded-lg px-3 font-bold text-red-800 underline"
                >
                  {t("Cancel")}
                </button>
              ) : (
                <span className="shrink-0 text-ink-muted">{row.phase === "checking" ? t("Checking…") : t("Done")}</span>
              )}
            </div>
            {sendable(row) ? (
              <>
                <progress
                  max={100}
                  value={percent}
                  aria-label={t("Uploading {name}", { name: row.name })}
                  className="mt-2 h-2 w-full accent-leaf-700"
                />
                <span className="text-xs text-ink-muted">{row.phase === "waiting" ? t("Waiting…") : `${percent}%`}</span>
              </>
            ) : row.phase === "checking" ? (
              // No value: an indeterminate bar, as the check has no measurable progress.
              <progress aria-label={t("Checking {name}", { name: row.name })} className="mt-2 h-2 w-full accent-leaf-700" />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
