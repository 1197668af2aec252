/**
 * Open-box delivery (docs/rules.md#open-box-delivery). Its own module, sent to pages as data: the product
 * page's JavaScript never carries the text.
 */
/** What the rider does when an open-box item arrives (docs/rules.md#open-box-delivery), word for word on the pages. */
export const OPEN_BOX_RULES = [
  "The rider opens the box in front of you before you pay or sign.",
  "Check that the item is the one you ordered, undamaged and complete (accessories, manual, seal).",
  "If anything is damaged, wrong or missing, refuse it: the rider takes it back and you are not charged for it (a prepaid amount is refunded).",
  "Once you accept the item, returns follow the usual policy.",
] as const;
