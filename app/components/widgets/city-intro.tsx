import { Link } from "@remix-run/react";
import type { WidgetContext } from "~/lib/views/catalogue";

/** The opening of a city home: what we deliver, where, and how fast. */
export function CityIntro({ context }: { context: WidgetContext }) {
  const city = context.city;
  if (!city) return null;
  return (
    <section aria-labelledby="city-title" className="rounded-2xl bg-brand-50 p-5">
      <h1 id="city-title" className="text-2xl font-extrabold">
        {city.serviceable ? `Grocery delivery in ${city.place} in minutes` : `We don't deliver to ${city.place} yet`}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">
        {city.serviceable
          ? "Fresh fruits and vegetables, dairy, snacks, staples and home essentials from Nukkad dark stores near you."
          : `We are opening new stores every week. Meanwhile we deliver in minutes across these ${city.name} localities.`}
      </p>
      {city.localities.length ? (
        <>
          <h2 className="mt-4 text-sm font-bold">Localities we serve in {city.name}</h2>
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
