import { useRouteLoaderData } from "@remix-run/react";
import { PageLink } from "../layout/page-links";
import { createContext, useContext, type ComponentType } from "react";
import type { ProductCard as ProductCardData } from "~/lib/catalogue";
import { discountPercent } from "~/lib/money";
import { cardAnchor } from "~/lib/paths";
import type { RootData } from "~/lib/views/every-page";
import { AddToCart } from "../cart/add-to-cart";
import { PriceFigures } from "./price";
import { DietMark } from "./product-badges";
import { ProductPicture } from "./product-picture";
import { useT } from "../layout/use-t";

/**
 * A product tile for rails, listings and search. Image sizes are fixed so nothing shifts while loading. The
 * tile's list item (`.card`, given by ProductGrid and ProductRail) is a size container: in a narrow tile (a 360 px
 * phone's listing, a rail) the ADD button or stepper takes the tile's full width under the price, so its 44 px
 * targets fit. Its looks are the `.card-*` classes in tailwind.css: a tile repeats dozens of times a page, so it
 * carries as few elements and attributes as it can (docs/decisions/041-light-home-document.md).
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
  const t = useT();
  const quantity = root?.cart.quantities[product.id] ?? 0;
  const off = discountPercent(product.mrp, product.price);
  const canBuy = root?.location.status !== "NON_SERVICEABLE";
  const price = <PriceFigures price={product.price} mrp={product.mrp} />;
  return (
    // The discount pill is drawn from data-off (`.card-body[data-off]::before`): no element of its own.
    <article
      className="card-body"
      aria-label={product.name}
      data-impression="product"
      data-product-id={product.id}
      data-off={off > 0 ? t("{off}% OFF", { off }) : undefined}
    >
      <PageLink to={product.href}>
        <ProductPicture
          src={product.image}
          photo={product.photo}
          alt={product.name}
          size={160}
          sizes="160px"
          eager={eager}
          priority={priority}
          className={product.inStock ? undefined : "out"}
        />
        <h3 title={product.cardName && product.name}>{product.cardName ?? product.name}</h3>
      </PageLink>
      <p className="card-unit">
        {product.unit}
        {product.unitPrice ? <span>{product.unitPrice}</span> : null}
      </p>
      {product.diet || product.badges?.length || product.rating ? (
        <p className="card-extras">
          {product.diet ? <DietMark diet={product.diet} compact t={t} /> : null}
          {product.badges?.[0] ? <span className={`badge badge-${product.badges[0].code}`}>{product.badges[0].label}</span> : null}
          {product.rating ? (
            // One element for the figure and its meaning: "★ 4.3 (27)" is read as "Rated 4.3 from 27 ratings".
            <span
              role="img"
              aria-label={t("Rated {average} from {count} ratings", {
                average: product.rating.average.toFixed(1),
                count: product.rating.count,
              })}
            >
              ★ {product.rating.average.toFixed(1)} ({product.rating.count})
            </span>
          ) : null}
        </p>
      ) : null}
      {/* The buy row is the ADD form itself, the price inside it. */}
      {canBuy ? (
        <AddToCart
          productId={product.id}
          productName={product.name}
          quantity={quantity}
          cartVersion={root?.cart.version ?? 0}
          inStock={product.inStock}
          className="card-buy"
        >
          {price}
        </AddToCart>
      ) : (
        <div className="card-buy">{price}</div>
      )}
    </article>
  );
}

export interface CardItemProps {
  product: ProductCardData;
  eager: boolean;
  priority: boolean;
  className?: string;
  /** In a grid of distinct products, the item carries cardAnchor's id: a no-JavaScript ADD comes back to it. */
  anchored?: boolean;
}

/**
 * On the server, the list item of a card whose HTML is kept for the next page that shows it
 * (product-card-html.server.tsx, given by app/entry.server.tsx; docs/decisions/049-kept-card-html.md): React
 * rendered a page's dozens of cards again for every shopper with a cart or a login. Absent in the browser.
 */
export const KeptCardItemContext = createContext<ComponentType<CardItemProps> | null>(null);

/**
 * A tile's list item (`.card`, a size container, tailwind.css). On the server its content may come from kept
 * HTML: the browser then hydrates <ProductCard> over exactly the markup it would have rendered.
 */
export function CardItem({ className = "card", anchored, ...card }: CardItemProps) {
  const KeptCardItem = useContext(KeptCardItemContext);
  if (KeptCardItem) return <KeptCardItem className={className} anchored={anchored} {...card} />;
  return (
    <li className={className} id={anchored ? cardAnchor(card.product.id) : undefined}>
      <ProductCard {...card} />
    </li>
  );
}

/** A grid's products show once on the page (a search, a list, a brand's winners), so its items carry their anchors. */
export function ProductGrid({ products, label }: { products: ProductCardData[]; label: string }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5" aria-label={label}>
      {products.map((p, i) => (
        // A phone's first screen shows the first two; the first is the largest picture there (its LCP).
        <CardItem key={p.id} product={p} eager={i < 4} priority={i === 0} anchored />
      ))}
    </ul>
  );
}
