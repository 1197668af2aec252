import { useLocale, useT } from "~/components/layout/use-t";
import { formatDate } from "~/lib/i18n/dates";
import type { Locale } from "~/lib/i18n/locale";
import { formatPaise } from "~/lib/money";
import type { SantaGroupSummary } from "~/lib/views/santa";

/** "25 December 2026" / "25 दिसंबर 2026" from the stored YYYY-MM-DD (a calendar day: no time zone to shift it). */
export function formatEventDate(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDate(date, locale, "longDate", "UTC");
}

/** "25 December 2026 at 18:00 · Budget ₹500": when and how much, as every santa page starts its facts. */
export function useWhenAndBudget(): (facts: { eventDate: string; eventTime: string; budgetPaise: number }) => string {
  const t = useT();
  const locale = useLocale();
  return ({ eventDate, eventTime, budgetPaise }) =>
    `${t("{date} at {time}", { date: formatEventDate(eventDate, locale), time: eventTime })} · ${t("Budget {amount}", {
      amount: formatPaise(budgetPaise),
    })}`;
}

/** The one line of facts a group is known by: when, budget, members. */
export function GroupFacts({
  group,
}: {
  group: Pick<SantaGroupSummary, "eventDate" | "eventTime" | "budgetPaise" | "memberCount" | "drawn">;
}) {
  const t = useT();
  const whenAndBudget = useWhenAndBudget();
  const count = group.memberCount;
  return (
    <p className="mt-1 text-sm text-ink-muted">
      {whenAndBudget(group)} · {count === 1 ? t("{count} member", { count }) : t("{count} members", { count })}
      {group.drawn ? ` · ${t("Names drawn")}` : ""}
    </p>
  );
}
