import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ---- Layering helpers (docs/architecture.md, "Who may import whom"). ----
// An import source reaching a layer through the `~/` alias or any number of `../` (or `./` from app/).
const via = String.raw`^(?:~|\.{1,2}(?:/\.\.)*)/`;
const restrict = (regex, message) => ({ regex, message: `${message} (docs/architecture.md, "Who may import whom").` });
const layer = {
  server: (why) => restrict(String.raw`\.server(?:\.tsx?)?$`, `${why}: no .server modules, not even types`),
  // root.tsx is the root route.
  routes: (why) => restrict(`${via}(?:routes/|root$)`, `${why}: no route modules, not even types`),
  components: (why) => restrict(`${via}components/`, `${why}: no components`),
  services: (why) => restrict(`${via}services/`, `${why}: no services`),
  models: (why) => restrict(`${via}models/`, `${why}: no models`),
};
/** Components ship to the browser: no server modules or routes; view types live in ~/lib/views. */
const componentRules = () =>
  [
    layer.server("Components ship to the browser"),
    layer.routes("Components ship to the browser"),
    layer.services("Components ship to the browser"),
    layer.models("Components ship to the browser"),
  ].map((pattern) => ({ ...pattern, allowTypeImports: false }));
// ---- Layering helpers: end. ----

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", ".cache/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Option cards (radio + title + description) nest their text three levels deep.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 4 }],
      // One import statement per module (a type-only import may stand apart): a second one hides what a file uses.
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
    },
  },
  // ---- Layering (docs/architecture.md, "Who may import whom"): begin. ----
  // Routes → services → models; components and lib ship to the browser. One block per layer, each on
  // disjoint files: a later block that sets no-restricted-imports for the same files would replace these
  // options rather than add to them, so extend the layer's block instead. Each pattern matches the `~/`
  // alias and relative paths alike.
  {
    files: ["app/root.tsx", "app/entry.*.tsx", "app/routes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer.models("Routes call services, services call models")] }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: componentRules() }] },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    // The schema halves of lib modules (app/lib/*.server.ts: zod, servers only) may import each other;
    // the browser never gets them (components may not import .server modules).
    ignores: ["app/lib/**/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer.server("lib is shared with the browser and imports nothing above it"),
            layer.routes("lib imports nothing above it"),
            layer.components("lib imports nothing above it"),
            layer.services("lib imports nothing above it"),
            layer.models("lib imports nothing above it"),
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/**/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer.routes("lib imports nothing above it"),
            layer.components("lib imports nothing above it"),
            layer.services("lib imports nothing above it"),
            layer.models("lib imports nothing above it"),
          ],
        },
      ],
    },
  },
  {
    files: ["app/models/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer.services("Models import only other models, lib and packages"),
            layer.routes("Models import only other models, lib and packages"),
            layer.components("Models import only other models, lib and packages"),
          ],
        },
      ],
    },
  },
  {
    files: ["app/services/**/*.{ts,tsx}"],
    ignores: ["app/services/boot/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer.routes("Services never import upward"),
            layer.components("Services never import upward"),
            // boot/ wires every service together (the process's start, the request context, the operator CLI): a
            // service that imported it would import every other service. Services take the context as `ctx`.
            restrict(
              String.raw`(?:${via}services/boot/|^\.\./boot/)`,
              "Only routes, the root and boot itself import services/boot: a service takes the request context as ctx",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["app/services/boot/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [layer.routes("Services never import upward"), layer.components("Services never import upward")] },
      ],
    },
  },
  // ---- Layering: end. ----
  {
    // Post/Redirect/Get answers 303, never Remix's default 302 (docs/decisions/015-request-context.md):
    // redirects go through seeOther/movedPermanently in app/services/platform/http.server.ts.
    files: ["app/routes/**/*.{ts,tsx}", "app/services/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["app/services/platform/http.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value=/^@remix-run\\/(node|server-runtime|react)$/] > ImportSpecifier[imported.name=/^(redirect|redirectDocument|replace)$/]",
          message:
            "Redirect with seeOther() (303 after a post) or movedPermanently() from ~/services/platform/http.server: a plain redirect() answers 302.",
        },
        {
          selector: "Property[key.name='status'][value.value=/^30[27]$/]",
          message:
            "A hand-built 302/307 answers a post with a redirect the browser may re-post: use seeOther() from ~/services/platform/http.server.",
        },
      ],
    },
  },
);
