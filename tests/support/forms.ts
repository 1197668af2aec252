/** A posted form, as a browser sends it, from field names and values. */
export function formData(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}
