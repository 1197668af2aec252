/** The loader and action of print.preview.tsx, apart from the route module so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import { PAGE_RANGE_FIELD_PREFIX } from "~/components/print/preview/options-form";
import { UPLOAD_FIELD } from "~/components/print/preview/upload-form";
import { MAX_ECHOED_CHARS } from "~/lib/forms/failure";
import type { PreviewActionData, SettingsField } from "~/lib/forms/print-preview";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { PRINT_LIMIT_CEILINGS } from "~/lib/operator-settings";
import { requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, publicOrigin, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { firstIssueMessage, parseForm } from "~/services/platform/request-body.server";
import { addPrintsToCart } from "~/services/print/print-cart.server";
import { getPrintDeps } from "~/services/print/deps.server";
import {
  applyPrintSettings,
  PageRangeError,
  PageRangeSchema,
  PrintIdSchema,
  PrintIdsSchema,
  printPreview,
  PrintSettingsSchema,
} from "~/services/print/preview.server";
import { outcomeOf, receiveUploadForm } from "~/services/print/form-upload.server";
import { removeUpload, type PrintDeps } from "~/services/print/uploads.server";
import { unlockUpload } from "~/services/print/upload-validation.server";
import { isAppError } from "~/lib/errors";

const PATH = "/print/preview";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "print");
  const db = await ctx.db();
  const user = await ctx.requireUser(PATH);
  const preview = await printPreview(db, user.id);
  return data({ preview, origin: publicOrigin(request), messages: pageMessages(request, "print") }, { headers: PRIVATE_NO_STORE });
}

function reply(body: PreviewActionData, status = 200) {
  return data(body, { status, headers: PRIVATE_NO_STORE });
}

const back = () => seeOther(PATH);

/** The page's buttons (each form's `intent`); their fields are checked in each branch, with their own statuses. */
const IntentSchema = z.object({ intent: z.enum(["unlock", "remove", "settings", "add-to-cart"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "print");
  const deps = await getPrintDeps();
  const user = await ctx.requireUser(PATH);
  if ((request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const received = await receiveUploadForm(deps, user.id, request, UPLOAD_FIELD);
    if (received.ok) return back();
    return reply({ intent: "upload", uploads: received.uploads, formError: received.error }, received.status);
  }
  const parsed = await parseForm(request, IntentSchema);
  if (!parsed.ok) return reply({ intent: "unknown", formError: say("This action is not known.") }, 400);
  const { form } = parsed;
  const { intent } = parsed.data;
  // Forms enhanced by JavaScript (fetchers) want the answer, not a redirect that would navigate.
  const enhanced = form.get("enhanced") === "1";
  const done: Done = (body) => (enhanced ? reply(body) : back());
  const printId = PrintIdSchema.safeParse(form.get("print_id"));
  try {
    switch (intent) {
      case "unlock": {
        if (!printId.success) return reply({ intent, formError: say("This file was not found.") }, 404);
        const password = String(form.get("secret_key") ?? "");
        if (password.length > 256) return reply({ intent, printId: printId.data, formError: say("Password is too long.") }, 422);
        const file = await unlockUpload(deps, user.id, printId.data, password);
        if (file.status === "UPLOADED") return done({ intent, printId: file.id, unlocked: true });
        // Unlocked, then refused on what it contains (page limit, content): it leaves the list, so its message goes with the uploads.
        return reply({ intent, printId: file.id, uploads: [outcomeOf(file)] }, 422);
      }
      case "remove":
        if (!printId.success) return reply({ intent, formError: say("This file was not found.") }, 404);
        await removeUpload(deps, user.id, printId.data);
        return done({ intent, printId: printId.data, ok: true });
      case "settings": {
        // `print_id` (once or more) names the files to change, as in docs/product/api.md#print-preview; none means all of them.
        const named = form.getAll("print_id");
        const printIds = PrintIdsSchema.safeParse(named);
        if (!printIds.success) return reply({ intent, formError: say("This file id is not valid.") }, 400);
        // "Add to cart" pressed without JavaScript submits the options too: save them, then add.
        const addToCart = form.get("then") === "add-to-cart";
        const saved = await updateSettings(deps, user.id, form, named.length ? printIds.data : undefined, addToCart ? back : done);
        if (!addToCart || !isRedirect(saved)) return saved;
        const { redirectTo } = await addPrintsToCart(deps, { userId: user.id, deviceId: user.deviceId });
        return seeOther(redirectTo);
      }
      case "add-to-cart": {
        const { redirectTo } = await addPrintsToCart(deps, { userId: user.id, deviceId: user.deviceId });
        return seeOther(redirectTo);
      }
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return reply({ intent, printId: printId.success ? printId.data : undefined, formError: error.message }, error.status);
  }
}

type Done = (body: PreviewActionData) => ReturnType<typeof reply> | ReturnType<typeof back>;

const isRedirect = (answer: unknown): boolean => answer instanceof Response && answer.status === 303;

async function updateSettings(deps: PrintDeps, userId: number, form: FormData, printIds: string[] | undefined, done: Done) {
  const field = (name: SettingsField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const pageRanges: Record<string, string> = {};
  // What was typed comes back under the fields' own names (page ranges as `page_range:<print id>`).
  const values: Record<string, string> = {};
  for (const name of ["color", "side", "orientation", "number_of_copies"] as const) {
    const value = field(name);
    if (value !== undefined) values[name] = value.slice(0, MAX_ECHOED_CHARS);
  }
  for (const [key, value] of form) {
    if (key.startsWith(PAGE_RANGE_FIELD_PREFIX) && typeof value === "string") {
      pageRanges[key.slice(PAGE_RANGE_FIELD_PREFIX.length)] = value;
      values[key] = value.slice(0, MAX_ECHOED_CHARS);
    }
  }
  if (Object.keys(pageRanges).length > PRINT_LIMIT_CEILINGS.maxFiles * 2)
    return reply({ intent: "settings", formError: say("Too many files in one update."), values }, 400);

  // One message per field, as before: the first problem of each. The schemas' error maps say them in the page's language.
  const fieldErrors: Record<string, string[]> = {};
  const settings = PrintSettingsSchema.safeParse({
    color: field("color"),
    side: field("side"),
    orientation: field("orientation"),
    number_of_copies: field("number_of_copies"),
  });
  if (!settings.success) {
    for (const issue of settings.error.issues) fieldErrors[String(issue.path[0])] ??= [issue.message];
  }
  for (const [id, text] of Object.entries(pageRanges)) {
    const parsed = PageRangeSchema.safeParse(text);
    if (!parsed.success) fieldErrors[PAGE_RANGE_FIELD_PREFIX + id] = [firstIssueMessage(parsed.error)];
  }
  if (!settings.success || Object.keys(fieldErrors).length > 0) return reply({ intent: "settings", fieldErrors, values }, 422);

  try {
    // A file that is not this shopper's (or no longer on the page) is refused with 404 and nothing changes.
    await applyPrintSettings(deps.db, userId, { settings: settings.data, pageRanges, printIds });
  } catch (error) {
    if (error instanceof PageRangeError)
      return reply({ intent: "settings", fieldErrors: { [PAGE_RANGE_FIELD_PREFIX + error.printId]: [error.message] }, values }, 422);
    if (!isAppError(error)) throw error;
    return reply({ intent: "settings", formError: error.message, values }, error.status);
  }
  return done({ intent: "settings", ok: true });
}
