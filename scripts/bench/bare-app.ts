/**
 * The framework ceiling: a bare Remix app (root with Links/Meta/Scripts/Outlet
 * and one index route with a tiny loader), built with the same compiler (Vite
 * with Remix's plugin), output settings, future flags and node_modules as
 * Nukkad, in a temporary directory outside the repository. Nukkad's own
 * chunking (vite.config.ts) is left out: the bare app has nothing to group.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CLIENT_OUTPUT, REMIX_FUTURE } from "../../vite.config";

const ROOT = `import { Links, Meta, Outlet, Scripts } from "@remix-run/react";

export default function App() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
`;

const INDEX = `import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Bare Remix page" }];

export function loader() {
  return { greeting: "Namaste", items: ["atta", "dal", "chawal"], at: Date.now() };
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{data.greeting}</h1>
      <ul>
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}
`;

/** Writes the app and returns its directory; node_modules is a symlink to the repo's. */
export async function createBareApp(repoDir: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `nukkad-bare-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "app", "routes"), { recursive: true });
  // The compiler picks the server runtime from package.json's dependencies.
  const repoPackage = JSON.parse(fs.readFileSync(path.join(repoDir, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const pick = (from: Record<string, string>, names: string[]) => Object.fromEntries(names.filter((n) => from[n]).map((n) => [n, from[n]]));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify(
      {
        name: "nukkad-bare",
        private: true,
        type: "module",
        sideEffects: false,
        dependencies: pick(repoPackage.dependencies, [
          "@remix-run/node",
          "@remix-run/react",
          "@remix-run/serve",
          "isbot",
          "react",
          "react-dom",
        ]),
        devDependencies: pick(repoPackage.devDependencies, ["@remix-run/dev"]),
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(
    path.join(dir, "vite.config.js"),
    `import { vitePlugin as remix } from "@remix-run/dev";\n\n` +
      `export default ({ isSsrBuild }) => ({\n` +
      `  build: { ...${JSON.stringify(CLIENT_OUTPUT)}, minify: isSsrBuild ? false : ${JSON.stringify(CLIENT_OUTPUT.minify)} },\n` +
      `  plugins: [remix({ ignoredRouteFiles: ["**/.*"], serverModuleFormat: "esm", future: ${JSON.stringify(REMIX_FUTURE)} })],\n` +
      `});\n`,
  );
  fs.writeFileSync(path.join(dir, "app", "root.tsx"), ROOT);
  fs.writeFileSync(path.join(dir, "app", "routes", "_index.tsx"), INDEX);
  fs.symlinkSync(path.join(repoDir, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

export function removeBareApp(dir: string | undefined) {
  if (!dir || !path.basename(dir).startsWith("nukkad-bare-")) return;
  fs.rmSync(dir, { recursive: true, force: true });
}
