// One lint configuration for the whole tree: typescript-eslint `strict` for every TypeScript file,
// React hooks rules for the SPA, and the SPA's feature boundaries (web/eslint.boundaries.js).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureBoundaries } from "./web/eslint.boundaries.js";

export default tseslint.config(
  { ignores: ["node_modules/", "cdk.out/", "web/dist/", "coverage/", ".data/", ".test-data/", "infra/local/fpl-replay/data/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_`-prefixed names mark a deliberately ignored parameter or destructured member.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Records used as maps (process.env, the file-backed OIDC and account stores) are cleared with `delete`.
      "@typescript-eslint/no-dynamic-delete": "off",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["web/public/sw.js"], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    // `{} extends T` is the type-level test for "every key of T is optional" in the typed client.
    files: ["web/src/lib/api-client.ts"],
    rules: { "@typescript-eslint/no-empty-object-type": "off" },
  },
  {
    // Tests and benchmarks read untyped JSON (HTTP answers, synthesized CloudFormation) whose shape the assertions check,
    // and a `!` on a value the test just set up is itself an assertion: a null there fails the test loudly.
    files: ["tests/**/*.ts", "**/*.test.ts", "infra/aws/synth-for-tests.ts", "bench/**/*.ts", "tools/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  ...featureBoundaries,
);
