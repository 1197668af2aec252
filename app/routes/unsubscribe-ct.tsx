import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatDate } from "~/lib/i18n/dates";
import { useLocale, useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { UNSUBSCRIBE_PATH } from "~/lib/paths";
import {
  INVALID_UNSUBSCRIBE_LINK,
  checkUnsubscribeToken,
  marketingOptOut,
  optOutOfMarketing,
} from "~/services/account/marketing-consent.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { readForm } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

const invalid = (request: Request) =>
  data(
    { invalid: true as const, message: INVALID_UNSUBSCRIBE_LINK, messages: pageMessages(request, "info") },
    { status: 400, headers: PRIVATE_NO_STORE },
  );

/**
 * /unsubscribe-ct?token=… (docs/rules.md#marketing-texts): the GET only asks (link scanners prefetch GETs);
 * the one-click form post records the opt-out and comes back here, which then says it is done.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const db = await requestContext({ request, context }).db();
  const token = new URL(request.url).searchParams.get("token");
  const target = await checkUnsubscribeToken(db, token);
  if (!target) return invalid(request);
  const since = await marketingOptOut(db, target.phone);
  return data(
    {
      invalid: false as const,
      token: token!,
      phone: target.maskedPhone,
      optedOutAt: since?.toISOString() ?? null,
      messages: pageMessages(request, "info"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const db = await requestContext({ request, context }).db();
  const token = (await readForm(request)).get("token");
  const target = await checkUnsubscribeToken(db, token);
  if (!target) return invalid(request);
  await optOutOfMarketing(db, target, "unsubscribe_link");
  return seeOther(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`);
}

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const page = posted ?? loaded;
  const t = useT();
  const locale = useLocale();
  return (
    <section className="container-layout max-w-lg py-12 text-center" aria-labelledby="unsub-title">
      {page.invalid ? (
        <>
          <h1 id="unsub-title" className="text-2xl font-bold">
            {t("This link does not work")}
          </h1>
          <p className="mt-2 text-ink-muted" role="alert">
            {page.message}
          </p>
        </>
      ) : page.optedOutAt ? (
        <>
          <h1 id="unsub-title" className="text-2xl font-bold">
            {t("You are unsubscribed")}
          </h1>
          <p className="mt-2 text-ink-muted" role="status">
            {t("We will not send offers or promotions to {phone} (since {date}). Texts about your orders and login codes still come.", {
              phone: page.phone,
              date: formatDate(page.optedOutAt, locale, "date"),
            })}
          </p>
        </>
      ) : (
        <>
          <h1 id="unsub-title" className="text-2xl font-bold">
            {t("Stop marketing texts?")}
          </h1>
          <p className="mt-2 text-ink-muted">
            {t("We will stop sending offers and promotions to {phone}. Texts about your orders and login codes still come.", {
              phone: page.phone,
            })}
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={page.token} />
            <SubmitButton className="min-h-11 rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700 disabled:opacity-60">
              {t("Unsubscribe")}
            </SubmitButton>
          </Form>
        </>
      )}
      <Link to="/" className="mt-6 inline-block font-semibold text-leaf-800 underline">
        {t("Go to home")}
      </Link>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Unsubscribe from marketing texts | Nukkad") }, { name: "robots", content: "noindex" }];
};
