import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["{server,common,content,web,scripts}/**/*.test.{ts,tsx}"],
    globalSetup: ["./server/test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
  },
});
