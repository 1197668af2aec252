import { Link } from "@remix-run/react";
import { useT } from "./use-t";

/** The word mark, linking home: the site header's and the offline page's. */
export function SiteLogo() {
  const t = useT();
  return (
    <Link to="/" className="flex h-11 items-center text-xl font-black tracking-tight text-ink sm:text-2xl" aria-label={t("Nukkad home")}>
      <span className="text-brand-700">nuk</span>
      <span className="text-leaf-600">kad</span>
    </Link>
  );
}
