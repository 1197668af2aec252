/**
 * What the print preview screens render (types only; built by app/services/print/preview.server.ts).
 * Outside `*.server.ts` so components may use them (docs/architecture.md, "Who may import whom").
 */
import type { PrintTerms } from "../operator-settings";
import type { PrintColor, PrintFileStatus, PrintOrientation, PrintSettings, PrintSide } from "~/lib/print-config";
import type { PrintQuote, PrintQuoteLine } from "~/lib/print-price";

/** The print config of one file (docs/product/entities.md#print-state), as the JSON API and the preview page show it. */
export interface PrintConfig {
  print_id: string;
  product_id: number;
  file_name: string;
  status: PrintFileStatus;
  message: string | null;
  file_type: string | null;
  is_encrypted: boolean;
  number_of_pages: number | null;
  thumbnails: string[];
  color: PrintColor;
  side: PrintSide;
  orientation: PrintOrientation;
  number_of_copies: number;
  page_range: string | null;
  in_cart: boolean;
}

/** File constraints (docs/product/entities.md#file-constraints): what the upload picker may still take. */
export interface FileConstraints {
  max_file_count: number;
  /** MiB. */
  max_file_size: number;
  supported_file_types: string[];
}

export interface PrintPreview {
  files: PrintConfig[];
  /** Files ready to print, with their price lines (same order). */
  printable: { file: PrintConfig; line: PrintQuoteLine; pages: number[] }[];
  quote: PrintQuote;
  /** The settings the options form shows: those of the files, or the defaults (docs/product/constants.md#print-defaults). */
  settings: PrintSettings;
  file_constraints: FileConstraints;
  /** Prices and limits as the operator set them (docs/rules.md#operator-settings), for the page's words. */
  terms: PrintTerms;
}
