import { formatPaise } from "~/lib/money";
import type { SantaGroupSummary } from "~/lib/views/santa";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "25 December 2026" from the stored YYYY-MM-DD (a calendar day: no time zone to shift it). */
export function formatEventDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormat.format(date);
}

/** The one line of facts a group is known by: when, budget, members. */
export function GroupFacts({
  group,
}: {
  group: Pick<SantaGroupSummary, "eventDate" | "eventTime" | "budgetPaise" | "memberCount" | "drawn">;
}) {
  return (
    <p className="mt-1 text-sm text-ink-muted">
      {formatEventDate(group.eventDate)} at {group.eventTime} · Budget {formatPaise(group.budgetPaise)} · {group.memberCount}{" "}
      {group.memberCount === 1 ? "member" : "members"}
      {group.drawn ? " · Names drawn" : ""}
    </p>
  );
}
