import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ProductCard as ProductCardData } from "~/lib/catalogue";
import { discountPercent } from "~/lib/money";
import type { RootData } from "~/lib/views/root";
import { AddToCart } from "../cart/add-to-cart";
import { Price } from "./price";
import { DietMark } from "./product-badges";
import { ProductPicture } from "./product-picture";

/**
 * A product tile for rails, listings and search. Image sizes are fixed so nothing shifts while loading. The
 * tile is a size container: in a narrow tile (a 360 px phone's listing, a rail) the ADD button or stepper
 * takes the tile's full width under the price, so its 44 px targets fit (`.card` in tailwind.css).
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductCardData;
  eager?: boolean;
  /** The first screen's largest picture, fetched first (ProductPicture). */
  priority?: boolean;
}) {
  const root = useRouteLoaderData<RootData>("root");
  const quantity = root?.cart.quantities[product.id] ?? 0;
  const off = discountPercent(product.mrp, product.price);
  const canBuy = root?.location.status !== "NON_SERVICEABLE";
  return (
    <div className="card h-full">
      <article
        className="card-body relative flex h-full flex-col rounded-xl border border-gray-200 bg-white"
        aria-label={product.name}
        data-impression="product"
        data-product-id={product.id}
      >
        {off > 0 ? (
          <span className="absolute left-2 top-2 z-10 rounded-md bg-blue-700 px-1.5 py-0.5 text-[11px] font-bold text-white">
            {off}% OFF
          </span>
        ) : null}
        <Link to={product.href} className="block" prefetch="intent">
          <ProductPicture
            src={product.image}
            photo={product.photo}
            alt={product.name}
            size={160}
            sizes="160px"
            eager={eager}
            priority={priority}
            className={`mx-auto aspect-square w-full max-w-[160px] rounded-lg ${product.inStock ? "" : "opacity-50 grayscale"}`}
          />
          <h3 className="mt-2 line-clamp-2 min-h-[2.5rem] hyphens-auto break-words text-[13px] font-semibold leading-5">{product.name}</h3>
        </Link>
        <p className="mt-1 text-xs text-ink-muted">{product.unit}</p>
        {product.diet || product.badges?.length || product.rating ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-[11px] font-semibold">
            {product.diet ? <DietMark diet={product.diet} compact /> : null}
            {product.badges?.[0] ? <span className={`badge badge-${product.badges[0].code}`}>{product.badges[0].label}</span> : null}
            {product.rating ? (
              <span>
                ★ {product.rating.average.toFixed(1)} ({product.rating.count}
                <span className="sr-only"> ratings</span>)
              </span>
            ) : null}
          </p>
        ) : null}
        <div className="card-buy">
          <Price price={product.price} mrp={product.mrp} />
          {canBuy ? (
            <AddToCart
              productId={product.id}
              productName={product.name}
              quantity={quantity}
              cartVersion={root?.cart.version ?? 0}
              inStock={product.inStock}
            />
          ) : null}
        </div>
      </article>
    </div>
  );
}

export function ProductGrid({ products, label }: { products: ProductCardData[]; label: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          {/* A phone's first screen shows the first two; the first is the largest picture there (its LCP). */}
          <ProductCard product={p} eager={i < 4} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
