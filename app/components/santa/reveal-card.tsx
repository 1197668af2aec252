import { Form, Link } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatPaise } from "~/lib/money";
import { useT } from "~/components/layout/use-t";
import type { SantaRevealView } from "~/lib/views/santa";
import { useWhenAndBudget } from "./group-facts";

/** Who I am buying for and what they wished for; nothing about anyone else's pair. */
export function RevealCard({ reveal }: { reveal: SantaRevealView }) {
  const { recipient } = reveal;
  const t = useT();
  const whenAndBudget = useWhenAndBudget();
  return (
    <section aria-labelledby="santa-reveal-title" className="rounded-xl bg-white p-4 md:p-6">
      <h1 id="santa-reveal-title" className="text-2xl font-bold">
        {t("You are buying for {name}", { name: recipient.displayName })}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">
        {reveal.groupName} · {whenAndBudget(reveal)}
      </p>
      <h2 className="mt-4 text-lg font-bold">{t("{name}'s wishlist", { name: recipient.displayName })}</h2>
      {recipient.wishlist.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {recipient.wishlist.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t("No wishlist yet. Check back later, or surprise them!")}</p>
      )}
    </section>
  );
}

/** Sending a gift from the store: the santa's own cart, delivered to the recipient without showing where. */
export function SendGift({ reveal, formError }: { reveal: SantaRevealView; formError: string | null }) {
  const name = reveal.recipient.displayName;
  const t = useT();
  const statusWords: Record<string, string> = { DELIVERED: t("Delivered"), CANCELLED: t("Cancelled"), DELIVERY_FAILED: t("Not delivered") };
  return (
    <section aria-labelledby="santa-gift-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="santa-gift-title" className="text-lg font-bold">
        {t("Send a gift from the store")}
      </h2>
      <FormAlert className="mt-2">{formError}</FormAlert>
      {reveal.giftCartMarked ? (
        <>
          <p className="mt-2 text-sm">{t("Your cart is set to go to {name}. Pay as usual; you will never see the address.", { name })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/checkout" className="btn-primary">
              {t("Go to checkout")}
            </Link>
            <Form method="post">
              <SubmitButton name="intent" value="keep-cart" className="btn-secondary">
                {t("Make it a normal order again")}
              </SubmitButton>
            </Form>
          </div>
        </>
      ) : reveal.recipient.hasGiftAddress ? (
        <Form method="post" className="mt-2">
          <p className="text-sm">
            {t(
              "Put the gift in your cart, then send the whole cart to {name}. It is delivered to {name}'s address, which stays hidden from you, and {name} never learns who sent it.",
              { name },
            )}
          </p>
          <p className="mt-1 text-sm">
            {t("Gifts are prepaid: your recipient never pays at the door, so cash on delivery is not offered.")}{" "}
            {t("Keep it near the group's budget of {amount}: a gift over twice the budget cannot be sent.", {
              amount: formatPaise(reveal.budgetPaise),
            })}
          </p>
          <SubmitButton name="intent" value="gift-cart" className="btn-primary mt-3">
            {t("Send my cart as the gift to my recipient")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t("{name} has not chosen where gifts should go yet. Check back later.", { name })}</p>
      )}
      {reveal.giftsSent.length ? (
        <ul className="mt-4 space-y-1 text-sm">
          {reveal.giftsSent.map((g) => (
            <li key={g.orderId}>
              <Link to={`/account/orders/${g.cartId}/${g.orderId}`} className="font-semibold text-leaf-800 underline">
                {t("Order #{id}", { id: g.orderId })}
              </Link>{" "}
              · {statusWords[g.status] ?? t("On its way")} · {t("Delivered to your secret santa recipient")}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
