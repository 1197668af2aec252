import type { LoaderFunctionArgs } from "@remix-run/node";
import { say } from "~/lib/i18n/request-language.server";
import { jsonFail, withLanguage } from "~/services/platform/json-api.server";
import { getPrintLanding, printLandingTerms, printLayoutInLanguage, printTermsAnswer } from "~/services/print/landing.server";
import { FLAG_GATED_HEADERS, requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/**
 * `GET /v1/print/landing_page` (docs/product/api.md#print-landing-page): the landing's widgets (types 1000–1007)
 * and the prices and limits they show (the operator's settings), the same data /print renders; 404 with the "print" flag off, so never left to shared caches (docs/rules.md#feature-flags).
 * Their words are in the language the call's `Accept-Language` prefers (docs/product/api.md#headers).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "print", "json");
  try {
    const db = await ctx.db();
    const [layout, terms] = await Promise.all([getPrintLanding(db), printLandingTerms(db)]);
    const widgets = printLayoutInLanguage(layout);
    return Response.json(
      { success: true, page_name: "PrintLanding", widgets, ...printTermsAnswer(terms) },
      { headers: withLanguage(new Headers(FLAG_GATED_HEADERS)) },
    );
  } catch (error) {
    console.error("Print landing failed:", error instanceof Error ? error.message : error);
    return jsonFail(503, say("The print store could not be loaded. Please try again."));
  }
}
