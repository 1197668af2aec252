/**
 * JSON-LD for the print landing: the service and its prices, from the print
 * config. Pure, like ~/lib/structured-data, and rendered with <JsonLd>.
 */
import { PRINT_COLOR_LABELS, PRINT_DELIVERY_FEE, PRINT_PAPER_LABEL, PRINT_PRICE_PER_SIDE } from "./print-config";
import { SITE_NAME } from "./seo";
import { paiseToRupeeString } from "./structured-data";

function offer(name: string, paise: number, url: string, unitText: string) {
  return {
    "@type": "Offer",
    name,
    url,
    priceCurrency: "INR",
    price: paiseToRupeeString(paise),
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: paiseToRupeeString(paise),
      priceCurrency: "INR",
      unitText,
    },
  };
}

/** `origin` without a trailing slash; `path` the landing's path. */
export function printServiceJsonLd(origin: string, path: string) {
  const url = `${origin}${path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: `${SITE_NAME} Print`,
    serviceType: "Document printing and delivery",
    description: `Upload documents and photos, choose print options and get ${PRINT_PAPER_LABEL} printouts delivered in minutes.`,
    url,
    provider: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    areaServed: { "@type": "Country", name: "India" },
    offers: [
      offer(`${PRINT_COLOR_LABELS.BLACK_AND_WHITE} print`, PRINT_PRICE_PER_SIDE.BLACK_AND_WHITE, url, "printed side"),
      offer(`${PRINT_COLOR_LABELS.COLOR} print`, PRINT_PRICE_PER_SIDE.COLOR, url, "printed side"),
      offer("Print delivery", PRINT_DELIVERY_FEE, url, "order"),
    ],
  };
}
