import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      // Components must not reach into the server: the layering of docs/architecture.md#layers.
      "no-restricted-imports": "off",
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.ts", "~/services/*", "~/models/*"],
              allowTypeImports: true,
              message: "Components and lib are shared with the browser: import types only from services and models.",
            },
          ],
        },
      ],
    },
  },
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
