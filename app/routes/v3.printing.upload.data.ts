import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { jsonFail, jsonOk, postOnly } from "~/services/platform/json-api.server";
import { publicOrigin } from "~/services/platform/http.server";
import { printCall } from "~/services/print/api.server";
import { operatorSettings } from "~/services/platform/operator-settings.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { fileConstraints } from "~/services/print/preview.server";
import { issueUploadAddresses } from "~/services/print/upload-intake.server";
import { listPresentUploads } from "~/services/print/uploads.server";
import { firstIssueMessage } from "~/services/platform/request-body.server";
import { dbInt } from "~/lib/db-int.server";

/** docs/product/api.md#upload-data: file_meta[{file_name}] (plus each file's size, which the signed address is bound to) and existing_page_count. */
const UploadDataSchema = z.object({
  file_meta: z
    .array(
      z.object({
        file_name: z
          .string({ required_error: "file_name is required." })
          .min(1, "file_name is required.")
          .max(255, "file_name is too long."),
        file_size: z.coerce
          .number({ invalid_type_error: "file_size must be a number of bytes." })
          .int("file_size must be a number of bytes."),
      }),
      { required_error: "file_meta is required.", invalid_type_error: "file_meta must be a list." },
    )
    // Far above the file limit: the limit itself answers "File limit reached".
    .max(100, "Too many files in one call."),
  existing_page_count: dbInt({ min: 0, message: "existing_page_count must be a number of pages." }).optional(),
});

export const loader = postOnly;

/** One signed PUT address per file: `{ success, file_write_data: [{ presigned_url, print_id, … }], file_constraints }`. */
export function action({ request, context }: ActionFunctionArgs) {
  return printCall(requestContext({ request, context }), async ({ deps, userId, body }) => {
    const parsed = UploadDataSchema.safeParse(body);
    if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
    const files = parsed.data.file_meta.map((f) => ({ name: f.file_name, size: f.file_size }));
    const addresses = await issueUploadAddresses(deps, userId, files, publicOrigin(request));
    const present = await listPresentUploads(deps, userId);
    const { limits } = (await operatorSettings(deps.db)).print;
    return jsonOk({ file_write_data: addresses, file_constraints: fileConstraints(present.length, limits) });
  });
}
