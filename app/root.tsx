import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import type { loader } from "~/root.loader";
import { Links, Meta, Outlet, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { CartBar } from "~/components/cart/cart-bar";
import { CartPanelProvider } from "~/components/cart/cart-panel";
import { CartChanges } from "~/components/cart/cart-changes";
import { DemoRibbon } from "~/components/layout/demo-ribbon";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { PartnerBar } from "~/components/layout/partner-bar";
import { NavigationProgress } from "~/components/layout/navigation-progress";
import { InstallBanner } from "~/components/layout/install-banner";
import { Toasts } from "~/components/layout/toasts";
import { useNonce } from "~/components/layout/nonce";
import { SiteLogo } from "~/components/layout/site-logo";
import { ScriptsAfterLoad } from "~/components/layout/scripts-after-load";
import { HydrateLater } from "~/components/layout/hydrate-later";
import { PageLinkNavigation } from "~/components/layout/page-links";
import { useT } from "~/components/layout/use-t";
import { LANGUAGE_TAGS } from "~/lib/i18n/locale";
import type { LayoutHandle } from "~/lib/offline";
import { scrollKey } from "~/lib/scroll-key";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // iOS reads neither the manifest's icons nor SVG for the home screen (docs/rules.md#offline-and-installing).
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: MetaFunction = () => [
  { title: "Nukkad: groceries delivered in minutes" },
  { name: "description", content: "Order groceries, fruits, vegetables, dairy and daily essentials online. Delivered in minutes." },
];

// The loader lives apart so the browser build leaves its server imports out (docs/decisions/042-javascript-budget-100.md).
export { loader } from "~/root.loader";
export type RootLoader = typeof loader;

// Child routes decide caching; the root only passes their headers through.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootLoader>("root");
  const nonce = useNonce();
  const t = useT();
  const lang = LANGUAGE_TAGS[root?.locale ?? "en"];
  const prompt = root?.locationPrompt;
  // The offline page (docs/rules.md#offline-and-installing): kept by the service worker for everyone, so no
  // shopper's chrome and no scripts, which could not load offline anyway.
  const handles = useMatches().map((match) => match.handle as LayoutHandle | undefined);
  const bare = handles.some((handle) => handle?.bare);
  const ownNavigation = handles.some((handle) => handle?.ownNavigation);
  const head = (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#f8c43a" />
      <Meta />
      <Links />
    </head>
  );
  if (bare) {
    return (
      <html lang={lang}>
        {head}
        <body className="flex min-h-screen flex-col font-sans antialiased">
          <header className="border-b border-gray-200 bg-white">
            <div className="container-layout flex items-center py-2 md:h-header md:py-0">
              <SiteLogo />
            </div>
          </header>
          <main id="main" className="flex-1">
            {children}
          </main>
        </body>
      </html>
    );
  }
  return (
    <html lang={lang}>
      {head}
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a href="#main" className="skip-link">
          {t("Skip to content")}
        </a>
        {root?.demo ? <DemoRibbon demo={root.demo} /> : null}
        {/* The toasts wrap everything that may raise one (steppers in the page and in the cart panel). */}
        <Toasts flash={root?.flash ?? null}>
          {/* The steppers' senders and the one listener for in-app links (docs/decisions/052-light-hydration.md). */}
          <CartChanges />
          <PageLinkNavigation />
          <CartPanelProvider>
            <NavigationProgress />
            <InstallBanner enabled={root?.installBanner ?? false} />
            {root?.bareChrome ? (
              <PartnerBar location={root.location} cart={root.cart} />
            ) : (
              <SiteHeader
                location={root?.location ?? null}
                cart={root?.cart ?? null}
                categories={root?.categories ?? []}
                categoryMenuOnPhones={!ownNavigation}
              />
            )}
            {/* docs/rules.md#first-visit: server-built HTML and its opener, so no bundle carries them. */}
            {prompt && (
              <>
                <div dangerouslySetInnerHTML={{ __html: prompt.html }} />
                <script nonce={nonce} dangerouslySetInnerHTML={{ __html: prompt.script }} />
              </>
            )}
            {/* The header hydrates first; the page and the footer after it, each in a commit of its own (docs/decisions/029-hydrate-later.md). */}
            <main id="main" className="flex-1">
              <HydrateLater>{children}</HydrateLater>
            </main>
            {root ? <CartBar cart={root.cart} /> : null}
            {root?.bareChrome ? null : (
              <HydrateLater>
                <SiteFooter />
              </HydrateLater>
            )}
          </CartPanelProvider>
        </Toasts>
        <ScrollRestoration nonce={nonce} getKey={scrollKey} />
        {root?.env.SENTRY_DSN ? (
          <script
            nonce={nonce}
            // Public, non-secret configuration for the lazily loaded error tracker.
            dangerouslySetInnerHTML={{ __html: `window.ENV=${JSON.stringify(root.env).replace(/</g, "\\u003c")}` }}
          />
        ) : null}
        <ScriptsAfterLoad nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// A 404 is a route error response like any other status; a fetch that never reached the store is "no internet".
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
