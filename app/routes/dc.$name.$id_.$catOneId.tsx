/** The same page with an L1 chip (docs/collections-and-layouts.md). */
export { loader, headers, default, meta, ErrorBoundary } from "./dc.$name.$id";
