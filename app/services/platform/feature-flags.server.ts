/**
 * Feature flags (docs/rules.md#feature-flags): the request's flags, the 404 of a feature that is off,
 * and the operator's commands (`npm run ops -- flags …`). Each process keeps the stored overrides until an
 * operator changes one; the change is announced like a catalogue change (decision 023), so it holds from the
 * next request in this process and as soon as the others hear it. Reading them on every request was a fifth of
 * a small page's CPU on the embedded database (docs/decisions/046-rendered-pages.md).
 */
import {
  FEATURE_FLAGS,
  flagDefinition,
  parseFlagKey,
  resolveFlagDetails,
  resolveFlags,
  type FlagKey,
  type FlagOverride,
  type FlagScope,
  type Flags,
  type FlagSubject,
} from "~/lib/feature-flags";
import { formatTable } from "~/lib/text-table";
import type { Db } from "~/models/db.server";
import { allOverrides, cityName, deleteOverride, upsertOverride, userExists } from "~/models/feature-flags.server";
import { perDatabaseCache } from "./cache.server";
import { announceCatalogueChanged, onCatalogueChanged } from "./catalogue-changes.server";
import { notFound } from "./error-response.server";
import { jsonFail } from "./json-api.server";

/**
 * How long a process trusts its copy without hearing of a change: only a process that missed the notice (its
 * listening connection down) ever waits this long.
 */
const OVERRIDES_TTL_MS = 60_000;

/** Every stored override (a handful: operators set them by hand), one copy per database and process. */
let storedOverrides: ReturnType<typeof perDatabaseCache<FlagOverride[], Db>> | undefined;
function overridesOf(db: Db): Promise<FlagOverride[]> {
  storedOverrides ??= perDatabaseCache<FlagOverride[], Db>({ ttlMs: OVERRIDES_TTL_MS, maxEntries: 1, clearOn: onCatalogueChanged });
  return storedOverrides(db, "all", () => allOverrides(db));
}

/** Every flag for the shopper (null user: anonymous) in the city of their delivery location. */
export async function loadFlags(db: Db, subject: FlagSubject): Promise<Flags> {
  return resolveFlags(await overridesOf(db), subject);
}

/** After an override is written: every process reads the overrides again (this one before it returns). */
async function announceFlagChange(db: Db): Promise<void> {
  storedOverrides?.clear(db);
  await announceCatalogueChanged(db);
}

const GONE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/**
 * A page or call behind a flag that would otherwise be the same for everyone (/print): the browser may keep
 * it but must ask again before reusing it, and no shared cache keeps it, so a flag turned off holds from the
 * next request (docs/rules.md#feature-flags).
 */
export const FLAG_GATED_HEADERS = { "Cache-Control": "private, no-cache", Vary: "Cookie" } as const;

/**
 * A feature that is off is gone (docs/rules.md#feature-flags): its routes answer 404 — the 404 page for a
 * page (its ErrorBoundary renders the thrown response), `{ success: false }` for a JSON call. Never stored by
 * a shared cache, so turning the flag back on shows the page at once.
 */
export function requireFlag(flags: Flags, key: FlagKey, kind: "page" | "json" = "page"): void {
  if (flags[key]) return;
  throw kind === "json" ? jsonFail(404, "Not found.", {}, GONE_HEADERS) : notFound("Not found", GONE_HEADERS);
}

// ---------------------------------------------------------------- the operator's commands

export type FlagsResult = { ok: true; message: string } | { ok: false; error: string };

/** Who an override is for: everyone, one city, one user (the CLI's --city / --user). */
export interface FlagTarget {
  cityId?: number;
  userId?: number;
}

function scopeOf(target: FlagTarget): { scope: FlagScope; scopeId: number; label: string } {
  if (target.userId !== undefined) return { scope: "user", scopeId: target.userId, label: `user ${target.userId}` };
  if (target.cityId !== undefined) return { scope: "city", scopeId: target.cityId, label: `city ${target.cityId}` };
  return { scope: "global", scopeId: 0, label: "everyone" };
}

const unknownFlag = (input: string): FlagsResult => ({
  ok: false,
  error: `Unknown flag "${input}". Flags: ${FEATURE_FLAGS.map((f) => f.key).join(", ")}.`,
});

/** A city or user that does not exist is refused, so a typo never leaves an override nobody sees. */
async function missingTarget(db: Db, target: FlagTarget): Promise<string | null> {
  if (target.cityId !== undefined && target.userId !== undefined) return "Give --city or --user, not both.";
  if (target.cityId !== undefined && (await cityName(db, target.cityId)) === null) return `City ${target.cityId} not found`;
  if (target.userId !== undefined && !(await userExists(db, target.userId))) return `User ${target.userId} not found`;
  return null;
}

/**
 * `flags list [--city ID] [--user ID]`: every flag's effective value for that city and/or user (with neither:
 * for an anonymous shopper of no city), where it comes from, and every stored override below.
 */
export async function listFlags(db: Db, target: FlagTarget): Promise<FlagsResult> {
  if (target.cityId !== undefined && (await cityName(db, target.cityId)) === null)
    return { ok: false, error: `City ${target.cityId} not found` };
  if (target.userId !== undefined && !(await userExists(db, target.userId))) return { ok: false, error: `User ${target.userId} not found` };
  const subject = { userId: target.userId ?? null, cityId: target.cityId ?? null };
  const overrides = await allOverrides(db);
  const resolved = resolveFlagDetails(overrides, subject);
  const table = [
    ["FLAG", "VALUE", "FROM", "DEFAULT", "NAME"],
    ...resolved.map((r) => {
      const def = flagDefinition(r.key);
      return [r.key, r.enabled ? "on" : "off", r.source, def.default ? "on" : "off", def.name];
    }),
  ];
  const lines = [formatTable(table)];
  if (overrides.length) {
    lines.push("", "Overrides:");
    for (const o of overrides) {
      const who = o.scope === "global" ? "everyone" : `${o.scope} ${o.scopeId}`;
      lines.push(`  ${o.key} ${o.enabled ? "on" : "off"} for ${who} (set ${o.updatedAt.toISOString()})`);
    }
  }
  return { ok: true, message: lines.join("\n") };
}

/** `flags set KEY on|off [--city ID | --user ID]`. */
export async function setFlag(db: Db, input: string, enabled: boolean, target: FlagTarget, now = new Date()): Promise<FlagsResult> {
  const key = parseFlagKey(input);
  if (!key) return unknownFlag(input);
  const missing = await missingTarget(db, target);
  if (missing) return { ok: false, error: missing };
  const { scope, scopeId, label } = scopeOf(target);
  await upsertOverride(db, key, scope, scopeId, enabled, now);
  await announceFlagChange(db);
  return { ok: true, message: `${key} is ${enabled ? "on" : "off"} for ${label} from the next request.` };
}

/** `flags reset KEY [--city ID | --user ID]`: removes that override; the next one down (or the default) applies. */
export async function resetFlag(db: Db, input: string, target: FlagTarget): Promise<FlagsResult> {
  const key = parseFlagKey(input);
  if (!key) return unknownFlag(input);
  if (target.cityId !== undefined && target.userId !== undefined) return { ok: false, error: "Give --city or --user, not both." };
  const { scope, scopeId, label } = scopeOf(target);
  const removed = await deleteOverride(db, key, scope, scopeId);
  if (removed) await announceFlagChange(db);
  return { ok: true, message: removed ? `${key}: the override for ${label} is removed.` : `${key} had no override for ${label}.` };
}

/** `requireFlag` for a route's loader or action, with the request's flags (read once per request). */
export async function requireFeature(ctx: { flags(): Promise<Flags> }, key: FlagKey, kind: "page" | "json" = "page"): Promise<void> {
  requireFlag(await ctx.flags(), key, kind);
}
