import { useId } from "react";

/**
 * One option of a radio group shown as a card: a title, a line of detail and
 * an optional note (why it is unavailable, how fast it arrives). A disabled
 * card cannot be chosen and says why in its note.
 */
export function ChoiceCard({
  name,
  value,
  title,
  detail,
  note,
  noteTone = "good",
  defaultChecked,
  disabled = false,
}: {
  name: string;
  value: string | number;
  title: React.ReactNode;
  detail: React.ReactNode;
  note?: React.ReactNode;
  noteTone?: "good" | "bad";
  defaultChecked: boolean;
  disabled?: boolean;
}) {
  const noteId = useId();
  return (
    <label
      className={`flex gap-3 rounded-lg border p-3 ${disabled ? "bg-gray-50" : "cursor-pointer has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50"}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        disabled={disabled}
        className="mt-1"
        aria-describedby={note ? noteId : undefined}
      />
      <span className="min-w-0 text-sm">
        <span className="block font-bold">{title}</span>
        <span className="block text-ink-muted">{detail}</span>
        {note ? (
          <span id={noteId} className={`block font-semibold ${noteTone === "good" ? "text-leaf-700" : "text-red-700"}`}>
            {note}
          </span>
        ) : null}
      </span>
    </label>
  );
}
