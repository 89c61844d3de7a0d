import { RESET_LINK_MINUTES } from "@common/accounts";
import { SITE_NAME } from "@content/site";
import type { MailMessage } from "../follows/mailer";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The subject of every reset mail: fixed, so nothing a requester typed reaches it. */
export const RESET_SUBJECT = `Reset your ${SITE_NAME} password`;

/** The reset mail: the link, how long it works, and to ignore it if unasked. */
export function resetMail(to: string, resetUrl: string): MailMessage {
  const intro = `Someone (we hope you) asked to reset the password of your ${SITE_NAME} account.`;
  const ask = `Within ${RESET_LINK_MINUTES} minutes, open this link and choose a new password:`;
  const ignore = "If you did not ask for this, ignore this message: your password stays as it is.";
  const link = `<a href="${escapeHtml(resetUrl)}">${escapeHtml(resetUrl)}</a>`;
  return {
    to,
    subject: RESET_SUBJECT,
    text: `${intro}\n\n${ask}\n${resetUrl}\n\n${ignore}\n`,
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(RESET_SUBJECT)}</title></head>` +
      `<body><p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}<br>${link}</p><p>${escapeHtml(ignore)}</p></body></html>`,
  };
}
