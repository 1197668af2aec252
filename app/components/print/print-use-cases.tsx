import { categoryImageUrl } from "~/lib/image-urls";
import type { PrintWidgetOf } from "~/lib/print-widgets";
import { PrintSection } from "./print-section";

const TINTS = ["e5f3ff", "eaf7e9", "fff3dc", "fdecef", "f1ecfb", "e8f6f6"] as const;

/** Widget 1003: what people print with us. Icons are small, sized and lazy: no layout shift. */
export function PrintUseCases({ widget }: { widget: PrintWidgetOf<1003>; index: number }) {
  return (
    <PrintSection widgetId={widget.id} title={widget.props.title}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {widget.props.items.map((item, i) => (
          <li key={i} className="rounded-xl bg-white p-4 shadow-sm">
            <img
              src={categoryImageUrl(item.icon, TINTS[i % TINTS.length] ?? TINTS[0])}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 rounded-lg"
            />
            <h3 className="mt-2 font-bold">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </PrintSection>
  );
}
