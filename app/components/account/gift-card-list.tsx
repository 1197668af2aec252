import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatPaise } from "~/lib/money";
import type { BoughtGiftCard, GiftCardStatus, ReceivedGiftCard } from "~/lib/views/wallet";

// India date, fixed zone so the server's and the browser's renders agree.
const dateOnly = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function formatGiftCardDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

const STATUS: Record<GiftCardStatus, { label: string; className: string }> = {
  active: { label: "Not redeemed yet", className: "bg-leaf-50 text-leaf-800" },
  redeemed: { label: "Redeemed", className: "bg-gray-100 text-ink-muted" },
  expired: { label: "Expired", className: "bg-red-50 text-red-800" },
};

export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[status].className}`}>
      {STATUS[status].label}
    </span>
  );
}

function Validity({ status, expiresAt }: { status: GiftCardStatus; expiresAt: string }) {
  if (status === "redeemed") return null;
  return (
    <>
      {" · "}
      {status === "expired" ? "Expired on " : "Valid till "}
      <time dateTime={expiresAt}>{formatGiftCardDate(expiresAt)}</time>
    </>
  );
}

type GiftCardShared = Pick<BoughtGiftCard, "id" | "status" | "expiresAt" | "last4" | "message">;

/** One card of either list: heading and status, code line, message, whatever the list adds, and its terms. */
function GiftCardItem({
  card,
  idPrefix,
  heading,
  codeNote,
  children,
}: {
  card: GiftCardShared;
  idPrefix: string;
  heading: string;
  codeNote?: string;
  children?: ReactNode;
}) {
  const headingId = `${idPrefix}-${card.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-bold">
            {heading}
          </h3>
          <GiftCardStatusBadge status={card.status} />
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          Code ending {card.last4}
          {codeNote ? ` ${codeNote}` : null}
          <Validity status={card.status} expiresAt={card.expiresAt} />
        </p>
        {card.message ? <p className="mt-2 text-sm italic">“{card.message}”</p> : null}
        {children}
        <p className="mt-2">
          <Link
            to={`/account/gifts/${card.id}`}
            aria-label={`Terms of the gift card ending ${card.last4}`}
            className="text-sm font-semibold text-leaf-800 underline"
          >
            Terms
          </Link>
        </p>
      </article>
    </li>
  );
}

/** Cards the shopper bought. The code shows only here, to its buyer, while it can still be redeemed (behind a disclosure that works without JavaScript). */
export function BoughtGiftCards({ cards }: { cards: BoughtGiftCard[] }) {
  if (!cards.length) return <p className="mt-2 text-sm text-ink-muted">Gift cards you buy show up here.</p>;
  return (
    <ul className="mt-3 grid gap-3 lg:grid-cols-2" data-testid="gift-cards-bought">
      {cards.map((card) => (
        <GiftCardItem key={card.id} card={card} idPrefix="gift-bought" heading={`${formatPaise(card.amount)} for ${card.recipientLabel}`}>
          {card.code ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-semibold text-leaf-800">Show code</summary>
              <p className="mt-1 select-all font-mono text-lg tracking-wider" data-testid="gift-code">
                {card.code}
              </p>
              <p className="text-xs text-ink-muted">
                {card.self ? "Redeem it below, or give it to someone." : "We texted it to them. Share it again if they lost it."}
              </p>
            </details>
          ) : null}
        </GiftCardItem>
      ))}
    </ul>
  );
}

/** Cards others sent to the shopper's phone: the code itself came by SMS. */
export function ReceivedGiftCards({ cards }: { cards: ReceivedGiftCard[] }) {
  if (!cards.length) return <p className="mt-2 text-sm text-ink-muted">Gift cards sent to your mobile number show up here.</p>;
  return (
    <ul className="mt-3 grid gap-3 lg:grid-cols-2" data-testid="gift-cards-received">
      {cards.map((card) => (
        <GiftCardItem
          key={card.id}
          card={card}
          idPrefix="gift-received"
          heading={`${formatPaise(card.amount)} from ${card.senderName ?? "a friend"}`}
          codeNote="(sent to you by SMS)"
        />
      ))}
    </ul>
  );
}
