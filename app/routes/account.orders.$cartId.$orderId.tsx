import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { firstMessage, MAX_ECHOED_CHARS } from "~/lib/forms/failure";
import { CancelOrderForm } from "~/components/orders/cancel-order-form";
import { OrderAddress } from "~/components/orders/order-address";
import { OrderBill } from "~/components/orders/order-bill";
import { OrderItems } from "~/components/orders/order-items";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { statusUrlOf } from "~/components/orders/order-tracking";
import { useLiveOrderStatus } from "~/components/orders/use-live-order-status";
import { CANCEL_REASONS, cancelReasonLabel, formatOrderDate } from "~/lib/order-status";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { formSchema } from "~/lib/forms/schema.server";
import { ORDER_HELP_FORM } from "~/lib/forms/order-help";
import { OrderHelp } from "~/components/orders/order-help";
import { orderMessages, sendOrderMessage } from "~/services/orders/order-help.server";
import { requireRouteOrder } from "~/services/orders/order-views.server";
import { cancelOrder, newReorderKey, reorder } from "~/services/orders/order-lifecycle.server";
import { errorResponse, orErrorResponse } from "~/services/platform/error-response.server";
import { answerRatingPost } from "~/services/catalogue/rating-form.server";
import { orderLineExtras } from "~/services/orders/order-extras.server";
import { OrderLineRating } from "~/components/orders/order-line-rating";
import { openBoxRules } from "~/lib/open-box";
import { useT, useLocale } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { metaT } from "~/lib/i18n/meta-t";

/** The page's forms, one per button: "Need help?", a rating, cancel, buy again. */
const Intent = z.enum(["help", "rate", "cancel", "reorder"]);
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(Intent.enum.help) }).merge(formSchema(ORDER_HELP_FORM)),
  // The rating's fields are checked by answerRatingPost, shared with the product page.
  z.object({ intent: z.literal(Intent.enum.rate) }),
  z.object({
    intent: z.literal(Intent.enum.cancel),
    reason: z.enum(CANCEL_REASONS, { errorMap: () => ({ message: say("Please choose a reason for cancelling.") }) }),
  }),
  z.object({ intent: z.literal(Intent.enum.reorder), mutationId: z.string().uuid() }),
]);

/**
 * Order details (docs/product/entities.md#order-details): items, bill, address, timeline; cancel (with a
 * reason) until billed; buy again; "Need help with this order?" messages and the store's answers.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db, userId, order } = await orErrorResponse(requireRouteOrder(requestContext({ request, context }), params));
  // A fresh key per rendered page: a double-submitted "Buy again" adds the items once.
  const [helpMessages, extras] = await Promise.all([orderMessages(db, userId, order.id), orderLineExtras(db, userId, order)]);
  return { order, reorderKey: newReorderKey(), helpMessages, extras, messages: pageMessages(request, "checkout", "shop") };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const { db, userId, order } = await orErrorResponse(requireRouteOrder(ctx, params));
  const parsed = await parseForm(request, ActionSchema);
  const { form } = parsed;
  if (!parsed.ok) {
    const pressed = Intent.safeParse(form.get("intent"));
    // The help message comes back at its field, kept in full so nothing typed is lost.
    if (pressed.data === "help") return data({ intent: "help" as const, ...parsed.failure, values: helpValues(form) }, { status: 400 });
    const intent = pressed.data === "cancel" ? "cancel" : "reorder";
    const reason = parsed.failure.values?.reason;
    const values = reason === undefined ? undefined : { reason };
    return data({ intent, formError: firstMessage(parsed.failure), values }, { status: 400 });
  }
  if (parsed.data.intent === "help") return sendHelp(db, userId, order, parsed.data.message, form);
  if (parsed.data.intent === "rate") return answerRatingPost(db, userId, form, { backTo: () => `${order.detailsHref}#order-items-title` });
  // A device minted for Buy again must reach the browser even when the step is refused.
  const headers = new Headers();
  try {
    if (parsed.data.intent === "cancel") {
      await cancelOrder(db, userId, order.id, parsed.data.reason);
      return seeOther(order.detailsHref, {
        headers: { "Set-Cookie": await setFlash({ kind: "success", message: say("Your order has been cancelled.") }) },
      });
    }
    const owner = await ctx.ensureCartOwner(headers);
    const [location, consent] = await Promise.all([ctx.location(), ctx.ageConsent()]);
    const result = await reorder(db, owner, userId, order.id, location.store?.id ?? null, {
      mutationId: parsed.data.mutationId,
      adult: consent === "granted",
    });
    const message = result.added
      ? [say("Added this order's items to your cart."), ...result.notices].join(" ")
      : result.notices.join(" ") || say("None of these items can be added right now.");
    headers.append("Set-Cookie", await setFlash({ kind: result.notices.length ? "info" : "success", message }));
    return seeOther("/cart", { headers });
  } catch (error) {
    const values = parsed.data.intent === "cancel" ? { reason: parsed.data.reason.slice(0, MAX_ECHOED_CHARS) } : undefined;
    const { data: failure, init } = errorResponse(error, values);
    const answer = new Headers(init?.headers);
    for (const cookie of headers.getSetCookie()) answer.append("Set-Cookie", cookie);
    return data({ intent: parsed.data.intent, ...failure }, { status: init?.status, headers: answer });
  }
}

/** "Need help with this order?": the message is kept in full when refused, so nothing typed is lost. */
function helpValues(form: FormData) {
  const raw = form.get("message");
  return { message: typeof raw === "string" ? raw.slice(0, 2 * ORDER_HELP_FORM.message.maxLength) : "" };
}

async function sendHelp(
  db: Parameters<typeof sendOrderMessage>[0],
  userId: number,
  order: { id: number; detailsHref: string },
  message: string,
  form: FormData,
) {
  const values = helpValues(form);
  try {
    await sendOrderMessage(db, { userId, orderId: order.id, body: message });
  } catch (error) {
    const { data: failure, init } = errorResponse(error);
    return data({ intent: "help" as const, ...failure, values }, { status: init?.status, headers: init?.headers });
  }
  const flash = await setFlash({ kind: "success", message: say("Message sent. We will answer on this page, usually within a few hours.") });
  return seeOther(`${order.detailsHref}#order-help`, { headers: { "Set-Cookie": flash } });
}

export default function OrderDetails() {
  const { order, reorderKey, helpMessages, extras } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useLiveOrderStatus(statusUrlOf(order), order, order.terminal);
  const reordering = navigation.state !== "idle" && navigation.formData?.get("intent") === "reorder";
  const cancelError = actionData?.intent === "cancel" ? actionData.formError : null;
  const help = actionData?.intent === "help" ? actionData : null;
  const rating = actionData && "productId" in actionData ? actionData : null;
  const otherError = actionData && !cancelError && !help && !rating ? actionData.formError : null;
  const ratings = extras.ratings;
  const openBox = extras.openBox.length ? openBoxRules(t) : null;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link to="/account/orders" className="font-semibold text-leaf-800 underline">
          <span aria-hidden="true">← </span>
          {t("All orders")}
        </Link>
      </p>
      <section className="rounded-xl bg-white p-4" aria-labelledby="order-title">
        <h1 id="order-title" className="text-2xl font-bold">
          {t("Order #{id}", { id: order.id })}
        </h1>
        <p className="mt-1 text-sm text-ink-muted">
          {t("Placed")} <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time>
        </p>
        <p
          aria-live="polite"
          className={`mt-2 text-lg font-bold ${order.status === "CANCELLED" || order.status === "DELIVERY_FAILED" ? "text-red-800" : "text-leaf-800"}`}
          data-testid="order-status-title"
        >
          {order.title}
        </p>
        {order.cancelReason ? (
          <p className="text-sm text-ink-muted">{t("Reason: {reason}", { reason: cancelReasonLabel(order.cancelReason, t) })}</p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {order.terminal ? null : (
            <Link
              to={order.trackingHref}
              className="inline-flex h-11 items-center rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800"
            >
              {t("Track order")}
            </Link>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="reorder" />
            <input type="hidden" name="mutationId" value={reorderKey} />
            <SubmitButton pending={reordering} pendingLabel={t("Adding…")} className="btn-secondary">
              {t("Buy again")}
            </SubmitButton>
          </Form>
        </div>
        <FormAlert className="mt-3">{otherError || (cancelError && !order.cancellable) ? (otherError ?? cancelError) : null}</FormAlert>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          {openBox ? (
            <section className="rounded-xl bg-leaf-50 p-4" aria-labelledby="open-box-title" data-testid="open-box-note">
              <h2 id="open-box-title" className="text-base font-bold">
                {t("Open-box delivery")}
              </h2>
              {/* Whole sentences, so each language puts its words in its own order. */}
              <p className="mt-1 text-sm">
                {extras.openBox.length === 1
                  ? t("One item in this order comes open-box.")
                  : t("{count} items in this order come open-box.", { count: extras.openBox.length })}{" "}
                {openBox[0]} {openBox[2]}
              </p>
            </section>
          ) : null}
          <OrderItems
            items={order.items}
            prints={order.prints}
            count={order.itemCount}
            below={ratings ? (item) => <OrderLineRating item={item} current={ratings[item.productId]} failure={rating} /> : undefined}
          />
          <OrderBill bill={order.bill} paymentMethod={order.paymentMethod} />
          {order.status === "DELIVERED" ? (
            <p>
              <Link
                to={`/bill-view/${encodeURIComponent(order.cartId)}/${order.id}`}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-leaf-700 underline"
              >
                {t("View GST tax invoice")}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="space-y-4">
          <OrderTimeline steps={order.timeline} />
          <OrderAddress address={order.address} />
          <OrderHelp messages={helpMessages} failure={help} />
          {order.cancellable ? (
            <CancelOrderForm error={cancelError} chosen={actionData?.intent === "cancel" ? actionData.values?.reason : null} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaT(matches);
  return [
    {
      title: `${loaded ? t("Order #{id}", { id: loaded.order.id }) : t("Order details")} | Nukkad`,
    },
    { name: "robots", content: "noindex" },
  ];
};
export { RouteErrorBoundary as ErrorBoundary };
