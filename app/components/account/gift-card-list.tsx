import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLocale, useT } from "~/components/layout/use-t";
import { formatDate } from "~/lib/i18n/dates";
import type { Locale } from "~/lib/i18n/locale";
import type { Translator } from "~/lib/i18n/translator";
import { formatPaise } from "~/lib/money";
import type { BoughtGiftCard, GiftCardStatus, ReceivedGiftCard } from "~/lib/views/wallet";

/** "28 Nov 2026" / "28 नव॰ 2026": India's date, a fixed zone, so the server's and the browser's renders agree. */
export function formatGiftCardDate(iso: string, locale: Locale = "en"): string {
  return formatDate(iso, locale, "date");
}

const STATUS_CLASS: Record<GiftCardStatus, string> = {
  active: "bg-leaf-50 text-leaf-800",
  redeemed: "bg-gray-100 text-ink-muted",
  expired: "bg-red-50 text-red-800",
};

export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>
      {status === "active" ? t("Not redeemed yet") : status === "redeemed" ? t("Redeemed") : t("Expired")}
    </span>
  );
}

/** What the code line says of the card's last day: nothing once redeemed. */
function validity(status: GiftCardStatus, date: string, t: Translator): string | null {
  if (status === "redeemed") return null;
  return status === "expired" ? t("Expired on {date}", { date }) : t("Valid till {date}", { date });
}

type GiftCardShared = Pick<BoughtGiftCard, "id" | "status" | "expiresAt" | "last4" | "message">;

/** One card of either list: heading and status, code line, message, whatever the list adds, and its terms. */
function GiftCardItem({
  card,
  idPrefix,
  heading,
  codeLine,
  children,
}: {
  card: GiftCardShared;
  idPrefix: string;
  heading: string;
  /** "Code ending 7K2P", in a whole sentence of the list's own. */
  codeLine: string;
  children?: ReactNode;
}) {
  const headingId = `${idPrefix}-${card.id}`;
  const t = useT();
  const locale = useLocale();
  const until = validity(card.status, formatGiftCardDate(card.expiresAt, locale), t);
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
          {codeLine}
          {until ? (
            <>
              {" · "}
              <time dateTime={card.expiresAt}>{until}</time>
            </>
          ) : null}
        </p>
        {card.message ? <p className="mt-2 text-sm italic">“{card.message}”</p> : null}
        {children}
        <p className="mt-2">
          <Link
            to={`/account/gifts/${card.id}`}
            aria-label={t("Terms of the gift card ending {last4}", { last4: card.last4 })}
            className="text-sm font-semibold text-leaf-800 underline"
          >
            {t("Terms")}
          </Link>
        </p>
      </article>
    </li>
  );
}

/** Cards the shopper bought. The code shows only here, to its buyer, while it can still be redeemed (behind a disclosure that works without JavaScript). */
export function BoughtGiftCards({ cards }: { cards: BoughtGiftCard[] }) {
  const t = useT();
  if (!cards.length) return <p className="mt-2 text-sm text-ink-muted">{t("Gift cards you buy show up here.")}</p>;
  return (
    <ul className="mt-3 grid gap-3 lg:grid-cols-2" data-testid="gift-cards-bought">
      {cards.map((card) => (
        <GiftCardItem
          key={card.id}
          card={card}
          idPrefix="gift-bought"
          codeLine={t("Code ending {last4}", { last4: card.last4 })}
          heading={
            card.self
              ? t("{amount} for you", { amount: formatPaise(card.amount) })
              : t("{amount} for {name}", { amount: formatPaise(card.amount), name: card.recipientLabel })
          }
        >
          {card.code ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-semibold text-leaf-800">{t("Show code")}</summary>
              <p className="mt-1 select-all font-mono text-lg tracking-wider" data-testid="gift-code">
                {card.code}
              </p>
              <p className="text-xs text-ink-muted">
                {card.self
                  ? t("Redeem it with the form above, or give it to someone.")
                  : t("We texted it to them. Share it again if they lost it.")}
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
  const t = useT();
  if (!cards.length) return <p className="mt-2 text-sm text-ink-muted">{t("Gift cards sent to your mobile number show up here.")}</p>;
  return (
    <ul className="mt-3 grid gap-3 lg:grid-cols-2" data-testid="gift-cards-received">
      {cards.map((card) => (
        <GiftCardItem
          key={card.id}
          card={card}
          idPrefix="gift-received"
          heading={
            card.senderName
              ? t("{amount} from {name}", { amount: formatPaise(card.amount), name: card.senderName })
              : t("{amount} from a friend", { amount: formatPaise(card.amount) })
          }
          codeLine={t("Code ending {last4} (sent to you by SMS)", { last4: card.last4 })}
        />
      ))}
    </ul>
  );
}
