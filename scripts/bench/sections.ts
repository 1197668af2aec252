/** Sections of docs/benchmarks.md that hold one subsection per database, each measured by its own run. */
import fs from "node:fs";

export const ENGINE_HEADINGS = { pglite: "### On PGlite (embedded)", postgres: "### On PostgreSQL" } as const;

/**
 * The subsection under `heading` of the report's section `section`, as last measured, or "" if there is none:
 * a run on one database keeps the other database's figures in the section it rewrites.
 */
export function otherEngineSubsection(report: string | undefined, section: string, heading: string): string {
  if (!report || !fs.existsSync(report)) return "";
  const lines = fs.readFileSync(report, "utf8").split("\n");
  const sectionStart = lines.findIndex((line) => line.trimEnd() === section);
  if (sectionStart === -1) return "";
  const sectionEnd = lines.findIndex((line, i) => i > sectionStart && line.startsWith("## "));
  const inSection = lines.slice(sectionStart, sectionEnd === -1 ? undefined : sectionEnd);
  const start = inSection.findIndex((line) => line.trimEnd() === heading);
  if (start === -1) return "";
  const end = inSection.findIndex((line, i) => i > start && line.startsWith("### "));
  return inSection
    .slice(start, end === -1 ? undefined : end)
    .join("\n")
    .trimEnd();
}
