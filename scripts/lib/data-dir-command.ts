import { ConfigError, loadConfig } from "../../server/config";

/** Prints a message and exits with the code (2: bad use or configuration, 3: the server holds the folder). */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/**
 * The embedded database folder a backup or restore works on, from the configuration; with
 * DATABASE_URL set, stops with the PostgreSQL command to use instead (`pgCommand`).
 */
export function embeddedDataDir(pgCommand: string): string {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }
  if (config.databaseUrl) fail(`DATABASE_URL is set: the data is on a PostgreSQL server. ${pgCommand}`, 2);
  return config.dataDir;
}
