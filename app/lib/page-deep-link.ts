/**
 * The app deep link of a web page, for the install banner (docs/deep-links.md#install-banner). Its own small
 * module, so the browser bundle carries only this and not the whole mapping table of ./deep-links.
 */

/** Ids in deep links: what layout ids look like, nothing that could carry a path. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
const NUMBER = /^\d{1,10}$/;

function deepLink(screen: string, params: URLSearchParams): string {
  const text = params.toString();
  return `nukkad://${screen}${text ? `?${text}` : ""}`;
}

/**
 * The app deep link for a web page, for the install banner (docs/deep-links.md#install-banner), or null for
 * pages without one: search uses q, a listing keeps its query string, a product uses the last path segment as
 * product id, a layout uses the layout id.
 */
export function pageDeepLink(pathAndQuery: string): string | null {
  let url: URL;
  try {
    url = new URL(pathAndQuery, "http://local.invalid");
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/+$/, "");
  const segments = path.split("/").filter(Boolean);
  if (path === "/s") {
    const q = url.searchParams.get("q")?.trim();
    return q ? deepLink("search", new URLSearchParams({ q })) : null;
  }
  // /prn/{slug}/prid/{id} and /{locality}/prn/{slug}/prid/{id}
  const prid = segments.indexOf("prid");
  if (prid >= 1 && segments[prid - 2] === "prn" && prid === segments.length - 2) {
    const productId = segments[segments.length - 1]!;
    return NUMBER.test(productId) ? deepLink("product", new URLSearchParams({ product_id: productId })) : null;
  }
  // /cn/{slug}/cid/{l0}/{l1}
  if (segments[0] === "cn" && segments[2] === "cid" && segments.length === 5) {
    const [l0, l1] = [segments[3]!, segments[4]!];
    if (!NUMBER.test(l0) || !NUMBER.test(l1)) return null;
    const params = new URLSearchParams({ l0_id: l0, l1_id: l1 });
    for (const [k, v] of url.searchParams) params.append(k, v);
    return deepLink("listing", params);
  }
  // /le/{layoutId}
  if (segments[0] === "le" && segments.length === 2 && ID.test(segments[1]!)) {
    return deepLink("layout", new URLSearchParams({ layout_id: segments[1]! }));
  }
  return null;
}
