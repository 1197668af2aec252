/** A posted form, as a browser sends it, from field names and values. */
export function formData(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

/** What a loader or action answered through Remix's `data()` (or a plain object): the body, its headers and status. */
export function unwrap(answer: unknown): { body: Record<string, unknown>; headers: Headers; status: number } {
  const wrapped = answer as { data?: Record<string, unknown>; init?: { headers?: HeadersInit; status?: number } | null };
  return {
    body: wrapped.data ?? (answer as Record<string, unknown>),
    headers: new Headers(wrapped.init?.headers ?? {}),
    status: wrapped.init?.status ?? 200,
  };
}
