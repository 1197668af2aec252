import { Link } from "@remix-run/react";
import type { WidgetContext } from "~/lib/views/catalogue";
import { useT } from "../layout/use-t";

/** The opening of a city home: what we deliver, where, and how fast. */
export function CityIntro({ context }: { context: WidgetContext }) {
  const t = useT();
  const city = context.city;
  if (!city) return null;
  return (
    <section aria-labelledby="city-title" className="rounded-2xl bg-brand-50 p-5">
      <h1 id="city-title" className="text-2xl font-extrabold">
        {city.serviceable
          ? t("Grocery delivery in {place} in minutes", { place: city.place })
          : t("We don't deliver to {place} yet", { place: city.place })}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">
        {city.serviceable
          ? t("Fresh fruits and vegetables, dairy, snacks, staples and home essentials from Nukkad dark stores near you.")
          : t("We are opening new stores every week. Meanwhile we deliver in minutes across these {city} localities.", { city: city.name })}
      </p>
      {city.localities.length ? (
        <>
          <h2 className="mt-4 text-sm font-bold">{t("Localities we serve in {city}", { city: city.name })}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {city.localities.map((l) => (
              <li key={l.name}>
                <Link
                  to={`/location?q=${encodeURIComponent(l.pincode)}`}
                  className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-xs hover:border-leaf-600"
                >
                  {l.name} · {l.pincode}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
