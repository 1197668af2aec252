/** Fitting printed text into a label without font metrics: wrap by words, shrink, then cut with "…". */

/** Average glyph width as a share of the font size for the system sans-serif stack (bold is wider). */
const WIDTH = { normal: 0.54, bold: 0.6, caps: 0.74 } as const;

export interface FittedText {
  lines: string[];
  size: number;
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function cut(line: string, maxChars: number): string {
  return line.length <= maxChars ? line : `${line.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

/**
 * The largest size from `max` down to `min` at which `text` wraps into at most `maxLines` lines of `width`
 * px; at `min` the last line is cut short with "…" (and so is a word too long for one line).
 */
export function fitText(
  text: string,
  width: number,
  opts: { maxLines: number; max: number; min: number; bold?: boolean; caps?: boolean },
): FittedText {
  const ratio = opts.caps ? WIDTH.caps : opts.bold ? WIDTH.bold : WIDTH.normal;
  for (let size = opts.max; size >= opts.min; size -= 1) {
    const maxChars = Math.floor(width / (size * ratio));
    const lines = wrap(text, maxChars);
    if (lines.length <= opts.maxLines && lines.every((l) => l.length <= maxChars)) return { lines, size };
  }
  const maxChars = Math.floor(width / (opts.min * ratio));
  const lines = wrap(text, maxChars).map((l) => cut(l, maxChars));
  if (lines.length > opts.maxLines) {
    const kept = lines.slice(0, opts.maxLines);
    kept[kept.length - 1] = cut(`${kept[kept.length - 1] ?? ""}…`, maxChars);
    return { lines: kept.map((l) => l.replace(/…+$/, "…")), size: opts.min };
  }
  return { lines, size: opts.min };
}
