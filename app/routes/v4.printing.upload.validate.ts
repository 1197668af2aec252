import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PRINT_UPLOAD_MESSAGES } from "~/lib/print-config";
import { PRINT_ASYNC_APP_VERSION } from "~/lib/print-upload-client";
import { jsonFail, jsonOk, postOnly } from "~/services/platform/json-api.server";
import { printCall, printFailure } from "~/services/print/api.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { printConfigOf } from "~/services/print/preview.server";
import { pollValidation, validateUpload, type ValidationAnswer } from "~/services/print/upload-validation.server";

/** The uploaded file's print_id, or the postback request_id of an asynchronous validation. */
const ValidateSchema = z.union([
  z.object({ request_id: z.string().uuid("request_id is not valid.") }),
  z.object({ print_id: z.string({ required_error: "print_id is required." }).uuid("print_id is not valid.") }),
]);

/** docs/product/api.md#upload-validate: the client sends a different app_version when it handles asynchronous validation. */
export const ASYNC_APP_VERSION = PRINT_ASYNC_APP_VERSION;

export const loader = postOnly;

/**
 * `{ success, status, print_config, actions }` once the file is judged; with
 * asynchronous validation first `{ delay, postback_params: { request_id } }`
 * to poll with. Refused files answer 422 with the upload message (docs/product/errors.md#upload-messages).
 */
export function action({ request, context }: ActionFunctionArgs) {
  return printCall(requestContext({ request, context }), async ({ deps, userId, body, flags }) => {
    const parsed = ValidateSchema.safeParse(body);
    if (!parsed.success) return jsonFail(400, "print_id is required.");
    // "async paas validation" (off by default, docs/rules.md#feature-flags) and a client that can poll (its app_version says so).
    const async = flags.async_paas_validation && request.headers.get("app_version") === ASYNC_APP_VERSION;
    const answer =
      "request_id" in parsed.data
        ? await pollValidation(deps, userId, parsed.data.request_id)
        : await validateUpload(deps, userId, parsed.data.print_id, { async });
    return validationResponse(answer);
  });
}

function validationResponse({ file, pending }: ValidationAnswer): Response {
  const config = printConfigOf(file);
  if (pending) {
    return jsonOk({ status: null, delay: pending.delay, postback_params: { request_id: pending.requestId }, print_config: [config] });
  }
  switch (file.status) {
    case "UPLOADED":
      return jsonOk({ status: file.status, print_config: [config], actions: [] });
    case "PASSWORD_PROTECTED":
      // The client opens the password dialog for this file (passwordConfig, docs/product/entities.md#print-state).
      return jsonOk({
        status: file.status,
        print_config: [config],
        actions: [{ type: "print_modal", data: { print_id: file.id, modal: "password" } }],
      });
    default:
      return printFailure(422, file.failureMessage ?? PRINT_UPLOAD_MESSAGES.uploadFailed, {
        status: file.status,
        print_config: [config],
        actions: [{ type: "delete_file", data: { print_id: file.id } }],
      });
  }
}
