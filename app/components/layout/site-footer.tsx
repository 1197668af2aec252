import { Link } from "@remix-run/react";
import { STORE_INFO } from "~/lib/store-info";

const COLUMNS = [
  {
    title: "Shop",
    links: [
      { to: "/categories", label: "All categories" },
      { to: "/brands", label: "All brands" },
      { to: "/print", label: "Print documents" },
      { to: "/location", label: "Change location" },
    ],
  },
  {
    title: "Help",
    links: [
      { to: "/help", label: "Help and FAQs" },
      { to: "/contact", label: "Contact us" },
      { to: "/account/orders", label: "My orders" },
    ],
  },
  {
    title: "Nukkad",
    links: [
      { to: "/aboutus", label: "About us" },
      { to: "/terms", label: "Terms of use" },
      { to: "/privacy", label: "Privacy policy" },
    ],
  },
] as const;

/** Every page's ways out: shopping, help and the store's policies (docs/product/routes.md#help-and-policy-pages). */
export function SiteFooter() {
  return (
    <footer className="mt-10 border-t border-gray-200 bg-white py-6 text-sm text-ink-muted">
      <nav aria-label="Footer" className="container-layout grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="font-bold text-ink">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-11 items-center hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="container-layout mt-4 border-t border-gray-100 pt-4">
        <p>
          Need a hand? Write to{" "}
          <a href={`mailto:${STORE_INFO.email}`} className="font-semibold text-leaf-800 underline">
            {STORE_INFO.email}
          </a>{" "}
          or call{" "}
          <a href={STORE_INFO.phoneHref} className="font-semibold text-leaf-800 underline">
            {STORE_INFO.phone}
          </a>
          , {STORE_INFO.hours}.
        </p>
        <p className="mt-2 text-xs">Prices include all taxes. © Nukkad. Product pictures: Fluent Emoji (MIT).</p>
      </div>
    </footer>
  );
}
