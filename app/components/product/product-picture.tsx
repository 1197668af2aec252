import { photoFallbackUrl, photoSrcSet, type Photo } from "~/lib/photos";

interface ProductPictureProps {
  /** The generated picture (or a stored photo's WebP fallback). */
  src: string;
  photo: Photo | null;
  alt: string;
  /** The drawn size in CSS pixels: the width and height attributes, so nothing shifts while loading. */
  size: number;
  /** How wide the picture is drawn at each viewport, for the browser to pick a rendition. */
  sizes: string;
  /** The page's largest picture: loaded first (docs/decisions/018-stored-product-images.md). */
  priority?: boolean;
  eager?: boolean;
  className?: string;
}

/**
 * A product picture. A stored photo is a <picture> of AVIF and WebP renditions at several widths over its
 * tiny blurred placeholder; a generated picture (pack shot, illustration) is one SVG, sharp at any size.
 */
export function ProductPicture({ src, photo, alt, size, sizes, priority = false, eager = false, className = "" }: ProductPictureProps) {
  const loading = priority || eager ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  if (!photo) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className || undefined}
      />
    );
  }
  const height = Math.round((size * photo.height) / photo.width);
  return (
    // `contents`: the <picture> takes no box of its own, so the <img> lays out exactly as a bare one would
    // (an inline <picture> around a block <img> adds line boxes that shift the page while it loads).
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <img
        src={photoFallbackUrl(photo, size)}
        srcSet={photoSrcSet(photo, "webp")}
        sizes={sizes}
        alt={alt}
        width={size}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className ? `bg-cover object-contain ${className}` : "bg-cover object-contain"}
        style={{ backgroundImage: `url(${photo.placeholder})` }}
      />
    </picture>
  );
}
