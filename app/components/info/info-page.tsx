import { Link, NavLink } from "@remix-run/react";
import { INFO_PAGES, STORE_INFO } from "~/lib/store-info";
import { useT } from "~/components/layout/use-t";
import { LinkedText } from "./linked-text";

/** The frame of a help or policy page: its title, the text, and links to the other pages of the set. */
export function InfoPage({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="container-layout py-6 md:grid md:grid-cols-[14rem_1fr] md:gap-8">
      <nav aria-label={t("Help and policies")} className="mb-4 md:order-2 md:mb-0">
        <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
          {INFO_PAGES.map((p) => (
            <li key={p.path}>
              <NavLink
                to={p.path}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${isActive ? "bg-leaf-50 text-leaf-800" : "bg-white text-ink hover:text-leaf-800"}`
                }
              >
                {t(p.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="max-w-prose rounded-xl bg-white p-4 md:order-1 md:p-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-ink-muted">{intro}</p>
        {children}
      </article>
    </div>
  );
}

/** One titled part of a policy page. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  );
}

const LINK = "font-semibold text-leaf-800 underline";

/** "Write to us" with the store's own addresses, for the end of every page. */
export function ReachUs() {
  const t = useT();
  return (
    <p className="mt-6 rounded-lg bg-brand-50 p-3 text-sm">
      <LinkedText
        text={t(
          "Still stuck? Write to [{email}] or call [{phone}] ({hours}). For an order, the quickest way is [your order page]: choose the order and use “Need help with this order?”.",
          { email: STORE_INFO.email, phone: STORE_INFO.phone, hours: t(STORE_INFO.hours) },
        )}
        links={[
          (email) => (
            <a href={`mailto:${STORE_INFO.email}`} className={LINK}>
              {email}
            </a>
          ),
          (phone) => (
            <a href={STORE_INFO.phoneHref} className={LINK}>
              {phone}
            </a>
          ),
          (label) => (
            <Link to="/account/orders" className={LINK}>
              {label}
            </Link>
          ),
        ]}
      />
    </p>
  );
}
