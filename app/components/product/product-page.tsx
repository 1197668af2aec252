import { Link, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { memo, Suspense, type ComponentProps } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FormFailure } from "~/lib/forms/failure";
import { formatPaise } from "~/lib/money";
import { LOW_STOCK_AT, type SizeChart } from "~/lib/product-extras";
import { productJsonLd } from "~/lib/structured-data";
import type { RootData } from "~/lib/views/every-page";
import type { ProductPageData } from "~/lib/views/catalogue";
import { AddToCart } from "../cart/add-to-cart";
import { AgeGate } from "../catalogue/age-gate";
import { JsonLd } from "../json-ld";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { loadedLater } from "../layout/loaded-later";
import { PageLink } from "../layout/page-links";
import { useT } from "../layout/use-t";
import { ProductRail } from "../widgets/product-rail";
import { Price } from "./price";
import { ProductGallery } from "./product-gallery";
import { BadgeList, DietMark } from "./product-badges";
import { Problem, RatingLine, Reviews } from "./ratings";

/**
 * The rating form is fetched when a page shows it (`loadedLater`): only a logged-in shopper it was delivered to
 * sees it, so a first visit does not carry it (docs/decisions/042-javascript-budget-100.md; the room it made
 * carries the page's Hindi words, docs/decisions/055-hindi.md). A plain HTML form with no React handlers, so a
 * tap on it during hydration changes nothing React renders. `memo`: the page renders again once hydrated
 * (the variant hash); with the same props that render stops here, before the boundary the module may not have
 * hydrated yet (React's error 421).
 */
const LaterRateForm = loadedLater(() => import("./rate-form").then((m) => m.RateForm), "#rate-review");
const RateFormLater = memo(function RateFormLater(props: ComponentProps<typeof LaterRateForm>) {
  return (
    <Suspense fallback={null}>
      <LaterRateForm {...props} />
    </Suspense>
  );
});

const VARIANT_HASH = /^#\/variant\/(\d+)$/;

/**
 * Product detail: gallery, variants, price, stock, highlights and the
 * Legal Metrology details. Variants are plain links without JavaScript; with
 * it they switch in place under #/variant/{id} (docs/product/routes.md#variants) without scrolling.
 */
export function ProductPage({ data, failure }: { data: ProductPageData; failure: FormFailure | null }) {
  const root = useRouteLoaderData<RootData>("root");
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { product, brand, category, l0, origin, canonical } = data;
  if (data.gated) return <AgeGate category={l0.name} denied={false} />;

  // The server never sees the hash: read once hydrated, so hydration renders what the server did (a page opened
  // at #/variant/{id} then switches to it).
  const hashId = hydrated ? Number(VARIANT_HASH.exec(hash)?.[1]) : NaN;
  const selected = data.variants.find((v) => v.id === hashId) ?? data.variants.find((v) => v.id === product.id);
  const shown = selected ? { ...product, ...selected, listed: product.listed || selected.id !== product.id } : product;
  const quantity = root?.cart.quantities[shown.id] ?? 0;
  const serviceable = data.location.status !== "NON_SERVICEABLE";
  const stockNote = !product.listed && selected?.id === product.id ? t("Not sold at your store") : stock(t, shown.stock);
  // Sentences with an element inside: the words around it, in the page's language.
  const eta = t("Delivery in {minutes} from {store}", { store: data.storeName ?? "" }).split("{minutes}");
  const logIn = t("Bought this? {login} to rate it.").split("{login}");

  return (
    <div className="container-layout py-4">
      <Breadcrumbs origin={origin} items={[l0, category, { name: product.name, href: canonical }]} />
      <div className="grid gap-6 rounded-2xl bg-white p-4 md:grid-cols-2 md:p-8">
        <ProductGallery name={product.name} images={shown.images} />
        <section aria-labelledby="product-title">
          <Link to={brand.href} className="text-sm font-semibold text-leaf-700 hover:underline">
            {brand.name}
          </Link>
          <h1 id="product-title" className="mt-1 text-xl font-bold md:text-2xl">
            {product.name}
          </h1>
          <p className="mt-1 text-sm text-ink-muted" data-testid="selected-unit">
            {shown.unit}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {data.rating ? (
              <a href="#ratings" className="hover:underline">
                <RatingLine rating={data.rating} />
              </a>
            ) : null}
            {product.diet ? <DietMark diet={product.diet} t={t} /> : null}
            <BadgeList badges={product.badges} />
          </div>
          <div className="mt-4">
            <Price price={shown.price} mrp={shown.mrp} size="lg" />
            <p className="mt-1 text-xs text-ink-muted">{t("(Inclusive of all taxes)")}</p>
          </div>
          <p className={`mt-2 text-sm font-semibold ${shown.stock > 0 ? "text-leaf-700" : "text-red-700"}`} data-testid="stock-state">
            {stockNote}
          </p>
          {data.variants.length > 1 ? (
            <fieldset className="mt-4">
              <legend className="mb-2 text-sm font-bold">{t("Select unit")}</legend>
              <ul className="flex flex-wrap gap-2">
                {data.variants.map((v) => (
                  <li key={v.id}>
                    <PageLink
                      to={hydrated ? `#/variant/${v.id}` : v.href}
                      aria-current={v.id === shown.id ? "true" : undefined}
                      onClick={(e) => {
                        if (!hydrated) return;
                        e.preventDefault();
                        navigate(`#/variant/${v.id}`, { preventScrollReset: true, replace: true });
                      }}
                      className={`block rounded-lg border px-3 py-2 text-sm ${
                        v.id === shown.id ? "border-leaf-600 bg-leaf-50 font-bold" : "border-gray-300"
                      }`}
                    >
                      <span className="block">{v.unit}</span>
                      <span className="block text-xs">
                        {formatPaise(v.price)}
                        {v.stock <= 0 ? ` · ${t("Out of stock")}` : ""}
                      </span>
                    </PageLink>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {/* Pinned to a phone's screen until its place scrolls into view (`.buy-pin`, tailwind.css), with what the
              shopper pays beside ADD there, since the price above has scrolled away (docs/product/routes.md#product-page). */}
          <div className="buy-pin">
            {serviceable ? (
              <p className="buy-pin-price" data-testid="pinned-price">
                <span>{shown.unit}</span>
                <b>{formatPaise(shown.price)}</b>
                {shown.mrp > shown.price ? <s>{formatPaise(shown.mrp)}</s> : null}
              </p>
            ) : null}
            {serviceable ? (
              <AddToCart
                productId={shown.id}
                productName={`${product.name} ${shown.unit}`}
                quantity={quantity}
                cartVersion={root?.cart.version ?? 0}
                inStock={shown.stock > 0}
              />
            ) : (
              <p className="text-sm font-semibold text-red-700">{t("We don't deliver to {place} yet.", { place: data.location.label })}</p>
            )}
          </div>
          {data.location.etaMinutes ? (
            <p className="mt-3 text-sm">
              {eta[0]}
              <strong>{t("{minutes} minutes", { minutes: data.location.etaMinutes })}</strong>
              {eta[1]}
            </p>
          ) : null}
          {shown.highlights.length ? (
            <section className="mt-6" aria-labelledby="highlights-title">
              <h2 id="highlights-title" className="mb-2 text-lg font-bold">
                {t("Highlights")}
              </h2>
              <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 text-sm">
                {shown.highlights.map((h) => (
                  <div key={h.label} className="contents">
                    <dt className="text-ink-muted">{h.label}</dt>
                    <dd>{h.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section className="mt-6" aria-labelledby="details-title">
            <h2 id="details-title" className="mb-2 text-lg font-bold">
              {t("Product details")}
            </h2>
            <dl className="space-y-2 text-sm">
              <Detail label={t("Description")} value={product.details.description} />
              {product.details.ingredients ? <Detail label={t("Ingredients")} value={product.details.ingredients} /> : null}
              <Detail label={t("Net quantity")} value={shown.unit} />
              <Detail label={t("MRP")} value={t("{price} (incl. of all taxes)", { price: formatPaise(shown.mrp) })} />
              <Detail label={t("Manufacturer / packer")} value={product.details.manufacturer} />
              <Detail label={t("Country of origin")} value={product.details.countryOfOrigin} />
              {product.details.fssaiLicence ? <Detail label={t("FSSAI licence")} value={product.details.fssaiLicence} /> : null}
              {product.details.shelfLife ? <Detail label={t("Shelf life")} value={product.details.shelfLife} /> : null}
              <Detail label={t("Customer care")} value={product.details.customerCare} />
              {data.storeName ? <Detail label={t("Seller")} value={data.storeName} /> : null}
            </dl>
          </section>
          {product.details.sizeChart ? <SizeChartTable chart={product.details.sizeChart} /> : null}
          {product.openBoxRules ? <OpenBoxDelivery rules={product.openBoxRules} /> : null}
        </section>
      </div>
      {data.variants.length > 1 ? (
        <section id="variants" className="panel" aria-labelledby="variants-title">
          <h2 id="variants-title" className="text-lg font-bold">
            {t("All pack sizes")}
          </h2>
          {/* Each row's id is the #/variant/{id} hash, so a page opened at it scrolls there (docs/product/routes.md#variants).
              Once hydrated the ids go: the unit buttons above switch under the same hash and must not scroll. */}
          <ul className="mt-3 divide-y">
            {data.variants.map((v) => (
              <li
                key={v.id}
                id={hydrated ? undefined : `/variant/${v.id}`}
                aria-current={v.id === shown.id ? "true" : undefined}
                className="flex flex-wrap items-center gap-3 py-3 aria-[current=true]:bg-leaf-50"
                data-testid="variant-row"
              >
                <PageLink to={v.href} className="min-w-0 flex-1 text-sm hover:underline">
                  <span className="block font-semibold">
                    {product.name} <span data-testid="variant-unit">{v.unit}</span>
                  </span>
                  <span className="block text-ink-muted">
                    {formatPaise(v.price)}
                    {v.mrp > v.price ? <s className="ml-1">{formatPaise(v.mrp)}</s> : null}
                    {" · "}
                    {stock(t, v.stock)}
                  </span>
                </PageLink>
                {/* The variant shown above has its Add button there: one button per product name. */}
                {v.id === shown.id ? (
                  <span className="text-sm font-semibold text-leaf-800">{t("Shown above")}</span>
                ) : serviceable ? (
                  <AddToCart
                    productId={v.id}
                    productName={`${product.name} ${v.unit}`}
                    quantity={root?.cart.quantities[v.id] ?? 0}
                    cartVersion={root?.cart.version ?? 0}
                    inStock={v.stock > 0}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section id="ratings" className="panel" aria-labelledby="ratings-title">
        <h2 id="ratings-title" className="mb-2 text-lg font-bold">
          {t("Ratings & reviews")}
        </h2>
        <RatingLine rating={data.rating} />
        <Reviews reviews={data.reviews} />
        {data.myRating?.eligible ? (
          <div className="mt-4 border-t pt-4">
            <h3 className="text-base font-bold">{data.myRating.stars ? t("Your rating") : t("Rate this product")}</h3>
            <RateFormLater idPrefix="rate" productName={product.name} current={data.myRating} failure={failure} />
          </div>
        ) : (
          <>
            <p className="mt-3 text-sm text-ink-muted">
              {data.myRating ? (
                t("You can rate this once an order with it has been delivered to you.")
              ) : (
                <>
                  {logIn[0]}
                  <Link to={`/login?redirectTo=${encodeURIComponent(canonical)}`} className="font-semibold text-leaf-800 underline">
                    {t("Log in")}
                  </Link>
                  {logIn[1]}
                </>
              )}
            </p>
            <Problem message={failure?.formError} />
          </>
        )}
      </section>
      {data.similar.length ? (
        <div className="mt-8">
          <ProductRail
            widget={{
              type: "product_rail",
              id: "similar",
              props: {
                title: t("You might also like"),
                source: { kind: "category", categoryId: category.id },
                limit: 12,
                seeAllHref: category.href,
              },
              data: { products: data.similar },
            }}
          />
        </div>
      ) : null}
      <JsonLd
        data={productJsonLd({
          name: product.name,
          description: product.details.description,
          image: `${origin}${product.images[0]?.src ?? ""}`,
          sku: String(product.id),
          brand: brand.name,
          url: `${origin}${canonical}`,
          price: product.price,
          mrp: product.mrp,
          inStock: product.stock > 0,
          rating: data.rating,
        })}
      />
    </div>
  );
}

/** "In stock", "Only 3 left", "Out of stock". */
function stock(t: ReturnType<typeof useT>, count: number): string {
  return count <= 0 ? t("Out of stock") : count <= LOW_STOCK_AT ? t("Only {count} left", { count }) : t("In stock");
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-ink-muted">{value}</dd>
    </div>
  );
}

/** A size chart (docs/rules.md#size-charts): a native <details>, so it opens without JavaScript. */
function SizeChartTable({ chart }: { chart: SizeChart }) {
  const t = useT();
  return (
    <details className="mt-6 rounded-lg border border-gray-200" data-testid="size-chart">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-bold">{t("Size chart")}</summary>
      <div className="overflow-x-auto px-3 pb-3">
        <table className="size-chart w-full text-sm">
          <caption className="mb-2 text-left text-ink-muted">{chart.title}</caption>
          <thead>
            <tr>
              {chart.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, i) =>
                  i ? (
                    <td key={i}>{cell}</td>
                  ) : (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {chart.note ? <p className="mt-2 text-xs text-ink-muted">{chart.note}</p> : null}
      </div>
    </details>
  );
}

/** Open-box delivery (docs/rules.md#open-box-delivery): what the rider does at the door (rules sent as data). */
function OpenBoxDelivery({ rules }: { rules: readonly string[] }) {
  const t = useT();
  return (
    <section className="mt-6 rounded-lg bg-leaf-50 p-3" aria-labelledby="open-box-title" data-testid="open-box">
      <h2 id="open-box-title" className="text-base font-bold">
        {t("Open-box delivery")}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
