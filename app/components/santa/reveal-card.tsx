import { formatPaise } from "~/lib/money";
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
