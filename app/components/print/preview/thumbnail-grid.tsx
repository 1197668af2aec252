import { useT } from "~/components/layout/use-t";

/** Thumbnails are rendered 240 px wide; an A4 portrait page is then 339 px tall (CSS scales both). */
const THUMB_WIDTH = 240;
const THUMB_HEIGHT = 339;
/** Pages shown at once; the rest open on request, so a 200-page file does not load 200 images. */
const FIRST_PAGES = 12;

/** The file's pages, in a grid that works without JavaScript (lazy images, a <details> for the rest). */
export function ThumbnailGrid({ name, thumbnails }: { name: string; thumbnails: string[] }) {
  const t = useT();
  if (thumbnails.length === 0) return null;
  const rest = thumbnails.slice(FIRST_PAGES);
  return (
    <div className="mt-3">
      <Pages name={name} sources={thumbnails.slice(0, FIRST_PAGES)} firstPage={1} />
      {rest.length > 0 ? (
        <details className="mt-2">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-bold text-leaf-800">
            {rest.length === 1 ? t("Show {count} more page", { count: 1 }) : t("Show {count} more pages", { count: rest.length })}
          </summary>
          <Pages name={name} sources={rest} firstPage={FIRST_PAGES + 1} />
        </details>
      ) : null}
    </div>
  );
}

function Pages({ name, sources, firstPage }: { name: string; sources: string[]; firstPage: number }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {sources.map((src, i) => (
        <li key={src}>
          <img
            src={src}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading="lazy"
            decoding="async"
            alt={t("Page {page} of {name}", { page: firstPage + i, name })}
            className="h-auto w-full rounded border border-gray-200 bg-gray-50"
          />
          <span aria-hidden="true" className="block text-center text-xs text-ink-muted">
            {firstPage + i}
          </span>
        </li>
      ))}
    </ul>
  );
}
