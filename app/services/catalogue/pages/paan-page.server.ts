/**
 * /paan, the Paan Corner page (docs/rules.md#paan-corner): the age-restricted category's products priced at
 * the shopper's store, behind the same 18+ self-declaration as the category (docs/rules.md#age-consent).
 */
import type { CategoryLink } from "~/lib/catalogue";
import type { ProductListing } from "~/lib/views/catalogue";
import type { ShopperLocation } from "~/lib/views/location";
import { NotFoundError } from "~/lib/errors";
import type { RequestContext } from "../../platform/request-context.server";
import { getCategoryTree, getListing, type CategoryNode, type CategoryTree } from "../browse.server";
import { pageContext } from "./listing-pages.server";

const PAAN_SLUG = "paan-corner";

/** The Paan Corner category: the age-restricted L0 with its slug, else the first age-restricted L0. */
export function paanCategory(tree: CategoryTree): CategoryNode | null {
  const restricted = tree.roots.filter((c) => c.ageRestricted);
  return restricted.find((c) => c.slug === PAAN_SLUG) ?? restricted[0] ?? null;
}

export interface PaanPage {
  location: ShopperLocation;
  origin: string;
  query: Awaited<ReturnType<typeof pageContext>>["query"];
  category: { id: number; name: string; href: string };
  subcategories: CategoryLink[];
  /** The 18+ question is still open (idle) or was answered no (denied); null once answered yes. */
  gate: { denied: boolean } | null;
  /** Null until the shopper declared 18+, or when no store delivers to them. */
  listing: ProductListing | null;
}

export async function loadPaanPage(ctx: RequestContext): Promise<PaanPage> {
  const { db, location, query, origin, adult, ageConsent } = await pageContext(ctx);
  const category = paanCategory(await getCategoryTree(db));
  if (!category) throw new NotFoundError();
  const listing =
    adult && location.store
      ? await getListing(db, { storeId: location.store.id, l0CategoryId: category.id, includeAgeRestricted: true }, query)
      : null;
  return {
    location,
    origin,
    query,
    category: { id: category.id, name: category.name, href: category.href },
    subcategories: category.children.map(({ id, name, href, image }) => ({ id, name, href, image })),
    gate: adult ? null : { denied: ageConsent === "denied" },
    listing,
  };
}
