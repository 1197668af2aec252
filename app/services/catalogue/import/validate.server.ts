/**
 * Catalogue import, step 2 of 3: each record's text fields → a typed row, or a refusal that names the row and
 * says what is wrong ("row 14: price ₹120 is above MRP ₹100"). Amounts in the file are rupees (120 or
 * 120.50), stored as paise like every amount in the store (docs/catalogue-import.md). Checks that need the
 * database (does the category exist? the store?) are made in upsert.server.ts.
 */
import { z } from "zod";
import { formatPaise, rupeesToPaise } from "~/lib/money";
import type { ProductHighlight } from "~/lib/views/catalogue";
import { DIETS, isStoredBadge, STORED_BADGES, type Diet, type SizeChart, type StoredBadge } from "~/lib/product-extras";
import { iconExists } from "../images/emoji-icons.server";
import { PRODUCT_COLUMNS, REQUIRED_COLUMNS } from "./columns.server";
import type { RawRecord } from "./parse.server";

/** A valid row: one product, and (when `store` is given) its price and stock at that store. Amounts in paise. */
export interface ImportRow {
  row: number;
  productId: number;
  name: string;
  /**
   * The name on Hindi pages, the brand as printed ("Amul Taaza टोंड दूध"): null clears it; absent (a file without
   * the name_hi column) keeps the product's.
   */
  nameHi?: string | null;
  brand: string;
  /** "Top level > Subcategory", as written in the file. */
  category: { l0: string; l1: string };
  unit: string;
  mrp: number;
  price: number;
  store: { id: number; stock: number } | null;
  manufacturer: string;
  countryOfOrigin: string;
  netQuantity: string;
  customerCare: string;
  food: boolean;
  fssaiLicence: string | null;
  description: string;
  shelfLife: string | null;
  /** The pack's ingredients (or composition), one paragraph; null when the pack lists none. */
  ingredients: string | null;
  highlights: ProductHighlight[];
  /** A Fluent Emoji name for the generated artwork; null takes the category's. */
  icon: string | null;
  /** The FSSAI diet mark; null for non-food. */
  diet: Diet | null;
  badges: StoredBadge[];
  sizeChart: SizeChart | null;
  openBoxDelivery: boolean;
  /**
   * Pictures in gallery order: absolute local paths or http(s) URLs (the CLI resolves a file's relative
   * paths). Null when the file has no images column, which keeps the product's photos as they are.
   */
  images: string[] | null;
  /** Set by the demo seed only (a file has no such columns): its variant groups, popularity and listing date. */
  groupId?: number;
  popularity?: number;
  listedAt?: Date;
}

export interface Refusal {
  row: number;
  reason: string;
}

/** Tabs and line breaks may stand in a description; other control characters are a broken export. */
function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

const text = (label: string, max: number) =>
  z
    .string()
    .min(1, `${label} is missing`)
    .max(max, `${label} is longer than ${max} characters`)
    .refine((s) => !hasControlCharacter(s), `${label} has a control character`);
const optionalText = (label: string, max: number) => z.union([z.literal(""), text(label, max)]);

/** The longest ingredients list a row may carry: a long one on a real pack runs to some 600 characters. */
export const MAX_INGREDIENTS = 1000;

/**
 * The ingredients column: one paragraph, as the back label prints it. Line breaks and tabs a spreadsheet
 * puts in a cell become spaces; any other control character refuses the row, as does a list longer than
 * MAX_INGREDIENTS characters (docs/catalogue-import.md).
 */
export function parseIngredients(value: string): { ok: true; value: string | null } | { ok: false; reason: string } {
  const flat = value
    .replace(/[\t\r\n]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  if (hasControlCharacter(flat)) return { ok: false, reason: "ingredients has a control character" };
  if (flat.length > MAX_INGREDIENTS)
    return { ok: false, reason: `ingredients is ${flat.length} characters long; at most ${MAX_INGREDIENTS}` };
  return { ok: true, value: flat || null };
}

const rupees = (label: string) =>
  z.string().transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (value === "") ctx.addIssue({ code: "custom", message: `${label} is missing` });
    else if (paise === null)
      ctx.addIssue({ code: "custom", message: `${label} '${value}' is not an amount in rupees (write 120 or 120.50)` });
    else if (paise === 0) ctx.addIssue({ code: "custom", message: `${label} must be more than ₹0` });
    return paise ?? 0;
  });

const wholeNumber = (label: string, max: number) =>
  z.string().transform((value, ctx) => {
    if (!/^\d{1,10}$/.test(value) || Number(value) > max) {
      ctx.addIssue({ code: "custom", message: `${label} '${value}' is not a whole number from 0 to ${max}` });
      return 0;
    }
    return Number(value);
  });

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["", "no", "n", "false", "0"]);

const yesNo = (label: string) =>
  z
    .string()
    .default("")
    .refine((v) => YES.has(v.toLowerCase()) || NO.has(v.toLowerCase()), `${label} must be yes or no`)
    .transform((v) => YES.has(v.toLowerCase()));

const cell = z.string().trim().min(1, "a size chart cell is empty").max(60, "a size chart cell is longer than 60 characters");
/** A size chart as JSON: {"title": …, "columns": […], "rows": [[…], …], "note": …} (docs/catalogue-import.md#size_chart). */
export const SizeChartSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    columns: z.array(cell).min(2).max(6),
    rows: z.array(z.array(cell)).min(1).max(20),
    note: z.string().trim().max(300).optional(),
  })
  .strict()
  .refine((c) => c.rows.every((r) => r.length === c.columns.length), "every size chart row needs one cell per column");

function parseSizeChart(value: string): SizeChart | null | "invalid" {
  if (!value) return null;
  try {
    const parsed = SizeChartSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : "invalid";
  } catch {
    return "invalid";
  }
}

/** "veg", "non-veg" (or "non_veg", "nonveg"), or blank. */
function parseDiet(value: string): Diet | null | "invalid" {
  const v = value.toLowerCase().replace(/[\s_-]/g, "");
  if (!v) return null;
  if (v === "veg") return "veg";
  if (v === "nonveg") return "non_veg";
  return "invalid";
}

/** "organic; sugar_free": the stated badges (STORED_BADGES), or null when one is unknown. */
export function parseBadges(value: string): StoredBadge[] | null {
  const codes = value
    .split(/[;,]/)
    .map((c) =>
      c
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, "_"),
    )
    .filter(Boolean);
  if (!codes.every(isStoredBadge)) return null;
  return [...new Set(codes)] as StoredBadge[];
}

const RowFieldsSchema = z
  .object({
    id: wholeNumber("id", 2_147_483_647).refine((n) => n > 0, "id must be a product id of 1 or more"),
    name: text("name", 200),
    name_hi: optionalText("name_hi", 200).default(""),
    brand: text("brand", 100),
    category: z.string().transform((value, ctx) => {
      const [l0, l1, ...more] = value.split(">").map((part) => part.trim());
      if (!l0 || !l1 || more.length) {
        ctx.addIssue({
          code: "custom",
          message: `category '${value}' must be written 'Top level > Subcategory', e.g. 'Dairy, Bread & Eggs > Milk'`,
        });
      }
      return { l0: l0 ?? "", l1: l1 ?? "" };
    }),
    unit: text("unit", 40),
    mrp: rupees("mrp"),
    price: rupees("price"),
    store: z.string().default(""),
    stock: z.string().default(""),
    manufacturer: text("manufacturer", 300),
    country_of_origin: text("country_of_origin", 60),
    net_quantity: text("net_quantity", 60),
    customer_care: text("customer_care", 300),
    food: yesNo("food"),
    diet: z.string().default(""),
    badges: z.string().default(""),
    size_chart: z.string().default(""),
    open_box_delivery: yesNo("open_box_delivery"),
    fssai_licence: z
      .string()
      .default("")
      .refine((v) => v === "" || /^\d{14}$/.test(v), "fssai_licence must be the 14-digit FSSAI licence number"),
    description: optionalText("description", 2000).default(""),
    shelf_life: optionalText("shelf_life", 100).default(""),
    ingredients: z.string().default(""),
    highlights: z.string().default(""),
    images: z.string().default(""),
    icon: z
      .string()
      .default("")
      .refine(
        (v) => v === "" || (/^[a-z0-9-]{1,60}$/.test(v) && iconExists(v)),
        "icon must be a Fluent Emoji (flat) name, e.g. 'glass-of-milk'",
      ),
  })
  .superRefine((r, ctx) => {
    if (r.mrp > 0 && r.price > r.mrp)
      ctx.addIssue({ code: "custom", message: `price ${formatPaise(r.price)} is above MRP ${formatPaise(r.mrp)}` });
    if (r.food && !r.fssai_licence)
      ctx.addIssue({ code: "custom", message: "food needs its 14-digit FSSAI licence number in fssai_licence" });
    if (r.store === "" && r.stock !== "") ctx.addIssue({ code: "custom", message: "stock is given without a store" });
    if (r.store !== "" && r.stock === "") ctx.addIssue({ code: "custom", message: `stock at store ${r.store} is missing` });
  });

/** "Fat: 3%; Pack size: 500 ml" → highlights; null when a part has no "label: value". */
export function parseHighlights(value: string): ProductHighlight[] | null {
  if (!value.trim()) return [];
  const parts = value
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean);
  const highlights: ProductHighlight[] = [];
  for (const part of parts) {
    const colon = part.indexOf(":");
    const label = part.slice(0, colon).trim();
    const val = part.slice(colon + 1).trim();
    if (colon < 0 || !label || !val || label.length > 40 || val.length > 100) return null;
    highlights.push({ label, value: val });
  }
  return highlights.length > 12 ? null : highlights;
}

/** At most this many pictures per product: a front, a back and a few details are what a shopper looks at. */
export const MAX_IMAGES_PER_PRODUCT = 8;

/** "front.jpg | https://cdn.example/back.webp" → the list; an error names what is wrong. */
export function parseImageList(value: string): string[] | { error: string } {
  const list = value
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length > MAX_IMAGES_PER_PRODUCT) return { error: `images names ${list.length} pictures; at most ${MAX_IMAGES_PER_PRODUCT}` };
  for (const source of list) {
    if (source.length > 2000) return { error: "images has a path or URL longer than 2000 characters" };
    if (hasControlCharacter(source)) return { error: "images has a control character" };
    if (/^[a-z][a-z0-9+.-]*:/i.test(source) && !/^https?:\/\/[^/]/i.test(source) && !/^[a-z]:[\\/]/i.test(source))
      return { error: `image '${source}' must be a file path or an http(s) URL` };
  }
  return [...new Set(list)];
}

function checkRecord(record: RawRecord): ImportRow | Refusal {
  const { row, fields } = record;
  if (fields["#extra"])
    return { row, reason: `has ${fields["#extra"]} more field(s) than the header names (a comma inside a value needs quotes)` };
  const missing = REQUIRED_COLUMNS.filter((c) => fields[c] === undefined);
  if (missing.length) return { row, reason: `${missing.join(", ")} missing` };
  const parsed = RowFieldsSchema.safeParse(fields);
  if (!parsed.success) return { row, reason: parsed.error.issues.map((i) => i.message).join("; ") };
  const r = parsed.data;
  let store: ImportRow["store"] = null;
  if (r.store !== "") {
    const id = /^\d{1,9}$/.test(r.store) ? Number(r.store) : 0;
    const stock = /^\d{1,7}$/.test(r.stock) ? Number(r.stock) : -1;
    if (id < 1) return { row, reason: `store '${r.store}' is not a store id` };
    if (stock < 0 || stock > 1_000_000) return { row, reason: `stock '${r.stock}' is not a whole number from 0 to 1000000` };
    store = { id, stock };
  }
  const ingredients = parseIngredients(r.ingredients);
  if (!ingredients.ok) return { row, reason: ingredients.reason };
  const highlights = parseHighlights(r.highlights);
  if (!highlights) return { row, reason: "highlights must read 'Label: value; Label: value' (at most 12)" };
  const diet = parseDiet(r.diet);
  if (diet === "invalid") return { row, reason: `diet '${r.diet}' must be ${Object.keys(DIETS).join(" or ").replace("_", "-")}, or blank` };
  if (diet && !r.food) return { row, reason: "diet is for food: set food to yes, or leave diet blank" };
  const badges = parseBadges(r.badges);
  if (!badges) return { row, reason: `badges must be among ${Object.keys(STORED_BADGES).join(", ")}, separated by ';'` };
  const sizeChart = parseSizeChart(r.size_chart);
  if (sizeChart === "invalid")
    return { row, reason: `size_chart must be JSON like {"title":"…","columns":["Size","Weight"],"rows":[["S","4–8 kg"]]}` };
  const images = fields.images === undefined ? null : parseImageList(r.images);
  if (images && "error" in images) return { row, reason: images.error };
  return {
    row,
    productId: r.id,
    name: r.name,
    ...(fields.name_hi === undefined ? {} : { nameHi: r.name_hi || null }),
    brand: r.brand,
    category: r.category,
    unit: r.unit,
    mrp: r.mrp,
    price: r.price,
    store,
    manufacturer: r.manufacturer,
    countryOfOrigin: r.country_of_origin,
    netQuantity: r.net_quantity,
    customerCare: r.customer_care,
    food: r.food,
    fssaiLicence: r.fssai_licence || null,
    description: r.description,
    shelfLife: r.shelf_life || null,
    ingredients: ingredients.value,
    highlights,
    icon: r.icon || null,
    diet,
    badges,
    sizeChart,
    openBoxDelivery: r.open_box_delivery,
    images,
  };
}

/**
 * Checks every record, then what no single row can show: rows of one product that disagree on its own
 * columns (the first row wins, later ones are refused) and one product listed twice at one store.
 */
export function validateRecords(records: RawRecord[]): { rows: ImportRow[]; refused: Refusal[] } {
  const rows: ImportRow[] = [];
  const refused: Refusal[] = [];
  const firstOfProduct = new Map<number, RawRecord>();
  const seenAtStore = new Map<string, number>();
  for (const record of records) {
    const checked = checkRecord(record);
    if (!("productId" in checked)) {
      refused.push(checked);
      continue;
    }
    const first = firstOfProduct.get(checked.productId);
    if (first) {
      const differs = PRODUCT_COLUMNS.find((c) => (first.fields[c] ?? "") !== (record.fields[c] ?? ""));
      if (differs) {
        refused.push({ row: record.row, reason: `product ${checked.productId} has a different ${differs} than in row ${first.row}` });
        continue;
      }
    } else firstOfProduct.set(checked.productId, record);
    if (checked.store) {
      const key = `${checked.productId}@${checked.store.id}`;
      const earlier = seenAtStore.get(key);
      if (earlier !== undefined) {
        refused.push({ row: record.row, reason: `product ${checked.productId} at store ${checked.store.id} is already in row ${earlier}` });
        continue;
      }
      seenAtStore.set(key, record.row);
    }
    rows.push(checked);
  }
  return { rows, refused };
}
