import type { WidgetOutline } from "~/lib/views/catalogue";
import { SectionHeader } from "../layout/section-header";

/**
 * A rail below the first screen before its products stream in: its title and its "See all" link, in a
 * box as tall as the rail it stands for, so nothing below jumps when the rail arrives. Without
 * JavaScript it stays (the streamed rail needs a script to appear), and the link still leads to the
 * products (docs/architecture.md#works-before-javascript).
 */
export function WidgetPlaceholder({ outline }: { outline: WidgetOutline }) {
  // Not the rail's own heading id: without JavaScript the streamed rail sits hidden in the page too.
  const headingId = `${outline.id}-placeholder-title`;
  return (
    <section aria-labelledby={headingId} aria-busy="true" data-testid="rail-placeholder" className={HEIGHT[outline.type] ?? ""}>
      <SectionHeader id={headingId} title={outline.title} link={outline.link ?? undefined} />
    </section>
  );
}

/** The rendered height of each kind of rail (heading and cards; product cards widen at md), measured in Chromium. */
const HEIGHT: Partial<Record<WidgetOutline["type"], string>> = {
  product_rail: "min-h-[324px] md:min-h-[340px]",
  brand_rail: "min-h-[154px]",
};
