import type { FormFailure } from "~/lib/forms/failure";
import { RATING_FORM } from "~/lib/forms/rating";
import { formatRating, RATING_STARS, type RatingSummary } from "~/lib/product-extras";
import type { ReviewView } from "~/lib/views/catalogue";

const REVIEW = RATING_FORM.review;

/** "4.3 ★ (27 ratings)", or a quiet line while nobody has rated it. */
export function RatingLine({ rating }: { rating: RatingSummary | null }) {
  return rating ? (
    <p className="text-sm font-semibold" data-testid="rating-summary">
      <span className="rounded bg-leaf-700 px-1.5 py-0.5 text-white">{formatRating(rating)}</span>
    </p>
  ) : (
    <p className="text-sm text-ink-muted" data-testid="rating-summary">
      No ratings yet
    </p>
  );
}

export function Reviews({ reviews }: { reviews: ReviewView[] }) {
  if (!reviews.length) return null;
  return (
    <ol className="mt-3 space-y-2" aria-label="Latest reviews">
      {reviews.map((r) => (
        <li key={`${r.at}-${r.author}`} className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="review">
          <p className="font-semibold">
            {r.stars} ★ <span className="font-normal text-ink-muted">by {r.author}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{r.review}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The rating form (docs/rules.md#ratings): the stars are a native radio group (arrow keys move between them),
 * the review an optional textarea. `idPrefix` keeps ids apart when an order page shows a form per line;
 * `productId` is posted where the page rates more than one product. A plain HTML form, posted as a page load
 * with or without JavaScript: rating is rare, and the product page's JavaScript is at its budget, so it
 * carries no form hooks (docs/rules.md#ratings).
 */
export function RateForm({
  idPrefix,
  productId,
  productName,
  current,
  failure,
}: {
  idPrefix: string;
  productId?: number;
  productName: string;
  current: { stars: number | null; review: string | null } | null;
  failure: FormFailure | null;
}) {
  const starErrors = failure?.fieldErrors?.stars?.[0];
  const reviewErrors = failure?.fieldErrors?.review?.[0];
  const chosen = failure?.values?.stars ?? (current?.stars ? String(current.stars) : undefined);
  return (
    <form method="post" className="mt-3" aria-label={`Rate ${productName}`}>
      <input type="hidden" name="intent" value="rate" />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      <fieldset aria-describedby={starErrors ? `${idPrefix}-stars-error` : undefined}>
        <legend className="text-sm font-semibold">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {RATING_STARS.map((n) => (
            <label key={n} className="relative">
              <input type="radio" name="stars" value={n} required defaultChecked={chosen === String(n)} className="peer sr-only" />
              <span className="star-chip">
                {n} ★<span className="sr-only">{n === 1 ? " star" : " stars"}</span>
              </span>
            </label>
          ))}
        </div>
        <Problem id={`${idPrefix}-stars-error`} message={starErrors} />
      </fieldset>
      <label htmlFor={`${idPrefix}-review`} className="mt-3 block text-sm font-semibold">
        {REVIEW.label}
      </label>
      <textarea
        id={`${idPrefix}-review`}
        name="review"
        maxLength={REVIEW.maxLength}
        rows={3}
        defaultValue={failure?.values?.review ?? current?.review ?? ""}
        aria-invalid={reviewErrors ? true : undefined}
        aria-describedby={`${idPrefix}-review-hint${reviewErrors ? ` ${idPrefix}-review-error` : ""}`}
        className="text-area"
      />
      <p id={`${idPrefix}-review-hint`} className="text-xs text-ink-muted">
        Up to {REVIEW.maxLength} characters. Shown with your first initial only.
      </p>
      <Problem id={`${idPrefix}-review-error`} message={reviewErrors} />
      <Problem message={failure?.formError} />
      <button type="submit" className="btn-primary mt-3">
        {current?.stars ? "Update rating" : "Submit rating"}
      </button>
    </form>
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
