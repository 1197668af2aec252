import type { RatingSummary } from "~/lib/product-extras";
import { useT } from "../layout/use-t";
import type { ReviewView } from "~/lib/views/catalogue";

/** "4.3 ★ (27 ratings)", or a quiet line while nobody has rated it. */
export function RatingLine({ rating }: { rating: RatingSummary | null }) {
  const t = useT();
  return rating ? (
    <p className="text-sm font-semibold" data-testid="rating-summary">
      <span className="rounded bg-leaf-700 px-1.5 py-0.5 text-white">
        {rating.count === 1
          ? t("{average} ★ (1 rating)", { average: rating.average.toFixed(1) })
          : t("{average} ★ ({count} ratings)", { average: rating.average.toFixed(1), count: rating.count })}
      </span>
    </p>
  ) : (
    <p className="text-sm text-ink-muted" data-testid="rating-summary">
      {t("No ratings yet")}
    </p>
  );
}

export function Reviews({ reviews }: { reviews: ReviewView[] }) {
  const t = useT();
  if (!reviews.length) return null;
  return (
    <ol className="mt-3 space-y-2" aria-label={t("Latest reviews")}>
      {reviews.map((r) => (
        <li key={`${r.at}-${r.author}`} className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="review">
          <p className="font-semibold">
            {r.stars} ★ <span className="font-normal text-ink-muted">{t("by {author}", { author: r.author })}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{r.review}</p>
        </li>
      ))}
    </ol>
  );
}

/** A refusal's message, read out at once (the shape of ErrorList, without its module). */
export function Problem({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null;
}
