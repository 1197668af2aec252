/**
 * Operator settings (docs/rules.md#operator-settings): the fees, print prices and print limits that
 * docs/rules.md marks _(config)_. Each is stored in the database (`operator_settings`) and changed with
 * `npm run ops -- settings set <key> <value>`; this module is what each key is, its default (today's figures,
 * from DEFAULT_FEES and print-config), how an operator writes it and what it may be. Pure: safe in the browser,
 * which is given the resolved `PrintTerms` by its page's loader.
 */
import { z } from "zod";
import { DEFAULT_FEES, type FeeConfig } from "./bill";
import { formatPaise } from "./money";
import { PRINT_DELIVERY_FEE, PRINT_LIMITS, PRINT_MAX_COPIES, PRINT_PRICE_PER_SIDE, type PrintColor } from "./print-config";

const MB = 1024 * 1024;

/**
 * The highest values the print limits may be set to: fixed in code because request-size caps and schemas that
 * exist before any request is read are sized by them, and because the database's check on copies is 100.
 */
export const PRINT_LIMIT_CEILINGS = Object.freeze({
  maxFiles: 50,
  maxFileMb: 50,
  maxPagesPerFile: 2_000,
  maxPagesPerOrder: 10_000,
  maxCopies: 100,
});

/**
 * The largest file any setting admits: storage never signs or accepts a bigger one, whatever the settings say
 * (the operator's own limit is checked before an address is signed and again when the file is read).
 */
export const MAX_PRINT_FILE_BYTES = PRINT_LIMIT_CEILINGS.maxFileMb * MB;

/** What the print pages, the JSON API and the upload checks need: prices and limits as the operator set them. */
export interface PrintTerms {
  pricePerSide: Readonly<Record<PrintColor, number>>;
  /** Print delivery charge per order, paise. */
  deliveryFee: number;
  limits: { maxFilesPerOrder: number; maxFileSizeBytes: number; maxPagesPerFile: number; maxPagesPerOrder: number };
  maxCopies: number;
}

export interface OperatorSettings {
  fees: FeeConfig;
  print: PrintTerms;
}

export const DEFAULT_PRINT_TERMS: PrintTerms = Object.freeze({
  pricePerSide: PRINT_PRICE_PER_SIDE,
  deliveryFee: PRINT_DELIVERY_FEE,
  limits: { ...PRINT_LIMITS },
  maxCopies: PRINT_MAX_COPIES,
});

// ---------------------------------------------------------------- how values are written and checked

/** "30", "7.50", "₹1,000" or "₹30" → paise; NaN when it is not an amount of money (the check then says so). */
function rupees(text: string): number {
  const match = /^\s*(-?)\s*₹?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ""));
  if (!match) return Number.NaN;
  const paise = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -paise : paise;
}

/** 9900 → "99", 750 → "7.50": rupees as an operator types them, in lists where "₹1,000" would read as two. */
function plainRupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

const money = (what: string, max = 10_000_00) =>
  z
    .number({ invalid_type_error: `${what} must be an amount in rupees, like 30 or 7.50.` })
    .int(`${what} must be whole paise.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} can be at most ${formatPaise(max)}.`);

const count = (what: string, min: number, max: number, why = "") =>
  z
    .number({ invalid_type_error: `${what} must be a whole number.` })
    .int(`${what} must be a whole number.`)
    .min(min, `${what} must be at least ${min}.`)
    .max(max, `${what} can be at most ${max}${why}.`);

const slabs = z
  .array(
    z.object({
      below: money("A slab's item total").pipe(z.number().positive("A slab's item total must be more than ₹0.")),
      charge: money("A delivery charge"),
    }),
  )
  .min(1, "Give at least one slab, like 99:30,199:15 (delivery is free from the last one).")
  .max(10, "At most 10 slabs.")
  .refine(
    (list) => list.every((s, i) => i === 0 || s.below > (list[i - 1]?.below ?? 0)),
    "Slabs go up: each item total above the one before.",
  );

const hours = z
  .object({ from: count("The start hour", 0, 23), until: count("The end hour", 0, 23) })
  .refine((h) => h.from !== h.until, "Start and end hour must differ.");

const tipPresets = z
  .array(money("A tip preset", 50_000).pipe(z.number().positive("A tip preset must be more than ₹0.")))
  .min(1, "Give at least one tip preset, like 20,30,50.")
  .max(5, "At most 5 tip presets.")
  .refine((list) => list.every((p) => p % 100 === 0), "Tip presets are whole rupees.");

interface SettingDef<T> {
  key: string;
  group: "fees" | "print";
  /** What it is, in the operator's words (the settings list prints it). */
  name: string;
  /** What `settings set` takes, as an example. */
  example: string;
  schema: z.ZodType<T>;
  /** The operator's text → a value for the schema (undefined when it cannot be read at all). */
  parse(text: string): unknown;
  format(value: T): string;
  read(settings: OperatorSettings): T;
  write(settings: OperatorSettings, value: T): void;
}

const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function moneySetting(
  key: string,
  group: "fees" | "print",
  name: string,
  get: (s: OperatorSettings) => number,
  set: (s: OperatorSettings, v: number) => void,
  max?: number,
): SettingDef<number> {
  return { key, group, name, example: "30", schema: money(name, max), parse: rupees, format: formatPaise, read: get, write: set };
}

function countSetting(
  key: string,
  name: string,
  min: number,
  max: number,
  get: (s: OperatorSettings) => number,
  set: (s: OperatorSettings, v: number) => void,
  why = "",
): SettingDef<number> {
  return {
    key,
    group: "print",
    name,
    example: String(min === 1 ? 10 : min),
    schema: count(name, min, max, why),
    parse: whole,
    format: String,
    read: get,
    write: set,
  };
}

/** Every operator setting, in the order `settings list` shows them. */
export const OPERATOR_SETTINGS = [
  {
    key: "delivery_slabs",
    group: "fees",
    name: "Delivery charge slabs (item total below: charge); free from the last",
    example: "99:30,199:15",
    schema: slabs,
    parse: (text: string) =>
      text.split(",").map((part) => {
        const [below, charge, ...extra] = part.split(":");
        return extra.length || below === undefined || charge === undefined
          ? { below: Number.NaN, charge: Number.NaN }
          : { below: rupees(below), charge: rupees(charge) };
      }),
    format: (list: FeeConfig["deliverySlabs"]) => list.map((s) => `${plainRupees(s.below)}:${plainRupees(s.charge)}`).join(","),
    read: (s: OperatorSettings) => s.fees.deliverySlabs,
    write: (s: OperatorSettings, v: FeeConfig["deliverySlabs"]) => void (s.fees.deliverySlabs = v),
  } satisfies SettingDef<FeeConfig["deliverySlabs"]>,
  moneySetting(
    "handling_charge",
    "fees",
    "Handling charge per order",
    (s) => s.fees.handlingCharge,
    (s, v) => void (s.fees.handlingCharge = v),
  ),
  moneySetting(
    "small_cart_threshold",
    "fees",
    "Small-cart fee applies below this item total",
    (s) => s.fees.smallCartThreshold,
    (s, v) => void (s.fees.smallCartThreshold = v),
  ),
  moneySetting(
    "small_cart_fee",
    "fees",
    "Small-cart fee",
    (s) => s.fees.smallCartFee,
    (s, v) => void (s.fees.smallCartFee = v),
  ),
  moneySetting(
    "late_night_fee",
    "fees",
    "Late-night fee",
    (s) => s.fees.lateNight.fee,
    (s, v) => void (s.fees.lateNight = { ...s.fees.lateNight, fee: v }),
  ),
  {
    key: "late_night_hours",
    group: "fees",
    name: "Late-night hours, India time (from-until, may wrap past midnight)",
    example: "23-6",
    schema: hours,
    parse: (text: string) => {
      const [from, until, ...extra] = text.split("-");
      return extra.length || from === undefined || until === undefined
        ? { from: Number.NaN, until: Number.NaN }
        : { from: whole(from), until: whole(until) };
    },
    format: (h: { from: number; until: number }) => `${h.from}-${h.until}`,
    read: (s: OperatorSettings) => ({ from: s.fees.lateNight.from, until: s.fees.lateNight.until }),
    write: (s: OperatorSettings, v: { from: number; until: number }) => void (s.fees.lateNight = { ...s.fees.lateNight, ...v }),
  } satisfies SettingDef<{ from: number; until: number }>,
  moneySetting(
    "rain_surge",
    "fees",
    "Rain surge while a store flags rain",
    (s) => s.fees.rainSurge,
    (s, v) => void (s.fees.rainSurge = v),
  ),
  {
    key: "tip_presets",
    group: "fees",
    name: "Rider tip presets (never pre-added)",
    example: "20,30,50",
    schema: tipPresets,
    parse: (text: string) => text.split(",").map(rupees),
    format: (list: number[]) => list.map(plainRupees).join(","),
    read: (s: OperatorSettings) => s.fees.tipPresets,
    write: (s: OperatorSettings, v: number[]) => void (s.fees.tipPresets = v),
  } satisfies SettingDef<number[]>,
  moneySetting(
    "max_tip",
    "fees",
    "Largest rider tip",
    (s) => s.fees.maxTip,
    (s, v) => void (s.fees.maxTip = v),
    50_000,
  ),
  moneySetting(
    "donation",
    "fees",
    "Feeding India donation (opt-in)",
    (s) => s.fees.donation,
    (s, v) => void (s.fees.donation = v),
    10_000,
  ),
  moneySetting(
    "print_price_bw",
    "print",
    "Print price per side, black and white",
    (s) => s.print.pricePerSide.BLACK_AND_WHITE,
    (s, v) => void (s.print.pricePerSide = { ...s.print.pricePerSide, BLACK_AND_WHITE: v }),
    10_000,
  ),
  moneySetting(
    "print_price_colour",
    "print",
    "Print price per side, colour",
    (s) => s.print.pricePerSide.COLOR,
    (s, v) => void (s.print.pricePerSide = { ...s.print.pricePerSide, COLOR: v }),
    10_000,
  ),
  moneySetting(
    "print_delivery_fee",
    "print",
    "Print delivery charge per order",
    (s) => s.print.deliveryFee,
    (s, v) => void (s.print.deliveryFee = v),
  ),
  countSetting(
    "print_max_files",
    "Files per print order",
    1,
    PRINT_LIMIT_CEILINGS.maxFiles,
    (s) => s.print.limits.maxFilesPerOrder,
    (s, v) => void (s.print.limits = { ...s.print.limits, maxFilesPerOrder: v }),
  ),
  countSetting(
    "print_max_file_mb",
    "Size of one print file, MB",
    1,
    PRINT_LIMIT_CEILINGS.maxFileMb,
    (s) => s.print.limits.maxFileSizeBytes / MB,
    (s, v) => void (s.print.limits = { ...s.print.limits, maxFileSizeBytes: v * MB }),
  ),
  countSetting(
    "print_max_pages_per_file",
    "Pages in one print file",
    1,
    PRINT_LIMIT_CEILINGS.maxPagesPerFile,
    (s) => s.print.limits.maxPagesPerFile,
    (s, v) => void (s.print.limits = { ...s.print.limits, maxPagesPerFile: v }),
  ),
  countSetting(
    "print_max_pages_per_order",
    "Pages in one print order",
    1,
    PRINT_LIMIT_CEILINGS.maxPagesPerOrder,
    (s) => s.print.limits.maxPagesPerOrder,
    (s, v) => void (s.print.limits = { ...s.print.limits, maxPagesPerOrder: v }),
  ),
  countSetting(
    "print_max_copies",
    "Copies of one print file",
    1,
    PRINT_LIMIT_CEILINGS.maxCopies,
    (s) => s.print.maxCopies,
    (s, v) => void (s.print.maxCopies = v),
    " (the database's check)",
  ),
] as const;

export type OperatorSettingKey = (typeof OPERATOR_SETTINGS)[number]["key"];

/** The definition of a key, or undefined for an unknown one. */
export function operatorSettingDef(key: string): SettingDef<unknown> | undefined {
  return (OPERATOR_SETTINGS as readonly unknown[] as readonly SettingDef<unknown>[]).find((d) => d.key === key);
}

/** Today's figures (docs/rules.md), a fresh copy the caller may change. */
export function defaultOperatorSettings(): OperatorSettings {
  return {
    fees: structuredClone(DEFAULT_FEES),
    print: {
      pricePerSide: { ...DEFAULT_PRINT_TERMS.pricePerSide },
      deliveryFee: DEFAULT_PRINT_TERMS.deliveryFee,
      limits: { ...DEFAULT_PRINT_TERMS.limits },
      maxCopies: DEFAULT_PRINT_TERMS.maxCopies,
    },
  };
}

/** The defaults in stored form: key → value, what a first start writes. */
export function defaultSettingValues(): { key: string; value: unknown }[] {
  const defaults = defaultOperatorSettings();
  return (OPERATOR_SETTINGS as readonly unknown[] as readonly SettingDef<unknown>[]).map((d) => ({ key: d.key, value: d.read(defaults) }));
}

/** First problem of a failed check, as one sentence. */
function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Not a valid value.";
}

/** Checks a value in stored form; the value, or the reason it is refused. */
export function checkSettingValue(key: string, value: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  const def = operatorSettingDef(key);
  if (!def) return { ok: false, error: unknownSettingMessage(key) };
  const checked = def.schema.safeParse(value);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: `${key}: ${firstIssue(checked.error)}` };
}

/** The operator's text for a key (`settings set KEY TEXT`) → its value in stored form, or why not. */
export function parseSettingText(key: string, text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const def = operatorSettingDef(key);
  if (!def) return { ok: false, error: unknownSettingMessage(key) };
  const checked = checkSettingValue(key, def.parse(text.trim()));
  return checked.ok ? checked : { ok: false, error: `${checked.error} Got "${text}"; for example: settings set ${key} ${def.example}` };
}

export function unknownSettingMessage(key: string): string {
  return `Unknown setting "${key}". Settings: ${OPERATOR_SETTINGS.map((d) => d.key).join(", ")}.`;
}

/**
 * Stored rows over the defaults. A row that no longer passes its key's check (edited by hand) is left out and
 * reported, so a bad value never reaches a bill; an unknown key is ignored.
 */
export function resolveOperatorSettings(rows: readonly { key: string; value: unknown }[]): {
  settings: OperatorSettings;
  invalid: string[];
} {
  const settings = defaultOperatorSettings();
  const invalid: string[] = [];
  for (const row of rows) {
    const def = operatorSettingDef(row.key);
    if (!def) continue;
    const checked = def.schema.safeParse(row.value);
    if (checked.success) def.write(settings, checked.data);
    else invalid.push(row.key);
  }
  return { settings, invalid };
}

/** A setting's value as the operator writes it, e.g. "₹99:₹30,₹199:₹15" or "23-6". */
export function formatSettingValue(key: string, settings: OperatorSettings): string {
  const def = operatorSettingDef(key);
  return def ? def.format(def.read(settings)) : "";
}
