/**
 * The feed calls of the JSON API (docs/product/api.md#feeds): the home feed from the same stored layout the
 * home page renders (`resolveLayout`, at the caller's serving store), and a listing page's products from the
 * same `getListing` as /cn/… pages, hiding age-restricted categories as they do.
 */
import { say } from "~/lib/i18n/request-language.server";
import { FeedQuerySchema, ListingFeedBodySchema } from "~/lib/api-schemas.server";
import { getCategoryTree, getListing, resolveLayout } from "../catalogue/browse.server";
import { jsonFail, jsonOk, readJsonOrForm } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import { BODY_NOT_UNDERSTOOD } from "./accounts.server";
import type { ApiCall } from "./api-gate.server";
import { kindOf, productKinds } from "./api-products.server";

/** docs/product/constants.md#page-sizes: default pagination page 1, next 20. */
const FEED_PAGE_SIZE = 20;
const HOME_LAYOUT = "home";

/** `GET /feed/?template_version=9`. */
export async function homeFeedResponse(call: ApiCall): Promise<Response> {
  const query = FeedQuerySchema.safeParse(Object.fromEntries(new URL(call.ctx.request.url).searchParams));
  if (!query.success) return jsonFail(400, firstIssueMessage(query.error));
  const page = query.data.page ?? 1;
  const { store } = await call.ctx.location();
  const widgets = store ? await resolveLayout(await call.ctx.db(), HOME_LAYOUT, store.id) : [];
  const slice = widgets.slice((page - 1) * FEED_PAGE_SIZE, page * FEED_PAGE_SIZE);
  return jsonOk({
    objects: slice.map((w) => ({ id: w.id, type: w.type, props: w.props as Record<string, unknown>, data: w.data })),
    layout_config: { layout_id: HOME_LAYOUT, template_version: query.data.template_version ?? 9 },
    layout_level_components_v2: [],
    pagination: { page, next: FEED_PAGE_SIZE, has_more: widgets.length > page * FEED_PAGE_SIZE },
    page_meta: { title: say("Nukkad: Online grocery delivery in minutes"), store_id: store?.id ?? null },
  });
}

/** `POST /v1/listing/feed`: `category_id` (a subcategory) and `page` → the listing's products. */
export async function listingFeedResponse(call: ApiCall): Promise<Response> {
  const raw = await readJsonOrForm(call.ctx.request);
  if (!raw) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = ListingFeedBodySchema.safeParse(raw);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const db = await call.ctx.db();
  const tree = await getCategoryTree(db);
  const category = tree.byId.get(parsed.data.category_id);
  const parent = category?.parentId != null ? tree.byId.get(category.parentId) : undefined;
  if (!category || !parent) return jsonFail(404, say("No such category."));
  const adult =
    call.mode === "key" ? call.ctx.apiClient().headers["x-age-consent-granted"] === "true" : (await call.ctx.ageConsent()) === "granted";
  const { store } = await call.ctx.location();
  const page = parsed.data.page ?? 1;
  const listing =
    store && (!parent.ageRestricted || adult)
      ? await getListing(
          db,
          { storeId: store.id, categoryId: category.id, includeAgeRestricted: adult },
          { sort: "relevance", brand: [], page },
        )
      : null;
  const products = listing?.products ?? [];
  const kinds = await productKinds(
    db,
    products.map((p) => p.id),
  );
  return jsonOk({
    is_success: true,
    response: {
      products: products.map((p) => ({ ...p, ...kindOf(kinds, p.id) })),
      pagination: { page, has_more: listing ? listing.page < listing.pageCount : false },
      total: listing?.total ?? 0,
    },
  });
}
