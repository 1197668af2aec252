import type { MetaFunction } from "@remix-run/react";
import { formatPaise } from "./money";
import { seoMeta } from "./seo";

interface ProductMetaData {
  origin: string;
  canonical: string;
  product: { name: string; unit: string; price: number; images: string[]; details: { description: string } };
  brand: { name: string };
}

/** Meta for both product routes (plain and under a city); both point at one canonical URL. */
export const productMeta: MetaFunction = ({ data }) => {
  const d = data as ProductMetaData | undefined;
  if (!d?.product) return [{ title: "Product not found | Nukkad" }];
  return seoMeta({
    title: `${d.product.name} ${d.product.unit} price: buy online at ${formatPaise(d.product.price)} | Nukkad`,
    description: `Buy ${d.product.name} (${d.product.unit}) by ${d.brand.name} online at ${formatPaise(d.product.price)}. ${d.product.details.description} Delivered in minutes.`,
    path: d.canonical,
    origin: d.origin,
    image: d.product.images[0],
    type: "product",
  });
};
