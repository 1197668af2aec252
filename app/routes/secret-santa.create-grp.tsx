import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { errorsOf, valueOf, echoValues } from "~/lib/forms/failure";
import { formFailure, formSchema } from "~/lib/forms/schema.server";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { translateIn } from "~/lib/i18n/translate";
import { say } from "~/lib/i18n/request-language.server";
import {
  indiaToday,
  nextChristmas,
  SANTA_BUDGET_MAX_RUPEES,
  SANTA_BUDGET_MIN_RUPEES,
  SANTA_CREATE_FORM,
  SANTA_DEFAULT_TIME,
} from "~/lib/forms/santa";
import { setFlash } from "~/services/platform/cookies.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { createGroup } from "~/services/santa/groups.server";

const FIELDS = ["groupName", "name", "selectedDate", "selectedTime", "budget"] as const;

/** The rules the form definition cannot state: a real calendar day from today on, a time, a budget in range. */
function eventSchema(today: string) {
  const dateError = say("Choose the day of the gift exchange (today or later).");
  return z.object({
    selectedDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, dateError)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), dateError)
      .refine((d) => d >= today, dateError),
    selectedTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, say("Choose a time as HH:MM.")),
  });
}

/** secret-santa/create-grp (docs/product/entities.md#secret-santa): the date defaults to the next 25 December, the time to 18:00. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  // docs/rules.md#feature-flags: off, the feature is gone (404), logged in or not.
  await requireFeature(ctx, "secret_santa");
  await ctx.requireUser();
  return {
    defaultDate: nextChristmas(indiaToday(new Date())),
    today: indiaToday(new Date()),
    messages: pageMessages(request, "santa"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "secret_santa");
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, formSchema(SANTA_CREATE_FORM));
  const { form } = parsed;
  const values = echoValues(form, FIELDS);
  const fieldErrors: Record<string, string[]> = {};
  if (!parsed.ok) Object.assign(fieldErrors, parsed.failure.fieldErrors);
  const event = eventSchema(indiaToday(new Date())).safeParse({
    selectedDate: form.get("selectedDate") ?? "",
    selectedTime: form.get("selectedTime") ?? "",
  });
  if (!event.success) for (const issue of event.error.issues) fieldErrors[String(issue.path[0])] ??= [issue.message];
  const rupees = parsed.ok ? Number(parsed.data.budget) : NaN;
  if (parsed.ok && !(rupees >= SANTA_BUDGET_MIN_RUPEES && rupees <= SANTA_BUDGET_MAX_RUPEES)) fieldErrors.budget = [budgetError()];
  if (!parsed.ok || !event.success || Object.keys(fieldErrors).length) return formFailure({ fieldErrors, values });
  const groupId = await createGroup(await ctx.db(), user.id, {
    groupName: parsed.data.groupName,
    name: parsed.data.name,
    eventDate: event.data.selectedDate,
    eventTime: event.data.selectedTime,
    budgetPaise: rupees * 100,
  });
  const flash = await setFlash({ kind: "success", message: say("Group created. Share the invite link with everyone taking part.") });
  return seeOther(`/secret-santa/${groupId}`, { headers: { "Set-Cookie": flash } });
}

/** "Set a budget between ₹50 and ₹1,00,000.", in the request's language. */
const budgetError = () =>
  say("Set a budget between ₹{min} and ₹{max}.", {
    min: SANTA_BUDGET_MIN_RUPEES,
    max: SANTA_BUDGET_MAX_RUPEES.toLocaleString("en-IN"),
  });

export default function CreateSantaGroup() {
  const { defaultDate, today } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const t = useT();
  // The definition's labels, in the page's language.
  const labels = { groupName: t("Group name"), name: t("Your name"), budget: t("Budget (₹)") };
  const field = (name: keyof typeof SANTA_CREATE_FORM) => ({
    constraints: fieldAttributes(SANTA_CREATE_FORM, name),
    errors: errorsOf(failure, name),
    defaultValue: valueOf(failure, name),
    label: labels[name],
  });
  return (
    <section aria-labelledby="create-santa-title" className="rounded-xl bg-white p-4 md:p-6">
      <p className="text-sm">
        <Link to="/secret-santa" className="font-semibold text-leaf-800 underline">
          <span aria-hidden="true">← </span>
          {t("Your groups")}
        </Link>
      </p>
      <h1 id="create-santa-title" className="mt-2 text-2xl font-bold">
        {t("Create a secret santa group")}
      </h1>
      <Form method="post" className="mt-4 space-y-4">
        <FormAlert>
          {failure?.fieldErrors && Object.keys(failure.fieldErrors).length ? t("Please check the fields below.") : null}
        </FormAlert>
        <Field {...field("groupName")} placeholder={t("Office party 2026")} />
        <Field {...field("name")} hint={t("What the group sees you as.")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("Date")}
            constraints={{ name: "selectedDate", required: true }}
            type="date"
            min={today}
            defaultValue={valueOf(failure, "selectedDate") ?? defaultDate}
            errors={errorsOf(failure, "selectedDate")}
          />
          <Field
            label={t("Time")}
            constraints={{ name: "selectedTime", required: true }}
            type="time"
            defaultValue={valueOf(failure, "selectedTime") ?? SANTA_DEFAULT_TIME}
            errors={errorsOf(failure, "selectedTime")}
          />
        </div>
        <Field
          {...field("budget")}
          hint={t("Each gift's budget, ₹{min}–₹{max}.", {
            min: SANTA_BUDGET_MIN_RUPEES,
            max: SANTA_BUDGET_MAX_RUPEES.toLocaleString("en-IN"),
          })}
        />
        <SubmitButton className="btn-primary w-full">{t("Create group")}</SubmitButton>
      </Form>
    </section>
  );
}

// The title in the page's language: the loader's data carries the page's words (null on an English page).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${translateIn([{ data }], "Create a secret santa group")} | Nukkad` },
  { name: "robots", content: "noindex" },
];
