import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, ensureChromium, locateChromium } from "../../scripts/find-chromium.mjs";

const PLAYWRIGHT = "/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome";

/** A machine: which files exist, which commands succeed (and what they leave behind). */
function machine(opts: {
  env?: Record<string, string>;
  files?: string[];
  root?: boolean;
  apt?: boolean;
  installs?: Record<string, { status: number; creates?: string }>;
}) {
  const files = new Set(opts.files ?? []);
  const ran: string[] = [];
  const deps = {
    env: opts.env ?? {},
    exists: (file: string) => files.has(file),
    run: (command: string, args: string[]) => {
      const line = [command, ...args].join(" ");
      ran.push(line);
      const outcome = Object.entries(opts.installs ?? {}).find(([prefix]) => line.startsWith(prefix))?.[1];
      if (!outcome) return 0;
      if (outcome.status === 0 && outcome.creates) files.add(outcome.creates);
      return outcome.status;
    },
    playwrightPath: () => PLAYWRIGHT,
    isRoot: () => opts.root ?? false,
    hasAptGet: () => opts.apt ?? false,
  };
  return { deps, ran };
}

describe("finding Chromium for the end-to-end tests", () => {
  it("takes CHROMIUM_PATH first, then Debian's headless shell, Debian's Chromium, Playwright's download", () => {
    const all = ["/opt/chrome", DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, PLAYWRIGHT];
    expect(locateChromium(machine({ env: { CHROMIUM_PATH: "/opt/chrome" }, files: all }).deps)?.path).toBe("/opt/chrome");
    expect(locateChromium(machine({ files: all }).deps)?.path).toBe(DEBIAN_HEADLESS_SHELL);
    expect(locateChromium(machine({ files: [DEBIAN_CHROMIUM, PLAYWRIGHT] }).deps)?.path).toBe(DEBIAN_CHROMIUM);
    expect(locateChromium(machine({ files: [PLAYWRIGHT] }).deps)?.path).toBe(PLAYWRIGHT);
    expect(locateChromium(machine({ files: [] }).deps)).toBeUndefined();
  });

  it("installs nothing when a browser is there", () => {
    const { deps, ran } = machine({ files: [DEBIAN_CHROMIUM], root: true, apt: true });
    expect(ensureChromium(deps)).toMatchObject({ ok: true, path: DEBIAN_CHROMIUM });
    expect(ran).toEqual([]);
  });

  it("stops on a CHROMIUM_PATH that names no browser, without installing one", () => {
    const { deps, ran } = machine({ env: { CHROMIUM_PATH: "/nope/chrome" }, files: [DEBIAN_CHROMIUM], root: true, apt: true });
    const result = ensureChromium(deps);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("CHROMIUM_PATH is /nope/chrome");
    expect(ran).toEqual([]);
  });

  it("installs Debian's packages as root with apt-get: Chromium, then its headless shell when there is one", () => {
    const { deps, ran } = machine({
      root: true,
      apt: true,
      installs: {
        "apt-get install -y -qq chromium-headless-shell": { status: 0, creates: DEBIAN_HEADLESS_SHELL },
        "apt-get install -y -qq chromium": { status: 0, creates: DEBIAN_CHROMIUM },
      },
    });
    expect(ensureChromium(deps)).toMatchObject({ ok: true, path: DEBIAN_HEADLESS_SHELL });
    expect(ran).toEqual(["apt-get update -qq", "apt-get install -y -qq chromium", "apt-get install -y -qq chromium-headless-shell"]);

    const noShell = machine({
      root: true,
      apt: true,
      installs: {
        "apt-get install -y -qq chromium-headless-shell": { status: 100 },
        "apt-get install -y -qq chromium": { status: 0, creates: DEBIAN_CHROMIUM },
      },
    });
    expect(ensureChromium(noShell.deps)).toMatchObject({ ok: true, path: DEBIAN_CHROMIUM });
  });

  it("falls back to Playwright's download when apt-get fails or is not available", () => {
    const failedApt = machine({
      root: true,
      apt: true,
      installs: { "apt-get install": { status: 100 }, "npx playwright": { status: 0, creates: PLAYWRIGHT } },
    });
    expect(ensureChromium(failedApt.deps)).toMatchObject({ ok: true, path: PLAYWRIGHT });
    expect(failedApt.ran.at(-1)).toBe("npx playwright install chromium");

    const notRoot = machine({ root: false, apt: true, installs: { "npx playwright": { status: 0, creates: PLAYWRIGHT } } });
    expect(ensureChromium(notRoot.deps)).toMatchObject({ ok: true, path: PLAYWRIGHT });
    expect(notRoot.ran).toEqual(["npx playwright install chromium"]);
  });

  it("when every install fails, says exactly which command to run", () => {
    const asRoot = machine({
      root: true,
      apt: true,
      installs: { "apt-get install": { status: 100 }, "npx playwright": { status: 1 } },
    });
    const result = ensureChromium(asRoot.deps);
    expect(result.ok).toBe(false);
    const message = result.ok ? "" : result.message;
    expect(message).toContain("tried: apt-get install -y chromium; npx playwright install chromium");
    expect(message).toContain("    apt-get update && apt-get install -y chromium\n");

    const noApt = ensureChromium(machine({ installs: { "npx playwright": { status: 1 } } }).deps);
    expect(noApt.ok ? "" : noApt.message).toContain("    npx playwright install chromium\n");
  });
});
