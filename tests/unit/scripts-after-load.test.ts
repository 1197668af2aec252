// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferModuleScripts, LATER_TEMPLATE_ID, LOAD_WAIT_CAP_MS, NODES_PER_TASK, wakeScript } from "~/lib/scripts-after-load";

// What Remix 2's <Scripts nonce> writes (the shape the rewrite relies on; docs/decisions/027-scripts-after-load.md).
const links = Array.from({ length: 8 }, (_, i) => `<link rel="modulepreload" href="/build/_shared/chunk-${i}.js"/>`).join("");
const context = `<script nonce="abc">window.__remixContext = {"state":{"loaderData":{}}};</script>`;
const modules = `<script nonce="abc" type="module" async="">import * as route0 from "/build/root-X.js";\nimport("/build/entry.client-Y.js");</script>`;
const remixMarkup = links + context + modules;

describe("deferModuleScripts", () => {
  it("keeps the classic context script live and puts the preloads and the module script in a template", () => {
    const out = deferModuleScripts(remixMarkup, "abc");
    expect(out.startsWith(context)).toBe(true);
    const template = new RegExp(`<template id="${LATER_TEMPLATE_ID}">([\\s\\S]*)</template>`).exec(out)?.[1];
    expect(template).toBe(links + modules);
    // Nothing outside the template may fetch or run a module before load.
    const outside = out.replace(/<template[\s\S]*<\/template>/, "");
    expect(outside).not.toContain("modulepreload");
    expect(outside).not.toContain('type="module"');
    expect(out.endsWith(`<script nonce="abc">${wakeScript()}</script>`)).toBe(true);
  });

  it("writes no nonce attribute without a nonce, and strips what a nonce cannot hold", () => {
    expect(deferModuleScripts(remixMarkup, "")).toContain(`</template><script>`);
    expect(deferModuleScripts(remixMarkup, 'x"><img src=y>')).toContain(`</template><script nonce="ximgsrc=y">`);
  });

  it("leaves markup it does not recognise as it is, so hydration is never lost", () => {
    const unknown = links + `<div></div>` + context + modules;
    expect(deferModuleScripts(unknown, "abc")).toBe(unknown);
    expect(deferModuleScripts(context, "abc")).toBe(context);
    expect(deferModuleScripts(remixMarkup + "text", "abc")).toBe(remixMarkup + "text");
  });
});

describe("wakeScript", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function pageWithTemplate(readyState: DocumentReadyState) {
    document.body.innerHTML = `<div id="box"><template id="${LATER_TEMPLATE_ID}">${links}<script type="module">/* entry */</script></template></div>`;
    Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
    return document.getElementById("box")!;
  }
  const moved = (box: HTMLElement) => [...box.children].filter((el) => el.tagName !== "TEMPLATE").map((el) => el.tagName);

  it("waits for load, then moves the module script first and the preloads a few per task", () => {
    vi.useFakeTimers();
    const box = pageWithTemplate("interactive");
    new Function(wakeScript())();
    expect(moved(box)).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(moved(box)).toEqual(["SCRIPT", ...Array<string>(NODES_PER_TASK - 1).fill("LINK")]);
    vi.runAllTimers();
    expect(moved(box)).toEqual(["SCRIPT", ...Array<string>(8).fill("LINK")]);
    // Once only: a second load event (or the cap's timer) adds nothing.
    window.dispatchEvent(new Event("load"));
    expect(moved(box)).toHaveLength(9);
  });

  it("does not wait past the cap for a page whose load never comes", () => {
    vi.useFakeTimers();
    const box = pageWithTemplate("interactive");
    new Function(wakeScript())();
    vi.advanceTimersByTime(LOAD_WAIT_CAP_MS - 1);
    expect(moved(box)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moved(box)[0]).toBe("SCRIPT");
  });

  it("runs at once when the page has already loaded", () => {
    const box = pageWithTemplate("complete");
    new Function(wakeScript())();
    expect(moved(box)[0]).toBe("SCRIPT");
  });
});
