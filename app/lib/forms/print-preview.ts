/**
 * What /print/preview's action answers (docs/product/routes.md#print), in the shared failure
 * shape (docs/decisions/014-form-layer.md): the preview components read it from a page post
 * or a fetcher without importing the route, and the upload service returns its outcomes in it.
 */
import type { PrintFileStatus } from "~/lib/print-config";
import type { FormFailure } from "./failure";

export type SettingsField = "color" | "side" | "orientation" | "number_of_copies";

/** One file of an upload, as the shopper reads it back: refused ones carry their upload message (docs/product/errors.md#upload-messages). */
export interface UploadOutcome {
  name: string;
  status: PrintFileStatus;
  message: string | null;
}

/**
 * Every answer of the page's action. `formError` refuses the whole request (or the file
 * `printId`); the options form's messages are in `fieldErrors` keyed by field name, a
 * file's page range by its field (`page_range:<print id>`), and `values` keeps what was typed.
 */
export type PreviewActionData = FormFailure & {
  intent: "upload" | "unlock" | "remove" | "settings" | "add-to-cart" | "unknown";
  printId?: string;
  uploads?: UploadOutcome[];
  unlocked?: boolean;
  ok?: boolean;
};
