import { CONFIRMATION_HOURS } from "@common/follows";
import { SITE_NAME } from "@content/site";
import { itemHeading, outcomeText, type AlertItem } from "./alert-items";
import type { FollowLinkBuilder } from "./links";
import type { MailMessage } from "./mailer";

/** The e-mails of the follows: confirmation, one document's alert, a week's digest. Text and HTML. */

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
const a = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const p = (html: string) => `<p>${html}</p>`;
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/** The subject of every confirmation mail: fixed, so nothing a requester typed reaches it. */
export const CONFIRMATION_SUBJECT = `Confirm your e-mail alerts from ${SITE_NAME}`;

/**
 * The confirmation mail. The address is not yet known to be the requester's, so the subject is
 * fixed; the body names what was followed (escaped in the HTML) and says to ignore an unasked mail.
 */
export function confirmationMail(to: string, label: string, confirmUrl: string): MailMessage {
  const subject = CONFIRMATION_SUBJECT;
  const intro = `Someone (we hope you) asked ${SITE_NAME} to e-mail this address about ${label}.`;
  const ask = `Within ${CONFIRMATION_HOURS} hours, open this link and press "Confirm alerts":`;
  const ignore = "If you did not ask for this, ignore this message: nothing will be sent, and the link expires.";
  return {
    to,
    subject,
    text: `${intro}\n\n${ask}\n${confirmUrl}\n\n${ignore}\n`,
    html: page(
      subject,
      [p(escapeHtml(intro)), p(`${escapeHtml(ask)}<br>${a(confirmUrl, confirmUrl)}`), p(escapeHtml(ignore))].join(""),
    ),
  };
}

/** The items grouped by meeting record, in the order given. */
function byDocument(items: AlertItem[]) {
  const groups = new Map<number, AlertItem[]>();
  for (const it of items) groups.set(it.documentId, [...(groups.get(it.documentId) ?? []), it]);
  return [...groups.values()];
}

function itemsText(items: AlertItem[], links: FollowLinkBuilder): string {
  return byDocument(items)
    .map((group) => {
      const doc = group[0]!;
      const lines = group.map((it) => {
        const outcome = outcomeText(it);
        return `- ${itemHeading(it)}${outcome ? ` (${outcome})` : ""}\n  ${links.record(it.documentId, it.ordinal)}\n  PDF page ${it.page}: ${links.pdf(it.documentId, it.page)}`;
      });
      return `${doc.documentTitle}${doc.meetingDate ? ` (${doc.meetingDate})` : ""}\n${links.record(doc.documentId)}\n\n${lines.join("\n")}`;
    })
    .join("\n\n");
}

function itemsHtml(items: AlertItem[], links: FollowLinkBuilder): string {
  return byDocument(items)
    .map((group) => {
      const doc = group[0]!;
      const rows = group.map((it) => {
        const outcome = outcomeText(it);
        return `<li>${a(links.record(it.documentId, it.ordinal), itemHeading(it))}${outcome ? ` — ${escapeHtml(outcome)}` : ""} (${a(links.pdf(it.documentId, it.page), `PDF page ${it.page}`)})</li>`;
      });
      const date = doc.meetingDate ? ` (${escapeHtml(doc.meetingDate)})` : "";
      return `<h2>${a(links.record(doc.documentId), doc.documentTitle)}${date}</h2><ul>${rows.join("")}</ul>`;
    })
    .join("");
}

/** An alert or digest, with its one-click unsubscribe link and headers (RFC 2369, RFC 8058). */
export function alertMail(opts: {
  to: string;
  label: string;
  items: AlertItem[];
  digest: boolean;
  unsubscribeToken: string;
  links: FollowLinkBuilder;
}): MailMessage {
  const { items, links, label } = opts;
  const first = items[0];
  const subject = opts.digest
    ? `This week: ${label}`
    : `${label}: ${first ? first.documentTitle : "a new meeting record"}`;
  const intro = opts.digest
    ? `Meeting records indexed this week that match what you follow (${label}):`
    : `A new meeting record matches what you follow (${label}):`;
  const unsubscribe = links.unsubscribePage(opts.unsubscribeToken);
  const footer = `You receive this because you follow ${label} on ${SITE_NAME}. Unsubscribe with one click:`;
  const manage = "Manage your alerts from your account:";
  return {
    to: opts.to,
    subject,
    text: `${intro}\n\n${itemsText(items, links)}\n\n--\n${footer}\n${unsubscribe}\n${manage} ${links.account()}\n`,
    html: page(
      subject,
      [
        p(escapeHtml(intro)),
        itemsHtml(items, links),
        "<hr>",
        p(`${escapeHtml(footer)} ${a(unsubscribe, "Unsubscribe")}`),
        p(`${escapeHtml(manage)} ${a(links.account(), links.account())}`),
      ].join(""),
    ),
    headers: {
      "List-Unsubscribe": `<${links.unsubscribePost(opts.unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
