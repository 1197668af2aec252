import { ErrorPage } from "~/components/layout/error-page";
import { data } from "@remix-run/node";

/** /500 (docs/product/routes.md#error-pages): the server-error page, with status 500, for links from outside (status pages, partners). */
export async function loader() {
  return data(null, { status: 500, headers: { "Cache-Control": "no-store" } });
}

export default function ServerErrorPage() {
  return <ErrorPage status={500} />;
}

export const meta = () => [{ title: "Something went wrong | Nukkad" }, { name: "robots", content: "noindex" }];
