import { PageLink } from "../layout/page-links";
import { productImageUrl } from "~/lib/image-urls";
import type { ResolvedWidget } from "~/lib/views/catalogue";
import { useT } from "../layout/use-t";

/**
 * Banners as a horizontally scrolling strip (CSS scroll snap: no JavaScript needed). Their words come in the
 * page's language with the layout (docs/collections-and-layouts.md#hindi).
 */
export function BannerCarousel({ widget, index }: { widget: Extract<ResolvedWidget, { type: "banner_carousel" }>; index: number }) {
  const t = useT();
  return (
    <section aria-label={t("Offers")}>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {widget.props.banners.map((b, i) => (
          <li key={b.title} className="w-[85%] shrink-0 snap-start sm:w-[48%] md:w-[32%]">
            <PageLink
              to={b.href}
              className="flex min-h-32 items-center justify-between gap-2 overflow-hidden rounded-2xl p-4 sm:h-40 sm:p-5"
              style={{ background: b.background, color: b.foreground }}
            >
              <span>
                <span className="block text-base font-extrabold leading-tight sm:text-lg">{b.title}</span>
                <span className="mt-1 block text-xs sm:text-sm">{b.subtitle}</span>
                <span className="mt-2 inline-block sm:mt-3 rounded-lg bg-black/80 px-3 py-1.5 text-xs font-bold text-white">{b.cta}</span>
              </span>
              <img
                src={productImageUrl(b.icon, b.background, 2)}
                alt=""
                width={112}
                height={112}
                className="h-20 w-20 shrink-0 rounded-xl sm:h-28 sm:w-28"
                loading={index === 0 && i === 0 ? "eager" : "lazy"}
                // The first banner's picture is the feed's largest in the first screen (docs/decisions/018-stored-product-images.md).
                fetchPriority={index === 0 && i === 0 ? "high" : undefined}
              />
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
