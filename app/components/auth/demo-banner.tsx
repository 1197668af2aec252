import { Link } from "@remix-run/react";
import { useT } from "~/components/layout/use-t";

/** Demo mode (outbox SMS provider): say plainly that no SMS goes out, and where the code is. */
export function DemoModeBanner() {
  const t = useT();
  return (
    <p className="mb-4 rounded-lg border border-brand-400 bg-brand-50 p-3 text-sm" data-testid="demo-mode-banner">
      <strong>{t("Demo mode:")}</strong> {t("no SMS is sent. Read your code at")}{" "}
      <Link to="/dev/outbox" target="_blank" className="font-semibold text-leaf-700 underline">
        /dev/outbox
      </Link>
    </p>
  );
}
