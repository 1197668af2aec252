/**
 * A document render past its deadline (docs/rules.md#slow-pages): real React renders, with a component that
 * never finishes, and a short deadline instead of the production 5 s. Nothing sent yet: 503 with Retry-After,
 * a readable page and one log line. The shell already sent: the stream ends with what was ready.
 */
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { BUSY_PAGE, BUSY_RETRY_AFTER_SECONDS, renderDocument } from "~/services/boot/document-render.server";

const DEADLINE_MS = 30;
const never = new Promise<never>(() => undefined);

/** A part of the page whose data never arrives (a stuck query, a server under load). */
function Stuck(): never {
  throw never;
}

function Page({ stuckShell = false, stuckRail = false }: { stuckShell?: boolean; stuckRail?: boolean }) {
  return (
    <html lang="en-IN">
      <body>
        <h1>Milk</h1>
        {stuckShell ? <Stuck /> : null}
        <Suspense fallback={<p>Loading the rail…</p>}>{stuckRail ? <Stuck /> : <p>Rail</p>}</Suspense>
      </body>
    </html>
  );
}

function render(page: JSX.Element, options: { waitForAll?: boolean; accept?: string } = {}) {
  const lines: string[] = [];
  const headers = new Headers();
  headers.append("Set-Cookie", "nk_device=abc; Path=/; HttpOnly");
  let withdrawn = false;
  const response = renderDocument(page, {
    request: new Request("http://shop.test/cn/milk/cid/2/141?sort=price_asc", { headers: { Accept: options.accept ?? "text/html" } }),
    routeId: "routes/cn.$slug.cid.$l0Id.$l1Id",
    status: 200,
    headers,
    waitForAll: options.waitForAll ?? false,
    deadlineMs: DEADLINE_MS,
    log: (line) => lines.push(line),
    onRenderError: () => (withdrawn = true),
  });
  return { response, lines, withdrawn: () => withdrawn };
}

describe("renderDocument", () => {
  it("renders a page in time as it always did: 200, streamed, nothing logged", async () => {
    const { response, lines } = render(<Page />);
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Rail");
    expect(lines).toEqual([]);
  });

  it("answers 503 with Retry-After and a readable page when the shell is not ready by the deadline, and logs it", async () => {
    const { response, lines, withdrawn } = render(<Page stuckShell />);
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.getSetCookie()).toEqual(["nk_device=abc; Path=/; HttpOnly"]);
    const html = await answer.text();
    expect(html).toContain(BUSY_PAGE.title);
    expect(html).toContain(BUSY_PAGE.message);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      {
        kind: "render-aborted",
        route: "routes/cn.$slug.cid.$l0Id.$l1Id",
        path: "/cn/milk/cid/2/141",
        ms: expect.any(Number) as number,
        answer: "503",
      },
    ]);
    expect(JSON.parse(lines[0]!).ms).toBeGreaterThanOrEqual(DEADLINE_MS - 1);
    expect(withdrawn()).toBe(true);
  });

  it("answers a client that asked for JSON in JSON", async () => {
    const answer = await render(<Page stuckShell />, { accept: "application/json" }).response;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ success: false, message: BUSY_PAGE.message });
  });

  it("streams what is ready once the shell is out: the stuck part is left to the browser, and it is logged", async () => {
    const { response, lines } = render(<Page stuckRail />);
    const answer = await response;
    // The shell went out before the deadline, with its status.
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("<h1>Milk</h1>");
    expect(html).toContain("Loading the rail…");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ kind: "render-aborted", answer: "streamed what was ready" });
  });

  it("answers a crawler 503 rather than half a page: it waits for the whole document, which never came", async () => {
    const { response, lines } = render(<Page stuckRail />, { waitForAll: true });
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(lines).toHaveLength(1);
  });
});
