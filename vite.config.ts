import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  "@common": r("./common"),
  "@content": r("./content"),
  "@web": r("./web/src"),
  "@server": r("./server"),
};

export default defineConfig({
  root: r("./web"),
  publicDir: r("./web/public"),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: r("./dist/web"),
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    // No <link rel="modulepreload"> inserted per dynamic import: each costs the main thread a
    // style pass (docs/decisions/0001-prerendered-spa.md).
    modulePreload: false,
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
