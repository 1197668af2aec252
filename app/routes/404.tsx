import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";

/** /404 itself (docs/product/routes.md#error-pages) answers with the 404 page and status 404. */
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const meta = () => [{ title: "Page not found | Nukkad" }, { name: "robots", content: "noindex" }];
export { RouteErrorBoundary as ErrorBoundary };
