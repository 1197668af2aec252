import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { parsePhone } from "~/lib/phone";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { isSmsDemoMode, readOutbox } from "~/services/platform/sms.server";
import { outboxOpen } from "~/services/security/demo-mode.server";

/**
 * Demo mode's SMS inbox: the texts this device caused in the last day, newest
 * first (or only those to one phone with ?phone=). Another device's login
 * codes are never shown (README, "Running in public"). It exists only while
 * the outbox provider is active; with a real SMS gateway it answers 404.
 *
 * Whoever asked for a code may read it here, and anyone may ask for any
 * phone's code: so a request from a public address is shown nothing (403)
 * unless the operator made the store a public demo with DEMO_MODE=1
 * (docs/decisions/033-demo-mode-per-request.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  if (!isSmsDemoMode()) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const rawPhone = url.searchParams.get("phone");
  if (!outboxOpen(ctx.demo())) {
    return data({ closed: true, messages: [], phone: rawPhone ?? "", phoneError: null }, { status: 403, headers: PRIVATE_NO_STORE });
  }
  const phone = rawPhone ? parsePhone(rawPhone) : null;
  const [db, deviceId] = await Promise.all([ctx.db(), ctx.deviceId()]);
  const messages = phone?.ok || !rawPhone ? await readOutbox(db, { now: new Date(), deviceId, phone: phone?.ok ? phone.phone : null }) : [];
  return data(
    { closed: false, messages, phone: rawPhone ?? "", phoneError: phone && !phone.ok ? phone.message : null },
    { status: phone && !phone.ok ? 400 : 200, headers: PRIVATE_NO_STORE },
  );
}

const timeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

export default function Outbox() {
  const { closed, messages, phone, phoneError } = useLoaderData<typeof loader>();
  if (closed) {
    return (
      <div className="container-layout max-w-2xl py-8">
        <h1 className="text-2xl font-bold">SMS outbox (demo mode)</h1>
        <p role="alert" className="mt-4 rounded-xl bg-white p-4" data-testid="outbox-closed">
          The outbox is not shown at this address. This demo store sends no text messages, and its login codes can only be read on the
          computer or local network it runs on, so that nobody can log in with someone else&apos;s number.
        </p>
        <p className="mt-6">
          <Link to="/" className="font-semibold text-leaf-700 underline">
            Go to home
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container-layout max-w-2xl py-8">
      <h1 className="text-2xl font-bold">SMS outbox (demo mode)</h1>
      <p className="mt-1 text-ink-muted">
        No SMS is sent in demo mode: the texts this browser asked for land here instead (nobody else sees them). Newest first; reload for
        new messages.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" role="search">
        <div>
          <label htmlFor="outbox-phone" className="block text-sm font-semibold">
            Only this mobile number
          </label>
          <input
            id="outbox-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            defaultValue={phone}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? "outbox-phone-error" : undefined}
            className="mt-1 h-10 rounded-lg border border-gray-300 px-3"
          />
        </div>
        <button type="submit" className="h-10 rounded-lg border border-leaf-600 px-4 font-semibold text-leaf-700">
          Show
        </button>
        <Link to="/dev/outbox" className="h-10 px-2 py-2 font-semibold text-leaf-700 underline">
          Show all
        </Link>
      </Form>
      {phoneError ? (
        <p id="outbox-phone-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {phoneError}
        </p>
      ) : null}
      {messages.length ? (
        <ul className="mt-6 space-y-3" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id} data-testid="outbox-message" className="rounded-xl bg-white p-4 shadow-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold" data-testid="outbox-phone">
                  {m.phone}
                </span>
                <time dateTime={m.createdAt} className="text-xs text-ink-muted">
                  {timeFormat.format(new Date(m.createdAt))}
                </time>
              </p>
              {m.code ? (
                <p className="mt-1 text-3xl font-bold tracking-[0.3em]" data-testid="outbox-code">
                  {m.code}
                </p>
              ) : null}
              <p className="mt-1 text-sm text-ink-muted">{m.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl bg-white p-4">No messages yet. Ask for a login code in this browser and it will appear here.</p>
      )}
      <p className="mt-6">
        <Link to="/login" className="font-semibold text-leaf-700 underline">
          Go to login
        </Link>
      </p>
    </div>
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = () => [{ title: "SMS outbox (demo) | Nukkad" }, { name: "robots", content: "noindex" }];
