/**
 * /print/preview, page PrintPreview (docs/product/routes.md#print): the shopper's print files
 * with page thumbnails, the print options, the price, and "Add to cart".
 * Everything works without JavaScript: uploads are a multipart form post
 * streamed into print storage, every other change is a form post answered
 * with a redirect (or 422 with the message beside its field). With
 * JavaScript, uploads go straight to storage with progress (docs/product/api.md#print-calls)
 * and options update the price as they change.
 */
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { useT } from "~/components/layout/use-t";
import { PrintEmptyState } from "~/components/print/preview/empty-state";
import { FileList } from "~/components/print/preview/file-list";
import { OptionsForm } from "~/components/print/preview/options-form";
import { PriceSummary } from "~/components/print/preview/price-summary";
import { UploadSection } from "~/components/print/preview/upload-section";
import { usePrintUploader } from "~/components/print/preview/use-print-uploader";
import { translateIn, type MessageValues } from "~/lib/i18n/translate";
import { PRINT_FILE_TYPES } from "~/lib/print-config";
import { pageLocale, seoMeta } from "~/lib/seo";
import type { action, loader } from "./print.preview.loader";

// The loader and action live apart so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md).
export { action, loader } from "./print.preview.loader";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Refusals change the list too (accepted files of a partly refused upload,
 * a file refused once unlocked), so loaders run after every post; by
 * default they are skipped after a 4xx.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

export default function PrintPreviewPage() {
  const { preview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const uploader = usePrintUploader(preview.file_constraints, preview.files);
  // A file the uploader is still sending or checking shows as its progress row, not twice.
  const files = preview.files.filter((f) => !uploader.handling.has(f.print_id));
  const empty = files.length === 0;
  const t = useT();
  return (
    <div className="container-layout py-4">
      <h1 className="text-2xl font-bold">{t("Preview your prints")}</h1>
      <div className={`mt-4 grid items-start gap-4 ${empty ? "" : "md:grid-cols-[minmax(0,1fr)_22rem] md:gap-6"}`}>
        <div className="min-w-0 space-y-4">
          {empty ? <PrintEmptyState terms={preview.terms} /> : null}
          {/* Always the same place in the tree: uploads in flight survive the first file appearing. */}
          <UploadSection
            uploader={uploader}
            constraints={preview.file_constraints}
            maxFiles={preview.terms.limits.maxFilesPerOrder}
            files={preview.files}
            actionData={actionData}
          />
          {empty ? null : <FileList files={files} actionData={actionData} />}
        </div>
        {empty ? null : (
          <aside className="min-w-0 space-y-4 md:sticky md:top-24" aria-label={t("Print options and price")}>
            <OptionsForm settings={preview.settings} terms={preview.terms} actionData={actionData} />
            <PriceSummary preview={preview} files={files} uploading={uploader.rows.length > 0} actionData={actionData} />
          </aside>
        )}
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  // metaT(matches), written out: meta-t.ts imported by this page would join its first-visit chunk (vite.config.ts),
  // and every other page with metaT, the print landing among them, would then load that whole chunk.
  const t = (text: string, values?: MessageValues) => translateIn(matches, text, values);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Preview your prints | Nukkad Print"),
    description: t("Upload {types} files, choose print options and see the price before adding prints to your cart.", {
      types: PRINT_FILE_TYPES.join(", "),
    }),
    path: "/print/preview",
    origin: loaded?.origin,
    noindex: true,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
