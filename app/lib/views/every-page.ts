/**
 * What the root loader hands every screen (types only). Components read it with
 * `useRouteLoaderData<RootData>("root")` instead of importing the root route's loader type: components may
 * not import route modules (docs/architecture.md, "Who may import whom"). app/root.tsx checks its loader
 * returns exactly this.
 */
import type { Locale } from "../i18n/locale";
import type { PageMessages } from "../i18n/translate";
import type { CartView } from "./cart";
import type { ShopperLocation } from "./location";
import type { LiveOrderIndicator } from "./profile";

/** A one-time message set by a redirect (Post/Redirect/Get) and shown as a toast on the next page. */
export interface Flash {
  kind: "success" | "error" | "info";
  message: string;
  /** How long the toast stays up with JavaScript; unset means the server-toast default. */
  durationMs?: number;
}

/**
 * The first-visit location prompt as server-built HTML (the dialog, and on the home page the banner shown
 * without JavaScript) and the inline script that opens the dialog: no bundle carries them
 * (docs/rules.md#first-visit).
 */
export interface LocationPromptMarkup {
  html: string;
  script: string;
}

/**
 * The flags the layout's links follow (docs/rules.md#feature-flags): a feature that is off has no links.
 * Booleans only, for this shopper and their city.
 */
export interface SiteFeatures {
  print: boolean;
  secretSanta: boolean;
  badges: boolean;
  /** Coupons from the cart itself, not only at checkout ("cart coupon", off by default). */
  cartCoupon: boolean;
  /** A phone's browser whose header search shows results as the shopper types ("type to search on mobile web"). */
  typeToSearch: boolean;
}

/**
 * What the "Demo store" ribbon says (README "Running in public", docs/decisions/033-demo-mode-per-request.md):
 * what is simulated, whether the store is a public demo on purpose (DEMO_MODE=1: anyone can log in as anyone),
 * and whether this visitor may read login codes at /dev/outbox.
 */
export interface DemoRibbonView {
  outbox: boolean;
  sandbox: boolean;
  publicDemo: boolean;
  codesShown: boolean;
}

export interface RootData {
  location: ShopperLocation;
  /** No location chosen and no "Not now" yet: ask where to deliver (docs/rules.md#first-visit). */
  locationPrompt: LocationPromptMarkup | null;
  cart: CartView;
  /** The header's category menu: top categories in catalogue order (docs/collections-and-layouts.md#header-categories). */
  categories: { id: number; name: string; href: string }[];
  user: { phone: string; name: string | null } | null;
  /** The logged-in shopper's live orders for the header (docs/rules.md#profile-and-signals); null when none or anonymous. */
  liveOrder: LiveOrderIndicator | null;
  flash: Flash | null;
  /**
   * The products the logged-in shopper asked to be told of when back in stock at the store serving them: their
   * tiles and product pages say "We'll notify you" (docs/rules.md#back-in-stock-requests). Empty when anonymous.
   */
  awaited: number[];
  /** Outbox texts and/or the sandbox gateway: every page says so (README "Running in public"). */
  demo: DemoRibbonView | null;
  /** A phone's browser, outside web views, that has not said "Not now" (docs/deep-links.md#install-banner). */
  installBanner: boolean;
  /**
   * A partner's web view that asked for no site chrome (docs/rules.md#partner-web-views): the layout shows the
   * minimal partner bar (location and cart) instead of the site header, and no footer.
   */
  bareChrome: boolean;
  features: SiteFeatures;
  /** The page's language, and on a Hindi page its words keyed by the English text (docs/decisions/055-hindi.md, 056). */
  locale: Locale;
  messages: PageMessages;
  /** Public, non-secret configuration for the lazily loaded error tracker. */
  env: { SENTRY_DSN?: string; SENTRY_ENVIRONMENT?: string };
}
