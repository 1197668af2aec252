/** A brand's page narrowed to one category: the brand page's module, which reads the category from the params. */
export { loader, headers, default, meta, ErrorBoundary } from "./brand.$brandName.$brandId._index";
