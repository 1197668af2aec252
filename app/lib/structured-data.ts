/**
 * JSON-LD (schema.org) builders for rich results. Pure: no server imports, so
 * the same objects can be built on the server and in the browser. Render them
 * with <JsonLd> (~/components/json-ld), which serialises through jsonLdScript.
 *
 * Money arrives as integer paise and leaves as a rupee string with two
 * decimals, computed with integer maths (no floating point rounding).
 */

const CONTEXT = "https://schema.org";

export interface ProductJsonLdInput {
  name: string;
  description: string;
  /** Absolute image URL. */
  image: string;
  /** Product id, as a string. */
  sku: string;
  brand: string;
  /** Absolute canonical URL of the product page. */
  url: string;
  /** Selling price, paise. */
  price: number;
  /** Maximum retail price, paise. */
  mrp: number;
  inStock: boolean;
  gtin?: string;
  /** Shoppers' ratings (docs/rules.md#ratings): declared only when there are some. */
  rating?: { average: number; count: number } | null;
}

export interface LinkItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** 4550 → "45.50"; 12345600 → "123456.00". Integer paise only. */
export function paiseToRupeeString(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paise must be a non-negative integer, got ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `${rupees}.${String(rest).padStart(2, "0")}`;
}

export function productJsonLd(p: ProductJsonLdInput) {
  // A discount off MRP: declare the MRP as the list (strike-through) price.
  const listPrice =
    Number.isSafeInteger(p.mrp) && p.mrp > p.price
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            priceType: "https://schema.org/ListPrice",
            price: paiseToRupeeString(p.mrp),
            priceCurrency: "INR",
          },
        }
      : {};
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: p.name,
    description: p.description,
    image: p.image,
    sku: p.sku,
    ...(p.gtin ? { gtin: p.gtin } : {}),
    brand: { "@type": "Brand", name: p.brand },
    url: p.url,
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.rating.average.toFixed(1),
            ratingCount: p.rating.count,
            bestRating: "5",
            worstRating: "1",
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      price: paiseToRupeeString(p.price),
      priceCurrency: "INR",
      availability: p.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: p.url,
      itemCondition: "https://schema.org/NewCondition",
      ...listPrice,
    },
  };
}

export function breadcrumbJsonLd(items: LinkItem[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function itemListJsonLd(items: LinkItem[]) {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: item.url,
      name: item.name,
    })),
  };
}

/** The site itself: the organisation behind it and the search box. */
export function organizationJsonLd(origin: string) {
  const base = origin.replace(/\/+$/, "");
  return {
    "@context": CONTEXT,
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${base}/#organization`,
        name: "Nukkad",
        url: `${base}/`,
      },
      {
        "@type": "WebSite",
        "@id": `${base}/#website`,
        name: "Nukkad",
        url: `${base}/`,
        inLanguage: "en-IN",
        publisher: { "@id": `${base}/#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: `${base}/s/?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for the body of a <script type="application/ld+json">. `<`, `>` and `&`
 * become \u escapes so no string can close the script ("</script>") or open a
 * comment ("<!--"); U+2028/U+2029 are escaped for old JavaScript parsers. These
 * characters only ever occur inside JSON strings, where \u escapes mean the
 * same thing, so JSON.parse gives back the original data.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError("jsonLdScript: data is not serialisable as JSON");
  return json.replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers shown on the page, as schema.org FAQPage. */
export function faqPageJsonLd(items: FaqItem[]) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
