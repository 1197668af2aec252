/**
 * Widget layout pages (docs/collections-and-layouts.md): use-case layouts at /le/{id}, stores at
 * /store/{id}, and the tabs of /tab-layouts, each tab another layout. All render through the home page's
 * widget model (resolveLayout and the widget registry); one canonical URL per layout. Titles and tabs are in the
 * request's language (docs/collections-and-layouts.md#hindi): what is read is cached per language (cachedRead).
 */
import { layoutPath, LAYOUT_KINDS, TAB_LAYOUT_ID, type LayoutKind } from "~/lib/collections";
import { LayoutIdSchema, parseTabs, type Tab } from "~/lib/collections.server";
import { NotFoundError } from "~/lib/errors";
import type { LayoutPageData } from "~/lib/views/catalogue";
import { getLayoutRow, listLayoutRows } from "~/models/collections.server";
import type { Db } from "~/models/db.server";
import { movedPermanently, publicOrigin } from "../../platform/http.server";
import type { RequestContext } from "../../platform/request-context.server";
import { resolveLayout } from "../browse.server";
import { cachedRead } from "../../platform/cache.server";
import { shownTab, shownTitle } from "~/lib/i18n/layout-texts.server";

export interface LayoutInfo {
  id: string;
  kind: LayoutKind;
  /** In the request's language. */
  title: string;
  /** Each tab's `label` in the request's language. */
  tabs: Tab[];
}

function kindOf(value: string): LayoutKind {
  return (LAYOUT_KINDS as readonly string[]).includes(value) ? (value as LayoutKind) : "page";
}

/** A layout's kind, title and tabs (its widgets are resolved by resolveLayout), or null. */
export function loadLayoutInfo(db: Db, id: string): Promise<LayoutInfo | null> {
  return cachedRead(db, `layout-info:${id}`, async () => {
    const row = await getLayoutRow(db, id);
    if (!row) return null;
    return { id: row.id, kind: kindOf(row.kind), title: shownTitle(row), tabs: parseTabs(row.tabs).map(shownTab) };
  });
}

/** /le/{id} or /store/{id}: a layout of the route's kind; another kind's layout redirects to its own page. */
export async function loadLayoutPage(ctx: RequestContext, route: "use_case" | "store", rawId: string | undefined): Promise<LayoutPageData> {
  const id = LayoutIdSchema.safeParse(rawId);
  if (!id.success) throw new NotFoundError();
  const db = await ctx.db();
  const info = await loadLayoutInfo(db, id.data);
  if (!info) throw new NotFoundError();
  const canonical = layoutPath(info.kind, info.id);
  if (!canonical) throw new NotFoundError();
  if (info.kind !== route) throw movedPermanently(canonical + new URL(ctx.request.url).search);
  const location = await ctx.location();
  return {
    location,
    origin: publicOrigin(ctx.request),
    canonical,
    title: info.title,
    widgets: location.store ? await resolveLayout(db, info.id, location.store.id) : null,
  };
}

export interface TabLayoutsPageData extends LayoutPageData {
  tabs: { key: string; label: string; href: string; selected: boolean }[];
}

/**
 * /tab-layouts?tab={key}: the tabs are links carrying the rest of the query on (the app's deep links pass
 * theirs: docs/product/routes.md), so they work without JavaScript. An unknown tab shows the first.
 */
export async function loadTabLayoutsPage(ctx: RequestContext): Promise<TabLayoutsPageData> {
  const db = await ctx.db();
  const info = await loadLayoutInfo(db, TAB_LAYOUT_ID);
  if (!info || info.kind !== "tabs" || !info.tabs.length) throw new NotFoundError();
  const url = new URL(ctx.request.url);
  const selected = info.tabs.find((t) => t.key === url.searchParams.get("tab")) ?? info.tabs[0];
  if (!selected) throw new NotFoundError();
  const location = await ctx.location();
  const hrefOf = (tab: Tab) => {
    const params = new URLSearchParams(url.search);
    params.set("tab", tab.key);
    return `/tab-layouts?${params.toString()}`;
  };
  return {
    location,
    origin: publicOrigin(ctx.request),
    canonical: `/tab-layouts?tab=${encodeURIComponent(selected.key)}`,
    title: info.title,
    tabs: info.tabs.map((t) => ({ key: t.key, label: t.label, href: hrefOf(t), selected: t === selected })),
    widgets: location.store ? await resolveLayout(db, selected.layoutId, location.store.id) : null,
  };
}

/** Every layout with a page of its own, for /store and the sitemap. */
export async function listLayoutPages(db: Db): Promise<{ id: string; kind: LayoutKind; title: string; href: string }[]> {
  const rows = await cachedRead(db, "layout-pages", () => listLayoutRows(db));
  return rows.flatMap((r) => {
    const kind = kindOf(r.kind);
    const href = layoutPath(kind, r.id);
    return href && (kind === "use_case" || kind === "store" || kind === "tabs") ? [{ id: r.id, kind, title: shownTitle(r), href }] : [];
  });
}
