/**
 * Streaming server rendering. Browsers get the shell as soon as it is ready
 * (first paint sooner on slow networks); crawlers (isbot) get the complete
 * document in one piece. A render past its deadline is logged and answers
 * 503 with Retry-After, or streams what is ready once the shell is out
 * (app/services/boot/document-render.server.ts).
 */
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToStaticMarkup } from "react-dom/server";
import { NonceContext } from "~/components/layout/nonce";
import { KeptCardItemContext } from "~/components/product/product-card";
import { createKeptCards, keptCardItem } from "~/components/product/product-card-html.server";
import { ScriptsMarkupContext } from "~/components/layout/scripts-after-load";
import { deferModuleScripts } from "~/lib/scripts-after-load";
import { documentWordsScript } from "~/lib/i18n/page-messages.server";
import { recordPageView } from "~/services/analytics/record.server";
import { unsupportedBrowserRedirect } from "~/services/platform/browser-support.server";
import { RENDER_DEADLINE_MS, renderDocument } from "~/services/boot/document-render.server";
import { offerSharedPage, withdrawSharedPage, type SharedPageHandle } from "~/services/boot/page-cache.server";

// What server.mjs asks of the app before and after Remix (docs/decisions/012-own-http-server.md).
export { admit, DEFAULT_DYNAMIC_CACHE_CONTROL, refusal, responseHeaders } from "~/services/security/edge.server";
export { newNonce } from "~/services/security/headers.server";
// Each request is answered in the language of its address (docs/decisions/055-hindi.md).
export { inLanguageOf } from "~/lib/i18n/request-language.server";
// Around Remix for document requests: anonymous visitors share catalogue pages (docs/decisions/024-shared-page-cache.md).
export { sharedPages } from "~/services/boot/page-cache.server";
// Before it listens: a public store never runs in demo mode by accident (README "Running in public").
export { assertSafeToServe } from "~/services/security/demo-mode.server";
// Before it listens: the database opened and seeded, the background jobs started.
export { prepareStore, startApp } from "~/services/boot/app-start.server";
// One process or a primary with workers (docs/decisions/023-several-processes.md).
export { processPlan } from "~/services/boot/process-plan.server";
// Before Remix's handler is made: route matching remembered per path (docs/decisions/028-route-matching-memo.md).
export { memoizeRouteMatching } from "~/services/boot/route-matching.server";
// …and the route modules and React Router's route tree made once per build (docs/decisions/046-rendered-pages.md).
export { rememberServerRoutes } from "~/services/boot/server-routes-memo.server";

// Product cards' HTML, kept for the next page that shows them (docs/decisions/049-kept-card-html.md).
const KeptCardItem = keptCardItem(createKeptCards());

// Render timeout must outlive the abort so rejected deferreds reach the browser.
export const streamTimeout = RENDER_DEADLINE_MS;

export const handleError: HandleErrorFunction = (error, args) => {
  // Aborted requests (shopper navigated away) are not errors worth reporting.
  if (args.request.signal.aborted) return;
  // The router's own 404s and 405s (a post to a page without an action) are the client's mistake, not ours.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Sentry is loaded only when it reports somewhere (instrumentation.server.mjs has then loaded it
  // already, so this import is a cache hit); without a DSN the server never pays its memory.
  if (process.env.SENTRY_DSN) {
    import("@sentry/remix")
      .then((Sentry) => Sentry.sentryHandleError(error, args))
      .catch((reportError: unknown) => console.error("Sentry could not report an error:", reportError));
  }
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Here, and not in a loader, because only documents come here (see the module for why).
  const unsupported = await unsupportedBrowserRedirect(request, responseStatusCode, responseHeaders);
  if (unsupported) return unsupported;
  const nonce = loadContext.cspNonce ?? "";
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  // Only documents come here: a page view, queued, never awaited (docs/rules.md#analytics). Crawlers are not shoppers.
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  if (!waitForAll && leaf) recordPageView(request, { routeId: leaf.route.id, status: responseStatusCode, now: new Date() });
  // A page every anonymous visitor of the store sees alike may be kept for the next ones (docs/decisions/024-shared-page-cache.md).
  if (leaf && (remixContext.routeModules[leaf.route.id]?.handle as SharedPageHandle | undefined)?.sharedPage) {
    offerSharedPage(loadContext, leaf.route.id);
  }
  return renderDocument(
    <NonceContext.Provider value={nonce}>
      {/* Hydration after load (docs/decisions/027-scripts-after-load.md). */}
      <ScriptsMarkupContext.Provider value={(scripts) => deferModuleScripts(renderToStaticMarkup(scripts), nonce)}>
        <KeptCardItemContext.Provider value={KeptCardItem}>
          <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_DEADLINE_MS} nonce={nonce || undefined} />
        </KeptCardItemContext.Provider>
      </ScriptsMarkupContext.Provider>
    </NonceContext.Provider>,
    {
      request,
      routeId: leaf?.route.id ?? "root",
      status: responseStatusCode,
      headers: responseHeaders,
      nonce,
      waitForAll,
      // The words the render looked up, for hydration (docs/decisions/056-words-a-page-shows.md).
      tail: () => documentWordsScript(remixContext.staticHandlerContext.loaderData, remixContext.manifest.version, nonce),
      onRenderError: () => withdrawSharedPage(loadContext),
      onErrorAfterShell: (error) => console.error(error),
    },
  );
}
