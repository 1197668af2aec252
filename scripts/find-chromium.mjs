/**
 * Finds the Chromium that Playwright drives, and installs one when there is
 * none, so that `npm test` on a fresh machine either gets a browser or stops
 * before any test with the one command to run (README "Quick start"), never a
 * wall of failing end-to-end tests.
 *
 * Order: CHROMIUM_PATH, then Debian's headless shell, then Debian's
 * /usr/bin/chromium, then Playwright's own download (chromium.executablePath(),
 * when that file exists). None there: as root with apt-get, Debian's packages;
 * otherwise Playwright's download. The
 * outside world (environment, file system, commands, Playwright's idea of its
 * browser path) comes in as arguments so the order is unit-tested without
 * touching the machine (tests/unit/find-chromium.test.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser Playwright itself
 * runs headless tests in. The same engine as the full browser without its desktop parts: on this project's
 * 2-core machines it opens a browser context and page 3-5 times faster, which the end-to-end suite does for
 * every test.
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * How every headless Chromium of the project is started (Playwright, the bench, the screenshots): as root in
 * a container (no sandbox, no GPU), and without the background calls home that this closed network refuses.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * @typedef {object} ChromiumDeps
 * @property {Record<string, string | undefined>} env
 * @property {(file: string) => boolean} exists  an executable file is there
 * @property {(command: string, args: string[]) => number} run  runs a command (output shown), returns its exit status
 * @property {() => string | undefined} playwrightPath  where Playwright's own download would be
 * @property {() => boolean} isRoot
 * @property {() => boolean} hasAptGet
 * @property {(line: string) => void} [log]
 */

/**
 * The first browser already on the machine, or undefined.
 * @param {ChromiumDeps} deps
 * @returns {{ path: string, source: string } | undefined}
 */
export function locateChromium(deps) {
  const fromEnv = deps.env.CHROMIUM_PATH;
  if (fromEnv) {
    // A path someone named and that is not there is a mistake to report, not to paper over.
    return deps.exists(fromEnv) ? { path: fromEnv, source: "CHROMIUM_PATH" } : undefined;
  }
  if (deps.exists(DEBIAN_HEADLESS_SHELL)) return { path: DEBIAN_HEADLESS_SHELL, source: "Debian's chromium-headless-shell package" };
  if (deps.exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium package" };
  let ownPath;
  try {
    ownPath = deps.playwrightPath();
  } catch {
    ownPath = undefined;
  }
  if (ownPath && deps.exists(ownPath)) return { path: ownPath, source: "Playwright's download" };
  return undefined;
}

/** What to run by hand when nothing worked: the first install this machine can take. */
export function installHint(deps) {
  const apt = deps.hasAptGet();
  if (apt && deps.isRoot()) return "apt-get update && apt-get install -y chromium";
  if (apt) return "sudo apt-get update && sudo apt-get install -y chromium";
  return "npx playwright install chromium";
}

/**
 * Finds Chromium, installing it when missing.
 * @param {ChromiumDeps} deps
 * @returns {{ ok: true, path: string, source: string } | { ok: false, message: string }}
 */
export function ensureChromium(deps) {
  const log = deps.log ?? (() => {});
  const fromEnv = deps.env.CHROMIUM_PATH;
  if (fromEnv && !deps.exists(fromEnv)) {
    return {
      ok: false,
      message: `CHROMIUM_PATH is ${fromEnv}, and there is no browser there. Point it at a Chromium binary, or unset it to use ${DEBIAN_CHROMIUM} (${installHint(deps)}).`,
    };
  }
  const found = locateChromium(deps);
  if (found) return { ok: true, ...found };

  const tried = [];
  if (deps.isRoot() && deps.hasAptGet()) {
    log("No Chromium found: installing Debian's package (apt-get install -y chromium).");
    tried.push("apt-get install -y chromium");
    // A fresh machine may have no package lists yet; an update failure is not fatal if the install works.
    deps.run("apt-get", ["update", "-qq"]);
    if (deps.run("apt-get", ["install", "-y", "-qq", "chromium"]) === 0 && deps.exists(DEBIAN_CHROMIUM)) {
      // The faster headless shell when this Debian has it; the full browser does the same work without it.
      const shell = deps.run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"]) === 0 && deps.exists(DEBIAN_HEADLESS_SHELL);
      return shell
        ? { ok: true, path: DEBIAN_HEADLESS_SHELL, source: "Debian's chromium-headless-shell package, just installed" }
        : { ok: true, path: DEBIAN_CHROMIUM, source: "Debian's chromium package, just installed" };
    }
  }
  log("Installing Playwright's own Chromium (npx playwright install chromium).");
  tried.push("npx playwright install chromium");
  if (deps.run("npx", ["playwright", "install", "chromium"]) === 0) {
    const after = locateChromium(deps);
    if (after) return { ok: true, path: after.path, source: "Playwright's download, just installed" };
  }
  return {
    ok: false,
    message:
      `No Chromium for the end-to-end tests: none at CHROMIUM_PATH, ${DEBIAN_CHROMIUM} or Playwright's download, ` +
      `and installing one failed (tried: ${tried.join("; ")}). Install it, then run npm test again:\n\n` +
      `    ${installHint(deps)}\n\n` +
      `or point CHROMIUM_PATH at a Chromium binary. SKIP_E2E=1 npm test runs the other tests without a browser.`,
  };
}

/**
 * The real machine. Playwright's download path comes from playwright-core (what @playwright/test drives).
 * @returns {ChromiumDeps}
 */
export function systemDeps() {
  const require = createRequire(import.meta.url);
  return {
    env: process.env,
    exists: (file) => {
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return fs.statSync(file).isFile();
      } catch {
        return false;
      }
    },
    run: (command, args) =>
      spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status ?? 1,
    playwrightPath: () => require("playwright-core").chromium.executablePath(),
    isRoot: () => process.getuid?.() === 0,
    hasAptGet: () => spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0,
    log: (line) => console.log(line),
  };
}
