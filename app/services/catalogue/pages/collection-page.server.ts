/**
 * Collection pages (docs/collections-and-layouts.md): /cln/{name}/clid/{id} (curated) and /dc/{name}/{id}
 * (dynamic), each with an optional L1 chip /{catOneId}. Priced at the shopper's store through the one listing
 * query; one canonical URL per page, so a wrong name or the other kind's route answers 301.
 */
import { collectionPath, type CollectionKind } from "~/lib/collections";
import { NotFoundError } from "~/lib/errors";
import type { CollectionPageData } from "~/lib/views/catalogue";
import { categoryFacets } from "~/models/catalogue.server";
import { movedPermanently } from "../../platform/http.server";
import type { RequestContext } from "../../platform/request-context.server";
import { getCategoryTree, getListing, loadCollection } from "../browse.server";
import { cachedRead } from "../../platform/cache.server";
import { collectionFilter } from "../collection-rules.server";
import { pageContext, parseId } from "./listing-pages.server";
import { slugify } from "~/lib/slug";
import { shownName } from "~/lib/i18n/catalogue-names.server";

export async function loadCollectionPage(
  ctx: RequestContext,
  route: CollectionKind,
  params: { name?: string; id?: string; catOneId?: string },
): Promise<CollectionPageData> {
  const id = parseId(params.id);
  const catOneId = params.catOneId === undefined ? undefined : parseId(params.catOneId);
  const { db, location, query, origin, url, adult } = await pageContext(ctx);
  const collection = await loadCollection(db, id);
  if (!collection) throw new NotFoundError();
  const tree = await getCategoryTree(db);
  const l1 = catOneId === undefined ? undefined : tree.byId.get(catOneId);
  if (catOneId !== undefined && (!l1 || l1.parentId === null)) throw new NotFoundError();

  const kind = collection.definition.kind;
  const canonical = collectionPath(kind, collection.name, collection.id, l1?.id);
  if (route !== kind || params.name !== slugify(collection.name)) throw movedPermanently(canonical + url.search);

  const store = location.store;
  const base = store
    ? {
        storeId: store.id,
        includeAgeRestricted: adult,
        ...collectionFilter(collection.definition, (c) => tree.byId.get(c)?.parentId === null, new Date()),
      }
    : null;
  const [listing, facets] = base
    ? await Promise.all([
        // A chip narrows to one L1 within the collection: with a category rule of another L1 it finds nothing.
        getListing(db, l1 ? { ...base, categoryId: l1.id } : base, query),
        cachedRead(db, `collection-chips:${JSON.stringify(base)}`, () => categoryFacets(db, base)),
      ])
    : [null, []];
  return {
    location,
    origin,
    query,
    canonical,
    // Shown in the page's language (decision 055); the address keeps the English name's slug.
    collection: {
      id: collection.id,
      name: shownName(collection),
      description: shownName({ name: collection.description, nameHi: collection.descriptionHi }),
      kind,
      href: collection.href,
    },
    category: l1 ? { id: l1.id, name: l1.name } : null,
    categories: facets.flatMap((f) => {
      const node = tree.byId.get(f.id);
      return node
        ? [{ id: node.id, name: node.name, count: f.count, href: collectionPath(kind, collection.name, collection.id, node.id) }]
        : [];
    }),
    listing,
  };
}
