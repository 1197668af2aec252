/** The product detail page: product, variants and offer at the shopper's store, similar items. */
import { movedPermanently } from "../../platform/http.server";
import type { ProductPageData } from "~/lib/views/catalogue";
import { brandPath, productPath } from "~/lib/paths";
import { getCityBySlug } from "~/models/places.server";
import { getProductDetail } from "~/models/product-details.server";
import { similarProducts } from "~/models/catalogue.server";
import { groupPhotos } from "~/models/images.server";
import { getCategoryTree, toProductCard } from "../browse.server";
import { cachedRead } from "../../platform/cache.server";
import { productGallery, type ImageSource } from "../images/product-images.server";
import type { RequestContext } from "../../platform/request-context.server";
import { pageContext, parseId } from "./listing-pages.server";
import { NotFoundError } from "~/lib/errors";
import { isDiet, productBadges } from "~/lib/product-extras";
import { openBoxRules } from "~/lib/open-box";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import type { Locale } from "~/lib/i18n/locale";
import { myRating, productRatings } from "../ratings.server";
import { shownName } from "~/lib/i18n/catalogue-names.server";

export async function loadProductPage(
  ctx: RequestContext,
  params: { slug?: string; productId?: string; localityName?: string },
): Promise<ProductPageData> {
  const productId = parseId(params.productId);
  const { db, location, origin, url, adult } = await pageContext(ctx);
  if (params.localityName && !(await getCityBySlug(db, params.localityName))) throw new NotFoundError();
  const storeId = location.store?.id ?? -1;
  // The product as a store sells it is the same for every shopper of that store. Across 100,000 products the
  // cache mostly misses, so its queries (and the ratings') go out at once: one round trip, not four in a row.
  const [shared, ratings] = await Promise.all([
    cachedRead(db, `product:${productId}:${storeId}`, async () => {
      const [detail, similar, photos] = await Promise.all([
        getProductDetail(db, productId, storeId),
        storeId > 0 ? similarProducts(db, productId, storeId, 12) : [],
        groupPhotos(db, productId),
      ]);
      return detail ? { detail, similar: similar.map(toProductCard), photos } : null;
    }),
    productRatings(db, productId),
  ]);
  if (!shared) throw new NotFoundError();
  const { detail, similar, photos } = shared;
  const { product, brand, category, l0, offer, variants } = detail;
  // Each pack size shows its own pictures: the 1 l's pack shot, not the 500 ml's (docs/product/routes.md#variants).
  const gallery = (p: Omit<ImageSource, "brandName" | "brandColor">) =>
    productGallery({ ...p, brandName: brand.name, brandColor: brand.color }, photos.get(p.id) ?? []);
  const canonical = productPath(product.name, product.id);
  const here = productPath(product.name, product.id, params.localityName);
  if (params.slug !== product.slug) throw movedPermanently(here + url.search);

  const [tree, shopper] = await Promise.all([getCategoryTree(db), ctx.shopper()]);
  const mine = shopper.user ? await myRating(db, shopper.user.id, product.id) : null;
  return {
    location,
    origin,
    canonical,
    product: {
      id: product.id,
      // The name in the page's language; its address (canonical, here) keeps the English.
      name: shownName(product),
      unit: product.unit,
      mrp: product.mrp,
      price: offer?.price ?? product.price,
      stock: offer?.stock ?? 0,
      /** False when the serving store does not list it at all (or no store serves the shopper). */
      listed: offer !== null,
      highlights: product.highlights,
      details: product.details,
      images: gallery(product),
      diet: isDiet(product.diet) ? product.diet : null,
      // The stock note beside the price already says "Only N left" for the variant shown.
      badges: productBadges({ ...product, stock: null }, new Date(), say),
      openBoxRules: product.details.openBoxDelivery ? openBoxRulesOfRequest() : null,
    },
    brand: { id: brand.id, name: brand.name, href: brandPath(brand.name, brand.id) },
    category: { id: category.id, name: shownName(category), href: tree.byId.get(category.id)?.href ?? "/categories" },
    l0: { id: l0.id, name: shownName(l0), href: tree.byId.get(l0.id)?.href ?? "/categories", ageRestricted: l0.ageRestricted },
    /** Age-restricted and not yet confirmed 18+: the page shows the age gate instead. */
    gated: l0.ageRestricted && !adult,
    variants: variants.map((v) => ({
      id: v.id,
      unit: v.unit,
      mrp: v.mrp,
      price: v.price ?? v.mrp,
      stock: v.stock,
      href: productPath(v.name, v.id, params.localityName),
      images: gallery(v),
      highlights: v.highlights,
    })),
    storeName: location.store?.name ?? null,
    similar,
    rating: ratings.rating,
    reviews: ratings.reviews,
    myRating: mine,
  };
}

/**
 * The open-box rules in the request's language (docs/decisions/055-hindi.md), made once per language: a copy kept
 * for all requests would give a Hindi page the English, or the other way round.
 */
const openBoxRulesByLocale = new Map<Locale, readonly string[]>();
function openBoxRulesOfRequest(): readonly string[] {
  const locale = requestLocale();
  let rules = openBoxRulesByLocale.get(locale);
  if (!rules) openBoxRulesByLocale.set(locale, (rules = openBoxRules(say)));
  return rules;
}
