/**
 * A response body from another server, read with a running total: one that sends no length, or a wrong one, cannot
 * fill the memory. Used for a partner's login answer (account/http-partner.server.ts) and an imported product photo
 * (catalogue/images/photos.server.ts). A request's own body has `readBytes` (request-body.server.ts), which also
 * drains what is left so the client gets its 413.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
