import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["accounts", "admin", "analytics", "assistants", "contact", "directories", "documents", "pages", "meetings", "health"];

export default tseslint.config(
  { ignores: ["dist/**", ".cache/**", "node_modules/**", "server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  // Server features talk to each other only through their public modules (the contracts in
  // docs/ARCHITECTURE.md), never through another feature's routes.
  ...FEATURES.map((f) => ({
    files: [`server/features/${f}/**/*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: FEATURES.filter((o) => o !== f).map((o) => `**/features/${o}/routes`), message: "Import another feature's service or public module, not its routes." }] },
      ],
    },
  })),
);
