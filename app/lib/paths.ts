/**
 * Canonical paths of the storefront (spec §2). Every link to a screen is
 * built here so routes and links never drift apart.
 */
import { slugify } from "./slug";

export function categoryPath(l0Name: string, l0Id: number, l1Id: number): string {
  return `/cn/${slugify(l0Name)}/cid/${l0Id}/${l1Id}`;
}

export function productPath(name: string, productId: number, citySlug?: string): string {
  const path = `/prn/${slugify(name)}/prid/${productId}`;
  return citySlug ? `/${citySlug}${path}` : path;
}

export function brandPath(name: string, brandId: number): string {
  return `/brand/${slugify(name)}/${brandId}`;
}

export function brandCategoryPath(brandName: string, brandId: number, categoryName: string, categoryId: number): string {
  return `${brandPath(brandName, brandId)}/${slugify(categoryName)}/${categoryId}`;
}

export function searchPath(query: string): string {
  return `/s/?q=${encodeURIComponent(query)}`;
}

export function cityPath(citySlug: string): string {
  return `/${citySlug}`;
}

/**
 * Only local paths may be redirect targets: "/x" yes; "//evil", "/\evil",
 * "https://…" no. Anything else falls back.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  if (/[\r\n\t]/.test(target)) return fallback;
  return target;
}

/** Where the browser polls a payment and the gateway returns the shopper (spec §2 payment-status). */
export function paymentStatusPath(paymentId: string): string {
  return `/payment-status?transaction_id=${encodeURIComponent(paymentId)}`;
}
