/**
 * JSON-LD for the print landing: the service and its prices, the operator's (docs/rules.md#operator-settings),
 * which the page's loader reads. Pure, like ~/lib/structured-data, and rendered with <JsonLd>.
 */
import { translate, type MessageValues } from "./i18n/translate";
import { PRINT_PAPER_LABEL } from "./print-config";
import type { PrintPrices } from "./print-price";
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

const english = (text: string, values?: MessageValues) => translate(null, text, values);

/**
 * `origin` without a trailing slash; `path` the landing's path; `prices` the print prices in force. `t` says the
 * names and the description in the page's language (docs/decisions/055-hindi.md); the unit texts are schema.org's
 * and stay English.
 */
export function printServiceJsonLd(
  origin: string,
  path: string,
  prices: PrintPrices,
  t: (text: string, values?: MessageValues) => string = english,
) {
  const url = `${origin}${path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: t("Nukkad Print"),
    serviceType: t("Document printing and delivery"),
    description: t("Upload documents and photos, choose print options and get {paper} printouts delivered in minutes.", {
      paper: PRINT_PAPER_LABEL,
    }),
    url,
    provider: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    areaServed: { "@type": "Country", name: "India" },
    offers: [
      offer(t("Black and white print"), prices.pricePerSide.BLACK_AND_WHITE, url, "printed side"),
      offer(t("Colour print"), prices.pricePerSide.COLOR, url, "printed side"),
      offer(t("Print delivery"), prices.deliveryFee, url, "order"),
    ],
  };
}
