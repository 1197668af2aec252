import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PRINT_PRODUCT_TYPE_BY_COLOR } from "~/lib/print-config";
import { jsonFail, jsonOk, postOnly } from "~/services/platform/json-api.server";
import { printCall, printFailure } from "~/services/print/api.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { applyPrintSettings, PageRangeError, PageRangeSchema, printPreview, PrintSettingsSchema } from "~/services/print/preview.server";
import { firstIssueMessage } from "~/services/platform/request-body.server";

/**
 * docs/product/api.md#print-preview body: print_id or print_ids (default: all the shopper's files),
 * color, side, orientation, number_of_copies, and print_config for per-file
 * page ranges ([{ print_id, page_range }]).
 */
const PreviewSchema = PrintSettingsSchema.extend({
  print_id: z.string().uuid("print_id is not valid.").optional(),
  print_ids: z.array(z.string().uuid("print_ids are not valid.")).max(100).optional(),
  print_config: z
    .array(z.object({ print_id: z.string().uuid("print_id is not valid."), page_range: PageRangeSchema }))
    .max(100)
    .optional(),
});

export const loader = postOnly;

/** Applies what was sent, then answers `{ page_meta, product_config, file_constraints, print_config, bill }`. */
export function action({ request, context }: ActionFunctionArgs) {
  return printCall(requestContext({ request, context }), async ({ deps, userId, body }) => {
    const parsed = PreviewSchema.safeParse(body);
    if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error), { field: parsed.error.issues[0]?.path[0] });
    const { print_id, print_ids, print_config, ...settings } = parsed.data;
    const printIds = print_ids ?? (print_id ? [print_id] : undefined);
    try {
      await applyPrintSettings(deps.db, userId, {
        settings,
        printIds,
        pageRanges: print_config && Object.fromEntries(print_config.map((c) => [c.print_id, c.page_range])),
      });
    } catch (error) {
      if (error instanceof PageRangeError) return printFailure(422, error.message, { field: "page_range", print_id: error.printId });
      throw error;
    }
    const preview = await printPreview(deps.db, userId);
    return jsonOk({
      page_meta: preview.files.map((f) => ({ print_id: f.print_id, number_of_pages: f.number_of_pages, thumbnails: f.thumbnails })),
      product_config: preview.printable.map(({ file, line }) => ({
        print_id: file.print_id,
        product_id: PRINT_PRODUCT_TYPE_BY_COLOR[file.color],
        ...line,
      })),
      file_constraints: preview.file_constraints,
      print_config: preview.files,
      settings: preview.settings,
      bill: {
        print_total: preview.quote.printTotal,
        delivery_fee: preview.quote.deliveryFee,
        grand_total: preview.quote.grandTotal,
        sheets: preview.quote.sheets,
      },
    });
  });
}
