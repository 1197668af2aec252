import type { CategoryLink } from "~/lib/catalogue";

/** What a 404 carries to the error page (docs/product/routes.md#error-pages): the top categories. */
export interface NotFoundData {
  notFound: true;
  categories: CategoryLink[];
}
