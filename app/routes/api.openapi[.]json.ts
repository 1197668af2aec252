import { openApiDocument } from "~/lib/openapi/document.server";

/** `GET /api/openapi.json`: the JSON API's OpenAPI 3.1 document, generated from its zod schemas (app/lib/openapi/). */
export function loader() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
