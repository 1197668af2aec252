import type { FormFailure } from "~/lib/forms/failure";
import { RATING_FORM } from "~/lib/forms/rating";
import { RATING_STARS } from "~/lib/product-extras";
import { useT } from "../layout/use-t";
import { Problem } from "./ratings";

const REVIEW = RATING_FORM.review;

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
  const t = useT();
  const starErrors = failure?.fieldErrors?.stars?.[0];
  const reviewErrors = failure?.fieldErrors?.review?.[0];
  const chosen = failure?.values?.stars ?? (current?.stars ? String(current.stars) : undefined);
  return (
    <form method="post" className="mt-3" aria-label={t("Rate {name}", { name: productName })}>
      <input type="hidden" name="intent" value="rate" />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      <fieldset aria-describedby={starErrors ? `${idPrefix}-stars-error` : undefined}>
        <legend className="text-sm font-semibold">{t("Your rating")}</legend>
        <div className="mt-1 flex gap-1">
          {RATING_STARS.map((n) => (
            <label key={n} className="relative">
              <input type="radio" name="stars" value={n} required defaultChecked={chosen === String(n)} className="peer sr-only" />
              <span className="star-chip">
                {n} ★<span className="sr-only">{n === 1 ? t(" star") : t(" stars")}</span>
              </span>
            </label>
          ))}
        </div>
        <Problem id={`${idPrefix}-stars-error`} message={starErrors} />
      </fieldset>
      <label htmlFor={`${idPrefix}-review`} className="mt-3 block text-sm font-semibold">
        {t("Review (optional)")}
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
        {t("Up to {count} characters. Shown with your first initial only.", { count: REVIEW.maxLength })}
      </p>
      <Problem id={`${idPrefix}-review-error`} message={reviewErrors} />
      <Problem message={failure?.formError} />
      <button type="submit" className="btn-primary mt-3">
        {current?.stars ? t("Update rating") : t("Submit rating")}
      </button>
    </form>
  );
}
