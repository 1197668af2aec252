/**
 * A field's messages from the server (docs/decisions/014-form-layer.md): one line, or a
 * list when there are several. `id` is what the input's aria-describedby points at.
 */
export function ErrorList({
  id,
  errors,
  className = "mt-1",
}: {
  id?: string;
  errors?: readonly (string | null | undefined)[] | null;
  className?: string;
}) {
  const shown = errors?.filter((e): e is string => Boolean(e));
  if (!shown?.length) return null;
  const style = `${className} text-sm font-semibold text-red-700`;
  if (shown.length === 1) {
    return (
      <p id={id} role="alert" className={style}>
        {shown[0]}
      </p>
    );
  }
  return (
    <ul id={id} role="alert" className={`${style} list-disc pl-5`}>
      {shown.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** A string or a list of strings as a list (routes and components pass either). */
export function asErrors(errors: string | readonly string[] | null | undefined): readonly string[] | undefined {
  if (errors === null || errors === undefined || errors === "") return undefined;
  return typeof errors === "string" ? [errors] : errors.length ? errors : undefined;
}
