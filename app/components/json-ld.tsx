/** A JSON-LD block (one object or several) for crawlers; see ~/lib/structured-data. */
import { jsonLdScript } from "~/lib/structured-data";

export function JsonLd({ data }: { data: object | object[] }) {
  // jsonLdScript escapes <, >, & and U+2028/9, so the payload cannot break out of the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
