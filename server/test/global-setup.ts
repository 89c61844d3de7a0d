import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { CACHE_DIR } from "./paths";

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/**
 * Creates, once per test run, a migrated embedded database that every test app copies (creating one
 * from nothing costs seconds; copying it costs milliseconds).
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const dir = fs.mkdtempSync(path.join(CACHE_DIR, "template-db-"));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  project.provide("templateDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
