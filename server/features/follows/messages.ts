import { BODY_LABELS } from "@common/document-basics";
import { CONFIRMATION_HOURS } from "@common/follows";
import { meetingOnDate } from "@common/schedule";
import { bodyById } from "@content/government";
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

/** "Thursday December 3, 7:00 PM": when an agenda's meeting is, as an alert says it. */
function meetingWhen(item: AlertItem): string {
  const m = meetingOnDate(bodyById(item.body)!, item.meetingDate!);
  const [weekday, monthDay] = m.dateLabel.split(", ");
  return `${weekday} ${monthDay}, ${m.timeLabel}`;
}

/** An agenda item as an alert names it: "item 5, Dye Road Solar Facility" (its project number left out). */
const agendaItemName = (item: AlertItem) => {
  const title = item.title.replace(/\s*\([^)]*\d[^)]*\)\s*$/, "") || item.title;
  return item.code ? `item ${item.code}, ${title}` : title;
};

/** "On the agenda of the Planning Group, Thursday December 3, 7:00 PM: item 5, Dye Road Solar Facility" */
export const onTheAgenda = (item: AlertItem) =>
  `On the agenda of the ${BODY_LABELS[item.body]}, ${meetingWhen(item)}: ${agendaItemName(item)}`;

/** What was decided on an item one was alerted to: "Dye Road Solar Facility: Carried 12-1-0". */
const decisionLine = (item: AlertItem) => {
  const outcome = outcomeText(item);
  const what = item.ordinal === null ? "the minutes do not tell of this item" : outcome || "no vote recorded";
  return `${agendaItemName(item)} (on the agenda you were alerted to on ${item.alertedOn}): ${what}`;
};

const more = (items: AlertItem[]) => (items.length > 1 ? ` and ${items.length - 1} more` : "");

/** How to comment: the body's public comment rules. */
const howToComment = (item: AlertItem) => (bodyById(item.body)?.publicComment ?? []).join(" ");

function agendaText(group: AlertItem[], links: FollowLinkBuilder): string {
  const first = group[0]!;
  const page = links.meeting(first.body, first.meetingDate!);
  const lines = group.map((it) => `${onTheAgenda(it)}\n  PDF page ${it.page}: ${links.pdf(it.documentId, it.page)}`);
  return `${lines.join("\n")}\n\nHow to comment: ${howToComment(first)}\nThe agenda: ${page}`;
}

function decisionsText(group: AlertItem[], links: FollowLinkBuilder): string {
  const first = group[0]!;
  const lines = group.map(
    (it) =>
      `${decisionLine(it)}${it.motion ? `\n  ${it.motion}` : ""}${it.ordinal !== null ? `\n  PDF page ${it.page}: ${links.pdf(it.documentId, it.page)}` : ""}`,
  );
  return `What the ${BODY_LABELS[first.body]} decided at its meeting of ${first.meetingDate}:\n${lines.join("\n")}\n\nThe meeting, its agenda beside the minutes: ${links.meeting(first.body, first.meetingDate!)}`;
}

function itemsText(items: AlertItem[], links: FollowLinkBuilder): string {
  const decisions = items.filter((i) => i.stage === "decision");
  const rest = items.filter((i) => i.stage !== "decision");
  const parts = [
    ...(decisions.length ? [decisionsText(decisions, links)] : []),
    ...(rest.length ? [minutesText(rest, links)] : []),
  ];
  return parts.join("\n\n");
}

function minutesText(items: AlertItem[], links: FollowLinkBuilder): string {
  return byDocument(items)
    .map((group) => {
      const doc = group[0]!;
      if (doc.stage === "agenda") return agendaText(group, links);
      const lines = group.map((it) => {
        const outcome = outcomeText(it);
        return `- ${itemHeading(it)}${outcome ? ` (${outcome})` : ""}\n  ${links.record(it.documentId, it.ordinal)}\n  PDF page ${it.page}: ${links.pdf(it.documentId, it.page)}`;
      });
      return `${doc.documentTitle}${doc.meetingDate ? ` (${doc.meetingDate})` : ""}\n${links.record(doc.documentId)}\n\n${lines.join("\n")}`;
    })
    .join("\n\n");
}

function agendaHtml(group: AlertItem[], links: FollowLinkBuilder): string {
  const first = group[0]!;
  const page = links.meeting(first.body, first.meetingDate!);
  const rows = group.map(
    (it) => `<li>${escapeHtml(onTheAgenda(it))} (${a(links.pdf(it.documentId, it.page), `PDF page ${it.page}`)})</li>`,
  );
  return `<ul>${rows.join("")}</ul>${p(`<strong>How to comment:</strong> ${escapeHtml(howToComment(first))}`)}${p(a(page, "The agenda and how to take part"))}`;
}

function decisionsHtml(group: AlertItem[], links: FollowLinkBuilder): string {
  const first = group[0]!;
  const rows = group.map(
    (it) =>
      `<li>${escapeHtml(decisionLine(it))}${it.motion ? `<br>${escapeHtml(it.motion)}` : ""}${it.ordinal !== null ? ` (${a(links.pdf(it.documentId, it.page), `PDF page ${it.page}`)})` : ""}</li>`,
  );
  return `${p(escapeHtml(`What the ${BODY_LABELS[first.body]} decided at its meeting of ${first.meetingDate}:`))}<ul>${rows.join("")}</ul>${p(a(links.meeting(first.body, first.meetingDate!), "The meeting, its agenda beside the minutes"))}`;
}

function itemsHtml(items: AlertItem[], links: FollowLinkBuilder): string {
  const decisions = items.filter((i) => i.stage === "decision");
  const rest = items.filter((i) => i.stage !== "decision");
  return (decisions.length ? decisionsHtml(decisions, links) : "") + (rest.length ? minutesHtml(rest, links) : "");
}

function minutesHtml(items: AlertItem[], links: FollowLinkBuilder): string {
  return byDocument(items)
    .map((group) => {
      const doc = group[0]!;
      if (doc.stage === "agenda") return agendaHtml(group, links);
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
  const agenda = !opts.digest && first?.stage === "agenda";
  const decision = !opts.digest && first?.stage === "decision";
  const subject = opts.digest
    ? `This week: ${label}`
    : agenda
      ? `${onTheAgenda(first)}${more(items)}`
      : decision
        ? `What the ${BODY_LABELS[first.body]} decided on ${first.meetingDate}: ${agendaItemName(first)}${more(items)}`
        : `${label}: ${first ? first.documentTitle : "a new meeting record"}`;
  const intro = opts.digest
    ? `Meeting records indexed this week that match what you follow (${label}):`
    : agenda
      ? `A posted agenda names what you follow (${label}). There is still time to take part:`
      : decision
        ? `The minutes are posted of a meeting whose agenda you were alerted to (${label}):`
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
