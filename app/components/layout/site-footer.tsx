import { Link } from "@remix-run/react";

export function SiteFooter() {
  return (
    <footer className="mt-10 border-t border-gray-200 bg-white py-8 text-sm text-ink-muted">
      <nav aria-label="Footer" className="container-layout flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/categories" className="hover:text-ink">
          All categories
        </Link>
        <Link to="/brands" className="hover:text-ink">
          All brands
        </Link>
        <Link to="/print" className="hover:text-ink">
          Print documents
        </Link>
        <Link to="/location" className="hover:text-ink">
          Change location
        </Link>
        <Link to="/cart" className="hover:text-ink">
          Cart
        </Link>
      </nav>
      <p className="container-layout mt-4">Nukkad is open-source software. Prices include all taxes. Product images: Fluent Emoji (MIT).</p>
    </footer>
  );
}
