/** The loader of cn.$slug.cid.$l0Id.$l1Id.tsx, apart from the route module so the browser build leaves its server imports out (docs/decisions/042-javascript-budget-100.md). */
import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueData, movedPermanently } from "~/services/platform/http.server";
import { brandCategoryPath } from "~/lib/paths";
import { getCategoryTree, getListing } from "~/services/catalogue/browse.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { pageContext, parseId } from "~/services/catalogue/pages/listing-pages.server";
import { NotFoundError } from "~/lib/errors";
import { errorResponse } from "~/services/platform/error-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const l0Id = parseId(params.l0Id);
  const l1Id = parseId(params.l1Id);
  const { db, location, query, origin, url, adult, ageConsent } = await pageContext(requestContext({ request, context }));
  const tree = await getCategoryTree(db);
  const l0 = tree.byId.get(l0Id);
  const l1 = tree.byId.get(l1Id);
  if (!l0 || l0.parentId !== null || !l1 || l1.parentId !== l0.id) throw errorResponse(new NotFoundError());
  // One canonical URL per listing: a wrong or outdated slug redirects.
  if (params.slug !== l0.slug) throw movedPermanently(l1.href + url.search);
  const gated = l0.ageRestricted && !adult;
  const listing =
    location.store && !gated
      ? await getListing(db, { storeId: location.store.id, categoryId: l1.id, includeAgeRestricted: adult }, query)
      : null;
  return catalogueData(request, {
    messages: pageMessages(request, "shop"),
    location,
    origin,
    query,
    l0: { id: l0.id, name: l0.name, href: l0.href },
    gate: gated ? { denied: ageConsent === "denied" } : null,
    l1: { id: l1.id, name: l1.name, href: l1.href },
    siblings: l0.children.map((c) => ({ id: c.id, name: c.name, href: c.href, image: c.image })),
    // Navigation tags: the brands of this listing, each to its brand-category page (docs/collections-and-layouts.md#listing-tags).
    tags: (listing?.brands ?? []).map((b) => ({ name: b.name, href: brandCategoryPath(b.name, b.id, l1.slug, l1.id) })),
    listing,
  });
}
