// A local mail receiver for the browser tests: an SMTP server on 127.0.0.1 (any port, no TLS, no
// login) that writes each message it gets to a folder, one .eml file each, for the tests to read
// (e2e/mail.ts). It lives as long as the site the tests run against.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** Starts the receiver; resolves with its port and a function that stops it. */
export async function startMailReceiver(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        count += 1;
        const name = `${String(Date.now()).padStart(15, "0")}-${String(count).padStart(5, "0")}.eml`;
        // Written whole under another name first, so that a reader never sees half a message.
        fs.writeFileSync(path.join(dir, `${name}.part`), Buffer.concat(chunks));
        fs.renameSync(path.join(dir, `${name}.part`), path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address();
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}
