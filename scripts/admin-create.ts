// Creates (or approves, or resets the password of) an approved admin from the command line:
//   npm run admin:create -- --username NAME
// The password comes from ADMIN_PASSWORD or standard input (typed without echo on a terminal).
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirLockedError } from "../server/db/lock";
import { AdminInputError, createOrPromoteAdmin, validateAdminCredentials } from "../server/features/accounts/admin-cli";
import { usePrivateFiles } from "../server/db/private-files";

const USAGE = `Usage: npm run admin:create -- --username NAME

Creates an approved admin (or approves an existing registration and sets its password).
The password is read from the ADMIN_PASSWORD environment variable, or from standard input
(typed twice, without echo, on a terminal). It must be 8-128 characters and not a common password.
The database is the one the server uses: DATABASE_URL when set, otherwise the DATA_DIR folder.`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** Reads one line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stderr.write("\n");
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done();
        if (ch === "\u0003") return done(new Error("Cancelled"));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function readPassword(username: string): Promise<string> {
  // A one-off secret for this command, not server configuration, so it is read here.
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readPiped();
  const first = await promptHidden(`Password for admin ${username}: `);
  validateAdminCredentials(username, first);
  const again = await promptHidden("Repeat the password: ");
  if (again !== first) throw new AdminInputError("The passwords do not match");
  return first;
}

async function main() {
  usePrivateFiles();
  let args;
  try {
    args = parseArgs({
      options: { username: { type: "string", short: "u" }, help: { type: "boolean", short: "h" } },
    }).values;
  } catch (err) {
    fail(`${(err as Error).message}\n\n${USAGE}`, 2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!args.username) fail(`--username is required.\n\n${USAGE}`, 2);

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }

  let password: string;
  try {
    password = await readPassword(args.username);
    validateAdminCredentials(args.username, password);
  } catch (err) {
    if (err instanceof AdminInputError) fail(`Not created: ${err.message}`, 2);
    fail((err as Error).message, 1);
  }
  if (!password) fail("Not created: no password given (set ADMIN_PASSWORD or type it on standard input)", 2);

  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      fail(
        `The server (pid ${err.pid}) is using the data folder ${err.dataDir}.\n` +
          `Stop the server, run this command again, then start the server.`,
        3,
      );
    }
    fail(`Could not open the database: ${(err as Error).message}`);
  }
  try {
    const r = await createOrPromoteAdmin(database.db, args.username, password);
    const what =
      r.outcome === "created"
        ? "Created the approved admin"
        : r.outcome === "promoted"
          ? "Approved the pending admin"
          : "Updated the password of the admin";
    console.log(
      `${what} '${r.username}' (id ${r.id}) in ${database.kind === "pglite" ? database.location : "PostgreSQL"}.`,
    );
    console.log("Log in at /admin.");
  } catch (err) {
    if (err instanceof AdminInputError) fail(`Not created: ${err.message}`, 2);
    throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => fail(`admin:create failed: ${(err as Error).message}`));
