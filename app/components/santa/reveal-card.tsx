import { Form, Link } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatPaise } from "~/lib/money";
import { GIFT_PREPAID_NOTE } from "~/lib/santa-gift";
import type { SantaRevealView } from "~/lib/views/santa";
import { formatEventDate } from "./group-facts";

/** Who I am buying for and what they wished for; nothing about anyone else's pair. */
export function RevealCard({ reveal }: { reveal: SantaRevealView }) {
  const { recipient } = reveal;
  return (
    <section aria-labelledby="santa-reveal-title" className="rounded-xl bg-white p-4 md:p-6">
      <h1 id="santa-reveal-title" className="text-2xl font-bold">
        You are buying for {recipient.displayName}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">
        {reveal.groupName} · {formatEventDate(reveal.eventDate)} at {reveal.eventTime} · Budget {formatPaise(reveal.budgetPaise)}
      </p>
      <h2 className="mt-4 text-lg font-bold">{recipient.displayName}&apos;s wishlist</h2>
      {recipient.wishlist.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {recipient.wishlist.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">No wishlist yet. Check back later, or surprise them!</p>
      )}
    </section>
  );
}

const STATUS_WORDS: Record<string, string> = { DELIVERED: "Delivered", CANCELLED: "Cancelled", DELIVERY_FAILED: "Not delivered" };

/** Sending a gift from the store: the santa's own cart, delivered to the recipient without showing where. */
export function SendGift({ reveal, formError }: { reveal: SantaRevealView; formError: string | null }) {
  const name = reveal.recipient.displayName;
  return (
    <section aria-labelledby="santa-gift-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="santa-gift-title" className="text-lg font-bold">
        Send a gift from the store
      </h2>
      <FormAlert className="mt-2">{formError}</FormAlert>
      {reveal.giftCartMarked ? (
        <>
          <p className="mt-2 text-sm">Your cart is set to go to {name}. Pay as usual; you will never see the address.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/checkout" className="btn-primary">
              Go to checkout
            </Link>
            <Form method="post">
              <SubmitButton name="intent" value="keep-cart" className="btn-secondary">
                Make it a normal order again
              </SubmitButton>
            </Form>
          </div>
        </>
      ) : reveal.recipient.hasGiftAddress ? (
        <Form method="post" className="mt-2">
          <p className="text-sm">
            Put the gift in your cart, then send the whole cart to {name}. It is delivered to {name}&apos;s address, which stays hidden from
            you, and {name} never learns who sent it.
          </p>
          <p className="mt-1 text-sm">
            {GIFT_PREPAID_NOTE} Keep it near the group&apos;s budget of {formatPaise(reveal.budgetPaise)}: a gift over twice the budget
            cannot be sent.
          </p>
          <SubmitButton name="intent" value="gift-cart" className="btn-primary mt-3">
            Send my cart as the gift to my recipient
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{name} has not chosen where gifts should go yet. Check back later.</p>
      )}
      {reveal.giftsSent.length ? (
        <ul className="mt-4 space-y-1 text-sm">
          {reveal.giftsSent.map((g) => (
            <li key={g.orderId}>
              <Link to={`/account/orders/${g.cartId}/${g.orderId}`} className="font-semibold text-leaf-800 underline">
                Order #{g.orderId}
              </Link>{" "}
              · {STATUS_WORDS[g.status] ?? "On its way"} · Delivered to your secret santa recipient
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
