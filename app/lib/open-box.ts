/**
 * Open-box delivery (docs/rules.md#open-box-delivery). Its own module, sent to pages as data: the product
 * page's JavaScript never carries the text.
 */
import type { Translator } from "./i18n/translator";

/**
 * What the rider does when an open-box item arrives (docs/rules.md#open-box-delivery), word for word on the pages,
 * in the language of `t` (a page's `t()`, the server's `say()`; English without one: docs/decisions/055-hindi.md).
 */
export function openBoxRules(t: Translator = (text) => text) {
  return [
    t("The rider opens the box in front of you before you pay or sign."),
    t("Check that the item is the one you ordered, undamaged and complete (accessories, manual, seal)."),
    t(
      "If anything is damaged, wrong or missing, refuse it: the rider takes it back and you are not charged for it (a prepaid amount is refunded).",
    ),
    t("Once you accept the item, returns follow the usual policy."),
  ] as const;
}
