import { useId } from "react";
import type { PreviewActionData } from "~/lib/forms/print-preview";
import type { PrintConfig } from "~/lib/views/print";
import { FileCard } from "./file-card";
import { useSettingsResult } from "./options-form";

/** The shopper's files, oldest first, rendered on the server. */
export function FileList({ files, actionData }: { files: PrintConfig[]; actionData: PreviewActionData | undefined }) {
  const titleId = useId();
  const settingsResult = useSettingsResult(actionData);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        Your files ({files.length})
      </h2>
      <ul className="mt-2 space-y-3">
        {files.map((file) => (
          <FileCard key={file.print_id} file={file} actionData={actionData} settingsResult={settingsResult} />
        ))}
      </ul>
    </section>
  );
}
