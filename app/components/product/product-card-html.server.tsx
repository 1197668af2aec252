/**
 * Product cards' HTML kept per process (docs/decisions/049-kept-card-html.md). A shopper with a cart or a login
 * gets every page rendered for them, and a page's dozens of cards were most of React's work; yet a card differs
 * between shoppers only by what is in their cart (and, out of stock, whether they asked to be told when it is
 * back). So each card's HTML is rendered once for its data, its place on the page (eager, priority), whether the
 * shopper's place is served, the quantity in their cart and whether they asked, and kept; the form's action — the
 * one part that names the shopper's cart version and the page to come back to — is written into the kept HTML
 * for each page. <CardItem> (product-card.tsx) puts the HTML in its list
 * item; the browser hydrates <ProductCard> over it, the markup React would have sent byte for byte.
 *
 * The card's markup is written here a second time, as plain elements: <ProductCard> and <AddToCart> read the
 * router's data and location, which need a router to render, and splitting them into a shared markup
 * component cost every first visit 0.2 KiB of JavaScript that the search page does not have (decision 049).
 * tests/unit/kept-card-html.test.tsx renders pages both ways, for every kind of card, cart and page, and fails
 * on any byte that differs: a change to the card that is not made here too fails there.
 */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useContext } from "react";
import { renderToString } from "react-dom/server";
import { UNSAFE_NavigationContext } from "react-router-dom";
import { withBasename } from "~/lib/i18n/locale";
import type { ProductCard as ProductCardData } from "~/lib/catalogue";
import { escapeHtml } from "~/lib/search-query";
import { discountPercent } from "~/lib/money";
import { cardAnchor } from "~/lib/paths";
import type { RootData } from "~/lib/views/every-page";
import { PriceFigures } from "./price";
import type { CardItemProps } from "./product-card";
import { DietMark } from "./product-badges";
import { ProductPicture } from "./product-picture";
import { useT } from "../layout/use-t";

/** Written where the ADD form's action goes, then replaced by each page's (letters and underscores: never escaped). */
const ACTION_MARK = "__nukkad_card_action__";

/**
 * Cards kept at most: a catalogue's busiest two thousand, about 8 MB (a card's HTML and key take about 4 KB: the ₹
 * makes them two-byte strings). Past it, the least recently used is dropped first.
 */
const MAX_KEPT = 2000;

interface Input {
  product: ProductCardData;
  eager: boolean;
  priority: boolean;
  canBuy: boolean;
  /** In the shopper's cart. */
  quantity: number;
  /** The shopper asked to be told when it is back (docs/rules.md#back-in-stock-requests). */
  asked: boolean;
  /** The ADD form's action for this shopper and page (cartFormAction), under the basename. */
  action: string;
  /** The router's basename: "/hi" in the Hindi store (docs/decisions/055-hindi.md), where the card's link goes. */
  basename: string;
  /**
   * The card's words as <ProductCard> says them: `useT()`, from the page's data (docs/decisions/055-hindi.md), so a
   * page whose data has no Hindi for them hydrates over the same English.
   */
  t: Translate;
}

type Translate = ReturnType<typeof useT>;

/** <ProductCard>'s markup as the server first sends it (its <AddToCart> idle, with the cart's quantity). */
function KeptCard({ product, eager, priority, canBuy, quantity, asked, basename, t }: Omit<Input, "action">) {
  const off = discountPercent(product.mrp, product.price);
  const price = <PriceFigures price={product.price} mrp={product.mrp} />;
  const buy = (
    // <AddToCart>'s form as it renders on the server; its action (/cart, or /notify-me out of stock) is written per page.
    <form method="post" action={ACTION_MARK} className="card-buy" data-discover="true">
      {price}
      {!product.inStock && quantity === 0 ? (
        asked ? (
          <span className="notify-done">{t("We'll notify you")}</span>
        ) : (
          <button type="submit" className="btn-notify" aria-label={t("Notify me when {name} is back", { name: product.name })}>
            {t("Notify me")}
          </button>
        )
      ) : quantity === 0 ? (
        <button type="submit" name="delta" value="1" className="btn-add" aria-label={t("Add {name} to cart", { name: product.name })}>
          {t("Add")}
        </button>
      ) : (
        <span className="stepper">
          <button type="submit" name="delta" value="-1" aria-label={t("Remove one {name}", { name: product.name })}>
            −
          </button>
          <span aria-live="polite" aria-label={t("{count} in cart", { count: quantity })} data-testid="line-quantity">
            {quantity}
          </span>
          <button type="submit" name="delta" value="1" aria-label={t("Add one more {name}", { name: product.name })}>
            +
          </button>
        </span>
      )}
    </form>
  );
  return (
    <article
      className="card-body"
      aria-label={product.name}
      data-impression="product"
      data-product-id={product.id}
      data-off={off > 0 ? t("{off}% OFF", { off }) : undefined}
    >
      {/* <PageLink> as it renders (docs/decisions/052-light-hydration.md). */}
      <a data-discover="true" href={withBasename(basename, product.href)}>
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
      </a>
      <p className="card-unit">
        {product.unit}
        {product.unitPrice ? <span>{product.unitPrice}</span> : null}
      </p>
      {product.diet || product.badges?.length || product.rating ? (
        <p className="card-extras">
          {product.diet ? <DietMark diet={product.diet} compact t={t} /> : null}
          {product.badges?.[0] ? <span className={`badge badge-${product.badges[0].code}`}>{product.badges[0].label}</span> : null}
          {product.rating ? (
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
      {canBuy ? buy : <div className="card-buy">{price}</div>}
    </article>
  );
}

interface KeptCardHtml {
  /** The HTML in parts around its form's action (one part when it has no form: a place not served). */
  parts: string[];
  /** The texts its words were looked up by: looked up again when it is used again (below). */
  texts: string[];
}

function render(input: Input): KeptCardHtml {
  const texts = new Set<string>();
  const t: Translate = (text, values) => {
    texts.add(text);
    return input.t(text, values);
  };
  return { parts: renderToString(<KeptCard {...input} t={t} />).split(ACTION_MARK), texts: [...texts] };
}

/**
 * The ADD form's action, as <AddToCart> writes it: what the post needs besides the button's delta rides in its
 * query (docs/decisions/041-light-home-document.md).
 */
function cartFormAction(input: { productId: number; cartVersion: number; quantity: number; redirectTo: string; out: boolean }): string {
  const fields = new URLSearchParams({
    productId: String(input.productId),
    mutationId: `v${input.cartVersion}:${input.productId}:${input.quantity}`,
    redirectTo: input.redirectTo,
  });
  return `${input.out ? "/notify-me" : "/cart"}?${fields}`;
}

export interface KeptCards {
  /** The card's inner HTML, byte for byte what <ProductCard> renders for this shopper and page. */
  html(input: Input): string;
  size(): number;
}

/** A process's kept cards, at most `max`. */
export function createKeptCards(max = MAX_KEPT): KeptCards {
  const kept = new Map<string, KeptCardHtml>();
  return {
    html(input) {
      // The card's data is its key: a changed price, stock or picture is another card.
      // The language of its words too: its "Add", which the page's data may or may not translate.
      const key = JSON.stringify([
        input.product,
        input.eager,
        input.priority,
        input.canBuy,
        input.quantity,
        input.asked,
        input.basename,
        input.t("Add"),
      ]);
      let card = kept.get(key);
      if (card) {
        // Most recently used last, so the oldest is dropped first.
        kept.delete(key);
        // A Hindi document sends the browser the words its render looked up (docs/decisions/056-words-a-page-shows.md):
        // this card's too, though it was not rendered again.
        for (const text of card.texts) input.t(text);
      } else {
        card = render(input);
        if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      }
      kept.set(key, card);
      // The action is URL-encoded (only "&" between its fields needs escaping): the bytes React would write.
      return card.parts.join(escapeHtml(input.action));
    },
    size: () => kept.size,
  };
}

/** The list item <CardItem> renders on the server, its card from `kept`: what app/entry.server.tsx gives every document. */
export function keptCardItem(kept: KeptCards) {
  return function KeptCardItem({ product, eager, priority, className, anchored }: CardItemProps) {
    // What <ProductCard> and <AddToCart> read, read here for the same answer.
    const root = useRouteLoaderData<RootData>("root");
    const location = useLocation();
    const quantity = root?.cart.quantities[product.id] ?? 0;
    const action = cartFormAction({
      productId: product.id,
      cartVersion: root?.cart.version ?? 0,
      quantity,
      redirectTo: location.pathname + location.search,
      out: !product.inStock && quantity === 0,
    });
    const asked = root?.awaited.includes(product.id) ?? false;
    const canBuy = root?.location.status !== "NON_SERVICEABLE";
    const { basename } = useContext(UNSAFE_NavigationContext);
    const t = useT();
    const html = kept.html({ product, eager, priority, canBuy, quantity, asked, action: withBasename(basename, action), basename, t });
    return <li className={className} id={anchored ? cardAnchor(product.id) : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
