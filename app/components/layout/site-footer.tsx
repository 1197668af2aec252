import { Link } from "@remix-run/react";

const LINKS = [
  ["/categories", "All categories"],
  ["/brands", "All brands"],
  ["/print", "Print documents"],
  ["/location", "Change location"],
  ["/cart", "Cart"],
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-10 border-t border-gray-200 bg-white py-8 text-sm text-ink-muted">
      <nav aria-label="Footer" className="container-layout flex flex-wrap gap-x-6 gap-y-2">
        {LINKS.map(([href, label]) => (
          <Link key={href} to={href} className="hover:text-ink">
            {label}
          </Link>
        ))}
      </nav>
      <p className="container-layout mt-4">Nukkad is open-source software. Prices include all taxes. Product images: Fluent Emoji (MIT).</p>
    </footer>
  );
}
