// @ts-check
/**
 * Print file types by content (magic bytes), never by name or declared MIME
 * type. Plain JavaScript so that the inspector child process (plain Node, no
 * TypeScript) imports it directly; the app reaches it through
 * app/lib/print-file-type.ts, and the bundler inlines it there.
 *
 * Anything else, a ZIP (`PK\x03\x04`) renamed to .pdf included, is "File
 * format not supported". `%PDF-` must start the file: pdf.js would tolerate
 * up to 1 KB of junk before it, but nothing we print needs that leniency.
 */

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * @param {Uint8Array} bytes
 * @param {readonly number[]} signature
 */
function startsWith(bytes, signature) {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/**
 * The printable type the first bytes announce, or null. Images still have to
 * decode as that format (the inspector checks with sharp) before they count.
 * @param {Uint8Array} bytes the file, or at least its first 8 bytes
 * @returns {"PDF" | "JPEG" | "PNG" | null}
 */
export function sniffPrintFileType(bytes) {
  if (startsWith(bytes, PDF)) return "PDF";
  if (startsWith(bytes, JPEG)) return "JPEG";
  if (startsWith(bytes, PNG)) return "PNG";
  return null;
}
