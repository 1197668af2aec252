import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFail } from "~/services/platform/json-api.server";
import { getPrintLanding } from "~/services/print/landing.server";
import { requestContext } from "~/services/platform/request-context.server";

/** `GET /v1/print/landing_page` (docs/product/api.md#print-landing-page): the landing's widgets (types 1000–1007), the same data /print renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const widgets = await getPrintLanding(await requestContext({ request, context }).db());
    return Response.json(
      { success: true, page_name: "PrintLanding", widgets },
      { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } },
    );
  } catch (error) {
    console.error("Print landing failed:", error instanceof Error ? error.message : error);
    return jsonFail(503, "The print store could not be loaded. Please try again.");
  }
}
