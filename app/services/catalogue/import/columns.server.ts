/**
 * The columns of a catalogue import file (docs/catalogue-import.md describes each one). A column not in this
 * list refuses the whole file: a misspelt header ("prce") would otherwise drop its data without a word.
 */
export const REQUIRED_COLUMNS = [
  "id",
  "name",
  "brand",
  "category",
  "unit",
  "mrp",
  "price",
  "manufacturer",
  "country_of_origin",
  "net_quantity",
  "customer_care",
] as const;

export const OPTIONAL_COLUMNS = [
  "name_hi",
  "store",
  "stock",
  "food",
  "fssai_licence",
  "description",
  "shelf_life",
  "ingredients",
  "highlights",
  "icon",
  "diet",
  "badges",
  "size_chart",
  "open_box_delivery",
  "images",
] as const;

export const IMPORT_COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The product's own columns: every row of one product must agree on them (a row per store repeats them). */
export const PRODUCT_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.filter((c) => c !== "store" && c !== "stock" && c !== "price");
