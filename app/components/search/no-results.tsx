import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { ProductGrid } from "~/components/product/product-card";
import { SEARCH_TYPES } from "~/lib/analytics-events";
import type { ProductCard } from "~/lib/catalogue";
import { errorsOf, valueOf, type FormFailure } from "~/lib/forms/failure";
import { SEARCH_FEEDBACK_FORM, SEARCH_FEEDBACK_ID, SEARCH_FEEDBACK_INTENT } from "~/lib/forms/search-feedback";
import { searchLink } from "~/lib/paths";
import { SearchChips, SearchSection } from "./search-panels";
import { useT } from "../layout/use-t";

export interface NoResultsHelp {
  nearest: string | null;
  category: { id: number; name: string; href: string } | null;
  bestsellers: ProductCard[];
}

/**
 * A search that found nothing (docs/search.md#nothing-found): the nearest spelling, the category and its
 * bestsellers, "tell us what you looked for", then the ways on every such page offers. Rendered on the server;
 * the form is a plain post.
 */
export function NoResults({
  query,
  help,
  names,
  popularTerms,
  popular,
  browse,
  feedbackSent,
  failure,
}: {
  query: string;
  help: NoResultsHelp | null;
  /** Category and brand names close to the query. */
  names: string[];
  popularTerms: readonly string[];
  popular: ProductCard[];
  browse: ReactNode;
  feedbackSent: boolean;
  failure: FormFailure | null;
}) {
  const nearest = help?.nearest;
  const category = help?.category;
  const t = useT();
  // "Did you mean <link>?": the link where each language puts it.
  const [before, after] = t("Did you mean {name}?").split("{name}");
  return (
    <div className="mt-4 rounded-xl bg-white p-4 sm:p-6" data-testid="no-results">
      {nearest ? (
        <p className="mb-4 text-lg" data-testid="did-you-mean">
          {before}
          <Link
            to={searchLink({ q: nearest, suggestionType: "did_you_mean", t: SEARCH_TYPES.didYouMean })}
            className="font-bold text-leaf-700 underline"
          >
            {nearest}
          </Link>
          {after}
        </p>
      ) : (
        <p className="mb-4">{t("Check the spelling or try a more general word.")}</p>
      )}
      {category ? (
        <SearchSection
          id="category-title"
          title={t("Bestsellers in {name}", { name: category.name })}
          action={
            <Link to={category.href} className="inline-flex min-h-11 items-center text-sm font-bold text-leaf-700 underline">
              {t("See all in {name}", { name: category.name })}
            </Link>
          }
        >
          {help?.bestsellers.length ? (
            <ProductGrid products={help.bestsellers} label={t("Bestsellers in {name}", { name: category.name })} />
          ) : null}
        </SearchSection>
      ) : null}
      {names.length ? (
        <SearchSection id="dym-title" title={nearest ? t("Similar names") : t("Did you mean")}>
          <SearchChips terms={names} suggestionType="did_you_mean" t={SEARCH_TYPES.didYouMean} />
        </SearchSection>
      ) : null}
      <SearchFeedback query={query} sent={feedbackSent} failure={failure} />
      <SearchSection id="try-title" title={t("Try popular searches")}>
        <SearchChips terms={popularTerms} suggestionType="popular" t={SEARCH_TYPES.popular} />
      </SearchSection>
      {browse}
      {popular.length && !help?.bestsellers.length ? (
        <SearchSection id="popular-items-title" title={t("Popular right now")}>
          <ProductGrid products={popular} label={t("Popular right now")} />
        </SearchSection>
      ) : null}
    </div>
  );
}

const fields = SEARCH_FEEDBACK_FORM;

/**
 * "Tell us what you looked for": a plain form post (JavaScript or not) answered by a redirect back to this
 * section (Post/Redirect/Get), which then thanks the shopper; a refusal comes back with the note kept.
 */
function SearchFeedback({ query, sent, failure }: { query: string; sent: boolean; failure: FormFailure | null }) {
  const noteErrors = errorsOf(failure, "note");
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const note = useRef<HTMLTextAreaElement>(null);
  // With JavaScript the post does not reload the page, so focus is moved as the browser does without it: to the
  // thanks once sent, to the note when it was refused (without JavaScript the #search-feedback fragment does it).
  useEffect(() => {
    if (sent) section.current?.focus();
    else if (failure) note.current?.focus();
  }, [sent, failure]);
  // The search itself travels in the action's URL (ASCII, percent-encoded): its refusal is the form's.
  const formError = failure?.formError ?? errorsOf(failure, "q")?.[0];
  return (
    <section
      id={SEARCH_FEEDBACK_ID}
      ref={section}
      aria-labelledby="search-feedback-title"
      // The redirect's #search-feedback lands here: focusable, so the shopper's place is the section they sent.
      tabIndex={-1}
      className="mb-6 scroll-mt-24 rounded-xl border border-gray-200 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf-600"
    >
      <h2 id="search-feedback-title" className="font-bold">
        {t("Tell us what you looked for")}
      </h2>
      {sent ? (
        <p role="status" className="mt-2 text-leaf-800" data-testid="search-feedback-thanks">
          {t("Thank you. We read every note when we choose what to stock.")}
        </p>
      ) : (
        <Form method="post" action={`/s/?index&q=${encodeURIComponent(query)}#${SEARCH_FEEDBACK_ID}`} className="mt-2 space-y-3">
          <div>
            <label htmlFor="search-feedback-note" className="text-sm font-semibold">
              {t("What were you looking for?")}
            </label>
            <p id="search-feedback-hint" className="text-xs text-ink-muted">
              {t("A product, brand or pack size we don't have. Please don't include your phone number or address.")}
            </p>
            <textarea
              id="search-feedback-note"
              ref={note}
              name="note"
              rows={3}
              required
              maxLength={fields.note.maxLength}
              autoComplete={fields.note.autoComplete}
              defaultValue={valueOf(failure, "note")}
              aria-invalid={noteErrors ? true : undefined}
              aria-describedby={`search-feedback-hint${noteErrors ? " search-feedback-error" : ""}`}
              className="mt-1 w-full rounded-lg border border-gray-300 p-3 text-base aria-[invalid=true]:border-red-600 focus:border-leaf-600"
            />
            <ErrorList id="search-feedback-error" errors={noteErrors} />
          </div>
          <FormAlert>{formError}</FormAlert>
          <SubmitButton name="intent" value={SEARCH_FEEDBACK_INTENT} className="btn-primary">
            {t("Send")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
