import type { useT } from "~/components/layout/use-t";

/** A recipe's time in the page's language: "25 min", "1 h 10 min" (lib/recipe-structured-data.ts's formatMinutes). */
export function cookingTime(t: ReturnType<typeof useT>, total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (!hours) return t("{minutes} min", { minutes });
  return minutes ? t("{hours} h {minutes} min", { hours, minutes }) : t("{hours} h", { hours });
}
