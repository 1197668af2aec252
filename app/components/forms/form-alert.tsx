import type { ReactNode } from "react";

const TONES = {
  // Refusals: read out at once.
  error: { role: "alert", className: "bg-red-50 text-red-800" },
  // Confirmations and notices (a code was sent): read out politely.
  notice: { role: "status", className: "bg-leaf-50 text-leaf-800" },
} as const;

/**
 * The one box for a message about a whole form (docs/decisions/014-form-layer.md): two tones,
 * one shape, instead of a class list per screen.
 */
export function FormAlert({
  tone = "error",
  id,
  className = "",
  children,
}: {
  tone?: keyof typeof TONES;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === false || children === "") return null;
  const { role, className: toneClass } = TONES[tone];
  return (
    <p id={id} role={role} className={`rounded-lg p-3 text-sm font-semibold ${toneClass} ${className}`.trim()}>
      {children}
    </p>
  );
}
