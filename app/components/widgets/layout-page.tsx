import { Link } from "@remix-run/react";
import type { LayoutPageData } from "~/lib/views/catalogue";
import { NonServiceable } from "../layout/non-serviceable";
import { WidgetFeed } from "./registry";
import { useT } from "../layout/use-t";

/**
 * A widget layout page (/le/{id}, /store/{id}, /tab-layouts): a title, the tabs when there are some (links,
 * so they work without JavaScript), then the same widget feed as home (docs/collections-and-layouts.md). The
 * title and the tabs come in the page's language (docs/collections-and-layouts.md#hindi).
 */
export function LayoutPage({
  data,
  tabs,
}: {
  data: LayoutPageData;
  tabs?: { key: string; label: string; href: string; selected: boolean }[];
}) {
  const t = useT();
  return (
    <>
      <div className="container-layout pt-4">
        <h1 className="text-xl font-bold md:text-2xl">{data.title}</h1>
        {tabs ? (
          <nav aria-label={t("{title} tabs", { title: data.title })} className="mt-3">
            <ul className="-mx-4 flex gap-2 overflow-x-auto border-b border-gray-200 px-4 md:mx-0 md:px-0">
              {tabs.map((tab) => (
                <li key={tab.key}>
                  <Link
                    to={tab.href}
                    aria-current={tab.selected ? "page" : undefined}
                    className={`flex min-h-11 items-center whitespace-nowrap border-b-4 px-3 text-sm ${
                      tab.selected ? "border-leaf-600 font-bold text-leaf-700" : "border-transparent"
                    }`}
                  >
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {data.widgets ? (
        <WidgetFeed widgets={data.widgets} context={{ location: data.location, city: null }} />
      ) : (
        <NonServiceable label={data.location.label} />
      )}
    </>
  );
}
