import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";

/** Any path no other route claims: the 404 page, with status 404, inside the layout. */
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const meta = () => [{ title: "Page not found | Nukkad" }, { name: "robots", content: "noindex" }];
export { RouteErrorBoundary as ErrorBoundary };
