import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { say } from "~/lib/i18n/request-language.server";
import { PRINT_DECRYPT_DISMISS_MS } from "~/lib/print-config";
import { jsonFail, jsonOk, postOnly } from "~/services/platform/json-api.server";
import { printCall } from "~/services/print/api.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { printConfigOf } from "~/services/print/preview.server";
import { unlockUpload } from "~/services/print/upload-validation.server";
import { firstIssueMessage } from "~/services/platform/request-body.server";

/** docs/product/api.md#decrypt body print_config: the file and its password (`secret_key`), one file per call. */
const DecryptSchema = z.object({
  print_config: z
    .array(z.object({ print_id: z.string().uuid("print_id is not valid."), secret_key: z.string().max(256, "Password is too long.") }))
    .length(1, "Send one file per call."),
});

/** A form post sends print_id and secret_key flat; JSON clients send the print_config list. */
function normalise(body: Record<string, unknown>): unknown {
  if (Array.isArray(body.print_config)) return body;
  if (typeof body.print_config === "string") {
    try {
      return { print_config: JSON.parse(body.print_config) };
    } catch {
      return body;
    }
  }
  return { print_config: [{ print_id: body.print_id, secret_key: body.secret_key }] };
}

export const loader = postOnly;

/** Unlocks the file: `{ success, print_config, auto_dismiss_data }`; the dialog closes itself 2 s later. */
export function action({ request, context }: ActionFunctionArgs) {
  return printCall(requestContext({ request, context }), async ({ deps, userId, body }) => {
    const parsed = DecryptSchema.safeParse(normalise(body));
    if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
    const [entry] = parsed.data.print_config;
    if (!entry) return jsonFail(400, say("Send one file per call.")); // the schema's length(1) already refused it
    const { print_id, secret_key } = entry;
    const file = await unlockUpload(deps, userId, print_id, secret_key);
    return jsonOk({
      status: file.status,
      print_config: [printConfigOf(file)],
      auto_dismiss_data: { dismiss_action_type: "auto_dismiss", delay_ms: PRINT_DECRYPT_DISMISS_MS },
    });
  });
}
