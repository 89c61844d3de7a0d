import nodemailer from "nodemailer";
import type { MailConfig } from "../../config";

/** One message: plain text and HTML, and extra headers (List-Unsubscribe). */
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

/** Sends e-mail; the follows take one only when SMTP is configured. */
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * The SMTP mailer of the configuration (nodemailer), or null without SMTP. Timeouts keep a stuck
 * server from holding a delivery past its lease.
 */
export function createMailer(mail: MailConfig | null): Mailer | null {
  if (!mail) return null;
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(m) {
      await transport.sendMail({
        from: mail.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
      });
    },
    close: () => transport.close(),
  };
}
