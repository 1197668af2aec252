/** One product with its price and stock at the serving store (no business rules). */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { type Db } from "./db.server";
import { brands, categories, products, storeProducts } from "./schema.server";
import { CategoryRow, BrandRow } from "./brands-categories.server";

export type ProductRow = typeof products.$inferSelect;

export interface ProductDetail {
  product: ProductRow;
  brand: BrandRow;
  category: CategoryRow;
  l0: CategoryRow;
  /** Null when the serving store does not list it. */
  offer: { price: number; stock: number } | null;
  /** Every pack size of the product's group, itself included, with what its pictures and highlights need. */
  variants: VariantRow[];
}

export type VariantRow = Pick<
  ProductRow,
  "id" | "name" | "unit" | "mrp" | "icon" | "background" | "categoryId" | "photo" | "highlights"
> & {
  price: number | null;
  stock: number;
};

/**
 * The product, its two categories and its pack sizes, in one round of queries at once: the categories and the
 * variants find the product's category and group in a subquery rather than waiting for the product's row.
 */
export async function getProductDetail(db: Db, productId: number, storeId: number): Promise<ProductDetail | null> {
  const ofProduct = (column: "category_id" | "l0_category_id" | "group_id") =>
    sql.raw(`(select p.${column} from products p where p.id = `).append(sql`${productId})`);
  const [[row], cats, variants] = await Promise.all([
    db
      .select({ product: products, brand: brands, price: storeProducts.price, stock: storeProducts.stock })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(storeProducts, and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId)))
      .where(eq(products.id, productId)),
    db
      .select()
      .from(categories)
      .where(or(sql`${categories.id} = ${ofProduct("category_id")}`, sql`${categories.id} = ${ofProduct("l0_category_id")}`)),
    db
      .select({
        id: products.id,
        name: products.name,
        unit: products.unit,
        mrp: products.mrp,
        icon: products.icon,
        background: products.background,
        categoryId: products.categoryId,
        photo: products.photo,
        highlights: products.highlights,
        price: storeProducts.price,
        stock: sql<number>`coalesce(${storeProducts.stock}, 0)::int`,
      })
      .from(products)
      .leftJoin(storeProducts, and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId)))
      .where(sql`${products.groupId} = ${ofProduct("group_id")}`)
      .orderBy(asc(products.mrp), asc(products.id)),
  ]);
  if (!row) return null;
  const category = cats.find((c) => c.id === row.product.categoryId);
  const l0 = cats.find((c) => c.id === row.product.l0CategoryId);
  if (!category || !l0) return null;
  return {
    product: row.product,
    brand: row.brand,
    category,
    l0,
    offer: row.price === null || row.stock === null ? null : { price: row.price, stock: row.stock },
    variants,
  };
}

/** A product with its brand, for its generated pack shot (docs/decisions/017-pack-shots.md). */
export async function getProductWithBrand(db: Db, productId: number): Promise<{ product: ProductRow; brand: BrandRow } | null> {
  const [row] = await db
    .select({ product: products, brand: brands })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, productId));
  return row ?? null;
}

/** Of these products, the ones delivered open-box (docs/rules.md#open-box-delivery). */
export async function openBoxProductIds(db: Db, productIds: number[]): Promise<number[]> {
  if (!productIds.length) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), sql`(${products.details}->>'openBoxDelivery')::boolean`));
  return rows.map((r) => r.id);
}
