import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * The e-mail the site sends during the browser tests: scripts/e2e-server.mjs points the site's
 * SMTP_URL at a local receiver that writes each message here (playwright.config.ts passes the
 * folder as E2E_MAIL_DIR), one .eml file each.
 */
export const MAIL_DIR = path.resolve(".cache", `e2e-mail-${process.env.E2E_PORT ?? 3217}`);

/** Every message received so far, oldest first. */
export async function receivedMail(): Promise<ParsedMail[]> {
  if (!fs.existsSync(MAIL_DIR)) return [];
  const files = fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(MAIL_DIR, f)))));
}

const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** Waits for a message to `to` that `match` accepts, and gives it back. */
export async function waitForMail(to: string, match: (m: ParsedMail) => boolean = () => true): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).find((m) => recipients(m).includes(to.toLowerCase()) && match(m));
        return !!found;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The path (and query) of the first link of a message whose path matches `pattern`, from its text or HTML. */
export function linkIn(mail: ParsedMail, pattern: RegExp): string | undefined {
  const text = `${mail.text ?? ""}\n${typeof mail.html === "string" ? mail.html : ""}`;
  for (const [url] of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const u = new URL(url.replace(/&amp;/g, "&"));
    if (pattern.test(u.pathname)) return `${u.pathname}${u.search}`;
  }
  return undefined;
}
