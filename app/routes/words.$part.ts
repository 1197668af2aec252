/**
 * /words/<part>: one part of the Hindi words as JSON (docs/decisions/056-words-a-page-shows.md). A Hindi page
 * carries only the words it showed; the script entry.server writes after it fetches the rest of the page's parts
 * here once the page has loaded, for what the browser shows later without new data (an opened sheet, a busy
 * button). The address names the build (`?v=`), so a browser keeps each part until the store is deployed again.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isClientPart, partWords } from "~/lib/i18n/page-messages.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  const part = params.part ?? "";
  if (!isClientPart(part)) {
    return new Response(JSON.stringify({ error: "No such part of the store's words." }), {
      status: 404,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const versioned = new URL(request.url).searchParams.has("v");
  return new Response(JSON.stringify(partWords(part)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
