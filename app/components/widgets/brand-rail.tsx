import { PageLink } from "../layout/page-links";
import { SectionHeader } from "../layout/section-header";
import type { ResolvedWidget } from "~/lib/views/catalogue";
import { RailScroller } from "./rail-scroller";
import { useT } from "../layout/use-t";

export function BrandRail({ widget }: { widget: Extract<ResolvedWidget, { type: "brand_rail" }> }) {
  const t = useT();
  const headingId = `${widget.id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={widget.props.title} link={{ href: "/brands", label: t("All brands") }} />
      <RailScroller label={widget.props.title} className="-mx-4 flex gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {widget.data.brands.map((b) => (
          <li key={b.id} className="w-20 shrink-0 text-center">
            <PageLink to={b.href} className="tile-link">
              <img src={b.logo} alt="" width={72} height={72} loading="lazy" className="h-[72px] w-[72px] rounded-full" />
              {b.name}
            </PageLink>
          </li>
        ))}
      </RailScroller>
    </section>
  );
}
