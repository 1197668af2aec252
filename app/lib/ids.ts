/** PostgreSQL's integer (int4): ids and counters above it cannot reach a query. */
export const MAX_DB_INT = 2_147_483_647;

/**
 * An id in a URL path: digits only (no sign, exponent, spaces or hex, which
 * Number() would accept) and within PostgreSQL's integer; null for anything
 * else, which is not a page that exists (routes answer 404). Plain code, so the
 * browser may import it; the zod schemas are in ids.server.ts.
 */
export function parseIdParam(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_DB_INT ? id : null;
}
