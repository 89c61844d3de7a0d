import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { usePrivateFiles } from "./db/private-files";

async function main() {
  usePrivateFiles();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error(`Could not open the database: ${(err as Error).message}`);
    process.exit(1);
  }

  const app = await buildApp({ config, database, background: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(err as Error).message}`);
    await database.close();
    process.exit(1);
  }
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const port = (app.server.address() as { port: number }).port;
  console.log(
    `\n  Ramona community site is running at http://${shownHost}:${port}/\n` +
      `  database: ${database.kind === "pglite" ? `embedded, in ${database.location}` : database.location}\n`,
  );
}

void main();
