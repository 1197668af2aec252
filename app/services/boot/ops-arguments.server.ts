/** `npm run ops -- <command>`: the command line parsed into an operator command (docs/decisions/008-operator-cli-socket.md). */
import { readFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { FEATURE_FLAGS, parseFlagKey } from "~/lib/feature-flags";
import { DEFAULT_STORE_ID } from "~/lib/store-defaults";
import { readImportFile } from "../catalogue/import/read-file.server";
import { DEFAULT_REPORT_DAYS, OpsCommandSchema, type OpsCommand } from "./ops-command.server";

class UsageError extends Error {}

/** A layouts or collections file (docs/collections-and-layouts.md), read here so only its content travels to the store. */
function readJsonFile(file: string): { document: unknown } | { error: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return { error: `${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  try {
    return { document: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `${file}: not valid JSON (${(error as Error).message})` };
  }
}

/** A JSON lines file (brand awards): one value a line, blank lines skipped; a line that is not JSON refuses the file. */
function readJsonLines(file: string): { lines: { line: number; value: unknown }[] } | { error: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return { error: `${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  const lines: { line: number; value: unknown }[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    if (!raw.trim()) continue;
    try {
      lines.push({ line: i + 1, value: JSON.parse(raw) as unknown });
    } catch (error) {
      return { error: `${file}: line ${i + 1} is not valid JSON (${(error as Error).message})` };
    }
  }
  return { lines };
}

function wholeNumber(value: string | undefined, what: string, min: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`${what} must be a whole number${min > 0 ? ` of at least ${min}` : ""}, got ${value ?? "nothing"}.`);
  }
  return Number(value);
}

/**
 * `flags list|set|reset` (docs/rules.md#feature-flags). An unknown flag key is refused here with the list of
 * keys (exit 1); the store checks it again. A value other than on/off is a usage error.
 */
function flagsCommand(
  rest: string[],
  city: string | undefined,
  user: string | undefined,
): { candidate: unknown } | { error: string; refused?: true } {
  const [action, key, value, ...extra] = rest;
  const target = {
    ...(city !== undefined ? { cityId: wholeNumber(city, "--city", 1) } : {}),
    ...(user !== undefined ? { userId: wholeNumber(user, "--user", 1) } : {}),
  };
  if (action === "list" && !key) return { candidate: { command: "flags-list", ...target } };
  if (action !== "set" && action !== "reset") {
    return { error: 'flags takes "list", "set <KEY> on|off" or "reset <KEY>": npm run ops -- flags set print off' };
  }
  if (!key) return { error: `flags ${action} needs a flag key: npm run ops -- flags list shows them.` };
  if (!parseFlagKey(key)) return { error: `Unknown flag "${key}". Flags: ${FEATURE_FLAGS.map((f) => f.key).join(", ")}.`, refused: true };
  if (city !== undefined && user !== undefined) return { error: "Give --city or --user, not both." };
  if (action === "reset") {
    if (value !== undefined) return { error: `flags reset takes a key alone, got "${value}" too.` };
    return { candidate: { command: "flags-reset", key, ...target } };
  }
  if ((value !== "on" && value !== "off") || extra.length)
    return { error: `flags set takes on or off after the key, got ${value ?? "nothing"}.` };
  return { candidate: { command: "flags-set", key, enabled: value === "on", ...target } };
}

/** Who runs the command, recorded with a settings change: the login name, or "ops" when it cannot be read. */
function operatorName(): string {
  try {
    return userInfo().username || "ops";
  } catch {
    return "ops";
  }
}

/** `settings list|set <KEY> <VALUE>` (docs/rules.md#operator-settings); the store checks key and value. */
function settingsCommand(rest: string[]): { candidate: unknown } | { error: string } {
  const [action, key, ...value] = rest;
  if (action === "list" && !key) return { candidate: { command: "settings-list" } };
  if (action !== "set" || !key || !value.length)
    return { error: 'settings takes "list" or "set <SETTING> <VALUE>": npm run ops -- settings set handling_charge 5' };
  return { candidate: { command: "settings-set", key, value: value.join(" "), by: operatorName() } };
}

/**
 * argv after the script name → a command, or a usage error ("" asks for the usage text alone). `import`
 * reads and parses its file here, in the CLI's process, so only rows travel to the store; a file that cannot
 * be read or parsed is `refused` (exit 1), not a usage error.
 */
export function parseOpsArgs(argv: string[]): OpsCommand | { error: string; refused?: true } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        store: { type: "string" },
        to: { type: "string" },
        reason: { type: "string" },
        limit: { type: "string" },
        "dry-run": { type: "boolean" },
        city: { type: "string" },
        user: { type: "string" },
        days: { type: "string" },
        partner: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    const [name, ...rest] = positionals;
    if (values.help) return { error: "" };
    if (!name) return { error: "Which command?" };
    let candidate: unknown;
    if (name === "import") {
      if (!rest[0] || rest.length > 1) return { error: "import takes one file: npm run ops -- import catalogue.csv" };
      const file = readImportFile(rest[0]);
      if (!file.ok) return { error: file.error, refused: true };
      return { command: "import", file: file.file, records: file.records, dryRun: values["dry-run"] ?? false };
    }
    if (name === "layouts" || name === "collections") {
      const [action, file, ...extra] = rest;
      if (action === "list" && !file) return { command: `${name}-list` };
      if (action !== "import" || !file || extra.length)
        return { error: `${name} takes "list" or "import <file.json>": npm run ops -- ${name} import ${name}.json` };
      const read = readJsonFile(file);
      if ("error" in read) return { error: read.error, refused: true };
      return { command: `${name}-import`, file: path.basename(file), document: read.document };
    }
    if (name === "awards") {
      const [action, file, ...extra] = rest;
      if (action !== "import" || !file || extra.length)
        return { error: 'awards takes "import <file.jsonl>": npm run ops -- awards import awards.jsonl' };
      const read = readJsonLines(file);
      if ("error" in read) return { error: read.error, refused: true };
      candidate = { command: "awards-import", file: path.basename(file), lines: read.lines };
    } else if (name === "flags") {
      const flags = flagsCommand(rest, values.city, values.user);
      if ("error" in flags) return flags;
      candidate = flags.candidate;
    } else if (name === "settings") {
      const settings = settingsCommand(rest);
      if ("error" in settings) return settings;
      candidate = settings.candidate;
    } else if (name === "stock") {
      candidate = {
        command: name,
        productId: wholeNumber(rest[0], "productId", 1),
        quantity: wholeNumber(rest[1], "qty", 0),
        storeId: wholeNumber(values.store ?? String(DEFAULT_STORE_ID), "--store", 1),
      };
    } else if (name === "advance") {
      candidate = { command: name, orderId: wholeNumber(rest[0], "orderId", 1), to: values.to };
    } else if (name === "cancel") {
      candidate = { command: name, orderId: wholeNumber(rest[0], "orderId", 1), reason: values.reason };
    } else if (name === "search-explain") {
      if (!rest.length) return { error: 'search-explain takes a query: npm run ops -- search-explain "amul milk"' };
      candidate = {
        command: name,
        query: rest.join(" "),
        storeId: wholeNumber(values.store ?? String(DEFAULT_STORE_ID), "--store", 1),
        limit: wholeNumber(values.limit ?? "10", "--limit", 1),
      };
    } else if (name === "reconcile" || name === "retention" || name === "search-learn") {
      candidate = { command: name };
    } else if (name === "report" || name === "search-gaps") {
      if (rest.length) return { error: `${name} takes only --days N, got "${rest.join(" ")}".` };
      candidate = { command: name, days: wholeNumber(values.days ?? String(DEFAULT_REPORT_DAYS), "--days", 1) };
    } else if (name === "messages") {
      candidate = { command: name, limit: wholeNumber(values.limit ?? "20", "--limit", 1) };
    } else if (name === "answer") {
      candidate = { command: name, messageId: wholeNumber(rest[0], "messageId", 1), text: rest.slice(1).join(" ") };
    } else if (name === "unsubscribe-link") {
      if (!rest[0] || rest.length > 1)
        return { error: "unsubscribe-link takes one phone number: npm run ops -- unsubscribe-link 9876543210" };
      candidate = { command: name, phone: rest[0] };
    } else if (name === "partner-code") {
      if (!rest[0] || rest.length > 1) return { error: "partner-code takes one phone number: npm run ops -- partner-code 9876543210" };
      // The telecom partner's unless --partner names another (docs/decisions/057-second-partner.md).
      candidate =
        values.partner === undefined ? { command: name, phone: rest[0] } : { command: name, phone: rest[0], partner: values.partner };
    } else if (name === "orders") {
      candidate = { command: name, limit: wholeNumber(values.limit ?? "20", "--limit", 1) };
    } else {
      return { error: `Unknown command "${name}".` };
    }
    const command = OpsCommandSchema.safeParse(candidate);
    return command.success ? command.data : { error: command.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
  } catch (error) {
    // parseArgs throws on unknown options; ours throws UsageError.
    return { error: (error as Error).message };
  }
}
