import { useRef } from "react";
import { GALLERY_SIZES } from "~/lib/photos";
import type { GalleryImage } from "~/lib/views/catalogue";
import { ProductPicture } from "./product-picture";
import { useT } from "../layout/use-t";

/** The last picture is the back label (docs/decisions/017-pack-shots.md); the others are views of the front. */
function imageAlt(t: ReturnType<typeof useT>, name: string, index: number, count: number): string {
  if (index === 0) return name;
  return index === count - 1 ? t("{name}, back label", { name }) : t("{name}, view {n}", { name, n: index + 1 });
}

/**
 * The product's images: a swipeable strip (CSS scroll snap), and on desktop a row of thumbnails. Each
 * thumbnail is a link to its image, so it works before JavaScript; with JavaScript it scrolls the strip
 * alone, without moving the page.
 */
export function ProductGallery({ name, images }: { name: string; images: GalleryImage[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const t = useT();
  const show = (event: React.MouseEvent, index: number) => {
    const el = strip.current;
    if (!el) return;
    event.preventDefault();
    el.scrollTo({ left: index * el.clientWidth, behavior: "smooth" });
  };
  return (
    <section aria-label={t("Product images")}>
      {/* A scrollable region must take keyboard focus so arrow keys can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={strip} className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-xl" tabIndex={0}>
        {images.map(({ src, photo }, i) => (
          <li key={src} id={`product-image-${i + 1}`} className="w-full shrink-0 snap-center">
            <ProductPicture
              src={src}
              photo={photo}
              alt={imageAlt(t, name, i, images.length)}
              size={400}
              sizes={GALLERY_SIZES}
              priority={i === 0}
              className="mx-auto aspect-square w-full max-w-[400px] rounded-xl"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <>
          <p className="mt-2 text-center text-xs text-ink-muted md:hidden">
            {t("Swipe for more images ({count})", { count: images.length })}
          </p>
          <ul className="mt-3 hidden justify-center gap-2 md:flex" aria-label={t("Image thumbnails")}>
            {images.map(({ src }, i) => (
              <li key={src}>
                <a
                  href={`#product-image-${i + 1}`}
                  onClick={(e) => show(e, i)}
                  className="block rounded-lg border-2 border-gray-200 p-0.5 hover:border-leaf-600 focus-visible:border-leaf-600"
                >
                  <img
                    src={src}
                    alt={t("View {n} of {count}", { n: i + 1, count: images.length })}
                    width={56}
                    height={56}
                    loading="lazy"
                    className="h-14 w-14 rounded-md"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
