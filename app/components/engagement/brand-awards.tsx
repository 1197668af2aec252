import { Link } from "@remix-run/react";
import type { BrandAwardCategoryView, BrandAwardListingView, BrandAwardView } from "~/lib/views/engagement";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { NonServiceable } from "../layout/non-serviceable";
import { ProductGrid } from "../product/product-card";
import { useT } from "../layout/use-t";

function AwardBadge({ award }: { award: BrandAwardView }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${award.rank === 1 ? "bg-amber-100 text-amber-900" : "bg-gray-100 text-gray-800"}`}
    >
      {award.rank === 1 ? "🏆 " : ""}
      {award.title}
    </span>
  );
}

/** One category's card on the awards page: its honoured brands and a link to their products. */
export function AwardCategoryCard({ category }: { category: BrandAwardCategoryView }) {
  const t = useT();
  const headingId = `award-category-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {category.name}
      </h2>
      <ul className="mt-3 space-y-3">
        {category.awards.map((a) => (
          <li key={a.brand.id} className="flex items-start gap-3">
            <img src={a.brand.logo} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded-full" />
            <div>
              <p className="font-semibold">
                <Link to={a.brand.href} className="hover:underline">
                  {a.brand.name}
                </Link>{" "}
                <AwardBadge award={a} />
              </p>
              <p className="text-sm text-ink-muted">{a.citation}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to={category.href} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-leaf-800 underline">
        {t("Shop the {category} winners", { category: category.name })}
      </Link>
    </section>
  );
}

/** /brand-awards/{categoryId}: each honoured brand with its citation and its products, addable to the cart. */
export function AwardListing({ data }: { data: BrandAwardListingView }) {
  const { category, year, winners, origin, canonical } = data;
  const t = useT();
  if (!winners) return <NonServiceable label={data.location.label} />;
  return (
    <div className="container-layout py-4">
      <Breadcrumbs
        origin={origin}
        items={[
          { name: t("Brand awards"), href: "/brand-awards" },
          { name: category.name, href: canonical },
        ]}
      />
      <h1 className="mb-4 text-xl font-bold md:text-2xl">{t("{category}: Brand awards {year}", { category: category.name, year })}</h1>
      {winners.map((w) => {
        const headingId = `award-brand-${w.brand.id}`;
        return (
          <section key={w.brand.id} aria-labelledby={headingId} className="mb-6">
            <div className="mb-3 flex items-start gap-3 rounded-2xl bg-white p-4">
              <img src={w.brand.logo} alt="" width={56} height={56} className="h-14 w-14 rounded-full" />
              <div>
                <h2 id={headingId} className="text-lg font-bold">
                  {w.brand.name} <AwardBadge award={w} />
                </h2>
                <p className="text-sm text-ink-muted">{w.citation}</p>
                <Link to={w.brand.href} className="text-sm font-semibold text-leaf-800 underline">
                  {t("All {brand} products", { brand: w.brand.name })}
                </Link>
              </div>
            </div>
            {w.products.length ? (
              <ProductGrid products={w.products} label={`${w.brand.name} ${category.name}`} />
            ) : (
              <p className="rounded-xl bg-white p-6 text-center text-sm">{t("Not sold at your store right now.")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
