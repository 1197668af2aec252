import { useId } from "react";
import { useT } from "~/components/layout/use-t";
import type { PreviewActionData } from "~/lib/forms/print-preview";
import type { PrintConfig } from "~/lib/views/print";
import { FileCard } from "./file-card";
import { useSettingsResult } from "./options-form";

/** The shopper's files, oldest first, rendered on the server. */
export function FileList({ files, actionData }: { files: PrintConfig[]; actionData: PreviewActionData | undefined }) {
  const titleId = useId();
  const settingsResult = useSettingsResult(actionData);
  const t = useT();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        {t("Your files ({count})", { count: files.length })}
      </h2>
      <ul className="mt-2 space-y-3">
        {files.map((file) => (
          <FileCard key={file.print_id} file={file} actionData={actionData} settingsResult={settingsResult} />
        ))}
      </ul>
    </section>
  );
}
