/**
 * Feature flags (docs/rules.md#feature-flags): every flag of the spec with its default
 * (docs/product/constants.md#feature-flags) as data, and the pure resolution of the stored overrides.
 * Resolution: a user's override beats their city's, a city's beats the global one, any beats the default.
 * Outside `*.server.ts` because loaders hand components only the booleans they need.
 */

export interface FlagDefinition {
  /** What operators type (`npm run ops -- flags set print off`) and the database stores. */
  readonly key: string;
  /** The spec's name for it. */
  readonly name: string;
  readonly default: boolean;
  /** What turning it off (or on) changes in Nukkad, or why nothing does yet. */
  readonly gates: string;
}

const NOTHING_YET = "nothing in Nukkad yet";
const SERVER_INTERNAL = `${NOTHING_YET} (a switch inside the original app's backend-for-frontend; Nukkad's pages are served by one server)`;
const LATER = "left for later: it would switch off a feature Nukkad has today (docs/rules.md#feature-flags)";

/** The spec's flags, on by default first, in its order (docs/product/constants.md#feature-flags). */
export const FEATURE_FLAGS = [
  { key: "zpay", name: "zpay", default: true, gates: NOTHING_YET },
  {
    key: "print",
    name: "print",
    default: true,
    gates: "the print store: /print, /print/preview, its files and the print calls, and every link to them",
  },
  { key: "consumer_web_bff", name: "consumer web bff", default: true, gates: SERVER_INTERNAL },
  { key: "jumbo_client", name: "jumbo client", default: true, gates: SERVER_INTERNAL },
  { key: "plp_bff", name: "plp bff", default: true, gates: SERVER_INTERNAL },
  { key: "search_bff", name: "search bff", default: true, gates: SERVER_INTERNAL },
  { key: "zpay_v2", name: "zpay v2", default: true, gates: NOTHING_YET },
  { key: "bff_order_history", name: "bff order history", default: true, gates: SERVER_INTERNAL },
  { key: "bff_track_order", name: "bff track order", default: true, gates: SERVER_INTERNAL },
  { key: "pdp_bff", name: "pdp bff", default: true, gates: SERVER_INTERNAL },
  { key: "bill_and_tip_v2", name: "bill and tip v2", default: true, gates: NOTHING_YET },
  { key: "delivery_tip", name: "delivery tip", default: true, gates: "the tip for the delivery partner at checkout" },
  { key: "location_v2", name: "location v2", default: true, gates: NOTHING_YET },
  { key: "new_cart_address", name: "new cart address", default: true, gates: NOTHING_YET },
  { key: "dc_web", name: "dc web", default: true, gates: NOTHING_YET },
  { key: "v1_order_count", name: "v1 order count", default: true, gates: "GET /v1/order_count" },
  { key: "secret_santa", name: "secret santa", default: true, gates: "/secret-santa and its pages, and the links to them" },
  { key: "badges", name: "badges", default: true, gates: "/badges and the links to it" },
  {
    key: "badge_board_on_top",
    name: "badge board on top",
    default: true,
    gates: "/badges shows the shopper's board before the badges to earn",
  },
  { key: "desktop_bff", name: "desktop bff for pdp, slp, plp and dc", default: true, gates: SERVER_INTERNAL },
  { key: "eta_v2", name: "eta v2", default: true, gates: NOTHING_YET },
  {
    key: "location_auto_suggest",
    name: "location auto suggest",
    default: true,
    gates: "with JavaScript, the location picker lists matching localities as the shopper types; off, when they press Search",
  },
  { key: "enhanced_page_load", name: "enhanced page load", default: false, gates: NOTHING_YET },
  {
    key: "ssr_prerender_for_bots",
    name: "ssr prerender for bots",
    default: false,
    gates: `${NOTHING_YET} (every page is rendered on the server for everyone)`,
  },
  { key: "full_screen_location_select", name: "full screen location select", default: false, gates: NOTHING_YET },
  {
    key: "type_to_search_on_mobile_web",
    name: "type to search on mobile web",
    default: false,
    gates: "on a phone's browser with JavaScript, the header search opens results as the shopper types instead of suggestions",
  },
  { key: "onesupport", name: "onesupport", default: false, gates: LATER },
  {
    key: "cart_coupon",
    name: "cart coupon",
    default: false,
    gates: "a coupon entry in the cart (page and panel); off, coupons at checkout only",
  },
  { key: "gyftr", name: "gyftr", default: false, gates: LATER },
  { key: "pdp_v2", name: "pdp v2", default: false, gates: NOTHING_YET },
  {
    key: "async_paas_validation",
    name: "async paas validation",
    default: false,
    gates: "the print upload validation answers later, with a request id to poll, to clients that can poll",
  },
] as const satisfies readonly FlagDefinition[];

export type FlagKey = (typeof FEATURE_FLAGS)[number]["key"];

/** Every flag's value for one request: only booleans, so loaders may hand them to components as they are. */
export type Flags = Readonly<Record<FlagKey, boolean>>;

export type FlagScope = "global" | "city" | "user";
export const FLAG_SCOPES: readonly FlagScope[] = ["global", "city", "user"];

/** One stored override (the `feature_flags` table); `scopeId` is the city or user id, 0 for global. */
export interface FlagOverride {
  key: string;
  scope: FlagScope;
  scopeId: number;
  enabled: boolean;
}

/** Whose flags: the logged-in shopper (null: anonymous) and the city of their delivery location (null: none). */
export interface FlagSubject {
  userId: number | null;
  cityId: number | null;
}

export type FlagSource = FlagScope | "default";

export interface ResolvedFlag {
  key: FlagKey;
  enabled: boolean;
  /** Where the value comes from: the override that won, or the default. */
  source: FlagSource;
}

const BY_KEY: ReadonlyMap<string, FlagDefinition> = new Map(FEATURE_FLAGS.map((f) => [f.key, f]));
const PRECEDENCE: Record<FlagScope, number> = { user: 3, city: 2, global: 1 };

/**
 * A flag's key from what an operator typed: the key itself or the spec's name, any case, with spaces or
 * hyphens for the underscores ("secret santa", "Secret-Santa", "secret_santa"); null for no flag.
 */
export function parseFlagKey(input: string): FlagKey | null {
  const normal = input.trim().toLowerCase();
  const asKey = normal.replace(/[\s-]+/g, "_");
  const found = BY_KEY.get(asKey) ?? FEATURE_FLAGS.find((f) => f.name === normal);
  return found ? (found.key as FlagKey) : null;
}

export function flagDefinition(key: FlagKey): FlagDefinition {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`Unknown feature flag ${key}`);
  return found;
}

/**
 * Every flag for `subject`, with where its value comes from: user override > city override > global
 * override > default. Overrides of other users and cities, and of keys no longer in the spec, are ignored.
 */
export function resolveFlagDetails(overrides: readonly FlagOverride[], subject: FlagSubject): ResolvedFlag[] {
  const winners = new Map<string, FlagOverride>();
  for (const o of overrides) {
    const applies =
      o.scope === "global" ||
      (o.scope === "city" && subject.cityId !== null && o.scopeId === subject.cityId) ||
      (o.scope === "user" && subject.userId !== null && o.scopeId === subject.userId);
    if (!applies) continue;
    const current = winners.get(o.key);
    if (!current || PRECEDENCE[o.scope] > PRECEDENCE[current.scope]) winners.set(o.key, o);
  }
  return FEATURE_FLAGS.map((f) => {
    const won = winners.get(f.key);
    return won ? { key: f.key, enabled: won.enabled, source: won.scope } : { key: f.key, enabled: f.default, source: "default" };
  });
}

/** Every flag's value for `subject` (see resolveFlagDetails). */
export function resolveFlags(overrides: readonly FlagOverride[], subject: FlagSubject): Flags {
  return Object.fromEntries(resolveFlagDetails(overrides, subject).map((r) => [r.key, r.enabled])) as Record<FlagKey, boolean>;
}

/** The defaults alone: what a store with no overrides serves. */
export const DEFAULT_FLAGS: Flags = resolveFlags([], { userId: null, cityId: null });
