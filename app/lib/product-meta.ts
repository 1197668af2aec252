import type { MetaFunction } from "@remix-run/react";
import { formatPaise } from "./money";
import { GALLERY_SIZES, photoSrcSet } from "./photos";
import { pageLocale, seoMeta } from "./seo";
import type { GalleryImage } from "./views/catalogue";

interface ProductMetaData {
  origin: string;
  canonical: string;
  product: { name: string; unit: string; price: number; images: GalleryImage[]; details: { description: string } };
  brand: { name: string };
}

/** Meta for both product routes (plain and under a city); both point at one canonical URL. */
export const productMeta: MetaFunction = ({ data, matches }) => {
  const d = data as ProductMetaData | undefined;
  if (!d?.product) return [{ title: "Product not found | Nukkad" }];
  const first = d.product.images[0];
  return [
    ...seoMeta({
      locale: pageLocale(matches),
      title: `${d.product.name} ${d.product.unit} price: buy online at ${formatPaise(d.product.price)} | Nukkad`,
      description: `Buy ${d.product.name} (${d.product.unit}) by ${d.brand.name} online at ${formatPaise(d.product.price)}. ${d.product.details.description} Delivered in minutes.`,
      path: d.canonical,
      origin: d.origin,
      image: first?.src,
      type: "product",
    }),
    ...(first ? [lcpPreload(first)] : []),
  ];
};

/**
 * The gallery's first picture is the page's largest: preloaded at high priority so it starts with the
 * stylesheet (docs/decisions/018-stored-product-images.md). A stored photo preloads the AVIF rendition the
 * <picture> will choose (browsers without AVIF skip a preload of that type); a generated picture its SVG.
 */
function lcpPreload(image: GalleryImage) {
  const common = { tagName: "link", rel: "preload", as: "image", fetchPriority: "high" } as const;
  if (!image.photo) return { ...common, href: image.src };
  return { ...common, type: "image/avif", imageSrcSet: photoSrcSet(image.photo, "avif"), imageSizes: GALLERY_SIZES };
}
