/**
 * The upload's file type from its first bytes: the server's quick check
 * before a file is queued for the inspector. The implementation lives in
 * inspector/file-type.mjs because the inspector child process (plain Node,
 * outside the Remix bundle) must run the very same check; the Remix compiler
 * bundles that pure module into whichever build imports this one.
 */
export { sniffPrintFileType } from "../../inspector/file-type.mjs";

export type SniffedPrintFileType = "PDF" | "JPEG" | "PNG";
