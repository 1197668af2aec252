/**
 * The print landing's data: the stored layout (id "print"), validated. The
 * page is the same for every shopper, so the read is cached like the other
 * catalogue layouts.
 */
import { PRINT_LAYOUT_ID, withHero, type PrintWidget } from "~/lib/print-widgets";
import { parsePrintLayout } from "~/lib/print-widgets.server";
import { getLayout } from "~/models/catalogue.server";
import type { Db } from "~/models/db.server";
import { cachedRead } from "../platform/cache.server";

export function getPrintLanding(db: Db): Promise<PrintWidget[]> {
  return cachedRead(db, `layout:${PRINT_LAYOUT_ID}`, async () => {
    const { widgets, errors } = parsePrintLayout(await getLayout(db, PRINT_LAYOUT_ID));
    if (errors.length) console.warn(`Layout "${PRINT_LAYOUT_ID}" has invalid widgets:`, errors);
    // Without its hero the page would lose its heading, upload entry point and privacy note.
    return withHero(widgets);
  });
}
