/** /404 itself (docs/product/routes.md#error-pages) answers with the 404 page and status 404: the catch-all route's module. */
export { loader, default, meta, ErrorBoundary } from "./$";
