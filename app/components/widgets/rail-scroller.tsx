import { useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "../layout/use-t";

/**
 * A horizontally scrolling rail. On a desktop with a mouse it gets previous/next buttons that scroll it by
 * most of its width; on touch screens the shopper swipes, and before JavaScript the rail scrolls as it
 * always did (the buttons only appear once they can work).
 */
export function RailScroller({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const rail = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const t = useT();
  return (
    <div className="relative">
      <ul ref={rail} className={className}>
        {children}
      </ul>
      {hydrated
        ? ([-1, 1] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              aria-label={direction < 0 ? t("Scroll {label} back", { label }) : t("Scroll {label} forward", { label })}
              className={`absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-gray-200 bg-white text-xl font-bold shadow-md hover:bg-gray-50 md:flex [@media(hover:none)]:hidden ${direction < 0 ? "-left-5" : "-right-5"}`}
              onClick={() => rail.current?.scrollBy({ left: direction * rail.current.clientWidth * 0.8, behavior: "smooth" })}
            >
              <span aria-hidden="true">{direction < 0 ? "‹" : "›"}</span>
            </button>
          ))
        : null}
    </div>
  );
}
