import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

/** What React's streaming renderer (the one app/services/boot/document-render.server.ts uses) writes for `words`, a list item each. */
function streamed(words: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    out.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const items = words.map((word, i) => createElement("li", { key: i }, word));
    const { pipe } = renderToPipeableStream(createElement("ul", null, items), {
      onAllReady: () => pipe(out),
      onError: reject,
    });
  });
}

describe("React's streaming renderer and multi-byte text (patches/react-dom+18.3.1.patch)", () => {
  it("writes Devanagari that falls across its 2,048-byte buffer whole, without NUL bytes", async () => {
    // React 18.3.1 wrote the whole buffer when a short piece of text did not fit at its end, padding with NULs
    // (facebook/react#24985): "कटहल" came out as "क\u0000…टहल". Pieces of every length around the edge are tried.
    for (let pad = 0; pad < 12; pad++) {
      const words = Array.from({ length: 300 }, (_, i) => `${"a".repeat(pad)}कटहल ${i}`);
      const html = await streamed(words);
      expect(html).not.toContain("\u0000");
      expect(html).toContain(`${"a".repeat(pad)}कटहल 299`);
      expect(html.match(/कटहल/g)).toHaveLength(300);
    }
  });
});
