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
    // The schema halves of lib modules (app/lib/*.server.ts) never reach the browser: Remix leaves them out.
    ignores: ["app/lib/**/*.server.ts"],
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
);
