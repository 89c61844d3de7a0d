import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SERVER_FEATURES = ["accounts", "analytics", "assistants", "contact", "directories", "documents", "feedback", "meetings", "health"];
const WEB_FEATURES = ["accounts", "admin", "analytics", "assistants", "contact", "directories", "documents", "feedback", "follows", "meetings", "pages"];

/** Web layers that every feature may use and that never use a feature (docs/ARCHITECTURE.md). */
const WEB_SHARED = ["./web/src/lib", "./web/src/ui", "./web/src/shell"];
/** Where the app composes features into pages: the route table and app/. */
const WEB_COMPOSITION = ["./web/src/app", "./web/src/routes.tsx", "./web/src/main.tsx", "./web/src/entry-server.tsx"];

const boundaries = [
  // A web feature never imports another feature: the app composes them.
  ...WEB_FEATURES.map((f) => ({
    target: `./web/src/features/${f}`,
    from: "./web/src/features",
    except: [`./${f}`],
    message: "A feature does not import another feature: move the shared piece to lib/ or ui/, or compose both in app/.",
  })),
  {
    target: "./web/src/features",
    from: WEB_COMPOSITION,
    message: "Features do not import the app layer: the app imports features, not the other way round.",
  },
  {
    target: WEB_SHARED,
    from: ["./web/src/features", ...WEB_COMPOSITION],
    message: "Shared layers (lib, ui, shell) never import a feature or the app: the app passes features in.",
  },
  {
    target: ["./web/src/lib", "./web/src/ui"],
    from: "./web/src/shell",
    message: "lib/ and ui/ do not import the shell.",
  },
  // The two sides meet only in common/.
  { target: "./web", from: ["./server", "./scripts"], message: "The web app shares code with the server only through common/." },
  { target: ["./server", "./common"], from: "./web", message: "The server does not import the web app; share through common/." },
  { target: ["./common", "./content"], from: ["./server", "./scripts", "./e2e"], message: "common/ and content/ import nothing of the server." },
];

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
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
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
  ...SERVER_FEATURES.map((f) => ({
    files: [`server/features/${f}/**/*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: SERVER_FEATURES.filter((o) => o !== f).map((o) => `**/features/${o}/routes`),
              message: "Import another feature's service or public module, not its routes.",
            },
          ],
        },
      ],
    },
  })),
);
