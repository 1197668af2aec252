import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/components/layout/use-t";

/**
 * The link to hand on: a read-only field anyone can select and copy, a WhatsApp link, and — with
 * JavaScript — a button that opens the phone's share sheet (navigator.share) or copies the link.
 */
export function ShareLinkBox({ url }: { url: string }) {
  const hydrated = useHydrated();
  const t = useT();
  const [copied, setCopied] = useState<string | null>(null);
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";

  const onClick = async () => {
    try {
      if (canShare) {
        await navigator.share({ title: t("My Nukkad cart"), url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(t("Link copied."));
    } catch {
      // The shopper closed the share sheet, or the clipboard is not allowed: the field is still there to copy.
      setCopied(canShare ? null : t("Select the link above and copy it."));
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor="share-link" className="block font-semibold">
        {t("Your link")}
      </label>
      <input
        id="share-link"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 font-mono text-sm"
      />
      <div className="flex flex-wrap gap-3">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(t("My Nukkad cart: {url}", { url }))}`}
          className="btn-secondary"
          rel="noopener noreferrer"
          target="_blank"
        >
          {t("Send on WhatsApp")}
        </a>
        {/* After the link, so that appearing when the page hydrates (after load) moves nothing a finger is on. */}
        {hydrated ? (
          <button type="button" className="btn-primary" onClick={onClick}>
            {canShare ? t("Share link") : t("Copy link")}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-leaf-800">
        {copied}
      </p>
    </div>
  );
}
