import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      // Where a test runs is decided by one rule, its tag (tests/e2e/support/widths.ts): no spec
      // skips itself by project or viewport.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='test'][callee.property.name=/^(skip|fixme)$/] :matches(MemberExpression[property.name='project'], Identifier[name='viewport'])",
          message:
            "Tag the test DESKTOP_TOO or DESKTOP_ONLY (tests/e2e/support/widths.ts) instead of skipping by project or viewport.",
        },
      ],
    },
  },
);
