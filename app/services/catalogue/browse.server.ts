/**
 * Catalogue use cases for the screens: turns rows into the shapes the UI
 * renders, resolves server-driven layouts, and keeps the category tree in
 * memory (it changes only when the catalogue is re-seeded).
 */
import type { BrandLink, CategoryLink, ListingQuery, ProductCard } from "~/lib/catalogue";
import { cardName } from "~/lib/card-name";
import { unitPriceLabel } from "~/lib/unit-price";
import { PAGE_SIZE, PRICE_BUCKETS } from "~/lib/catalogue";
import { brandLogoUrl, categoryImageUrl } from "~/lib/image-urls";
import { isDiet, productBadges, ratingSummary } from "~/lib/product-extras";
import { productCardImage } from "./images/product-images.server";
import { brandPath, categoryPath, productPath } from "~/lib/paths";
import type { ProductListing, ResolvedWidget, StreamedLayout, WidgetOutline } from "~/lib/views/catalogue";
import type { Widget } from "~/lib/widgets";
import { parseLayout } from "~/lib/widgets.server";
import { collectionPath, recipeByIdPath, type CollectionDefinition } from "~/lib/collections";
import { parseCollectionDefinition } from "~/lib/collections.server";
import { getCollection } from "~/models/collections.server";
import { collectionFilter } from "./collection-rules.server";
import {
  brandFacets,
  getLayout,
  listDeals,
  listProducts,
  railProducts,
  type ProductCardRow,
  type ProductListFilter,
} from "~/models/catalogue.server";
import { getBrandsByIds, listCategories, type CategoryRow } from "~/models/brands-categories.server";
import type { Db } from "~/models/db.server";
import { cachedRead, perDatabaseCache } from "../platform/cache.server";
import { onCatalogueChanged } from "../platform/catalogue-changes.server";
import { shownName } from "~/lib/i18n/catalogue-names.server";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import { shownWidget } from "~/lib/i18n/layout-texts.server";

/** A product's tile, its name in the request's language (its path in English). */
export function toProductCard(row: ProductCardRow): ProductCard {
  const name = shownName(row);
  const shown = cardName({ name, brand: row.brandName });
  return {
    id: row.id,
    name,
    ...(shown === name ? {} : { cardName: shown }),
    unit: row.unit,
    unitPrice: unitPriceLabel(row.price, row.unit),
    brandName: row.brandName,
    price: row.price,
    mrp: row.mrp,
    inStock: row.stock > 0,
    image: productCardImage(row),
    photo: row.photo,
    href: productPath(row.name, row.id),
    badges: productBadges(row, new Date(), say),
    diet: isDiet(row.diet) ? row.diet : null,
    rating: row.ratingCount > 0 ? ratingSummary(row.ratingCount, row.ratingTotal) : null,
  };
}

const TILE_COLOURS = ["e5f3ff", "eaf7e9", "fff3dc", "fdecef", "f1ecfb", "e8f6f6"] as const;

export interface CategoryNode extends CategoryLink {
  parentId: number | null;
  slug: string;
  ageRestricted: boolean;
  children: CategoryNode[];
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
}

function buildTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  const l0Rows = rows.filter((r) => r.parentId === null);
  const firstChild = new Map<number, number>();
  for (const r of rows) if (r.parentId !== null && !firstChild.has(r.parentId)) firstChild.set(r.parentId, r.id);
  for (const r of rows) {
    const l0 = r.parentId === null ? r : l0Rows.find((x) => x.id === r.parentId);
    if (!l0) continue;
    const l1Id = r.parentId === null ? (firstChild.get(r.id) ?? r.id) : r.id;
    byId.set(r.id, {
      id: r.id,
      name: shownName(r),
      slug: r.slug,
      parentId: r.parentId,
      ageRestricted: r.ageRestricted,
      href: categoryPath(l0.name, l0.id, l1Id),
      image: categoryImageUrl(r.icon, TILE_COLOURS[l0.position % TILE_COLOURS.length] ?? TILE_COLOURS[0]),
      children: [],
    });
  }
  for (const r of rows) {
    const node = byId.get(r.id);
    if (!node) continue;
    if (r.parentId === null) roots.push(node);
    else byId.get(r.parentId)?.children.push(node);
  }
  return { roots, byId };
}

const treeCache = perDatabaseCache<CategoryTree, Db>({ ttlMs: 60_000, maxEntries: 2, clearOn: onCatalogueChanged });

/** The category tree, its names in the request's language (one tree per language: its links are the same). */
export function getCategoryTree(db: Db): Promise<CategoryTree> {
  return treeCache(db, `tree:${requestLocale()}`, () => listCategories(db).then(buildTree));
}

export function toBrandLink(b: { id: number; name: string; color: string }): BrandLink {
  return { id: b.id, name: b.name, href: brandPath(b.name, b.id), logo: brandLogoUrl(b.name, b.color) };
}

/** One page of a filtered, sorted listing plus its brand facets. */
export function getListing(
  db: Db,
  base: Omit<ProductListFilter, "brandIds" | "minPrice" | "maxPrice">,
  query: ListingQuery,
): Promise<ProductListing> {
  return cachedRead(db, `listing:${JSON.stringify([base, query])}`, () => loadListing(db, base, query));
}

async function loadListing(
  db: Db,
  base: Omit<ProductListFilter, "brandIds" | "minPrice" | "maxPrice">,
  query: ListingQuery,
): Promise<ProductListing> {
  const bucket = query.price ? PRICE_BUCKETS[query.price] : undefined;
  const [{ rows, total }, facets] = await Promise.all([
    listProducts(
      db,
      { ...base, brandIds: query.brand, minPrice: bucket?.min, maxPrice: bucket?.max },
      { sort: query.sort, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE },
    ),
    brandFacets(db, base),
  ]);
  return {
    products: rows.map(toProductCard),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    brands: facets.map((f) => ({ ...f, selected: query.brand.includes(f.id) })),
  };
}

/**
 * Load a stored layout and fetch each widget's data at the shopper's store.
 * Widgets that fail validation or come back empty are left out.
 */
export function resolveLayout(db: Db, layoutId: string, storeId: number): Promise<ResolvedWidget[]> {
  return cachedRead(db, `layout:${layoutId}:${storeId}`, async () => resolveWidgets(db, await loadLayout(db, layoutId), storeId));
}

export async function resolveLayoutStreamed(db: Db, layoutId: string, storeId: number): Promise<StreamedLayout> {
  const widgets = await cachedRead(db, `layout-widgets:${layoutId}`, () => loadLayout(db, layoutId));
  // The first screen is everything before the second rail: the first product rail, and the banners and
  // category grid around it, whose links a shopper without JavaScript needs (they cost no per-store query).
  const firstRail = widgets.findIndex((w) => w.type === "product_rail");
  const nextRail = widgets.findIndex((w, i) => i > firstRail && (w.type === "product_rail" || w.type === "brand_rail"));
  const split = firstRail === -1 || nextRail === -1 ? widgets.length : nextRail;
  const key = `layout:${layoutId}:${storeId}`;
  const above = await cachedRead(db, `${key}:above`, () => resolveWidgets(db, widgets.slice(0, split), storeId));
  // Started only now: the embedded database runs one query at a time, so the rails below must not
  // queue in front of the first screen's.
  const below = cachedRead(db, `${key}:below`, () => resolveWidgets(db, widgets.slice(split), storeId));
  return { above, outline: widgets.slice(split).map(outlineOf), below };
}

function outlineOf(w: Widget): WidgetOutline {
  const title = "title" in w.props ? w.props.title : "";
  // The links' words as the rails themselves say them (product-rail.tsx, brand-rail.tsx).
  const link =
    w.type === "product_rail" && w.props.seeAllHref
      ? { href: w.props.seeAllHref, label: say("See all") }
      : w.type === "brand_rail"
        ? { href: "/brands", label: say("All brands") }
        : null;
  return { id: w.id, type: w.type, title, link };
}

/**
 * A stored layout's valid widgets, their words in the request's language (docs/collections-and-layouts.md#hindi):
 * every read of it is cached per language (cachedRead), like the catalogue's names.
 */
async function loadLayout(db: Db, layoutId: string): Promise<Widget[]> {
  const { widgets, errors } = parseLayout(await getLayout(db, layoutId));
  if (errors.length) console.warn(`Layout "${layoutId}" has invalid widgets:`, errors);
  return widgets.map(shownWidget);
}

async function resolveWidgets(db: Db, widgets: Widget[], storeId: number): Promise<ResolvedWidget[]> {
  const tree = await getCategoryTree(db);
  const resolved = await Promise.all(
    widgets.map(async (w): Promise<ResolvedWidget | null> => {
      switch (w.type) {
        case "banner_carousel":
        case "city_intro":
          return { ...w, data: null };
        case "category_grid": {
          const ids = w.props.categoryIds;
          const categories = ids.length ? ids.map((id) => tree.byId.get(id)).filter((c) => c !== undefined) : tree.roots;
          return { ...w, data: { categories: categories.map(({ id, name, href, image }) => ({ id, name, href, image })) } };
        }
        case "brand_rail": {
          const rows = await getBrandsByIds(db, w.props.brandIds);
          const order = new Map(w.props.brandIds.map((id, i) => [id, i]));
          rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
          return rows.length ? { ...w, data: { brands: rows.map(toBrandLink) } } : null;
        }
        case "link_tiles":
          return {
            ...w,
            data: { hrefs: w.props.tiles.map((t) => (t.target.kind === "recipe" ? recipeByIdPath(t.target.recipeId) : t.target.href)) },
          };
        case "product_rail": {
          const { source, limit } = w.props;
          let rows: ProductCardRow[];
          let props = w.props;
          if (source.kind === "deals") rows = await listDeals(db, storeId, limit);
          else if (source.kind === "collection") {
            const collection = await loadCollection(db, source.collectionId);
            if (!collection) return null;
            const isTop = (id: number) => tree.byId.get(id)?.parentId === null;
            rows = await railProducts(db, { storeId, ...collectionFilter(collection.definition, isTop, new Date()) }, limit);
            props = { ...props, seeAllHref: props.seeAllHref ?? collection.href };
          } else {
            const filter: ProductListFilter = { storeId };
            if (source.kind === "category") {
              const node = tree.byId.get(source.categoryId);
              if (node?.parentId === null) filter.l0CategoryId = source.categoryId;
              else filter.categoryId = source.categoryId;
            }
            if (source.kind === "brand") filter.brandId = source.brandId;
            rows = await railProducts(db, filter, limit);
          }
          const products = rows.filter((r) => r.stock > 0).map(toProductCard);
          return products.length ? { ...w, props, data: { products } } : null;
        }
      }
    }),
  );
  return resolved.filter((w): w is ResolvedWidget => w !== null);
}

export interface Collection {
  id: number;
  /** English: the address's slug comes from it. */
  name: string;
  /** The name and description on Hindi pages (docs/collections-and-layouts.md#hindi); null shows the English. */
  nameHi: string | null;
  description: string;
  descriptionHi: string | null;
  definition: CollectionDefinition;
  href: string;
}

/** A stored collection, validated (docs/collections-and-layouts.md); null when missing or no longer valid. */
export function loadCollection(db: Db, id: number): Promise<Collection | null> {
  return cachedRead(db, `collection:${id}`, async () => {
    const row = await getCollection(db, id);
    if (!row) return null;
    const definition = parseCollectionDefinition(row.definition);
    if (!definition) {
      console.warn(`Collection ${id} has an invalid definition`);
      return null;
    }
    return {
      id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      description: row.description,
      descriptionHi: row.descriptionHi,
      definition,
      href: collectionPath(definition.kind, row.name, row.id),
    };
  });
}

/** The first `count` top-level categories shoppers of any age see, for the 404 page's ways back in. */
export async function topCategories(db: Db, count = 8): Promise<CategoryLink[]> {
  const tree = await getCategoryTree(db);
  return tree.roots
    .filter((c) => !c.ageRestricted)
    .slice(0, count)
    .map(({ id, name, href, image }) => ({ id, name, href, image }));
}
