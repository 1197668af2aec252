import { useLocale, useT } from "~/components/layout/use-t";
import { formatDate } from "~/lib/i18n/dates";
import type { BadgeView, BadgesBoardView } from "~/lib/views/engagement";

/** A badge: earned ones in colour with their date, the others greyed with their progress. */
function BadgeTile({ badge }: { badge: BadgeView }) {
  const t = useT();
  const locale = useLocale();
  const earned = badge.earnedAt !== null;
  return (
    <li
      className={`flex items-start gap-3 rounded-xl border p-3 ${earned ? "border-leaf-600 bg-leaf-50" : "border-gray-200 bg-white"}`}
      data-testid={`badge-${badge.id}`}
    >
      <span aria-hidden="true" className={`text-3xl leading-none ${earned ? "" : "opacity-40 grayscale"}`}>
        {badge.icon}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-bold">{t(badge.name)}</h3>
        <p className="text-sm text-ink-muted">{t(badge.description)}</p>
        {earned ? (
          <p className="mt-1 text-sm font-semibold text-leaf-800">
            {t("Earned on")}{" "}
            <time dateTime={badge.earnedAt ?? undefined}>
              {badge.earnedAt ? formatDate(badge.earnedAt, locale, "date") : badge.earnedOn}
            </time>
          </p>
        ) : (
          <div className="mt-2">
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-leaf-700"
              max={badge.progress.target}
              value={badge.progress.count}
              aria-label={`${t(badge.name)}: ${badge.progress.label}`}
            />
            <p className="text-sm text-ink-muted">{badge.progress.label}</p>
          </div>
        )}
      </div>
    </li>
  );
}

/** The badge board (docs/rules.md#badges): what was earned, and the next badge with its progress. */
export function BadgeBoard({ board }: { board: BadgesBoardView }) {
  const t = useT();
  return (
    <section aria-labelledby="badge-board" className="mb-6 rounded-2xl bg-white p-4">
      <h2 id="badge-board" className="text-lg font-bold">
        {t("Your badges")}
      </h2>
      {board.next ? (
        <p className="mt-1 text-sm" data-testid="next-badge">
          {t("Next:")} <strong>{t(board.next.name)}</strong> — {board.next.progress.label}
        </p>
      ) : (
        <p className="mt-1 text-sm">{t("You have earned every badge. Well done!")}</p>
      )}
      {board.earned.length ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {board.earned.map((b) => (
            <BadgeTile key={b.id} badge={b} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t("No badges yet: your first delivered order earns one.")}</p>
      )}
    </section>
  );
}

/** The badges still to earn, with their progress. */
export function BadgesToEarn({ board }: { board: BadgesBoardView }) {
  const t = useT();
  const locked = board.badges.filter((b) => b.earnedAt === null);
  if (!locked.length) return null;
  return (
    <section aria-labelledby="badges-to-earn" className="mb-6">
      <h2 id="badges-to-earn" className="mb-3 text-lg font-bold">
        {t("Badges to earn")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {locked.map((b) => (
          <BadgeTile key={b.id} badge={b} />
        ))}
      </ul>
    </section>
  );
}
