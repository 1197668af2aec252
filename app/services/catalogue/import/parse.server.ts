/**
 * Catalogue import, step 1 of 3: a file's text → records of named text fields, each with the row number an
 * operator sees (docs/catalogue-import.md). CSV (RFC 4180: quoted fields, doubled quotes, commas and line
 * breaks inside quotes, CRLF) or JSON lines, chosen by the file's extension. A UTF-8 byte order mark is
 * dropped. Nothing here knows what a column means beyond its name: values are checked in validate.server.ts.
 */
import { IMPORT_COLUMNS, REQUIRED_COLUMNS } from "./columns.server";

/** One record of the file: `row` is the CSV row (the header is row 1) or the JSON lines line number. */
export interface RawRecord {
  row: number;
  fields: Record<string, string>;
}

export type ParsedFile = { ok: true; records: RawRecord[] } | { ok: false; error: string };

export type ImportFormat = "csv" | "jsonl";

/** The format a file name asks for, or null when the extension is neither. */
export function importFormat(fileName: string): ImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".jsonl") || lower.endsWith(".ndjson")) return "jsonl";
  return null;
}

export function parseImportFile(text: string, format: ImportFormat): ParsedFile {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return format === "csv" ? parseCsvFile(body) : parseJsonLines(body);
}

const KNOWN = new Set<string>(IMPORT_COLUMNS);

function unknownColumns(names: string[]): string | null {
  const unknown = names.filter((n) => !KNOWN.has(n));
  if (!unknown.length) return null;
  return `unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => `'${n}'`).join(", ")} (the columns are ${IMPORT_COLUMNS.join(", ")})`;
}

/** Splits CSV text into rows of fields; null with a message when a quote is left open. */
export function splitCsv(text: string): { rows: string[][] } | { error: string } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let quoteOpenedAt = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteOpenedAt = rows.length + 1;
    } else if (c === ",") {
      row.push(field);
      field = "";
      fieldStarted = false;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      fieldStarted = false;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) return { error: `row ${quoteOpenedAt}: a quoted field is never closed` };
  if (fieldStarted || row.length) {
    row.push(field);
    rows.push(row);
  }
  return { rows };
}

function parseCsvFile(text: string): ParsedFile {
  const split = splitCsv(text);
  if ("error" in split) return { ok: false, error: split.error };
  const [header, ...data] = split.rows;
  if (!header || header.every((h) => h.trim() === ""))
    return { ok: false, error: "the file is empty: its first row must name the columns" };
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = unknownColumns(names);
  if (unknown) return { ok: false, error: `row 1: ${unknown}` };
  const repeated = names.find((n, i) => names.indexOf(n) !== i);
  if (repeated) return { ok: false, error: `row 1: column '${repeated}' appears twice` };
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    return { ok: false, error: `row 1: no ${missing.map((c) => `'${c}'`).join(", ")} column${missing.length > 1 ? "s" : ""}` };
  const records: RawRecord[] = [];
  data.forEach((cells, i) => {
    // Spreadsheets leave blank lines at the end; a blank row is no product.
    if (cells.every((c) => c.trim() === "")) return;
    const fields: Record<string, string> = {};
    names.forEach((name, j) => (fields[name] = (cells[j] ?? "").trim()));
    if (cells.length > names.length) fields["#extra"] = String(cells.length - names.length);
    records.push({ row: i + 2, fields });
  });
  return { ok: true, records };
}

function parseJsonLines(text: string): ParsedFile {
  const records: RawRecord[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? "";
    if (!line) continue;
    const row = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { ok: false, error: `row ${row}: not valid JSON` };
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return { ok: false, error: `row ${row}: each line must be one JSON object` };
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k.trim().toLowerCase(), v] as const);
    const unknown = unknownColumns(entries.map(([k]) => k));
    if (unknown) return { ok: false, error: `row ${row}: ${unknown}` };
    const fields: Record<string, string> = {};
    for (const [key, v] of entries) {
      if (v === null || v === undefined) fields[key] = "";
      else if (typeof v === "string") fields[key] = v.trim();
      else if (typeof v === "number" || typeof v === "boolean") fields[key] = String(v);
      // A size chart may be written as the object itself (docs/catalogue-import.md#size_chart).
      else if (key === "size_chart" && typeof v === "object") fields[key] = JSON.stringify(v);
      else return { ok: false, error: `row ${row}: '${key}' must be text, a number or true/false` };
    }
    records.push({ row, fields });
  }
  return { ok: true, records };
}
