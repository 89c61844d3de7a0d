import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A local SMTP receiver for the tests: what the app sends arrives in `messages`, parsed. */
export type SmtpReceiver = {
  url: string;
  messages: ParsedMail[];
  /** Each message is accepted only after this many milliseconds (to catch an app mid-run). */
  delayMs: number;
  /** Refuse messages (a 451) while true. */
  refusing: boolean;
  close: () => Promise<void>;
};

export async function startSmtp(): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = { url: "", messages: [], delayMs: 0, refusing: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (receiver.delayMs) await new Promise((r) => setTimeout(r, receiver.delayMs));
          if (receiver.refusing) {
            const err = Object.assign(new Error("Try again later"), { responseCode: 451 });
            return callback(err);
          }
          receiver.messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  receiver.url = `smtp://127.0.0.1:${port}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

/** The link of a mail's text that starts with `prefix`, and its token (the last path segment). */
export function linkIn(mail: ParsedMail, prefix: string): { url: string; token: string } {
  const url = (mail.text ?? "").split(/\s+/).find((w) => w.startsWith(prefix));
  if (!url) throw new Error(`no link ${prefix}… in "${mail.subject}"`);
  return { url, token: url.slice(url.lastIndexOf("/") + 1) };
}
