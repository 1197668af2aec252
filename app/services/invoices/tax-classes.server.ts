/**
 * HSN (goods) and SAC (services) codes with their GST rates, per leaf category and per fee
 * (docs/rules.md#invoices). Rates follow the GST rate structure in force from 22 September 2025 (0 %, 5 %,
 * 18 %, 40 %), one rate per category: an operator whose products span rates within one category (salt
 * at nil, sugar at 5 %) checks them with their tax adviser. Category ids: app/services/seed/data/catalogue.ts.
 */

export interface TaxClass {
  /** HSN for goods, SAC for services: the first 4–6 digits. */
  code: string;
  ratePercent: number;
}

const c = (code: string, ratePercent: number): TaxClass => ({ code, ratePercent });

// A table, one row per top-level category: kept on lines of its own.
// prettier-ignore
const BY_CATEGORY: Readonly<Record<number, TaxClass>> = {
  // Vegetables & fruits, flowers: fresh produce is nil-rated.
  101: c("0709", 0), 102: c("0810", 0), 103: c("0709", 0), 104: c("0709", 0), 105: c("0810", 0), 106: c("0810", 0), 107: c("0709", 0), 108: c("0603", 0),
  // Dairy, bread & eggs.
  141: c("0401", 0), 142: c("1905", 0), 143: c("0407", 0), 144: c("0406", 0), 145: c("0403", 5), 146: c("0405", 5), 147: c("0401", 5), 148: c("0403", 5),
  // Munchies.
  181: c("2005", 5), 182: c("2106", 5), 183: c("1904", 5), 184: c("1904", 5), 185: c("2008", 5), 186: c("1905", 0),
  // Cold drinks & juices: carbonated and caffeinated drinks carry 40 %.
  221: c("2202", 40), 222: c("2009", 5), 223: c("2202", 40), 224: c("2201", 5), 225: c("2202", 5), 226: c("2106", 5), 227: c("2202", 5),
  // Breakfast & instant food.
  261: c("1902", 5), 262: c("1902", 5), 263: c("1904", 5), 264: c("1104", 5), 265: c("2106", 5), 266: c("2106", 5), 267: c("2104", 5), 268: c("0710", 5),
  // Sweet tooth.
  301: c("1806", 5), 302: c("2106", 5), 303: c("2105", 5), 304: c("1704", 5), 305: c("1806", 5), 306: c("2105", 5), 307: c("2106", 5),
  // Bakery & biscuits.
  341: c("1905", 5), 342: c("1905", 5), 343: c("1905", 5), 344: c("1905", 5), 345: c("1905", 5), 346: c("1905", 5), 347: c("1905", 5),
  // Tea, coffee & health drinks.
  381: c("0902", 5), 382: c("0902", 5), 383: c("0901", 5), 384: c("1901", 5), 385: c("2101", 5),
  // Atta, rice & dal (pre-packaged and labelled).
  421: c("1101", 5), 422: c("1006", 5), 423: c("0713", 5), 424: c("1106", 5), 425: c("1904", 5),
  // Masala, oil & more.
  461: c("0910", 5), 462: c("0910", 5), 463: c("0908", 5), 464: c("1508", 5), 465: c("0405", 5), 466: c("1701", 5), 467: c("0802", 5),
  // Sauces & spreads.
  501: c("2103", 5), 502: c("2103", 5), 503: c("2007", 5), 504: c("2008", 5), 505: c("2001", 5), 506: c("2103", 5),
  // Chicken, meat & fish: fresh is nil-rated, processed 5 %.
  541: c("0207", 0), 542: c("0204", 0), 543: c("0302", 0), 544: c("1602", 5), 545: c("1601", 5),
  // Organic & healthy living.
  581: c("1006", 5), 582: c("2106", 5), 583: c("2106", 18), 584: c("1207", 5), 585: c("3004", 5), 586: c("2106", 5),
  // Baby care.
  621: c("9619", 5), 622: c("3401", 5), 623: c("1901", 5), 624: c("3401", 5), 625: c("3924", 5),
  // Pharma & wellness.
  661: c("3004", 5), 662: c("3004", 5), 663: c("3004", 5), 664: c("3005", 5), 665: c("2106", 18), 666: c("9025", 5),
  // Cleaning essentials.
  701: c("3402", 18), 702: c("3809", 18), 703: c("3402", 18), 704: c("3402", 18), 705: c("3808", 18), 706: c("9603", 5),
  // Home & office.
  741: c("3924", 18), 742: c("7323", 5), 743: c("7607", 18), 744: c("8506", 18), 745: c("3307", 5), 746: c("9505", 18),
  // Personal care.
  781: c("3401", 5), 782: c("3305", 5), 783: c("3304", 18), 784: c("3306", 5), 785: c("3307", 5), 786: c("9619", 0), 787: c("3304", 18),
  // Pet care.
  821: c("2309", 5), 822: c("2309", 5), 823: c("4201", 18), 824: c("2309", 5),
  // Paan corner.
  861: c("2106", 5), 862: c("0802", 5), 863: c("1704", 5), 864: c("3605", 5),
  // Print store stationery.
  901: c("4802", 5), 902: c("9608", 18), 903: c("4820", 0), 904: c("4820", 18), 905: c("4823", 18),
};

/** A category an operator adds later, until it is given its own class. */
const DEFAULT_GOODS = c("2106", 18);

export function taxClassOf(categoryId: number): TaxClass {
  return BY_CATEGORY[categoryId] ?? DEFAULT_GOODS;
}

export function hasTaxClass(categoryId: number): boolean {
  return categoryId in BY_CATEGORY;
}

/** Our own services on the bill: delivery (SAC 9968, courier) and the rest (SAC 9985, support services). */
export const SERVICE_CLASSES = {
  delivery: c("996813", 18),
  service: c("998599", 18),
  /** Printing of the shopper's documents (SAC 9989, other manufacturing services: printing). */
  printing: c("998912", 18),
} as const;
