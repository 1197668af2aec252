/** The product page under a city (docs/product/routes.md#product-page): the city-less route's module, whose URL is the canonical one. */
export { loader, action, headers, handle, default, meta, ErrorBoundary } from "./prn.$slug.prid.$productId";
