import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import regexp from "eslint-plugin-regexp";
import { importBoundaries } from "./scripts/eslint-import-boundaries.js";

// The plugin's recommended rules of its "Possible Errors" category (patterns that cannot do
// what they appear to), warnings made errors, with the core rules its recommended set names
// (four core checks of patterns on, the three it replaces off).
const regexpCorrectnessRules = Object.fromEntries(
  Object.entries(regexp.configs.recommended.rules)
    .filter(([name]) => {
      const rule = regexp.rules[name.replace(/^regexp\//, "")];
      return !rule || rule.meta.docs.category === "Possible Errors";
    })
    .map(([name, level]) => [name, level === "warn" ? "error" : level]),
);

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/data/**", "**/test-results/**", "**/playwright-report/**", "apps/server/src/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries: importBoundaries },
    rules: {
      "boundaries/layers": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // Regular expressions: the plugin's checks of correctness, and the two that find patterns
    // whose time grows faster than their input. Many of them run on what visitors type (a
    // message of 5,000 characters is checked for contact details on every post), so a
    // quadratic pattern there is a way to stall the server's one thread. Its style rules are
    // left out: they would rewrite working patterns for taste.
    // "potential" (and ignorePartial off): also patterns whose use the rule cannot see, such as
    // an exported pattern or one handed to zod, and those whose source is built into another.
    plugins: { regexp },
    rules: {
      ...regexpCorrectnessRules,
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential", ignorePartial: false }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // The server's answer shapes are zod schemas: the app reads their types, never their
      // values, so no schema of the API's answers reaches the browser (decision 040).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@kma/core/(api-answers|answer-shapes|.+-answer-shapes)$",
              allowTypeImports: true,
              message: "Import the API's answer shapes as types only (import type): their zod schemas stay on the server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/e2e/**", "**/test/**", "**/bench/**", "**/faults/**", "**/fuzz/**", "scripts/**"],
    rules: {
      "no-console": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      // Tests and scripts read the repository's own files and the app's own output, never a
      // visitor's text; a quadratic scan there costs a test run microseconds.
      "regexp/no-super-linear-move": "off",
    },
  },
  {
    // The settings read the operator's own environment once at start (PUBLIC_URL's trailing
    // slashes), never a visitor's text.
    files: ["apps/server/src/config.ts"],
    rules: { "regexp/no-super-linear-move": "off" },
  },
);
