/**
 * The root route's loader, apart from app/root.tsx so that the browser build never sees its server imports:
 * Remix's classic compiler shipped each `*.server` import as an empty module
 * (docs/decisions/042-javascript-budget-100.md). The Vite build drops loaders and their imports by itself, so
 * this is no longer needed for the bytes, and kept (docs/decisions/044-vite-build.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { RootData } from "~/lib/views/every-page";
import { deliveryCart } from "~/services/cart/delivery-cart.server";
import { topCategories } from "~/services/catalogue/browse.server";
import { readFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { demoRibbon } from "~/services/security/demo-mode.server";
import { showsInstallBanner } from "~/services/platform/install-banner.server";
import { requestPlatform } from "~/services/platform/partner-session.server";
import { isWebView } from "~/lib/platform";
import { liveOrderIndicator } from "~/services/account/user-signals.server";
import { awaitedProducts } from "~/services/catalogue/back-in-stock.server";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const [location, locationPrompt, shopper, owner, { flash, clear }, installBanner, flags, platform] = await Promise.all([
    ctx.location(),
    ctx.locationPrompt(),
    ctx.shopper(),
    ctx.cartOwner(),
    readFlash(request),
    showsInstallBanner(request),
    ctx.flags(),
    requestPlatform(request),
  ]);
  // Priced where it will be delivered from, exactly as checkout prices it (docs/rules.md#cart-figures).
  const { cart } = await deliveryCart(db, { owner, userId: shopper.user?.id ?? null, browsing: location.store, now: new Date() });
  const categories = (await topCategories(db, 50)).map(({ id, name, href }) => ({ id, name, href }));
  // Logged-in pages only, which are never shared caches' (docs/rules.md#profile-and-signals): anonymous requests skip
  // the queries. The products the shopper waits for are the browsing store's, whose stock the tiles show.
  const [liveOrder, awaited] = shopper.user
    ? await Promise.all([liveOrderIndicator(db, shopper.user.id), awaitedProducts(db, shopper.user.id, location.store?.id ?? null)])
    : [null, []];
  const env = ctx.env;
  const locale = localeOfPath(new URL(request.url).pathname);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  // The installed app's first request (docs/rules.md#platform-values): the requests after it say so by the marker.
  if (platform.installedAppMarker) headers.append("Set-Cookie", platform.installedAppMarker);
  await ctx.rotateSessionIfDue(headers);
  // Typed as RootData, the shape components read with useRouteLoaderData<RootData>("root").
  return data<RootData>(
    {
      location,
      locationPrompt,
      cart,
      categories,
      user: shopper.user ? { phone: shopper.user.phone, name: shopper.user.name } : null,
      liveOrder,
      flash,
      awaited,
      demo: demoRibbon(ctx.demo()),
      installBanner,
      // Kept in the partner session (docs/rules.md#partner-web-views): a boolean, so no client code decides it.
      bareChrome: isWebView(platform.platform) && platform.chrome === "none",
      features: {
        print: flags.print,
        secretSanta: flags.secret_santa,
        badges: flags.badges,
        cartCoupon: flags.cart_coupon,
        typeToSearch: flags.type_to_search_on_mobile_web && platform.platform === "mobile_web",
      },
      locale,
      messages: pageMessages(request, "every-page"),
      env: { SENTRY_DSN: env.SENTRY_DSN, SENTRY_ENVIRONMENT: env.SENTRY_ENVIRONMENT },
    },
    { headers },
  );
}
