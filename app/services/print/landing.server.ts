/**
 * The print landing's data: the stored layout (id "print"), validated, and the prices and limits it shows. The
 * layout is the same for every shopper, so the read is cached like the other catalogue layouts; it holds no
 * figure (app/services/seed/print-layout.ts). The figures are the operator's settings in force
 * (docs/rules.md#operator-settings), read on every request beside the layout, so `npm run ops -- settings set`
 * shows on the next render.
 */
import { say } from "~/lib/i18n/request-language.server";
import type { PrintTerms } from "~/lib/operator-settings";
import { PRINT_LAYOUT_ID, withHero, type PrintWidget } from "~/lib/print-widgets";
import { parsePrintLayout } from "~/lib/print-widgets.server";
import { getLayout } from "~/models/catalogue.server";
import type { Db } from "~/models/db.server";
import { cachedRead } from "../platform/cache.server";
import { operatorSettings } from "../platform/operator-settings.server";
import { fileConstraints } from "./preview.server";

export function getPrintLanding(db: Db): Promise<PrintWidget[]> {
  return cachedRead(db, `layout:${PRINT_LAYOUT_ID}`, async () => {
    const { widgets, errors } = parsePrintLayout(await getLayout(db, PRINT_LAYOUT_ID));
    if (errors.length) console.warn(`Layout "${PRINT_LAYOUT_ID}" has invalid widgets:`, errors);
    // Without its hero the page would lose its heading, upload entry point and privacy note.
    return withHero(widgets);
  });
}

/**
 * The prices and limits the landing's widgets, its JSON-LD and its JSON call show: the operator's, from the
 * settings' own per-process copy (cleared by a change, here at once and in other processes when they hear of it),
 * never from the layout's cache.
 */
export async function printLandingTerms(db: Db): Promise<PrintTerms> {
  return (await operatorSettings(db)).print;
}

/**
 * The terms as `GET /v1/print/landing_page` answers them (docs/product/api.md#print-landing-page): money in paise
 * like every price of the API, and `file_constraints` as the preview's (docs/product/entities.md#file-constraints),
 * for an order with no file yet.
 */
export function printTermsAnswer(terms: PrintTerms) {
  return {
    print_terms: {
      price_per_side: { BLACK_AND_WHITE: terms.pricePerSide.BLACK_AND_WHITE, COLOR: terms.pricePerSide.COLOR },
      delivery_fee: terms.deliveryFee,
      max_pages_per_file: terms.limits.maxPagesPerFile,
      max_pages_per_order: terms.limits.maxPagesPerOrder,
      max_copies: terms.maxCopies,
    },
    file_constraints: fileConstraints(0, terms.limits),
  };
}

/**
 * The words a shopper reads in the layout's widgets, each passed through `text` (a copy: the cached layout is
 * never changed). Ids, icons, addresses, months, option kinds and the claim's figure ("10k+") are left as they are.
 */
function mapLayoutTexts(widgets: PrintWidget[], text: (english: string) => string): PrintWidget[] {
  return widgets.map((widget): PrintWidget => {
    switch (widget.type) {
      case 1000: {
        const { title, subtitle, cta, claim } = widget.props;
        const props = { ...widget.props, title: text(title), subtitle: text(subtitle), cta: text(cta) };
        return { ...widget, props: { ...props, claim: { ...claim, label: text(claim.label) } } };
      }
      case 1001: {
        const steps = widget.props.steps.map((s) => ({ title: text(s.title), text: text(s.text) }));
        return { ...widget, props: { title: text(widget.props.title), steps } };
      }
      case 1002: {
        const options = widget.props.options.map((o) => ({ ...o, title: text(o.title), text: text(o.text) }));
        const intro = widget.props.intro === "" ? "" : text(widget.props.intro);
        return { ...widget, props: { title: text(widget.props.title), intro, options } };
      }
      case 1003: {
        const items = widget.props.items.map((i) => ({ ...i, title: text(i.title), text: text(i.text) }));
        return { ...widget, props: { title: text(widget.props.title), items } };
      }
      case 1004: {
        const items = widget.props.items.map((i) => ({ ...i, name: text(i.name), quote: text(i.quote) }));
        return { ...widget, props: { title: text(widget.props.title), items } };
      }
      case 1005: {
        const blocks = widget.props.blocks.map((b) => ({
          ...b,
          title: text(b.title),
          paragraphs: b.paragraphs.map(text),
          more: b.more.map(text),
        }));
        return { ...widget, props: { blocks } };
      }
      case 1006: {
        const { title, paragraphs, comparison } = widget.props;
        const props = { title: text(title), paragraphs: paragraphs.map(text) };
        if (!comparison) return { ...widget, props };
        const rows = comparison.rows.map((r) => ({ aspect: text(r.aspect), online: text(r.online), shop: text(r.shop) }));
        const translated = { caption: text(comparison.caption), online: text(comparison.online), shop: text(comparison.shop), rows };
        return { ...widget, props: { ...props, comparison: translated } };
      }
      case 1007:
        return { ...widget, props: { title: text(widget.props.title), tags: widget.props.tags.map(text) } };
    }
  });
}

/**
 * The layout in the request's language (docs/decisions/055-hindi.md): its English text is the key of the catalogue
 * (the server part, app/lib/i18n/hindi/server-print.server.ts), so the page's data carries the Hindi alone. A text
 * an operator changed and nobody translated yet stays English.
 */
export function printLayoutInLanguage(widgets: PrintWidget[]): PrintWidget[] {
  return mapLayoutTexts(widgets, (english) => say(english));
}

/** Every text of `widgets` that `printLayoutInLanguage` translates: tests/unit/messages.test.ts checks the seeded layout's. */
export function printLayoutTexts(widgets: PrintWidget[]): string[] {
  const texts: string[] = [];
  mapLayoutTexts(widgets, (english) => {
    texts.push(english);
    return english;
  });
  return texts;
}
