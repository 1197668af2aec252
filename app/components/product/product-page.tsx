import { Link, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatPaise } from "~/lib/money";
import { productJsonLd } from "~/lib/structured-data";
import type { RootData } from "~/lib/views/root";
import type { ProductPageData } from "~/lib/views/catalogue";
import { AddToCart } from "../cart/add-to-cart";
import { AgeGate } from "../catalogue/age-gate";
import { JsonLd } from "../json-ld";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { ProductRail } from "../widgets/product-rail";
import { Price } from "./price";
import { ProductGallery } from "./product-gallery";

const VARIANT_HASH = /^#\/variant\/(\d+)$/;

/**
 * Product detail: gallery, variants, price, stock, highlights and the
 * Legal Metrology details. Variants are plain links without JavaScript; with
 * it they switch in place under #/variant/{id} (docs/product/routes.md#variants) without scrolling.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const root = useRouteLoaderData<RootData>("root");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { product, brand, category, l0, origin, canonical } = data;
  if (data.gated) return <AgeGate category={l0.name} denied={false} />;

  const hashId = Number(VARIANT_HASH.exec(hash)?.[1]);
  const selected = data.variants.find((v) => v.id === hashId) ?? data.variants.find((v) => v.id === product.id);
  const shown = selected ? { ...product, ...selected, listed: product.listed || selected.id !== product.id } : product;
  const quantity = root?.cart.quantities[shown.id] ?? 0;
  const serviceable = data.location.status !== "NON_SERVICEABLE";
  const stockNote =
    !product.listed && selected?.id === product.id
      ? "Not sold at your store"
      : shown.stock <= 0
        ? "Out of stock"
        : shown.stock <= 5
          ? `Only ${shown.stock} left`
          : "In stock";

  return (
    <div className="container-layout py-4">
      <Breadcrumbs origin={origin} items={[l0, category, { name: product.name, href: canonical }]} />
      <div className="grid gap-6 rounded-2xl bg-white p-4 md:grid-cols-2 md:p-8">
        <ProductGallery name={product.name} images={product.images} />
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
          <div className="mt-4">
            <Price price={shown.price} mrp={shown.mrp} size="lg" />
            <p className="mt-1 text-xs text-ink-muted">(Inclusive of all taxes)</p>
          </div>
          <p className={`mt-2 text-sm font-semibold ${shown.stock > 0 ? "text-leaf-700" : "text-red-700"}`} data-testid="stock-state">
            {stockNote}
          </p>
          {data.variants.length > 1 ? (
            <fieldset className="mt-4">
              <legend className="mb-2 text-sm font-bold">Select unit</legend>
              <ul className="flex flex-wrap gap-2">
                {data.variants.map((v) => (
                  <li key={v.id}>
                    <a
                      href={hydrated ? `#/variant/${v.id}` : v.href}
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
                        {v.stock <= 0 ? " · Out of stock" : ""}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <div className="mt-5">
            {serviceable ? (
              <AddToCart
                productId={shown.id}
                productName={`${product.name} ${shown.unit}`}
                quantity={quantity}
                cartVersion={root?.cart.version ?? 0}
                inStock={shown.stock > 0}
                size="lg"
              />
            ) : (
              <p className="text-sm font-semibold text-red-700">We don&apos;t deliver to {data.location.label} yet.</p>
            )}
          </div>
          {data.location.etaMinutes ? (
            <p className="mt-3 text-sm">
              Delivery in <strong>{data.location.etaMinutes} minutes</strong> from {data.storeName}
            </p>
          ) : null}
          {product.highlights.length ? (
            <section className="mt-6" aria-labelledby="highlights-title">
              <h2 id="highlights-title" className="mb-2 text-lg font-bold">
                Highlights
              </h2>
              <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 text-sm">
                {product.highlights.map((h) => (
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
              Product details
            </h2>
            <dl className="space-y-2 text-sm">
              <Detail label="Description" value={product.details.description} />
              <Detail label="Net quantity" value={shown.unit} />
              <Detail label="MRP" value={`${formatPaise(shown.mrp)} (incl. of all taxes)`} />
              <Detail label="Manufacturer / packer" value={product.details.manufacturer} />
              <Detail label="Country of origin" value={product.details.countryOfOrigin} />
              {product.details.fssaiLicence ? <Detail label="FSSAI licence" value={product.details.fssaiLicence} /> : null}
              {product.details.shelfLife ? <Detail label="Shelf life" value={product.details.shelfLife} /> : null}
              <Detail label="Customer care" value={product.details.customerCare} />
              {data.storeName ? <Detail label="Seller" value={data.storeName} /> : null}
            </dl>
          </section>
        </section>
      </div>
      {data.similar.length ? (
        <div className="mt-8">
          <ProductRail
            widget={{
              type: "product_rail",
              id: "similar",
              props: {
                title: "You might also like",
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
        })}
      />
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-ink-muted">{value}</dd>
    </div>
  );
}
