import { Link } from "@remix-run/react";
import type { BrandPageData } from "~/lib/views/catalogue";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { NonServiceable } from "../layout/non-serviceable";
import { Listing } from "./listing";
import { useT } from "../layout/use-t";

export function BrandListing({ data }: { data: BrandPageData }) {
  const { brand, category, categories, listing, query, origin } = data;
  const t = useT();
  if (!listing) return <NonServiceable label={data.location.label} />;
  return (
    <div className="container-layout py-4">
      <Breadcrumbs
        origin={origin}
        items={[
          { name: t("Brands"), href: "/brands" },
          { name: brand.name, href: brand.href },
          ...(category ? [{ name: category.name, href: data.canonical }] : []),
        ]}
      />
      <div className="mb-4 flex items-center gap-4 rounded-2xl bg-white p-4">
        <img src={brand.logo} alt="" width={72} height={72} className="h-[72px] w-[72px] rounded-full" />
        <div>
          <h1 className="text-xl font-bold md:text-2xl">{category ? `${brand.name} ${category.name}` : brand.name}</h1>
          <p className="text-sm text-ink-muted">{t("By {maker}", { maker: data.manufacturer })}</p>
        </div>
      </div>
      {categories.length > 1 ? (
        <nav aria-label={t("{name} categories", { name: brand.name })} className="mb-4">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
            <li>
              <Link
                to={brand.href}
                aria-current={!category ? "page" : undefined}
                className={`block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${!category ? "border-leaf-600 bg-leaf-50 font-bold" : "border-gray-300 bg-white"}`}
              >
                {t("All")}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={c.href}
                  aria-current={category?.id === c.id ? "page" : undefined}
                  className={`block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${
                    category?.id === c.id ? "border-leaf-600 bg-leaf-50 font-bold" : "border-gray-300 bg-white"
                  }`}
                >
                  {c.name} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Listing listing={listing} query={query} label={t("{name} products", { name: brand.name })} />
    </div>
  );
}
