import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

const THUMB = { 64: "h-16 w-16", 56: "h-14 w-14" } as const;

/**
 * The product half of a cart or order line: its thumbnail, its name linking to the product page,
 * and below the name what the line says about it (unit, price, quantity).
 */
export function LineProduct({
  product,
  size,
  children,
}: {
  product: { image: string; href: string; name: string };
  size: keyof typeof THUMB;
  children: ReactNode;
}) {
  return (
    <>
      <img src={product.image} alt="" width={size} height={size} className={`${THUMB[size]} flex-none rounded-lg border`} loading="lazy" />
      <div className="min-w-0 flex-1">
        <Link to={product.href} className="line-clamp-2 text-sm font-medium hover:underline">
          {product.name}
        </Link>
        {children}
      </div>
    </>
  );
}
