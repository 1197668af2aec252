import { useFetcher } from "@remix-run/react";
import type { PrintTerms } from "~/lib/operator-settings";
import { ErrorList } from "~/components/forms/error-list";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { errorsOf } from "~/lib/forms/failure";
import { useEffect, useId, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";
import { PRINT_COLORS, PRINT_ORIENTATIONS, PRINT_PAPER_LABEL, PRINT_SIDES, type PrintSettings } from "~/lib/print-config";
import type { PreviewActionData, SettingsField } from "~/lib/forms/print-preview";

/** The options form's id: the page range fields on the file cards belong to it through `form=`. */
export const PRINT_SETTINGS_FORM_ID = "print-settings";
/** Per-file page range fields: `page_range:<print id>`. */
export const PAGE_RANGE_FIELD_PREFIX = "page_range:";
/** Shared by the form, the file cards (page range errors) and the price (updating…). */
export const SETTINGS_FETCHER_KEY = "print-settings";
/** A pause after the last change before the price is asked for, so a burst of clicks is one request. */
const AUTO_SUBMIT_MS = 400;

/** The options form's last answer: the fetcher's with JavaScript, the page post's without. */
export function useSettingsResult(actionData: PreviewActionData | undefined): PreviewActionData | undefined {
  const fetcher = useFetcher<PreviewActionData>({ key: SETTINGS_FETCHER_KEY });
  if (fetcher.data) return fetcher.data;
  return actionData?.intent === "settings" ? actionData : undefined;
}

/**
 * Print options (docs/product/entities.md#print-request, docs/product/constants.md#print-defaults), applied to every file, with the page ranges of
 * the file cards. "Update price" posts it (the only way without
 * JavaScript); with JavaScript any change posts it after a short pause.
 * Refusals come back beside their field, with what was typed kept.
 */
/** `terms`: the operator's prices and copies limit (docs/rules.md#operator-settings). */
export function OptionsForm({
  settings,
  terms,
  actionData,
}: {
  settings: PrintSettings;
  terms: PrintTerms;
  actionData: PreviewActionData | undefined;
}) {
  const fetcher = useFetcher<PreviewActionData>({ key: SETTINGS_FETCHER_KEY });
  const hydrated = useHydrated();
  const titleId = useId();
  const copiesId = useId();
  const copiesHintId = useId();
  const copiesErrorId = useId();
  const formErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const result = useSettingsResult(actionData);
  const typed = result?.values;
  const error = (name: SettingsField) => errorsOf(result, name)?.[0];
  const busy = fetcher.state !== "idle";
  const t = useT();
  // print-config's labels, in the page's language.
  const colorLabels = { BLACK_AND_WHITE: t("Black and white"), COLOR: t("Colour") };
  const sideLabels = { SINGLE: t("Single side"), DOUBLE: t("Double side") };
  const orientationLabels = { PORTRAIT: t("Portrait"), LANDSCAPE: t("Landscape") };
  useAutoSubmit(formRef, fetcher.submit);
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t("Print options")}
      </h2>
      <p className="text-sm text-ink-muted">{t("For all your files.")}</p>
      <fetcher.Form
        ref={formRef}
        id={PRINT_SETTINGS_FORM_ID}
        method="post"
        className="mt-3 space-y-4"
        aria-describedby={result?.formError ? formErrorId : undefined}
      >
        <input type="hidden" name="intent" value="settings" />
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <ChoiceGroup
          legend={t("Colour")}
          name="color"
          choices={PRINT_COLORS.map((c) => ({
            value: c,
            label: colorLabels[c],
            detail: t("{price} a side", { price: formatPaise(terms.pricePerSide[c]) }),
          }))}
          checked={typed?.color ?? settings.color}
          error={error("color")}
        />
        <ChoiceGroup
          legend={t("Sides")}
          name="side"
          choices={PRINT_SIDES.map((s) => ({ value: s, label: sideLabels[s] }))}
          checked={typed?.side ?? settings.side}
          error={error("side")}
        />
        <ChoiceGroup
          legend={t("Orientation")}
          name="orientation"
          choices={PRINT_ORIENTATIONS.map((o) => ({ value: o, label: orientationLabels[o] }))}
          checked={typed?.orientation ?? settings.orientation}
          error={error("orientation")}
        />
        <div>
          <label htmlFor={copiesId} className="block text-sm font-semibold">
            {t("Copies")}
          </label>
          <input
            id={copiesId}
            type="number"
            name="number_of_copies"
            inputMode="numeric"
            min={1}
            max={terms.maxCopies}
            step={1}
            required
            defaultValue={typed?.number_of_copies ?? String(settings.number_of_copies)}
            aria-invalid={error("number_of_copies") ? true : undefined}
            aria-describedby={error("number_of_copies") ? `${copiesHintId} ${copiesErrorId}` : copiesHintId}
            className="mt-1 h-11 w-28 rounded-lg border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600"
          />
          <p id={copiesHintId} className="mt-1 text-xs text-ink-muted">
            {t("1 to {max} of each file.", { max: terms.maxCopies })}
          </p>
          <ErrorList id={copiesErrorId} errors={errorsOf(result, "number_of_copies")} />
        </div>
        <dl className="text-sm">
          <dt className="font-semibold">{t("Paper")}</dt>
          <dd>{PRINT_PAPER_LABEL}</dd>
        </dl>
        <FormAlert id={formErrorId}>{result?.formError}</FormAlert>
        <SubmitButton
          pending={busy}
          className="min-h-11 w-full rounded-lg border-2 border-leaf-700 px-4 font-bold text-leaf-800 hover:bg-leaf-50 disabled:opacity-60"
        >
          {busy ? t("Updating price…") : t("Update price")}
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}

function ChoiceGroup({
  legend,
  name,
  choices,
  checked,
  error,
}: {
  legend: string;
  name: string;
  choices: { value: string; label: string; detail?: string }[];
  checked: string;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value={choice.value}
                defaultChecked={choice.value === checked}
                aria-describedby={error ? errorId : undefined}
                className="accent-leaf-700"
              />
              <span className="font-semibold">{choice.label}</span>
            </span>
            {choice.detail ? <span className="pl-5 text-xs text-ink-muted">{choice.detail}</span> : null}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </fieldset>
  );
}

/**
 * With JavaScript, a change to any field of the form (the page ranges on
 * the file cards included, which sit outside it) posts it after a pause.
 * Listens on the document because those fields are not its descendants.
 * A post of the form itself ("Update price", Enter in a field) cancels the
 * pending one: it already carries the change, and a second post behind it
 * would disable "Add to cart" again just as the new price shows.
 */
function useAutoSubmit(formRef: React.RefObject<HTMLFormElement>, submit: (form: HTMLFormElement) => void) {
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let timer: number | undefined;
    const onChange = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.form !== form) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current(form), AUTO_SUBMIT_MS);
    };
    const onSubmit = () => window.clearTimeout(timer);
    document.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
      window.clearTimeout(timer);
    };
  }, [formRef]);
}
