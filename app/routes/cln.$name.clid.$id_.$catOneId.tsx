/** The same page (docs/collections-and-layouts.md): with an L1 chip, or without the name (which redirects to the canonical URL). */
export { loader, headers, default, meta, ErrorBoundary } from "./cln.$name.clid.$id";
